import Foundation
import Formwork
import Testing

/// Every problem the issue names is reported with its path, all of them together,
/// and a schema with any problem never becomes a form.
@Suite("Forms from JSON: schema errors")
struct SchemaErrorTests {
    // MARK: Row types

    @Test func unknownRowTypeIsReportedWithItsPathAsTheIssueShowsIt() throws {
        let json = """
            {"sections": [
              {"rows": [{"type": "text", "tag": "a"}]},
              {"rows": [{"type": "text", "tag": "b"}, {"type": "int", "tag": "c"}, {"type": "switch", "tag": "d"},
                        {"type": "colour", "tag": "e"}]}
            ]}
            """
        let issues = SchemaFixture.issues(json)
        #expect(issues.map(\.description) == [#"sections[1].rows[3].type: unknown row type "colour""#])
        #expect(issues.first?.path == "sections[1].rows[3].type")
        #expect(issues.first?.message == #"unknown row type "colour""#)
        do {
            _ = try SchemaFixture.form(json)
            Issue.record("a schema with an unknown row type built a form")
        } catch {
            #expect(error.description.contains(#"sections[1].rows[3].type: unknown row type "colour""#), "\(error)")
        }
    }

    @Test func missingRowType() {
        let issues = SchemaFixture.issues(rows: #"{"type": "text", "tag": "a"}, {"tag": "b", "title": "No type"}"#)
        expectIssue(issues, at: "sections[0].rows[1].type", mentioning: ["missing"])
        expectNoIssue(issues, under: "sections[0].rows[0]")
    }

    @Test func nullRowTypeIsMissing() {
        let issues = SchemaFixture.issues(rows: #"{"type": null, "tag": "b"}"#)
        expectIssue(issues, at: "sections[0].rows[0].type", mentioning: ["missing"])
    }

    // MARK: Tags

    @Test(arguments: schemaRowTypeNames.filter { $0 != "label" && $0 != "button" })
    func valueRowsNeedATag(name: String) {
        let untagged = SchemaCatalogue.minimalRow(name)
            .replacingOccurrences(of: #", "tag": "r""#, with: "")
        #expect(!untagged.contains("\"tag\""))
        let issues = SchemaFixture.issues(rows: untagged)
        expectIssue(issues, at: "sections[0].rows[0].tag", mentioning: ["missing", "tag"])
    }

    @Test func anEmptyTagIsMissing() {
        let issues = SchemaFixture.issues(rows: #"{"type": "email", "tag": ""}"#)
        expectIssue(issues, at: "sections[0].rows[0].tag", mentioning: ["missing"])
    }

    @Test func labelsAndButtonsNeedNoTag() throws {
        let form = try SchemaFixture.form(rows: #"{"type": "label", "title": "Hello"}, {"type": "button", "title": "Go"}"#)
        #expect(form.allRows.map(\.title) == ["Hello", "Go"])
    }

    @Test func selectableAndMultivaluedSectionsNeedATag() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"kind": "selectable", "rows": [{"type": "listCheck", "tag": "x", "selectableValue": "x"}]},
              {"kind": "multivalued", "template": {"type": "text"}, "rows": []},
              {"kind": "multivalued", "tag": "", "template": {"type": "text"}, "rows": []},
              {"kind": "plain", "rows": []}
            ]}
            """)
        expectIssue(issues, at: "sections[0].tag", mentioning: ["missing", "selectable"])
        expectIssue(issues, at: "sections[1].tag", mentioning: ["missing", "multivalued"])
        expectIssue(issues, at: "sections[2].tag", mentioning: ["missing"])
        expectNoIssue(issues, under: "sections[3]")
    }

    @Test func rowsOfAMultivaluedSectionAndItsTemplateNeedNoTag() throws {
        let form = try SchemaFixture.form("""
            {"sections": [{"kind": "multivalued", "tag": "emails", "template": {"type": "email"},
                           "rows": [{"type": "email", "value": "a@example.com"}, {"type": "email"}]}]}
            """)
        #expect(form.values()["emails"].flatMap { $0 as? [Any?] }?.count == 2)
    }

    @Test func duplicateRowTagsNameTheOtherPlace() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"rows": [{"type": "text", "tag": "name"}, {"type": "text", "tag": "city"}]},
              {"rows": [{"type": "int", "tag": "age"}, {"type": "text", "tag": "name"}]}
            ]}
            """)
        expectIssue(issues, at: "sections[1].rows[1].tag", mentioning: ["duplicate", "\"name\"", "sections[0].rows[0]"])
        expectNoIssue(issues, under: "sections[0]")
        #expect(issues.count == 1)
    }

