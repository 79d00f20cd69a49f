/// The parsed form of a condition: a tree that both Swift and the browser evaluate.
public indirect enum PredicateExpression: Sendable, Hashable {
    /// `TRUEPREDICATE`, `FALSEPREDICATE`, `true`, `false`.
    case constant(Bool)
    /// `NOT e`, `!e`.
    case not(PredicateExpression)
    /// `a AND b AND …`.
    case and([PredicateExpression])
    /// `a OR b OR …`.
    case or([PredicateExpression])
    /// `lhs op[options] rhs`.
    case comparison(PredicateOperand, PredicateOperator, PredicateStringOptions, PredicateOperand)
    /// A bare operand used as a truth value: `$newsletter` means `$newsletter == true`.
    case truthy(PredicateOperand)
}

/// One side of a comparison.
public indirect enum PredicateOperand: Sendable, Hashable {
    /// `$tag`: the value of the row (or multivalued section) with that tag.
    case reference(String)
    /// A literal number, string, Boolean or nil.
    case literal(PredicateValue)
    /// `{a, b, …}`.
    case list([PredicateOperand])
}

/// The comparison operators of the condition language.
public enum PredicateOperator: String, Sendable, Hashable, CaseIterable {
    case equal = "=="
    case notEqual = "!="
    case less = "<"
    case lessOrEqual = "<="
    case greater = ">"
    case greaterOrEqual = ">="
    case contains = "CONTAINS"
    case beginsWith = "BEGINSWITH"
    case endsWith = "ENDSWITH"
    case like = "LIKE"
    case `in` = "IN"
    case between = "BETWEEN"
}

/// The `[c]`, `[d]` and `[cd]` modifiers of string comparisons.
public struct PredicateStringOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// `[c]`: case-insensitive.
    public static let caseInsensitive = PredicateStringOptions(rawValue: 1)
    /// `[d]`: diacritic-insensitive.
    public static let diacriticInsensitive = PredicateStringOptions(rawValue: 2)
}

extension PredicateExpression {
    /// Every `$tag` the expression reads, in order of first appearance.
    var references: [String] {
        var seen = Set<String>()
        var ordered: [String] = []
        collectReferences(into: &ordered, seen: &seen)
        return ordered
    }

    private func collectReferences(into ordered: inout [String], seen: inout Set<String>) {
        switch self {
        case .constant: break
        case .not(let e): e.collectReferences(into: &ordered, seen: &seen)
        case .and(let es), .or(let es): es.forEach { $0.collectReferences(into: &ordered, seen: &seen) }
        case .comparison(let l, _, _, let r):
            l.collectReferences(into: &ordered, seen: &seen)
            r.collectReferences(into: &ordered, seen: &seen)
        case .truthy(let o): o.collectReferences(into: &ordered, seen: &seen)
        }
    }
}

extension PredicateOperand {
    fileprivate func collectReferences(into ordered: inout [String], seen: inout Set<String>) {
        switch self {
        case .reference(let tag): if seen.insert(tag).inserted { ordered.append(tag) }
        case .literal: break
        case .list(let items): items.forEach { $0.collectReferences(into: &ordered, seen: &seen) }
        }
    }
}
