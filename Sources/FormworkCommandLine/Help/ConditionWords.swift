import Foundation
import Formwork

/// A row's condition in words, naming flags: `only when --canary is on`.
///
/// A row shows when its `hidden` condition does not hold, so the words say the
/// negation, pushed down to the comparisons (`$canary != true` hidden reads
/// "--canary is on"). A condition written as a closure says only that the other
/// answers must allow it.
struct ConditionWords {
    let words: CommandLineWords
    /// The flag of each tag, for naming what a condition reads.
    let flags: [String: String]
    /// Tags of switches, whose `== true` reads "is on".
    let toggles: Set<String>

    /// When a row hidden by `hidden` is asked, in words; nil when always.
    func shownWhen(_ hidden: Condition?) -> String? {
        guard let hidden else { return nil }
        switch hidden {
        case .function: return words.someCondition
        case .predicate(let predicate):
            if case .constant(let always) = predicate.expression { return always ? words.someCondition : nil }
            return say(predicate.expression, negated: true)
        }
    }

    private func name(_ operand: PredicateOperand) -> String {
        switch operand {
        case .reference(let tag): flags[tag] ?? "$" + tag
        case .literal(let value): Self.text(value)
        case .list(let items): items.map(name).joined(separator: ", ")
        }
    }

    private func say(_ expression: ConditionExpression, negated: Bool) -> String {
        switch expression {
        case .constant(let value): return (value != negated) ? "true" : "false"
        case .not(let inner): return say(inner, negated: !negated)
        case .and(let parts), .or(let parts):
            var isAnd = if case .and = expression { true } else { false }
            if negated { isAnd.toggle() }
            return parts.map { say($0, negated: negated) }.joined(separator: " \(isAnd ? words.and : words.or) ")
        case .truthy(let operand):
            let flag = name(operand)
            if case .reference(let tag) = operand, toggles.contains(tag) { return negated ? words.isOff(flag) : words.isOn(flag) }
            return negated ? words.isNotGiven(flag) : words.isGiven(flag)
        case .comparison(let left, let op, _, let right):
            return comparison(left, op, right, negated: negated)
        }
    }

    private func comparison(_ left: PredicateOperand, _ op: PredicateOperator, _ right: PredicateOperand, negated: Bool) -> String {
        let flag = name(left), value = name(right)
        // A switch compared with true or false reads as on or off.
        if case .reference(let tag) = left, toggles.contains(tag), case .literal(let literal) = right,
           op == .equal || op == .notEqual, let on = Self.bool(literal) {
            return (on == (op == .equal)) != negated ? words.isOn(flag) : words.isOff(flag)
        }
        if case .literal(.null) = right, op == .equal || op == .notEqual {
            return (op == .equal) != negated ? words.isNotGiven(flag) : words.isGiven(flag)
        }
        let positive: PredicateOperator
        var flip = negated
        switch (op, negated) {
        case (.equal, true): positive = .notEqual; flip = false
        case (.notEqual, true): positive = .equal; flip = false
        case (.less, true): positive = .greaterOrEqual; flip = false
        case (.lessOrEqual, true): positive = .greater; flip = false
        case (.greater, true): positive = .lessOrEqual; flip = false
        case (.greaterOrEqual, true): positive = .less; flip = false
        default: positive = op
        }
        let said: String
        switch positive {
        case .equal, .like: said = words.equals(flag, value)
        case .notEqual: said = words.notEquals(flag, value)
        case .less: said = words.lessThan(flag, value)
        case .lessOrEqual: said = words.atMost(flag, value)
        case .greater: said = words.moreThan(flag, value)
        case .greaterOrEqual: said = words.atLeast(flag, value)
        case .in: said = words.isOneOf(flag, value)
        case .contains: said = words.contains(flag, value)
        case .beginsWith: said = words.beginsWith(flag, value)
        case .endsWith: said = words.endsWith(flag, value)
        case .between:
            if case .list(let bounds) = right, bounds.count == 2 {
                said = words.between(flag, name(bounds[0]), name(bounds[1]))
            } else {
                said = words.isOneOf(flag, value)
            }
        }
        return flip ? words.not(said) : said
    }

    /// A literal as a command line writes it: `eu`, `3`, `true`.
    static func text(_ value: PredicateValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let on): on ? "true" : "false"
        case .number(let number): number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
        case .string(let text): text
        case .date(let date): ISO8601DateFormatter().string(from: date)
        case .list(let items): items.map(text).joined(separator: ", ")
        }
    }

    private static func bool(_ value: PredicateValue) -> Bool? {
        if case .bool(let on) = value { return on }
        return nil
    }
}