    @Test func duplicateTagsBetweenSectionsAndRows() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"tag": "contact", "rows": [{"type": "text", "tag": "phone"}]},
              {"tag": "phone", "rows": [{"type": "text", "tag": "contact"}]},
              {"tag": "contact", "rows": []}
            ]}
            """)
        expectIssue(issues, at: "sections[1].tag", mentioning: ["duplicate", "\"phone\"", "sections[0].rows[0]"])
        expectIssue(issues, at: "sections[1].rows[0].tag", mentioning: ["duplicate", "\"contact\"", "sections[0]"])
        expectIssue(issues, at: "sections[2].tag", mentioning: ["duplicate", "\"contact\"", "sections[0]"])
    }

    @Test func duplicateTagsInsideSelectableAndMultivaluedSections() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"kind": "selectable", "tag": "size", "rows": [
                {"type": "listCheck", "tag": "s", "selectableValue": "S"},
                {"type": "listCheck", "tag": "s", "selectableValue": "M"}]},
              {"kind": "multivalued", "tag": "list", "template": {"type": "text"}, "rows": [
                {"type": "text", "tag": "size"}]}
            ]}
            """)
        expectIssue(issues, at: "sections[0].rows[1].tag", mentioning: ["duplicate", "\"s\"", "sections[0].rows[0]"])
        expectIssue(issues, at: "sections[1].rows[0].tag", mentioning: ["duplicate", "\"size\"", "sections[0]"])
    }

    @Test func aDuplicateTagNeverReachesAForm() throws {
        // A duplicate tag stops the program once it is in a form; a schema reports it instead.
        do {
            _ = try SchemaFixture.form(rows: #"{"type": "text", "tag": "t"}, {"type": "text", "tag": "t"}"#)
            Issue.record("a form was built with a duplicate tag")
        } catch {
            #expect(error.issues.map(\.path) == ["sections[0].rows[1].tag"])
        }
    }

    // MARK: Expressions

    @Test func expressionsThatDoNotParse() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"tag": "s", "hidden": "$a == (", "rows": [
                {"type": "int", "tag": "a", "hidden": "$b =="},
                {"type": "int", "tag": "b", "disabled": "AND $a"},
                {"type": "int", "tag": "c", "hidden": "$a > 1", "disabled": "$b < 'unterminated"}
              ]}
            ]}
            """)
        expectIssue(issues, at: "sections[0].hidden", mentioning: ["position"])
        expectIssue(issues, at: "sections[0].rows[0].hidden", mentioning: ["position"])
        expectIssue(issues, at: "sections[0].rows[1].disabled", mentioning: ["position"])
        expectIssue(issues, at: "sections[0].rows[2].disabled", mentioning: ["position"])
        expectNoIssue(issues, under: "sections[0].rows[2].hidden")
    }

    @Test func aParseErrorSaysWhereAndWhat() throws {
        let issues = SchemaFixture.issues(rows: #"{"type": "int", "tag": "a"}, {"type": "int", "tag": "b", "hidden": "$a == "}"#)
        let issue = try #require(issues.first { $0.path == "sections[0].rows[1].hidden" })
        // "$a == " fails at its end, position 6 (counted from 0) or 7 (from 1): after the operator.
        #expect(issue.message.contains("6") || issue.message.contains("7"), "\(issue.message)")
        #expect(issue.message.localizedCaseInsensitiveContains("expected"), "\(issue.message)")
    }

    @Test func conditionsNamingUnknownTags() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"hidden": "$nowhere == true", "rows": [
                {"type": "switch", "tag": "on"},
                {"type": "text", "tag": "a", "hidden": "$on == false"},
                {"type": "text", "tag": "b", "hidden": "$of == false"},
                {"type": "text", "tag": "c", "disabled": "$on == true AND $missing > 3"}
              ]}
            ]}
            """)
        expectIssue(issues, at: "sections[0].hidden", mentioning: ["$nowhere"])
        expectIssue(issues, at: "sections[0].rows[2].hidden", mentioning: ["$of"])
        expectIssue(issues, at: "sections[0].rows[3].disabled", mentioning: ["$missing"])
        expectNoIssue(issues, under: "sections[0].rows[1]")
        #expect(!issues.contains { $0.message.contains("$on") })
    }

    @Test func conditionsMayNameSectionTagsAndLaterRows() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"rows": [{"type": "text", "tag": "early", "hidden": "$late == true"}]},
              {"kind": "selectable", "tag": "pick", "rows": [{"type": "listCheck", "tag": "p1", "selectableValue": "x"}]},
              {"hidden": "$pick == nil", "rows": [{"type": "switch", "tag": "late"}]}
            ]}
            """)
        #expect(form.allSections[2].isHidden)
    }

    @Test func aTemplateConditionNamingAnUnknownTag() {
        let issues = SchemaFixture.issues("""
            {"sections": [{"kind": "multivalued", "tag": "list",
                           "template": {"type": "text", "hidden": "$nothing == 1"}, "rows": []}]}
            """)
        expectIssue(issues, at: "sections[0].template.hidden", mentioning: ["$nothing"])
    }

    @Test func aTemplateExpressionThatDoesNotParse() {
        let issues = SchemaFixture.issues("""
            {"sections": [{"kind": "multivalued", "tag": "list",
                           "template": {"type": "text", "disabled": "(("}, "rows": []}]}
            """)
        expectIssue(issues, at: "sections[0].template.disabled", mentioning: ["position"])
    }

    // MARK: Cycles

    @Test func twoRowsHidingEachOther() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "int", "tag": "a", "hidden": "$b == 1"},
            {"type": "int", "tag": "b", "hidden": "$a == 1"}
            """)
        let cycles = issues.filter { $0.message.contains("cycle") }
        #expect(!cycles.isEmpty, "\(issues)")
        #expect(cycles.allSatisfy { $0.message.contains("$a") && $0.message.contains("$b") }, "\(cycles)")
        #expect(cycles.allSatisfy { $0.path == "sections[0].rows[0].hidden" || $0.path == "sections[0].rows[1].hidden" })
    }

    @Test func aRowHidingItself() {
        let issues = SchemaFixture.issues(rows: #"{"type": "switch", "tag": "me", "hidden": "$me == true"}"#)
        expectIssue(issues, at: "sections[0].rows[0].hidden", mentioning: ["cycle", "$me"])
    }

    @Test func threeRowsAcrossSections() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"rows": [{"type": "text", "tag": "first", "hidden": "$second == nil"}]},
              {"rows": [{"type": "text", "tag": "second", "hidden": "$third == nil"}]},
              {"rows": [{"type": "text", "tag": "third", "hidden": "$first == nil"}]}
            ]}
            """)
        let cycle = issues.first { $0.message.contains("cycle") }
        #expect(cycle != nil, "\(issues)")
        for tag in ["$first", "$second", "$third"] { #expect(cycle?.message.contains(tag) == true, "\(tag)") }
    }

    @Test func aSectionHiddenByARowInsideIt() {
        let issues = SchemaFixture.issues("""
            {"sections": [{"tag": "box", "hidden": "$inner == true", "rows": [{"type": "switch", "tag": "inner", "value": true}]}]}
            """)
        expectIssue(issues, at: "sections[0].hidden", mentioning: ["cycle", "$inner"])
    }

    @Test func aRowHiddenByTheSelectionOfItsOwnSection() {
        let issues = SchemaFixture.issues("""
            {"sections": [{"kind": "selectable", "tag": "size", "rows": [
              {"type": "listCheck", "tag": "s", "selectableValue": "S"},
              {"type": "listCheck", "tag": "m", "selectableValue": "M", "hidden": "$size == 'S'"}]}]}
            """)
        expectIssue(issues, at: "sections[0].rows[1].hidden", mentioning: ["cycle"])
    }

    @Test func disabledConditionsInALoopAreNotACycle() throws {
        // Only hidden conditions change what other conditions read.
        let form = try SchemaFixture.form(rows: """
            {"type": "switch", "tag": "a", "value": true, "disabled": "$b == true"},
            {"type": "switch", "tag": "b", "value": false, "disabled": "$a == true"}
            """)
        #expect(form.rowBy(tag: "b")?.isDisabled == true)
        #expect(form.rowBy(tag: "a")?.isDisabled == false)
    }

    @Test func aChainIsNotACycle() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "switch", "tag": "a", "value": true},
            {"type": "switch", "tag": "b", "value": true, "hidden": "$a == false"},
            {"type": "switch", "tag": "c", "hidden": "$b == false"},
            {"type": "switch", "tag": "d", "hidden": "$a == false OR $b == false OR $c == true"}
            """)
        #expect(form.rows.map(\.tag) == ["a", "b", "c", "d"])
    }

    @Test func aCycleIsReportedWithOtherProblemsAndDoesNotStopTheProgram() throws {
        do {
            _ = try SchemaFixture.form(rows: """
                {"type": "int", "tag": "a", "hidden": "$b == 1"},
                {"type": "int", "tag": "b", "hidden": "$a == 1"},
                {"type": "colour", "tag": "c"}
                """)
            Issue.record("a form was built from a schema with a cycle")
        } catch {
            #expect(error.issues.contains { $0.message.contains("cycle") })
            #expect(error.issues.contains { $0.path == "sections[0].rows[2].type" })
        }
    }

    // MARK: Rules

    @Test func unknownRule() {
        let issues = SchemaFixture.issues(rows: #"{"type": "text", "tag": "a", "rules": [{"rule": "required"}, {"rule": "shouting"}]}"#)
        expectIssue(issues, at: "sections[0].rows[0].rules[1].rule", mentioning: ["unknown rule", "\"shouting\""])
        expectNoIssue(issues, under: "sections[0].rows[0].rules[0]")
    }

    @Test func ruleWithoutAName() {
        let issues = SchemaFixture.issues(rows: #"{"type": "text", "tag": "a", "rules": [{"value": 3}]}"#)
        expectIssue(issues, at: "sections[0].rows[0].rules[0].rule", mentioning: ["missing"])
    }

    @Test(arguments: [
        ("minLength", ""), ("maxLength", #", "value": "8""#), ("exactLength", #", "value": 2.5"#),
        ("decimalPlaces", #", "value": -1"#), ("minLength", #", "value": true"#), ("exactLength", #", "value": null"#),
    ])
    func lengthRulesNeedAWholeNumber(rule: String, value: String) {
        let issues = SchemaFixture.issues(rows: #"{"type": "text", "tag": "a", "rules": [{"rule": "\#(rule)"\#(value)}]}"#)
        expectIssue(issues, at: "sections[0].rows[0].rules[0].value", mentioning: [rule, "whole number"])
    }

    @Test(arguments: [("min", ""), ("max", #", "value": "10""#), ("greaterThan", #", "value": [1]"#),
                      ("smallerThan", #", "value": {"n": 1}"#)])
    func boundRulesNeedANumber(rule: String, value: String) {
        let issues = SchemaFixture.issues(rows: #"{"type": "int", "tag": "a", "rules": [{"rule": "\#(rule)"\#(value)}]}"#)
        expectIssue(issues, at: "sections[0].rows[0].rules[0].value", mentioning: [rule, "number"])
    }

    @Test func regexNeedsAPatternThatCompiles() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "a", "rules": [{"rule": "regex"}]},
            {"type": "text", "tag": "b", "rules": [{"rule": "regex", "value": 12}]},
            {"type": "text", "tag": "c", "rules": [{"rule": "regex", "value": "[a-"}]},
            {"type": "text", "tag": "d", "rules": [{"rule": "regex", "value": "(unclosed"}]},
            {"type": "text", "tag": "e", "rules": [{"rule": "regex", "value": "^[a-z]+$"}]}
            """)
        expectIssue(issues, at: "sections[0].rows[0].rules[0].value", mentioning: ["pattern"])
        expectIssue(issues, at: "sections[0].rows[1].rules[0].value", mentioning: ["pattern"])
        expectIssue(issues, at: "sections[0].rows[2].rules[0].value", mentioning: ["regular expression", "compile"])
        expectIssue(issues, at: "sections[0].rows[3].rules[0].value", mentioning: ["compile"])
        expectNoIssue(issues, under: "sections[0].rows[4]")
    }

    @Test func equalsToRowNeedsATag() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "a", "rules": [{"rule": "equalsToRow"}]},
            {"type": "text", "tag": "b", "rules": [{"rule": "equalsToRow", "value": 3}]},
            {"type": "text", "tag": "c", "rules": [{"rule": "equalsToRow", "value": ""}]}
            """)
        for index in 0..<3 {
            expectIssue(issues, at: "sections[0].rows[\(index)].rules[0].value", mentioning: ["equalsToRow", "tag"])
        }
    }

    @Test func ruleFieldsOfTheWrongTypeAndUnknownRuleFields() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "a", "rules": [{"rule": "required", "message": 5},
                                                   {"rule": "regex", "value": "a", "allowsEmpty": "no"},
                                                   {"rule": "required", "msg": "typo"}]}
            """)
        expectIssue(issues, at: "sections[0].rows[0].rules[0].message", mentioning: ["expected", "string"])
        expectIssue(issues, at: "sections[0].rows[0].rules[1].allowsEmpty", mentioning: ["expected"])
        expectIssue(issues, at: "sections[0].rows[0].rules[2].msg", mentioning: ["unknown field"])
    }

    @Test func rulesThatAreNotAListOrNotObjects() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "a", "rules": {"rule": "required"}},
            {"type": "text", "tag": "b", "rules": ["required"]}
            """)
        expectIssue(issues, at: "sections[0].rows[0].rules", mentioning: ["expected"])
        #expect(issues.contains { $0.path.hasPrefix("sections[0].rows[1].rules") }, "\(issues)")
    }

    // MARK: Options

    @Test func optionListsOfMixedOrUnsupportedTypes() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "push", "tag": "a", "options": ["one", 2]},
            {"type": "segmented", "tag": "b", "options": [{"title": "One"}, {"title": "Two"}]},
            {"type": "picker", "tag": "c", "options": [true, false]},
            {"type": "multipleSelector", "tag": "d", "options": [["x"], ["y"]]},
            {"type": "alert", "tag": "e", "options": ["x", null]},
            {"type": "actionSheet", "tag": "f", "options": [1, 2.5]}
            """)
        for index in 0..<5 {
            expectIssue(issues, at: "sections[0].rows[\(index)].options", mentioning: ["strings", "numbers"])
        }
        expectNoIssue(issues, under: "sections[0].rows[5]")
    }

    @Test func optionsOnRowsThatTakeNone() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "a", "options": ["x"]},
            {"type": "switch", "tag": "b", "options": [1]},
            {"type": "listCheck", "tag": "c", "selectableValue": "x", "options": ["x"]},
            {"type": "doublePicker", "tag": "d", "cascade": {"A": ["B"]}, "options": ["A"]}
            """)
        expectIssue(issues, at: "sections[0].rows[0].options", mentioning: ["text", "no options"])
        expectIssue(issues, at: "sections[0].rows[1].options", mentioning: ["switch", "no options"])
        expectIssue(issues, at: "sections[0].rows[2].options", mentioning: ["no options"])
        expectIssue(issues, at: "sections[0].rows[3].options", mentioning: ["no options"])
    }

    @Test(arguments: schemaOptionRowTypeNames)
    func optionRowsWithoutOptions(name: String) {
        let issues = SchemaFixture.issues(rows: """
            {"type": "\(name)", "tag": "a"},
            {"type": "\(name)", "tag": "b", "options": []}
            """)
        expectIssue(issues, at: "sections[0].rows[0].options", mentioning: ["missing", "options"])
        expectIssue(issues, at: "sections[0].rows[1].options", mentioning: ["options"])
    }

    @Test func anOptionListedTwice() {
        let issues = SchemaFixture.issues(rows: #"{"type": "push", "tag": "a", "options": ["x", "y", "x"]}"#)
        expectIssue(issues, at: "sections[0].rows[0].options", mentioning: ["twice"])
    }

    @Test func valuesThatAreNotAmongTheOptions() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "segmented", "tag": "a", "options": ["S", "M"], "value": "XL"},
            {"type": "picker", "tag": "b", "options": [1, 2, 3], "value": 4},
            {"type": "multipleSelector", "tag": "c", "options": ["x", "y"], "value": ["x", "z"]},
            {"type": "push", "tag": "d", "options": ["S", "M"], "value": "M"}
            """)
        expectIssue(issues, at: "sections[0].rows[0].value", mentioning: ["option"])
        expectIssue(issues, at: "sections[0].rows[1].value", mentioning: ["option"])
        expectIssue(issues, at: "sections[0].rows[2].value", mentioning: ["option"])
        expectNoIssue(issues, under: "sections[0].rows[3]")
    }

    @Test func valuesOfAnotherTypeThanTheOptions() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "segmented", "tag": "a", "options": ["S", "M"], "value": 1},
            {"type": "picker", "tag": "b", "options": [1, 2, 3], "value": "two"},
            {"type": "picker", "tag": "c", "options": [1, 2, 3], "value": 2.5},
            {"type": "multipleSelector", "tag": "d", "options": ["x", "y"], "value": "x"}
            """)
        for index in 0..<4 { expectIssue(issues, at: "sections[0].rows[\(index)].value") }
    }

    // MARK: Values of the wrong JSON type

    @Test(arguments: [
        #"{"type": "text", "tag": "r", "value": 5}"#,
        #"{"type": "email", "tag": "r", "value": ["a@b.c"]}"#,
        #"{"type": "int", "tag": "r", "value": 2.5}"#,
        #"{"type": "int", "tag": "r", "value": "twelve"}"#,
        #"{"type": "int", "tag": "r", "value": true}"#,
        #"{"type": "decimal", "tag": "r", "value": {"amount": 1}}"#,
        #"{"type": "switch", "tag": "r", "value": "maybe"}"#,
        #"{"type": "check", "tag": "r", "value": 7}"#,
        #"{"type": "slider", "tag": "r", "value": "loud"}"#,
        #"{"type": "stepper", "tag": "r", "value": [1]}"#,
        #"{"type": "url", "tag": "r", "value": 80}"#,
        #"{"type": "label", "tag": "r", "value": false}"#,
        #"{"type": "date", "tag": "r", "value": 1714521600}"#,
        #"{"type": "date", "tag": "r", "value": "01/05/2024"}"#,
        #"{"type": "date", "tag": "r", "value": "2024-02-30"}"#,
        #"{"type": "date", "tag": "r", "value": "2024-05-01T10:00"}"#,
        #"{"type": "time", "tag": "r", "value": "25:00"}"#,
        #"{"type": "time", "tag": "r", "value": "2024-05-01"}"#,
        #"{"type": "dateTime", "tag": "r", "value": "2024-05-01"}"#,
        #"{"type": "countDownInline", "tag": "r", "value": true}"#,
        #"{"type": "listCheck", "tag": "r", "selectableValue": "a", "value": "a"}"#,
        #"{"type": "doublePicker", "tag": "r", "cascade": {"A": ["B"]}, "value": "A"}"#,
        #"{"type": "doublePicker", "tag": "r", "cascade": {"A": ["B"]}, "value": ["A", 1]}"#,
        #"{"type": "doublePicker", "tag": "r", "cascade": {"A": ["B"]}, "value": ["A", "B", "C"]}"#,
        #"{"type": "triplePicker", "tag": "r", "cascade": {"A": {"B": ["C"]}}, "value": ["A", "B"]}"#,
    ])
    func aValueOfTheWrongJSONTypeIsAProblem(row: String) {
        let issues = SchemaFixture.issues(rows: row)
        expectIssue(issues, at: "sections[0].rows[0].value")
        #expect(issues.count == 1, "\(issues)")
    }

    @Test func aValueOfTheWrongTypeSaysWhatTheRowHolds() throws {
        let issues = SchemaFixture.issues(rows: #"{"type": "int", "tag": "r", "value": "twelve"}, {"type": "date", "tag": "d", "value": 3}"#)
        let int = try #require(issues.first { $0.path == "sections[0].rows[0].value" })
        #expect(int.message.contains("int") || int.message.contains("Int"), "\(int.message)")
        let date = try #require(issues.first { $0.path == "sections[0].rows[1].value" })
        #expect(date.message.contains("YYYY-MM-DD"), "\(date.message)")
    }

    @Test(arguments: [
        #"{"type": "doublePicker", "tag": "r", "cascade": {"A": ["B"]}, "value": ["A"]}"#,
        #"{"type": "doublePicker", "tag": "r", "cascade": {"A": ["B"]}, "value": []}"#,
        #"{"type": "triplePicker", "tag": "r", "cascade": {"A": {"B": ["C"]}}, "value": ["A"]}"#,
    ])
    func aPickerChoiceWithTooFewPartsIsAProblem(row: String) {
        // One part cannot be a choice from two or three lists; it must not quietly become no value.
        let issues = SchemaFixture.issues(rows: row)
        expectIssue(issues, at: "sections[0].rows[0].value")
    }

    @Test func aPickerChoiceOutsideTheCascade() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "doublePicker", "tag": "a", "cascade": {"France": ["Paris"]}, "value": ["France", "Rome"]},
            {"type": "triplePicker", "tag": "b", "cascade": {"A": {"B": ["C"]}}, "value": ["A", "X", "C"]}
            """)
        expectIssue(issues, at: "sections[0].rows[0].value", mentioning: ["option"])
        expectIssue(issues, at: "sections[0].rows[1].value", mentioning: ["option"])
    }

    @Test func valuesOutsideASlidersOrSteppersBounds() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "slider", "tag": "a", "min": 0, "max": 10, "value": 11},
            {"type": "stepper", "tag": "b", "min": 1, "max": 5, "value": 0}
            """)
        expectIssue(issues, at: "sections[0].rows[0].value", mentioning: ["0", "10"])
        expectIssue(issues, at: "sections[0].rows[1].value", mentioning: ["1", "5"])
    }

    @Test func dateValuesOutsideTheirBoundsOrOffTheirMinuteGrid() {
        // As for sliders and steppers, a value the row itself refuses is a problem of the schema.
        let issues = SchemaFixture.issues(rows: """
            {"type": "date", "tag": "c", "minimumDate": "2024-01-01", "value": "2023-12-31"},
            {"type": "dateTime", "tag": "d", "maximumDate": "2024-01-01T00:00", "value": "2024-06-01T10:00"},
            {"type": "time", "tag": "e", "minuteInterval": 15, "value": "10:10"}
            """)
        for index in 0..<3 { expectIssue(issues, at: "sections[0].rows[\(index)].value") }
    }

    // MARK: Fields of particular rows

    @Test func fieldsThatBelongToOtherRows() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "text", "tag": "a", "min": 1},
            {"type": "int", "tag": "b", "minimumDate": "2024-01-01"},
            {"type": "int", "tag": "c", "fieldKind": "usPhone"},
            {"type": "date", "tag": "d", "mask": "##"},
            {"type": "text", "tag": "e", "cascade": {"A": ["B"]}},
            {"type": "text", "tag": "f", "selectorTitle": "Pick"},
            {"type": "switch", "tag": "g", "placeholder": "On?"}
            """)
        expectIssue(issues, at: "sections[0].rows[0].min", mentioning: ["text row has no min", "slider", "stepper"])
        expectIssue(issues, at: "sections[0].rows[1].minimumDate", mentioning: ["int row", "date"])
        expectIssue(issues, at: "sections[0].rows[2].fieldKind", mentioning: ["int row", "text"])
        expectIssue(issues, at: "sections[0].rows[3].mask", mentioning: ["date row", "text"])
        expectIssue(issues, at: "sections[0].rows[4].cascade", mentioning: ["doublePicker"])
        expectIssue(issues, at: "sections[0].rows[5].selectorTitle", mentioning: ["selector"])
        expectIssue(issues, at: "sections[0].rows[6].placeholder", mentioning: ["placeholder"])
    }

    @Test func badSettingsOfParticularRows() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "slider", "tag": "a", "min": 5, "max": 5},
            {"type": "stepper", "tag": "b", "step": 0},
            {"type": "date", "tag": "c", "minimumDate": "tomorrow"},
            {"type": "time", "tag": "d", "maximumDate": "2024-01-01", "minuteInterval": 45},
            {"type": "text", "tag": "e", "fieldKind": "ssn"},
            {"type": "listCheck", "tag": "f"},
            {"type": "listCheck", "tag": "g", "selectableValue": {"a": 1}}
            """)
        expectIssue(issues, at: "sections[0].rows[0].max", mentioning: ["min"])
        expectIssue(issues, at: "sections[0].rows[1].step", mentioning: ["zero"])
        expectIssue(issues, at: "sections[0].rows[2].minimumDate", mentioning: ["YYYY-MM-DD"])
        expectIssue(issues, at: "sections[0].rows[3].maximumDate", mentioning: ["HH:MM"])
        expectIssue(issues, at: "sections[0].rows[3].minuteInterval", mentioning: ["30"])
        expectIssue(issues, at: "sections[0].rows[4].fieldKind", mentioning: ["\"ssn\""])
        expectIssue(issues, at: "sections[0].rows[5].selectableValue", mentioning: ["missing"])
        expectIssue(issues, at: "sections[0].rows[6].selectableValue")
    }

    @Test func cascadesOfTheWrongShape() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "doublePicker", "tag": "a"},
            {"type": "doublePicker", "tag": "b", "cascade": {}},
            {"type": "doublePicker", "tag": "c", "cascade": ["France", "Italy"]},
            {"type": "doublePicker", "tag": "d", "cascade": {"France": ["Paris"], "Italy": [1, 2]}},
            {"type": "triplePicker", "tag": "e", "cascade": {"France": ["Paris"]}},
            {"type": "triplePicker", "tag": "f", "cascade": {"France": {"North": "Lille"}}}
            """)
        expectIssue(issues, at: "sections[0].rows[0].cascade", mentioning: ["missing"])
        expectIssue(issues, at: "sections[0].rows[1].cascade")
        expectIssue(issues, at: "sections[0].rows[2].cascade")
        expectIssue(issues, at: "sections[0].rows[3].cascade.Italy", mentioning: ["strings"])
        expectIssue(issues, at: "sections[0].rows[4].cascade.France", mentioning: ["object"])
        expectIssue(issues, at: "sections[0].rows[5].cascade.France.North", mentioning: ["strings"])
    }

    // MARK: Sections

    @Test func badSectionKindsAndSettings() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"kind": "tabular", "rows": []},
              {"kind": "selectable", "tag": "a", "selection": "some", "rows": []},
              {"kind": "selectable", "tag": "b", "rows": [{"type": "text", "tag": "t"}]},
              {"kind": "multivalued", "tag": "c", "multivaluedOptions": ["insert", "shuffle"], "template": {"type": "text"}},
              {"kind": "multivalued", "tag": "d", "rows": []},
              {"kind": "multivalued", "tag": "e", "template": {"type": "colour"}}
            ]}
            """)
        expectIssue(issues, at: "sections[0].kind", mentioning: ["\"tabular\""])
        expectIssue(issues, at: "sections[1].selection", mentioning: ["\"some\""])
        expectIssue(issues, at: "sections[2].rows[0].type", mentioning: ["listCheck"])
        expectIssue(issues, at: "sections[3].multivaluedOptions[1]", mentioning: ["\"shuffle\""])
        expectIssue(issues, at: "sections[4].template", mentioning: ["missing"])
        expectIssue(issues, at: "sections[5].template.type", mentioning: ["unknown row type", "\"colour\""])
    }

    @Test func sectionFieldsOfAnotherKindAreAProblem() {
        // Rows report fields that belong to other row types; a section written with
        // "selection" or "template" but no "kind" must not quietly become a plain one.
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"tag": "size", "selection": "multiple", "rows": [{"type": "listCheck", "tag": "s", "selectableValue": "S"}]},
              {"tag": "phones", "template": {"type": "phone"}, "multivaluedOptions": ["insert"], "rows": []},
              {"kind": "multivalued", "tag": "m", "enableDeselection": true, "template": {"type": "text"}, "rows": []}
            ]}
            """)
        #expect(issues.contains { $0.path.hasPrefix("sections[0]") }, "\(issues)")
        #expect(issues.contains { $0.path.hasPrefix("sections[1]") }, "\(issues)")
        #expect(issues.contains { $0.path.hasPrefix("sections[2]") }, "\(issues)")
    }

    @Test func aMultivaluedSectionWithoutInsertNeedsNoTemplate() throws {
        let form = try SchemaFixture.form("""
            {"sections": [{"kind": "multivalued", "tag": "fixed", "multivaluedOptions": ["delete"],
                           "rows": [{"type": "text", "value": "one"}]}]}
            """)
        let section = try #require(form.allSections.first as? MultivaluedSection)
        #expect(section.addButtonRow == nil)
        #expect(section.values().compactMap { $0 as? String } == ["one"])
    }

    @Test func aMixedSelectableSectionIsAProblem() {
        // The values a selectable section chooses among must have one type, like options.
        let issues = SchemaFixture.issues("""
            {"sections": [{"kind": "selectable", "tag": "s", "rows": [
              {"type": "listCheck", "tag": "a", "selectableValue": "one"},
              {"type": "listCheck", "tag": "b", "selectableValue": 2}]}]}
            """)
        #expect(issues.contains { $0.path.hasPrefix("sections[0]") }, "\(issues)")
    }

    // MARK: JSON fields of the wrong type, unknown fields

    @Test func fieldsOfTheWrongJSONType() {
        let issues = SchemaFixture.issues("""
            {"title": 12, "sections": [
              {"header": 1, "footer": ["x"], "tag": false, "hidden": true, "rows": [
                {"type": "text", "tag": 5, "title": {"en": "Name"}, "placeholder": 0, "hidden": false, "disabled": 1}
              ]},
              {"kind": "selectable", "tag": "s", "enableDeselection": "yes", "selection": 2, "rows": []},
              {"kind": "multivalued", "tag": "m", "multivaluedOptions": "insert", "template": "text", "rows": []},
              {"rows": [{"type": "slider", "tag": "sl", "min": "low", "steps": 2.5},
                        {"type": "date", "tag": "dt", "minuteInterval": "5", "minimumDate": 20240101},
                        {"type": "text", "tag": "tx", "mask": 5, "fieldKind": true, "selectorTitle": 1}]}
            ]}
            """)
        expectIssue(issues, at: "title", mentioning: ["expected", "string"])
        for field in ["header", "footer", "tag", "hidden"] {
            expectIssue(issues, at: "sections[0].\(field)", mentioning: ["expected"])
        }
        for field in ["tag", "title", "placeholder", "hidden", "disabled"] {
            expectIssue(issues, at: "sections[0].rows[0].\(field)", mentioning: ["expected"])
        }
        expectIssue(issues, at: "sections[1].enableDeselection", mentioning: ["expected"])
        expectIssue(issues, at: "sections[1].selection", mentioning: ["expected"])
        expectIssue(issues, at: "sections[2].multivaluedOptions", mentioning: ["expected"])
        expectIssue(issues, at: "sections[2].template", mentioning: ["expected"])
        expectIssue(issues, at: "sections[3].rows[0].min", mentioning: ["expected", "number"])
        expectIssue(issues, at: "sections[3].rows[0].steps", mentioning: ["expected"])
        expectIssue(issues, at: "sections[3].rows[1].minuteInterval", mentioning: ["expected"])
        expectIssue(issues, at: "sections[3].rows[1].minimumDate", mentioning: ["expected"])
        for field in ["mask", "fieldKind"] {
            expectIssue(issues, at: "sections[3].rows[2].\(field)", mentioning: ["expected"])
        }
        // A setting of another row type is reported as such, whatever its JSON type.
        expectIssue(issues, at: "sections[3].rows[2].selectorTitle", mentioning: ["no selectorTitle", "push"])
    }

    @Test func sectionsAndRowsThatAreNotObjectsOrLists() {
        let notAList = SchemaFixture.issues(#"{"sections": {"rows": []}}"#)
        expectIssue(notAList, at: "sections", mentioning: ["expected"])

        let notObjects = SchemaFixture.issues(#"{"sections": [{"rows": []}, "plain"]}"#)
        #expect(notObjects.contains { $0.path.hasPrefix("sections") && $0.message.contains("expected") }, "\(notObjects)")

        let rowsNotAList = SchemaFixture.issues(#"{"sections": [{"rows": "text"}]}"#)
        expectIssue(rowsNotAList, at: "sections[0].rows", mentioning: ["expected"])

        let rowNotAnObject = SchemaFixture.issues(#"{"sections": [{"rows": [{"type": "text", "tag": "a"}, 7]}]}"#)
        #expect(rowNotAnObject.contains { $0.path.hasPrefix("sections[0].rows") }, "\(rowNotAnObject)")
    }

    @Test func unknownFieldsAtEveryLevel() {
        let issues = SchemaFixture.issues("""
            {"titel": "Typo", "sections": [
              {"heading": "Typo", "rows": [
                {"type": "text", "tag": "a", "label": "Typo", "rules": [{"rule": "required", "mesage": "Typo"}]}
              ]},
              {"kind": "multivalued", "tag": "m", "template": {"type": "text", "colour": "red"}, "rows": []}
            ]}
            """)
        expectIssue(issues, at: "titel", mentioning: ["unknown field"])
        expectIssue(issues, at: "sections[0].heading", mentioning: ["unknown field"])
        expectIssue(issues, at: "sections[0].rows[0].label", mentioning: ["unknown field"])
        expectIssue(issues, at: "sections[0].rows[0].rules[0].mesage", mentioning: ["unknown field"])
        expectIssue(issues, at: "sections[1].template.colour", mentioning: ["unknown field"])
        #expect(issues.count == 5, "\(issues)")
    }

    // MARK: Not a schema at all

    @Test(arguments: ["{", #"{"sections": [}"#, "", "   ", "nul", "\u{FEFF}{]", #"{"sections": [{"rows": [}]}"#])
    func invalidJSONText(text: String) {
        let issues = SchemaFixture.issues(text)
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.path == "")
        #expect(issues.first?.message.contains("JSON") == true, "\(issues)")
    }

    @Test(arguments: ["[]", "[{\"sections\": []}]", "42", "\"sections\"", "true", "null"])
    func aTopLevelThatIsNotAnObject(text: String) {
        let issues = SchemaFixture.issues(text)
        #expect(issues.count == 1, "\(issues)")
        #expect(issues.first?.path == "")
        #expect(issues.first?.message.contains("object") == true, "\(issues)")
    }

    @Test func anObjectWithoutSections() {
        let issues = SchemaFixture.issues(#"{"title": "Empty"}"#)
        expectIssue(issues, at: "sections", mentioning: ["missing"])
    }

    @Test func nullSectionsAreMissing() {
        // A null is no list of sections, as a null type is no type.
        let issues = SchemaFixture.issues(#"{"sections": null}"#)
        expectIssue(issues, at: "sections", mentioning: ["sections"])
    }

    @Test func anEmptyListOfSectionsIsAnEmptyForm() throws {
        let form = try SchemaFixture.form(#"{"sections": []}"#)
        #expect(form.allSections.isEmpty)
    }

    // MARK: Everything together, nothing half-built

    static let manyProblems = """
        {"title": "Broken", "colour": "blue", "sections": [
          {"header": "One", "rows": [
            {"type": "text", "tag": "name", "rules": [{"rule": "minLength", "value": "three"}]},
            {"type": "int", "tag": "age", "rules": [{"rule": "minLength", "value": 2}]},
            {"type": "switch", "tag": "news", "rules": [{"rule": "email"}]},
            {"type": "colour", "tag": "shade"}
          ]},
          {"tag": "name", "hidden": "$age >", "rows": [
            {"type": "email"},
            {"type": "push", "tag": "plan", "options": ["free", 2]},
            {"type": "text", "tag": "x", "options": ["a"], "hidden": "$ghost == 1"},
            {"type": "segmented", "tag": "size", "options": ["S", "M"], "value": "XL"},
            {"title": "No type"},
            {"type": "int", "tag": "n", "value": "many", "rules": [{"rule": "regex", "value": "(("}, {"rule": "loud"}]},
            {"type": "int", "tag": "p", "hidden": "$q == 1"},
            {"type": "int", "tag": "q", "hidden": "$p == 1"}
          ]},
          {"kind": "selectable", "rows": [{"type": "listCheck", "tag": "lc", "selectableValue": "a"}]},
          {"kind": "multivalued", "rows": []}
        ]}
        """

    static let manyProblemPaths = [
        "colour",
        "sections[0].rows[0].rules[0].value",
        "sections[0].rows[1].rules[0]",
        "sections[0].rows[2].rules[0]",
        "sections[0].rows[3].type",
        "sections[1].tag",
        "sections[1].hidden",
        "sections[1].rows[0].tag",
        "sections[1].rows[1].options",
        "sections[1].rows[2].options",
        "sections[1].rows[2].hidden",
        "sections[1].rows[3].value",
        "sections[1].rows[4].type",
        "sections[1].rows[5].value",
        "sections[1].rows[5].rules[0].value",
        "sections[1].rows[5].rules[1].rule",
        "sections[2].tag",
        "sections[3].tag",
        "sections[3].template",
    ]

    @Test func everyProblemIsReportedTogether() {
        let issues = SchemaFixture.issues(Self.manyProblems)
        for path in Self.manyProblemPaths { expectIssue(issues, at: path) }
        #expect(issues.contains { $0.message.contains("cycle") && $0.message.contains("$p") && $0.message.contains("$q") },
                "\(issues)")
        // Every problem once: no path is reported with the same message twice.
        #expect(Set(issues).count == issues.count, "\(issues)")
    }

    @Test func theErrorDescriptionListsEveryProblemOnItsOwnLine() throws {
        do {
            _ = try SchemaFixture.form(Self.manyProblems)
            Issue.record("a form was built from a broken schema")
        } catch {
            let lines = error.description.split(separator: "\n")
            #expect(lines.count == error.issues.count + 1)
            #expect(lines.first?.contains("\(error.issues.count) problems") == true, "\(lines.first ?? "")")
            for issue in error.issues { #expect(error.description.contains(issue.description)) }
        }
    }

    @Test func aSingleProblemIsSingular() throws {
        do {
            _ = try SchemaFixture.form(rows: #"{"type": "colour", "tag": "c"}"#)
            Issue.record("a form was built from a broken schema")
        } catch {
            #expect(error.description.hasPrefix("The form schema has 1 problem:"), "\(error.description)")
        }
    }

    @Test func problemsComeInSchemaOrder() {
        let issues = SchemaFixture.issues("""
            {"sections": [
              {"rows": [{"type": "a1", "tag": "a"}, {"type": "a2", "tag": "b"}]},
              {"rows": [{"type": "b1", "tag": "c"}]},
              {"rows": [{"type": "c1", "tag": "d"}, {"type": "c2", "tag": "e"}]}
            ]}
            """)
        #expect(issues.map(\.path) == [
            "sections[0].rows[0].type", "sections[0].rows[1].type", "sections[1].rows[0].type",
            "sections[2].rows[0].type", "sections[2].rows[1].type",
        ])
    }

    @Test func loadingAndBuildingReportTheSameProblems() throws {
        var fromLoad: FormSchemaError?
        var fromForm: FormSchemaError?
        do { _ = try FormSchema.load(json: Data(Self.manyProblems.utf8)) } catch { fromLoad = error }
        do { _ = try Form(schemaJSON: Data(Self.manyProblems.utf8)) } catch { fromForm = error }
        #expect(fromLoad != nil)
        #expect(fromLoad == fromForm)
    }

    @Test func aSchemaBuiltInCodeWithProblemsThrowsToo() {
        var good = RowSchema(type: "text", tag: "a")
        good.rules = [RuleSchema(rule: "minLength", value: .number(2))]
        var bad = RowSchema(type: "int", tag: "a")
        bad.rules = [RuleSchema(rule: "email")]
        bad.hidden = "$a =="
        let schema = FormSchema(sections: [SectionSchema(rows: [good, bad, RowSchema(type: "colour", tag: "c")])])
        let result = Result { () throws(FormSchemaError) -> Form in try Form(schema: schema) }
        guard case .failure(let error) = result else {
            Issue.record("a form was built from a broken schema")
            return
        }
        let paths = error.issues.map(\.path)
        #expect(paths.contains("sections[0].rows[1].tag"))
        #expect(paths.contains("sections[0].rows[1].rules[0]"))
        #expect(paths.contains("sections[0].rows[1].hidden"))
        #expect(paths.contains("sections[0].rows[2].type"))
    }

    @Test func oneBadRowAmongGoodOnesStillBuildsNothing() {
        // Nothing is returned at all: the error is thrown instead of a partial form.
        var built: Form?
        do {
            built = try SchemaFixture.form(rows: """
                {"type": "text", "tag": "a"}, {"type": "int", "tag": "b"}, {"type": "int", "tag": "c", "value": "x"}
                """)
        } catch {
            #expect(error.issues.map(\.path) == ["sections[0].rows[2].value"])
        }
        #expect(built == nil)
    }
}
