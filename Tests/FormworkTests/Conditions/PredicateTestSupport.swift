import Formwork

// Small builders for expected expression trees, shared by the condition tests:
// `.cmp(.ref("a"), .equal, .num(1))` reads like `$a == 1`.

extension PredicateOperand {
    static func ref(_ tag: String) -> PredicateOperand { .reference(tag) }
    static func num(_ value: Double) -> PredicateOperand { .literal(.number(value)) }
    static func str(_ value: String) -> PredicateOperand { .literal(.string(value)) }
    static func bool(_ value: Bool) -> PredicateOperand { .literal(.bool(value)) }
    static var nilLiteral: PredicateOperand { .literal(.null) }
}

extension ConditionExpression {
    static func cmp(_ lhs: PredicateOperand, _ op: PredicateOperator, _ rhs: PredicateOperand,
                    _ options: PredicateStringOptions = []) -> ConditionExpression {
        .comparison(lhs, op, options, rhs)
    }

    /// A bare `$tag` used as a truth value.
    static func flag(_ tag: String) -> ConditionExpression { .truthy(.reference(tag)) }
}

/// Parses `format`; the calling test fails (by throwing) when it does not parse.
func parseCondition(_ format: String) throws -> ConditionExpression {
    try FormPredicate(format: format).expression
}

/// Parses and evaluates `format` against `values`; missing tags read as nil.
func evaluateCondition(_ format: String, _ values: [String: Any?] = [:]) throws -> Bool {
    try FormPredicate(format: format).evaluate(values: values)
}
