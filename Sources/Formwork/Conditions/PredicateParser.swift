/// Turns condition text into a ``ConditionExpression`` (recursive descent).
///
/// Grammar, loosest binding first:
/// `or := and (("OR" | "||") and)*`, `and := not (("AND" | "&&") not)*`,
/// `not := ("NOT" | "!") not | "(" or ")" | comparison`,
/// `comparison := operand [["NOT"] operator ["[c]"|"[d]"|"[cd]"] operand]`.
struct PredicateParser {
    private let format: String
    private var lexer: PredicateLexer
    private var current: PredicateToken
    /// Nesting of parentheses, NOT and lists; bounded so text from outside cannot
    /// exhaust the stack.
    private var depth = 0
    static let maximumDepth = 64

    static func parse(_ format: String) throws(PredicateSyntaxError) -> ConditionExpression {
        var lexer = PredicateLexer(format)
        let first = try lexer.next()
        var parser = PredicateParser(format: format, lexer: lexer, current: first)
        guard parser.current.kind != .end else {
            throw parser.fail("a condition")
        }
        let expression = try parser.parseOr()
        guard parser.current.kind == .end else {
            throw parser.fail("AND, OR or the end of the condition")
        }
        return expression
    }

    private init(format: String, lexer: PredicateLexer, current: PredicateToken) {
        self.format = format
        self.lexer = lexer
        self.current = current
    }

    private mutating func advance() throws(PredicateSyntaxError) {
        current = try lexer.next()
    }

    private func fail(_ expected: String) -> PredicateSyntaxError {
        PredicateSyntaxError(format: format, position: current.offset, expected: expected, found: current.quoted)
    }

    private mutating func accept(word: String) throws(PredicateSyntaxError) -> Bool {
        if case .word(word) = current.kind { try advance(); return true }
        return false
    }

    private mutating func accept(symbol: String) throws(PredicateSyntaxError) -> Bool {
        if case .symbol(symbol) = current.kind { try advance(); return true }
        return false
    }

    private mutating func accept(word: String, orSymbol symbol: String) throws(PredicateSyntaxError) -> Bool {
        if try accept(word: word) { return true }
        return try accept(symbol: symbol)
    }

    private mutating func parseOr() throws(PredicateSyntaxError) -> ConditionExpression {
        var terms = [try parseAnd()]
        while try accept(word: "OR", orSymbol: "||") { terms.append(try parseAnd()) }
        return terms.count == 1 ? terms[0] : .or(terms)
    }

    private mutating func parseAnd() throws(PredicateSyntaxError) -> ConditionExpression {
        var terms = [try parseNot()]
        while try accept(word: "AND", orSymbol: "&&") { terms.append(try parseNot()) }
        return terms.count == 1 ? terms[0] : .and(terms)
    }

    private mutating func enter() throws(PredicateSyntaxError) {
        depth += 1
        if depth > Self.maximumDepth { throw fail("at most \(Self.maximumDepth) levels of nesting") }
    }

    private mutating func parseNot() throws(PredicateSyntaxError) -> ConditionExpression {
        if try accept(word: "NOT", orSymbol: "!") {
            try enter()
            defer { depth -= 1 }
            return .not(try parseNot())
        }
        if try accept(symbol: "(") {
            try enter()
            defer { depth -= 1 }
            let inner = try parseOr()
            guard try accept(symbol: ")") else { throw fail("')'") }
            return inner
        }
        if try accept(word: "TRUEPREDICATE") { return .constant(true) }
        if try accept(word: "FALSEPREDICATE") { return .constant(false) }
        return try parseComparison()
    }

    private mutating func parseComparison() throws(PredicateSyntaxError) -> ConditionExpression {
        let lhsToken = current
        let lhs = try parseOperand()
        let negated = try accept(word: "NOT")
        guard let op = try parseOperator() else {
            if negated { throw fail("an operator after NOT, such as IN or CONTAINS") }
            switch lhs {
            case .reference:
                if startsOperand(current.kind) { throw fail("a comparison operator after \(lhsToken.quoted)") }
                return .truthy(lhs)
            case .literal(.bool(let b)): return .constant(b)
            default:
                throw fail("a comparison operator after \(lhsToken.quoted)")
            }
        }
        var options: PredicateStringOptions = []
        if case .options(let o) = current.kind {
            options = o
            try advance()
        }
        let rhsToken = current
        let rhs = try parseOperand(after: op)
        if op == .between, case .list(let bounds) = rhs, bounds.count != 2 {
            throw PredicateSyntaxError(format: format, position: rhsToken.offset,
                                       expected: "a list of two bounds {low, high} after BETWEEN",
                                       found: "a list of \(bounds.count)")
        }
        let comparison = ConditionExpression.comparison(lhs, op, options, rhs)
        return negated ? .not(comparison) : comparison
    }

    private mutating func parseOperator() throws(PredicateSyntaxError) -> PredicateOperator? {
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
        if op != nil { try advance() }
        return op
    }

    /// Whether a token can begin an operand (so a missing operator is the likely mistake).
    private func startsOperand(_ kind: PredicateToken.Kind) -> Bool {
        switch kind {
        case .reference, .number, .string, .symbol("{"): return true
        case .word(let w): return ["TRUE", "FALSE", "YES", "NO", "NIL", "NULL"].contains(w)
        default: return false
        }
    }

    private mutating func parseOperand(after op: PredicateOperator? = nil) throws(PredicateSyntaxError) -> PredicateOperand {
        let token = current
        switch token.kind {
        case .reference(let tag): try advance(); return .reference(tag)
        case .number(let n): try advance(); return .literal(.number(n))
        case .string(let s): try advance(); return .literal(.string(s))
        case .word("TRUE"), .word("YES"): try advance(); return .literal(.bool(true))
        case .word("FALSE"), .word("NO"): try advance(); return .literal(.bool(false))
        case .word("NIL"), .word("NULL"): try advance(); return .literal(.null)
        case .symbol("{"):
            try enter()
            defer { depth -= 1 }
            try advance()
            var items: [PredicateOperand] = []
            if try accept(symbol: "}") { return .list(items) }
            repeat {
                items.append(try parseOperand())
            } while try accept(symbol: ",")
            guard try accept(symbol: "}") else { throw fail("',' or '}' in the list") }
            return .list(items)
        default:
            if let op {
                throw fail("a value after '\(op.rawValue)'")
            }
            throw fail("a value or a $tag")
        }
    }
}
