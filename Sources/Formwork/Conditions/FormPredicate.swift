import Foundation

/// A condition written in Formwork's expression language, parsed once.
///
/// ```swift
/// let p = try FormPredicate(format: "$country == 'US' AND $age >= 18")
/// p.dependencies            // ["country", "age"]
/// p.evaluate(values: ["country": "US", "age": 20])   // true
/// ```
///
/// The language keeps `NSPredicate`'s look: `$tag` references, literals (numbers,
/// quoted strings, `true`/`false`/`YES`/`NO`, `nil`/`NULL`, `{a, b}` lists),
/// `==` `=` `!=` `<>` `<` `<=` `>` `>=`, `AND` `&&` `OR` `||` `NOT` `!`,
/// `CONTAINS` `BEGINSWITH` `ENDSWITH` `LIKE` (with `*` and `?`), `IN`,
/// `BETWEEN {lo, hi}`, the string modifiers `[c]` `[d]` `[cd]`, parentheses and
/// `TRUEPREDICATE`/`FALSEPREDICATE`. Keywords are case-insensitive. `${any tag}`
/// references a tag containing spaces or symbols.
public struct FormPredicate: Sendable, Hashable, CustomStringConvertible {
    /// The text the predicate was parsed from.
    public let format: String
    /// The parsed expression.
    public let expression: ConditionExpression
    /// The tags the predicate reads, in order of first appearance. Conditions are
    /// re-evaluated when any of these rows change.
    public let dependencies: [String]

    /// Parses `format`, throwing a ``PredicateSyntaxError`` that names the position
    /// and what was expected when it does not parse.
    ///
    /// The expression is kept in its normal form (nested ANDs and ORs made one, a
    /// literal's truth a constant; see ``init(expression:)``), so that text written
    /// back from it parses to the very same tree.
    public init(format: String) throws(PredicateSyntaxError) {
        self.format = format
        self.expression = try PredicateParser.parse(format).normalized
        self.dependencies = expression.references
    }

    /// A predicate built from an expression tree.
    ///
    /// The expression is kept in the form the parser gives for text (see the
    /// normalising rules in the condition language article), so ``format`` always
    /// parses back to ``expression``.
    public init(expression: ConditionExpression) {
        let expression = expression.normalized
        self.format = String(describing: expression)
        self.expression = expression
        self.dependencies = expression.references
    }

    public var description: String { format }

    /// Evaluates the predicate, reading each `$tag` through `lookup`.
    public func evaluate(_ lookup: (String) -> PredicateValue) -> Bool {
        expression.evaluate(lookup)
    }

    /// Evaluates the predicate against plain values; missing tags read as nil.
    public func evaluate(values: [String: Any?]) -> Bool {
        expression.evaluate { tag in
            guard let value = values[tag] else { return .null }
            return PredicateValue(value)
        }
    }
}

extension ConditionExpression: CustomStringConvertible {
    /// The expression written back in the condition language.
    public var description: String {
        switch self {
        case .constant(let b): return b ? "TRUEPREDICATE" : "FALSEPREDICATE"
        // Parentheses only around AND and OR groups: NOT binds tighter than both, and
        // a parenthesis counts towards the parser's nesting limit, so text written
        // here nests no deeper than the text the expression was read from.
        case .not(let e): return "NOT " + e.grouped
        case .and(let es): return es.map(\.grouped).joined(separator: " AND ")
        case .or(let es): return es.map(\.grouped).joined(separator: " OR ")
        case .truthy(let o): return o.description
        case .comparison(let l, let op, let options, let r):
            var modifier = ""
            if !options.isEmpty {
                modifier = "[" + (options.contains(.caseInsensitive) ? "c" : "")
                    + (options.contains(.diacriticInsensitive) ? "d" : "") + "]"
            }
            return "\(l) \(op.rawValue)\(modifier) \(r)"
        }
    }
}

extension ConditionExpression {
    /// The expression written as an operand of NOT, AND or OR.
    fileprivate var grouped: String {
        switch self {
        case .and, .or: return "(\(self))"
        case .constant, .not, .truthy, .comparison: return description
        }
    }
}

extension PredicateOperand: CustomStringConvertible {
    /// The operand written back in the condition language.
    public var description: String {
        switch self {
        case .reference(let tag):
            let plain = !tag.isEmpty && tag.unicodeScalars.allSatisfy {
                $0.isASCII ? ($0 == "_" || $0 == "." || $0 == "-" || ("0"..."9").contains($0)
                              || ("a"..."z").contains($0) || ("A"..."Z").contains($0))
                    : $0.properties.isAlphabetic
            }
            if plain { return "$" + tag }
            // `}` and `\` are escaped inside `${…}`.
            return "${" + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "}", with: "\\}") + "}"
        case .list(let items): return "{" + items.map(\.description).joined(separator: ", ") + "}"
        case .literal(let value):
            switch value {
            case .null: return "nil"
            case .bool(let b): return b ? "true" : "false"
            case .number(let n):
                if n.isInfinite { return n < 0 ? "-1e999" : "1e999" }
                // -0 stays itself, as the condition was written.
                return n == 0 && n.sign == .minus ? String(n) : NumberText.plain(n)
            case .string(let s):
                return "'" + s.replacingOccurrences(of: "\\", with: "\\\\")
                    .replacingOccurrences(of: "'", with: "\\'") + "'"
            case .date(let d): return PredicateOperand.literal(.string(ISODateText.write(d))).description
            case .list(let items): return PredicateOperand.list(items.map { .literal($0) }).description
            }
        }
    }
}
