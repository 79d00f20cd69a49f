import Foundation
import Formwork
import Testing

/// A rule of the schema, on a row it fits, with a value it refuses and one it accepts.
struct SchemaRuleCase: Sendable, CustomTestStringConvertible {
    /// The rule object without its message, e.g. `"rule": "minLength", "value": 3`.
    var rule: String
    /// The row's type and whatever else it needs, e.g. `"type": "password"`.
    var row: String
    /// The JSON text of a value the rule refuses (`null` for none).
    var bad: String
    /// The JSON text of a value the rule accepts.
    var good: String
    /// The rule's own message, from the rule types of the core module.
    var defaultMessage: String

    var testDescription: String { "{\(rule)} on {\(row)}" }

    static let all: [SchemaRuleCase] = [
        .init(rule: #""rule": "required""#, row: #""type": "text""#, bad: #""  ""#, good: #""x""#,
              defaultMessage: "This field is required."),
        .init(rule: #""rule": "required""#, row: #""type": "int""#, bad: "null", good: "0",
              defaultMessage: "This field is required."),
        .init(rule: #""rule": "required""#, row: #""type": "switch""#, bad: "null", good: "false",
              defaultMessage: "This field is required."),
        .init(rule: #""rule": "required""#, row: #""type": "date""#, bad: "null", good: #""2024-01-01""#,
              defaultMessage: "This field is required."),
        .init(rule: #""rule": "required""#, row: #""type": "multipleSelector", "options": ["a", "b"]"#, bad: "[]",
              good: #"["a"]"#, defaultMessage: "This field is required."),
        .init(rule: #""rule": "required""#, row: #""type": "push", "options": [1, 2]"#, bad: "null", good: "2",
              defaultMessage: "This field is required."),
        .init(rule: #""rule": "email""#, row: #""type": "email""#, bad: #""not an address""#, good: #""ann@example.com""#,
              defaultMessage: "Enter a valid email address."),
        .init(rule: #""rule": "url""#, row: #""type": "url""#, bad: #""nowhere""#, good: #""https://example.com""#,
              defaultMessage: "Enter a valid URL."),
        .init(rule: #""rule": "regex", "value": "^[A-Z]{3}$""#, row: #""type": "text""#, bad: #""abc""#, good: #""ABC""#,
              defaultMessage: "Invalid value."),
        .init(rule: #""rule": "regex", "value": "^[A-Z]{3}$", "allowsEmpty": false"#, row: #""type": "text""#,
              bad: #""""#, good: #""XYZ""#, defaultMessage: "Invalid value."),
        .init(rule: #""rule": "minLength", "value": 3"#, row: #""type": "password""#, bad: #""ab""#, good: #""abc""#,
              defaultMessage: "Enter at least 3 characters."),
        .init(rule: #""rule": "maxLength", "value": 3"#, row: #""type": "textArea""#, bad: #""abcd""#, good: #""abc""#,
              defaultMessage: "Enter at most 3 characters."),
        .init(rule: #""rule": "exactLength", "value": 5"#, row: #""type": "zipCode""#, bad: #""1234""#, good: #""12345""#,
              defaultMessage: "Enter exactly 5 characters."),
        .init(rule: #""rule": "min", "value": 18"#, row: #""type": "int""#, bad: "17", good: "18",
              defaultMessage: "Enter a value of at least 18."),
        .init(rule: #""rule": "min", "value": 2.5"#, row: #""type": "decimal""#, bad: "2.4", good: "2.5",
              defaultMessage: "Enter a value of at least 2.5."),
        .init(rule: #""rule": "max", "value": 10"#, row: #""type": "decimal""#, bad: "10.5", good: "10",
              defaultMessage: "Enter a value of at most 10."),
        .init(rule: #""rule": "max", "value": 5"#, row: #""type": "slider""#, bad: "6", good: "5",
              defaultMessage: "Enter a value of at most 5."),
        .init(rule: #""rule": "greaterThan", "value": 0"#, row: #""type": "decimal""#, bad: "0", good: "0.1",
              defaultMessage: "Enter a value greater than 0."),
        .init(rule: #""rule": "greaterThan", "value": 2"#, row: #""type": "stepper""#, bad: "2", good: "3",
              defaultMessage: "Enter a value greater than 2."),
        .init(rule: #""rule": "smallerThan", "value": 100"#, row: #""type": "int""#, bad: "100", good: "99",
              defaultMessage: "Enter a value smaller than 100."),
        .init(rule: #""rule": "usPhone""#, row: #""type": "phone""#, bad: #""555-1234""#, good: #""555-123-4567""#,
              defaultMessage: "Enter a US phone number like 555-123-4567."),
        .init(rule: #""rule": "usState""#, row: #""type": "text""#, bad: #""Narnia""#, good: #""CA""#,
              defaultMessage: "Enter a US state name or its two-letter code."),
        .init(rule: #""rule": "zipCode""#, row: #""type": "zipCode""#, bad: #""9021""#, good: #""90210""#,
              defaultMessage: "Enter a five-digit ZIP code."),
        .init(rule: #""rule": "cardExpiry""#, row: #""type": "text""#, bad: #""13/30""#, good: #""12/99""#,
              defaultMessage: "Enter a valid expiry date as MM/YY."),
        .init(rule: #""rule": "decimalPlaces", "value": 2"#, row: #""type": "decimal""#, bad: "1.234", good: "1.25",
              defaultMessage: "Use at most 2 decimal places."),
        .init(rule: #""rule": "decimalPlaces", "value": 1"#, row: #""type": "text""#, bad: #""1.25""#, good: #""1.5""#,
              defaultMessage: "Use at most 1 decimal place."),
    ]
}

/// A rule given to a row whose values it cannot check, and the value type the message names.
struct SchemaRuleMismatch: Sendable, CustomTestStringConvertible {
    var rule: String
    var ruleName: String
    var row: String
    var valueType: String
    var testDescription: String { "\(ruleName) on {\(row)}" }

    static let all: [SchemaRuleMismatch] = [
        .init(rule: #""rule": "minLength", "value": 2"#, ruleName: "minLength", row: #""type": "int""#, valueType: "Int"),
        .init(rule: #""rule": "maxLength", "value": 2"#, ruleName: "maxLength", row: #""type": "decimal""#, valueType: "Double"),
        .init(rule: #""rule": "exactLength", "value": 2"#, ruleName: "exactLength", row: #""type": "listCheck", "selectableValue": 1"#,
              valueType: "Int"),
        .init(rule: #""rule": "email""#, ruleName: "email", row: #""type": "switch""#, valueType: "Bool"),
        .init(rule: #""rule": "min", "value": 1"#, ruleName: "min", row: #""type": "text""#, valueType: "String"),
        .init(rule: #""rule": "max", "value": 1"#, ruleName: "max", row: #""type": "date""#, valueType: "Date"),
        .init(rule: #""rule": "greaterThan", "value": 1"#, ruleName: "greaterThan",
              row: #""type": "multipleSelector", "options": [1, 2]"#, valueType: "Set"),
        .init(rule: #""rule": "smallerThan", "value": 1"#, ruleName: "smallerThan",
              row: #""type": "doublePicker", "cascade": {"A": ["B"]}"#, valueType: "Tuple"),
        .init(rule: #""rule": "url""#, ruleName: "url", row: #""type": "text""#, valueType: "String"),
        .init(rule: #""rule": "regex", "value": "a""#, ruleName: "regex", row: #""type": "int""#, valueType: "Int"),
        .init(rule: #""rule": "usPhone""#, ruleName: "usPhone", row: #""type": "dateTime""#, valueType: "Date"),
        .init(rule: #""rule": "usState""#, ruleName: "usState", row: #""type": "push", "options": [1, 2]"#, valueType: "Int"),
        .init(rule: #""rule": "zipCode""#, ruleName: "zipCode", row: #""type": "check""#, valueType: "Bool"),
        .init(rule: #""rule": "cardExpiry""#, ruleName: "cardExpiry", row: #""type": "slider""#, valueType: "Float"),
        .init(rule: #""rule": "decimalPlaces", "value": 2"#, ruleName: "decimalPlaces", row: #""type": "int""#, valueType: "Int"),
        // Whole numbers cannot be compared with a fractional bound: almost certainly a mistake.
        .init(rule: #""rule": "min", "value": 2.5"#, ruleName: "min", row: #""type": "int""#, valueType: "Int"),
        .init(rule: #""rule": "email""#, ruleName: "email", row: #""type": "url""#, valueType: "URL"),
    ]
}

@Suite("Forms from JSON: rules")
struct SchemaRuleTests {
    @Test(arguments: SchemaRuleCase.all)
    func eachRuleValidatesWithItsOwnMessageOrTheOneGiven(_ c: SchemaRuleCase) throws {
        func value(_ json: String) -> String { json == "null" ? "" : #", "value": \#(json)"# }
        let form = try SchemaFixture.form(rows: """
            {\(c.row), "tag": "badDefault", "rules": [{\(c.rule)}]\(value(c.bad))},
            {\(c.row), "tag": "badCustom", "rules": [{\(c.rule), "message": "Custom words."}]\(value(c.bad))},
            {\(c.row), "tag": "goodDefault", "rules": [{\(c.rule)}]\(value(c.good))},
            {\(c.row), "tag": "goodCustom", "rules": [{\(c.rule), "message": "Custom words."}]\(value(c.good))}
            """)
        let badDefault = try #require(form.rowBy(tag: "badDefault"))
        let badCustom = try #require(form.rowBy(tag: "badCustom"))
        #expect(badDefault.validate().map(\.msg) == [c.defaultMessage])
        #expect(badCustom.validate().map(\.msg) == ["Custom words."])
        #expect(try #require(form.rowBy(tag: "goodDefault")).validate().isEmpty)
        #expect(try #require(form.rowBy(tag: "goodCustom")).validate().isEmpty)

        // The form reports the two failures, each with its row's tag.
        let errors = form.validate()
        #expect(errors.map(\.tag) == ["badDefault", "badCustom"])
    }

    @Test(arguments: SchemaRuleCase.all)
    func rulesStayPortableOnTheRow(_ c: SchemaRuleCase) throws {
        let form = try SchemaFixture.form(rows: #"{\#(c.row), "tag": "r", "rules": [{\#(c.rule), "message": "M"}]}"#)
        let specs = try #require(form.rowBy(tag: "r")).ruleSpecifications
        #expect(specs.count == 1)
        #expect(specs.first?.message == "M")
        let name = c.rule.split(separator: "\"")[2]
        #expect(specs.first?.descriptor.name == String(name))
    }

    @Test func rulesFollowTheValueAsItChanges() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "password", "tag": "password", "rules": [{"rule": "required"}, {"rule": "minLength", "value": 8, "message": "Eight or more."}]}
            """)
        let row = try #require(form.rowBy(tag: "password") as? PasswordRow)
        #expect(row.validate().map(\.msg) == ["This field is required."])
        row.setText("short")
        #expect(row.validate().map(\.msg) == ["Eight or more."])
        row.setText("long enough")
        #expect(row.validate().isEmpty)
        #expect(form.isValid)
    }

    @Test func severalRulesRunInOrder() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "text", "tag": "code", "value": "ab1",
             "rules": [{"rule": "minLength", "value": 4}, {"rule": "regex", "value": "^[a-z]+$", "message": "Letters only."},
                       {"rule": "maxLength", "value": 10}]}
            """)
        #expect(try #require(form.rowBy(tag: "code")).validate().map(\.msg) == ["Enter at least 4 characters.", "Letters only."])
    }

    @Test func equalsToRowComparesWithTheOtherRowOfTheBuiltForm() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "password", "tag": "password", "value": "secret"},
            {"type": "password", "tag": "confirm", "value": "secrets", "rules": [{"rule": "equalsToRow", "value": "password"}]},
            {"type": "password", "tag": "again", "value": "secret!",
             "rules": [{"rule": "equalsToRow", "value": "password", "message": "The passwords differ."}]}
            """)
        let confirm = try #require(form.rowBy(tag: "confirm") as? PasswordRow)
        let again = try #require(form.rowBy(tag: "again") as? PasswordRow)
        #expect(confirm.validate().map(\.msg) == ["The values do not match."])
        #expect(again.validate().map(\.msg) == ["The passwords differ."])
        confirm.value = "secret"
        again.value = "secret"
        #expect(confirm.validate().isEmpty)
        #expect(again.validate().isEmpty)
        (form.rowBy(tag: "password") as? PasswordRow)?.value = "changed"
        #expect(confirm.validate().map(\.msg) == ["The values do not match."])
    }

    @Test func equalsToRowWorksForNumbersToo() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "int", "tag": "a", "value": 3},
            {"type": "int", "tag": "b", "value": 4, "rules": [{"rule": "equalsToRow", "value": "a"}]}
            """)
        let b = try #require(form.rowBy(tag: "b") as? IntRow)
        #expect(!b.validate().isEmpty)
        b.value = 3
        #expect(b.validate().isEmpty)
    }

    @Test(arguments: schemaRowTypeNames)
    func requiredFitsEveryRowType(name: String) throws {
        let row = SchemaCatalogue.minimalRow(name).dropLast() + #", "rules": [{"rule": "required", "message": "Needed."}]}"#
        let form = try SchemaFixture.form(rows: String(row))
        let built = try #require(form.rowBy(tag: "r"))
        #expect(built.ruleSpecifications.map(\.descriptor) == [.required])
        // Every minimal row starts empty, so the rule fails at once.
        #expect(built.validate().map(\.msg) == ["Needed."])
    }

    @Test(arguments: SchemaRuleMismatch.all)
    func aRuleThatDoesNotFitTheRowIsAProblem(_ m: SchemaRuleMismatch) {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "fine", "rules": [{"rule": "required"}]},
            {\(m.row), "tag": "r", "rules": [{"rule": "required"}, {\(m.rule)}]}
            """)
        expectIssue(issues, at: "sections[0].rows[1].rules[1]", mentioning: [m.ruleName, m.valueType])
        expectNoIssue(issues, under: "sections[0].rows[0]")
        expectNoIssue(issues, under: "sections[0].rows[1].rules[0]")
    }

    @Test func numericRulesFitEveryNumericRow() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "int", "tag": "i", "value": 5, "rules": [{"rule": "min", "value": 6}]},
            {"type": "decimal", "tag": "d", "value": 5, "rules": [{"rule": "smallerThan", "value": 5}]},
            {"type": "slider", "tag": "s", "value": 5, "rules": [{"rule": "greaterThan", "value": 5}]},
            {"type": "stepper", "tag": "t", "value": 5, "rules": [{"rule": "max", "value": 4.5}]}
            """)
        for tag in ["i", "d", "s", "t"] {
            #expect(try #require(form.rowBy(tag: tag)).validate().count == 1, "\(tag)")
        }
    }

    @Test func textRulesFitEveryTextRow() throws {
        var rows: [String] = []
        for name in schemaStringRowTypeNames {
            rows.append(#"{"type": "\#(name)", "tag": "\#(name)", "value": "abcdef", "rules": [{"rule": "maxLength", "value": 3}]}"#)
        }
        let form = try SchemaFixture.form(rows: rows.joined(separator: ","))
        for name in schemaStringRowTypeNames {
            #expect(try #require(form.rowBy(tag: name)).validate().map(\.msg) == ["Enter at most 3 characters."], "\(name)")
        }
    }
}
