import Foundation

extension ConditionExpression {
    /// The expression in the form the parser gives for its own text: what
    /// ``FormPredicate/init(expression:)`` keeps, so that its ``FormPredicate/format``
    /// parses back to the same expression.
    ///
    /// Forms no text can write are rewritten to ones that mean the same: an empty
    /// AND is true and an empty OR false; one-term AND and OR are the term; nested
    /// ANDs (and ORs) are one; a bare literal as a truth value is its Boolean, or
    /// false; BETWEEN a literal list that is not two bounds is false; strings are in
    /// Unicode NFC, as the parser keeps them; a list value is a list of literals; a
    /// date literal is its ISO 8601 text in
    /// UTC (conditions compare ISO text with dates as the instants they name); and a
    /// number that is not a number (NaN), equal to nothing, is nil.
    var normalized: ConditionExpression {
        switch self {
        case .constant: return self
        case .not(let e): return .not(e.normalized)
        case .and(let terms): return Self.flatten(terms.map(\.normalized), and: true)
        case .or(let terms): return Self.flatten(terms.map(\.normalized), and: false)
        case .truthy(let operand):
            switch operand {
            case .reference: return self
            case .literal(.bool(let b)): return .constant(b)
            default: return .constant(false)
            }
        case .comparison(let l, let op, let options, let r):
            let (lhs, rhs) = (l.normalized, r.normalized)
            if op == .between, case .list(let bounds) = rhs, bounds.count != 2 { return .constant(false) }
            return .comparison(lhs, op, options, rhs)
        }
    }

    private static func flatten(_ terms: [ConditionExpression], and: Bool) -> ConditionExpression {
        var flat: [ConditionExpression] = []
        for term in terms {
            switch term {
            case .and(let inner) where and: flat.append(contentsOf: inner)
            case .or(let inner) where !and: flat.append(contentsOf: inner)
            default: flat.append(term)
            }
        }
        if flat.isEmpty { return .constant(and) }
        if flat.count == 1 { return flat[0] }
        return and ? .and(flat) : .or(flat)
    }
}

extension PredicateOperand {
    var normalized: PredicateOperand {
        switch self {
        case .reference: return self
        case .list(let items): return .list(items.map(\.normalized))
        case .literal(.list(let items)): return .list(items.map { PredicateOperand.literal($0).normalized })
        case .literal(let value): return .literal(value.normalizedLiteral)
        }
    }
}

extension PredicateValue {
    /// The literal as the parser would give it for its text.
    var normalizedLiteral: PredicateValue {
        switch self {
        case .string(let s): return .string(normalizedNFC(s))
        case .number(let n): return n.isNaN ? .null : self
        case .date(let d):
            guard d.timeIntervalSince1970.isFinite else { return .null }
            return .string(ISODateText.write(d))
        case .list(let items): return .list(items.map(\.normalizedLiteral))
        case .null, .bool: return self
        }
    }
}
