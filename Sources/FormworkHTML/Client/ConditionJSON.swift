import Formwork

/// Conditions as their parsed syntax tree in JSON, for the client script, which
/// evaluates them without parsing text (and without `eval`):
///
/// - `{"c": true}` a constant; `{"not": e}`; `{"and": [e…]}`; `{"or": [e…]}`;
/// - `{"cmp": [left, "==", options, right]}`, options 1 for `[c]`, 2 for `[d]`;
/// - `{"truthy": operand}`;
/// - operands: `{"ref": "tag"}`, `{"lit": value}`, `{"items": [operand…]}`.
enum ConditionJSON {
    static func write(_ expression: ConditionExpression, into json: inout JSONText) {
        switch expression {
        case .constant(let b):
            json.raw(b ? "{\"c\":true}" : "{\"c\":false}")
        case .not(let e):
            json.raw("{\"not\":")
            write(e, into: &json)
            json.raw("}")
        case .and(let es), .or(let es):
            if case .and = expression { json.raw("{\"and\":") } else { json.raw("{\"or\":") }
            json.array(es) { write($1, into: &$0) }
            json.raw("}")
        case .comparison(let l, let op, let options, let r):
            json.raw("{\"cmp\":[")
            write(l, into: &json)
            json.raw(",")
            json.string(op.rawValue)
            json.raw(",")
            json.number(Double(options.rawValue))
            json.raw(",")
            write(r, into: &json)
            json.raw("]}")
        case .truthy(let operand):
            json.raw("{\"truthy\":")
            write(operand, into: &json)
            json.raw("}")
        }
    }

    static func write(_ operand: PredicateOperand, into json: inout JSONText) {
        switch operand {
        case .reference(let tag):
            json.raw("{\"ref\":")
            json.string(tag)
            json.raw("}")
        case .literal(let value):
            json.raw("{\"lit\":")
            json.value(value)
            json.raw("}")
        case .list(let items):
            json.raw("{\"items\":")
            json.array(items) { write($1, into: &$0) }
            json.raw("}")
        }
    }
}
