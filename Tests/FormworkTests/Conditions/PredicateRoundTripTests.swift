import Formwork
import Testing

@Suite("Condition language: writing expressions back")
struct PredicateRoundTripTests {
    static let formats: [String] = [
        "$a == 1",
        "$a = 1",
        "$a <> 'x'",
        "$a =< 3 AND $b => 4",
        "$a < -2.5",
        "$a > 1e20",
        "$a >= 2.5e-7",
        "$a == 0.1",
        "$a == 123456789012",
        "$a == -0",
        "$name == 'O\\'Brien'",
        "$path == \"C:\\\\temp\"",
        "$quote == \"say \\\"hi\\\"\"",
        "$text == 'line\\nbreak\\ttab'",
        "$city == 'M\\u00fcnchen'",
        "$city ==[cd] 'São Paulo'",
        "$w == '日本語'",
        "$flag",
        "NOT $flag",
        "!$flag && $other",
        "$a == true OR $b == NO",
        "$a == nil AND $b != NULL",
        "$a IN {1, 'two', true, nil, $b}",
        "$a IN {}",
        "$a NOT IN {1, 2}",
        "$list == {{1, 2}, {}}",
        "$age BETWEEN {18, 65}",
        "$age NOT BETWEEN {$low, $high}",
        "$a OR $b AND $c",
        "($a OR $b) AND $c",
        "NOT ($a AND $b) OR NOT $c",
        "$a AND $b AND $c OR $d OR $e AND NOT $f",
        "TRUEPREDICATE",
        "FALSEPREDICATE OR $x",
        "true",
        "NO",
        "${tag with spaces} == ${other tag}",
        "${a+b} CONTAINS 'x'",
        "$address.street BEGINSWITH[c] 'Main'",
        "$first-name ENDSWITH[d] 'é'",
        "$_x LIKE[cd] 'a*b?'",
        "$a CONTAINS[c] 'x' OR $b IN[d] {'e'}",
        "$a !=[c] 'X'",
        "$prénom == 'Zoë'",
    ]

    @Test("An expression written back parses to the same expression", arguments: formats)
    func expressionRoundTrip(format: String) throws {
        let predicate = try FormPredicate(format: format)
        let written = predicate.expression.description
        let reparsed = try FormPredicate(format: written)
        #expect(reparsed.expression == predicate.expression, "written back as \(written)")
        #expect(reparsed.dependencies == predicate.dependencies)
    }

    @Test("A predicate's description parses back to the same predicate", arguments: formats)
    func predicateRoundTrip(format: String) throws {
        let predicate = try FormPredicate(format: format)
        #expect(predicate.description == format)
        let reparsed = try FormPredicate(format: predicate.description)
        #expect(reparsed.expression == predicate.expression)
        #expect(reparsed == predicate)
    }

    @Test func writtenFormIsStable() throws {
        // Writing back a parsed written-back form changes nothing more.
        for format in Self.formats {
            let once = try FormPredicate(format: format).expression.description
            let twice = try FormPredicate(format: once).expression.description
            #expect(once == twice, "\(format)")
        }
    }

    static let builtExpressions: [ConditionExpression] = [
        .cmp(.ref("a b"), .equal, .str("it's \\ fine"), [.caseInsensitive, .diacriticInsensitive]),
        .cmp(.ref("x"), .between, .list([.num(-1.25), .num(1e-9)])),
        .and([.or([.flag("a"), .flag("b")]), .not(.cmp(.ref("c"), .in, .list([.str("d"), .nilLiteral])))]),
        .or([.and([.flag("a"), .flag("b")]), .and([.flag("c"), .constant(false)])]),
        .not(.not(.constant(true))),
        .cmp(.str("new\nline"), .notEqual, .bool(false)),
        .cmp(.ref("a"), .greaterOrEqual, .num(1e15)),
        .cmp(.ref("a"), .less, .num(1234.5)),
    ]

    @Test("A predicate built from an expression has a format that parses back to it", arguments: builtExpressions)
    func builtExpressionRoundTrip(expression: ConditionExpression) throws {
        let predicate = FormPredicate(expression: expression)
        #expect(predicate.description == predicate.format)
        let reparsed = try FormPredicate(format: predicate.format)
        #expect(reparsed.expression == expression, "format: \(predicate.format)")
    }

    @Test func writtenFormsUseTheCanonicalSpellings() throws {
        #expect(try parseCondition("$a = 1").description == "$a == 1")
        #expect(try parseCondition("$a <> 1").description == "$a != 1")
        #expect(try parseCondition("$a contains[c] 'x'").description == "$a CONTAINS[c] 'x'")
        let and = try parseCondition("$a == 'x' && $b || $c").description
        #expect(and.contains("AND") && and.contains("OR") && !and.contains("&&") && !and.contains("||"))
        let notIn = try parseCondition("$a not in {1}").description
        #expect(notIn.contains("NOT") && notIn.contains("IN {1}"))
        #expect(try parseCondition("${a b} == YES").description == "${a b} == true")
        #expect(try parseCondition("TRUEPREDICATE").description == "TRUEPREDICATE")
    }
}

@Suite("Conditions: literals")
struct ConditionLiteralTests {
    @Test func stringLiteralIsAPredicate() throws {
        let condition: Condition = "$a == 1"
        guard case .predicate(let predicate) = condition else {
            Issue.record("expected a predicate, got \(condition)")
            return
        }
        #expect(predicate.format == "$a == 1")
        #expect(predicate.expression == .cmp(.ref("a"), .equal, .num(1)))
        #expect(condition.dependencies == ["a"])
    }

    @Test func stringLiteralEqualsParsedPredicate() throws {
        let condition: Condition = "$country == 'US' AND $age >= 18"
        guard case .predicate(let predicate) = condition else {
            Issue.record("expected a predicate, got \(condition)")
            return
        }
        #expect(try predicate == FormPredicate(format: "$country == 'US' AND $age >= 18"))
    }

    @Test func booleanLiterals() {
        let always: Condition = true
        let never: Condition = false
        #expect(always.evaluate(in: nil))
        #expect(!never.evaluate(in: nil))
        #expect(always.evaluate(in: Form()))
        #expect(!never.evaluate(in: Form()))
        #expect(always.dependencies.isEmpty)
        #expect(never.dependencies.isEmpty)
        guard case .predicate(let predicate) = always else {
            Issue.record("expected a predicate, got \(always)")
            return
        }
        #expect(predicate.expression == .constant(true))
    }

    @Test func outsideAFormEveryTagReadsNil() {
        let isNil: Condition = "$a == nil AND $b == nil"
        let hasValue: Condition = "$a != nil"
        #expect(isNil.evaluate(in: nil))
        #expect(!hasValue.evaluate(in: nil))
        #expect(isNil.evaluate(in: Form()))
    }

    @Test func conditionsOnRowsOutsideAForm() {
        let shown = TextRow("a") { $0.hidden = false }
        let hidden = TextRow("b") { $0.hidden = true }
        let disabled = TextRow("c") { $0.disabled = "TRUEPREDICATE" }
        #expect(!shown.isHidden)
        #expect(hidden.isHidden)
        #expect(disabled.isDisabled)
        hidden.hidden = nil
        #expect(!hidden.isHidden)
    }
}
