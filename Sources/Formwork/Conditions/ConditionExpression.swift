/// The parsed form of a condition: a tree that both Swift and the browser evaluate.
public indirect enum ConditionExpression: Sendable, Hashable {
    /// `TRUEPREDICATE`, `FALSEPREDICATE`, `true`, `false`.
    case constant(Bool)
    /// `NOT e`, `!e`.
    case not(ConditionExpression)
    /// `a AND b AND …`.
    case and([ConditionExpression])
    /// `a OR b OR …`.
    case or([ConditionExpression])
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
    /// `==` (or `=`): the two values are equal.
    case equal = "=="
    /// `!=` (or `<>`): the two values are not equal.
    case notEqual = "!="
    /// `<`: the left value orders before the right one; false when the two have no
    /// order, as with nil.
    case less = "<"
    /// `<=` (or `=<`): the left value orders before the right one or equals it.
    case lessOrEqual = "<="
    /// `>`: the left value orders after the right one; false when the two have no
    /// order, as with nil.
    case greater = ">"
    /// `>=` (or `=>`): the left value orders after the right one or equals it.
    case greaterOrEqual = ">="
    /// `CONTAINS`: the left string contains the right one, or the left list contains
    /// the right value (every value of it, when the right side is a list too).
    case contains = "CONTAINS"
    /// `BEGINSWITH`: the left string starts with the right one.
    case beginsWith = "BEGINSWITH"
    /// `ENDSWITH`: the left string ends with the right one.
    case endsWith = "ENDSWITH"
    /// `LIKE`: the left string matches the right pattern, where `*` matches any run of
    /// characters and `?` one character.
    case like = "LIKE"
    /// `IN`: the left value is in the right list, or the left string occurs in the
    /// right one; `CONTAINS` with the sides swapped.
    case `in` = "IN"
    /// `BETWEEN`: the left value lies between the bounds of the right list
    /// `{low, high}`, both bounds included.
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

extension ConditionExpression {
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
