/// Turns condition text into a ``PredicateExpression`` (recursive descent).
///
/// Grammar, loosest binding first:
/// `or := and (("OR" | "||") and)*`, `and := not (("AND" | "&&") not)*`,
/// `not := ("NOT" | "!") not | "(" or ")" | comparison`,
/// `comparison := operand [["NOT"] operator ["[c]"|"[d]"|"[cd]"] operand]`.
struct PredicateParser {
    private let format: String
    private let tokens: [PredicateToken]
    private var index = 0

    static func parse(_ format: String) throws(PredicateSyntaxError) -> PredicateExpression {
        var parser = PredicateParser(format: format, tokens: try PredicateLexer.tokenize(format))
        guard parser.current.kind != .end else {
            throw parser.fail("a condition")
        }
        let expression = try parser.parseOr()
        guard parser.current.kind == .end else {
            throw parser.fail("AND, OR or the end of the condition")
        }
        return expression
    }

    private init(format: String, tokens: [PredicateToken]) {
        self.format = format
        self.tokens = tokens
    }

    private var current: PredicateToken { tokens[index] }

    private func fail(_ expected: String) -> PredicateSyntaxError {
        PredicateSyntaxError(format: format, position: current.offset, expected: expected, found: current.quoted)
    }

    private mutating func accept(word: String) -> Bool {
        if case .word(word) = current.kind { index += 1; return true }
        return false
    }

    private mutating func accept(symbol: String) -> Bool {
        if case .symbol(symbol) = current.kind { index += 1; return true }
        return false
    }

    private mutating func parseOr() throws(PredicateSyntaxError) -> PredicateExpression {
        var terms = [try parseAnd()]
        while accept(word: "OR") || accept(symbol: "||") { terms.append(try parseAnd()) }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseAnd() throws(PredicateSyntaxError) -> PredicateExpression {
        var terms = [try parseNot()]
        while accept(word: "AND") || accept(symbol: "&&") { terms.append(try parseNot()) }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func parseNot() throws(PredicateSyntaxError) -> PredicateExpression {
        if accept(word: "NOT") || accept(symbol: "!") { return .not(try parseNot()) }
        if accept(symbol: "(") {
            let inner = try parseOr()
            guard accept(symbol: ")") else { throw fail("')'") }
            return inner
        }
        if accept(word: "TRUEPREDICATE") { return .constant(true) }
        if accept(word: "FALSEPREDICATE") { return .constant(false) }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(PredicateSyntaxError) -> PredicateExpression {
        let lhsToken = current
        let lhs = try parseOperand()
        let negated = accept(word: "NOT")
        guard let op = parseOperator() else {
            if negated { throw fail("an operator after NOT, such as IN or CONTAINS") }
            switch lhs {
            case .reference: return .truthy(lhs)
            case .literal(.bool(let b)): return .constant(b)
            default:
                throw fail("a comparison operator after \(lhsToken.quoted)")
            }
        }
        var options: PredicateStringOptions = []
        if case .options(let o) = current.kind {
            options = o
            index += 1
        }
        let rhsToken = current
        let rhs = try parseOperand(after: op)
        if op == .between, case .list(let bounds) = rhs, bounds.count != 2 {
            throw PredicateSyntaxError(format: format, position: rhsToken.offset,
                                       expected: "a list of two bounds {low, high} after BETWEEN",
                                       found: "a list of \(bounds.count)")
        }
        let comparison = PredicateExpression.comparison(lhs, op, options, rhs)
        return negated ? .not(comparison) : comparison
    }

    private mutating func parseOperator() -> PredicateOperator? {
        let op: PredicateOperator?
        switch current.kind {
        case .symbol("=="), .symbol("="): op = .equal
        case .symbol("!="), .symbol("<>"): op = .notEqual
        case .symbol("<"): op = .less
        case .symbol("<="), .symbol("=<"): op = .lessOrEqual
        case .symbol(">"): op = .greater
        case .symbol(">="), .symbol("=>"): op = .greaterOrEqual
        case .word("CONTAINS"): op = .contains
        case .word("BEGINSWITH"): op = .beginsWith
        case .word("ENDSWITH"): op = .endsWith
        case .word("LIKE"): op = .like
        case .word("IN"): op = .in
        case .word("BETWEEN"): op = .between
        default: op = nil
        }
        if op != nil { index += 1 }
        return op
    }

    private mutating func parseOperand(after op: PredicateOperator? = nil) throws(PredicateSyntaxError) -> PredicateOperand {
        let token = current
        switch token.kind {
        case .reference(let tag): index += 1; return .reference(tag)
        case .number(let n): index += 1; return .literal(.number(n))
        case .string(let s): index += 1; return .literal(.string(s))
        case .word("TRUE"), .word("YES"): index += 1; return .literal(.bool(true))
        case .word("FALSE"), .word("NO"): index += 1; return .literal(.bool(false))
        case .word("NIL"), .word("NULL"): index += 1; return .literal(.null)
        case .symbol("{"):
            index += 1
            var items: [PredicateOperand] = []
            if accept(symbol: "}") { return .list(items) }
            repeat {
                items.append(try parseOperand())
            } while accept(symbol: ",")
            guard accept(symbol: "}") else { throw fail("',' or '}' in the list") }
            return .list(items)
        default:
            if let op {
                throw fail("a value after '\(op.rawValue)'")
            }
            throw fail("a value or a $tag")
        }
    }
}
