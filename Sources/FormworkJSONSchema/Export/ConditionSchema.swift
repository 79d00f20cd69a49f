import Foundation
import Formwork

/// A condition of the condition language said as a JSON Schema over the form's
/// instance: the schema an instance meets exactly when the condition holds, for
/// an `if`. An empty or hidden row is absent from the instance, which is how the
/// condition language reads it too (as nil).
///
/// Only what JSON Schema can say exactly is said: comparisons of a row with
/// literals (`==`, `!=`, `IN`, bounds, `BETWEEN`), a literal in a row of several
/// choices, `CONTAINS`, `BEGINSWITH` and `ENDSWITH` without modifiers, and `NOT`,
/// `AND` and `OR` of those. Anything else (`LIKE`, `[c]`, two rows compared)
/// gives nil, and the condition is left to the UI schema.
struct ConditionSchema {
    /// The JSON type of the value each property of the instance holds, by its
    /// tag; empty when it has no one type. A tag that is not here (a row of a
    /// selectable section, a button) is not in the instance, so a condition that
    /// reads it cannot be said.
    let types: [String: String]

    func schema(_ expression: ConditionExpression) -> JSON? {
        switch expression {
        case .constant(let value):
            return .bool(value)
        case .not(let inner):
            return schema(inner).map { ["not": $0] }
        case .and(let parts):
            let schemas = parts.compactMap(schema)
            return schemas.count == parts.count ? ["allOf": .array(schemas)] : nil
        case .or(let parts):
            let schemas = parts.compactMap(schema)
            return schemas.count == parts.count ? ["anyOf": .array(schemas)] : nil
        case .truthy:
            return nil
        case .comparison(let left, let op, let options, let right):
            guard options.isEmpty else { return nil }
            return comparison(left, op, right)
        }
    }

    private func comparison(_ left: PredicateOperand, _ op: PredicateOperator, _ right: PredicateOperand) -> JSON? {
        switch (left, right) {
        case (.reference(let tag), .literal(let value)):
            return compare(tag, op, value)
        case (.literal(let value), .reference(let tag)):
            if op == .in {
                // A literal in a row of several choices.
                guard types[tag] == "array", let item = Self.json(value) else { return nil }
                return has(tag, ["contains": ["const": item]])
            }
            let flipped: [PredicateOperator: PredicateOperator] = [.equal: .equal, .notEqual: .notEqual, .less: .greater,
                                                                  .lessOrEqual: .greaterOrEqual, .greater: .less, .greaterOrEqual: .lessOrEqual]
            return flipped[op].flatMap { compare(tag, $0, value) }
        case (.reference(let tag), .list(let items)) where op == .in || op == .between:
            var values: [JSON] = []
            for item in items {
                guard case .literal(let literal) = item, let value = Self.json(literal) else { return nil }
                values.append(value)
            }
            guard types[tag] != nil else { return nil }
            if op == .in { return has(tag, ["enum": .array(values)]) }
            guard values.count == 2, let low = values[0].number, let high = values[1].number, isNumber(tag) else { return nil }
            return has(tag, ["minimum": .number(low), "maximum": .number(high)])
        default:
            return nil
        }
    }

    private func compare(_ tag: String, _ op: PredicateOperator, _ value: PredicateValue) -> JSON? {
        guard types[tag] != nil else { return nil }
        if case .null = value {
            switch op {
            case .equal: return ["not": ["required": [.string(tag)]]]
            case .notEqual: return ["required": [.string(tag)]]
            default: return nil
            }
        }
        guard let literal = Self.json(value) else { return nil }
        switch op {
        case .equal: return has(tag, ["const": literal])
        case .notEqual: return ["not": has(tag, ["const": literal])]
        case .in:
            guard case .list = value else { return nil }
            return has(tag, ["enum": literal])
        case .less, .lessOrEqual, .greater, .greaterOrEqual:
            guard let number = literal.number, isNumber(tag) else { return nil }
            let keyword = [PredicateOperator.less: "exclusiveMaximum", .lessOrEqual: "maximum",
                           .greater: "exclusiveMinimum", .greaterOrEqual: "minimum"][op]!
            return has(tag, [keyword: .number(number)])
        case .contains, .beginsWith, .endsWith:
            guard types[tag] == "string", let text = literal.string else { return nil }
            let escaped = Self.escaped(text)
            let pattern = op == .beginsWith ? "^" + escaped : op == .endsWith ? escaped + "$" : escaped
            return has(tag, ["pattern": .string(pattern)])
        default:
            return nil
        }
    }

    private func isNumber(_ tag: String) -> Bool {
        types[tag] == "number" || types[tag] == "integer"
    }

    /// The instance has `tag`, and its value meets `test`.
    private func has(_ tag: String, _ test: JSONObject) -> JSON {
        var properties = JSONObject()
        properties[tag] = .object(test)
        return ["required": [.string(tag)], "properties": .object(properties)]
    }

    static func json(_ value: PredicateValue) -> JSON? {
        switch value {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let number): return JSON(.number(number))
        case .string(let text): return .string(text)
        case .date: return nil
        case .list(let items):
            let values = items.compactMap(json)
            return values.count == items.count ? .array(values) : nil
        }
    }

    /// `text` as a pattern that matches it and nothing else.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            if "\\^$.|?*+()[]{}/".contains(character) { result.append("\\") }
            result.append(character)
        }
        return result
    }
}
