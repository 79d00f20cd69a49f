import Foundation
import Formwork
import Testing

/// Schemas written the way `FormSchema(form:)` describes forms: schema → form →
/// schema gives back exactly the same schema.
let canonicalSchemas: [String] = [
    // Text rows with everything a row can carry.
    """
    {"sections": [{"header": "Account", "footer": "We never share it", "tag": "account", "rows": [
      {"type": "switch", "tag": "on", "title": "On", "value": true},
      {"type": "text", "tag": "name", "title": "Name", "placeholder": "Your name", "value": "Ann",
       "rules": [{"rule": "required"}, {"rule": "minLength", "value": 2, "message": "Two at least."}],
       "hidden": "$on == false", "disabled": "$on == nil"},
      {"type": "email", "tag": "email", "rules": [{"rule": "email", "message": "Not an email."}]},
      {"type": "password", "tag": "password", "rules": [{"rule": "regex", "value": "[0-9]", "allowsEmpty": false}]},
      {"type": "password", "tag": "confirm", "rules": [{"rule": "equalsToRow", "value": "password"}]},
      {"type": "phone", "tag": "phone", "fieldKind": "usPhone"},
      {"type": "text", "tag": "plate", "mask": "AA-###", "rules": [{"rule": "exactLength", "value": 6}]},
      {"type": "twitter", "tag": "twitter", "value": "@ann"},
      {"type": "account", "tag": "user", "rules": [{"rule": "maxLength", "value": 20}]},
      {"type": "zipCode", "tag": "zip", "rules": [{"rule": "zipCode", "message": "Five digits."}]},
      {"type": "name", "tag": "state", "rules": [{"rule": "usState"}]},
      {"type": "text", "tag": "expiry", "rules": [{"rule": "cardExpiry"}]},
      {"type": "textArea", "tag": "bio", "placeholder": "About you"},
      {"type": "label", "title": "Version", "value": "1.0"},
      {"type": "button", "title": "Send"}
    ]}]}
    """,
    // Numbers, switches, sliders and steppers.
    """
    {"sections": [{"rows": [
      {"type": "int", "tag": "age", "value": 30, "rules": [{"rule": "min", "value": 18}, {"rule": "smallerThan", "value": 130}]},
      {"type": "decimal", "tag": "price", "value": 9.75,
       "rules": [{"rule": "greaterThan", "value": 0}, {"rule": "max", "value": 999.5, "message": "Too dear."},
                 {"rule": "decimalPlaces", "value": 2}]},
      {"type": "url", "tag": "site", "value": "https://example.com/a?b=c", "rules": [{"rule": "url"}]},
      {"type": "check", "tag": "agree", "value": false, "rules": [{"rule": "required", "message": "Please agree."}]},
      {"type": "slider", "tag": "volume", "min": -10, "max": 10, "steps": 8, "value": 2.5},
      {"type": "stepper", "tag": "guests", "min": 1, "max": 12, "step": 0.5, "value": 3.5}
    ]}]}
    """,
    // Dates, as ISO text in each row's format.
    """
    {"sections": [{"rows": [
      {"type": "date", "tag": "birthday", "value": "1990-07-14", "minimumDate": "1900-01-01", "maximumDate": "2024-12-31"},
      {"type": "dateInline", "tag": "start", "value": "2024-02-29"},
      {"type": "datePicker", "tag": "end"},
      {"type": "time", "tag": "alarm", "value": "06:45", "minuteInterval": 15},
      {"type": "timeInline", "tag": "lunch", "value": "12:30"},
      {"type": "timePicker", "tag": "dinner", "value": "19:00"},
      {"type": "dateTime", "tag": "meeting", "value": "2024-05-01T13:45", "minimumDate": "2024-01-01T08:00"},
      {"type": "dateTimeInline", "tag": "call", "value": "2024-12-31T23:59"},
      {"type": "dateTimePicker", "tag": "flight"},
      {"type": "countDown", "tag": "timer", "value": "01:30"},
      {"type": "countDownInline", "tag": "nap", "value": "00:20"},
      {"type": "countDownPicker", "tag": "bake", "value": "00:45", "minuteInterval": 5}
    ]}]}
    """,
    // Options of each type, and cascades.
    """
    {"sections": [{"rows": [
      {"type": "push", "tag": "plan", "options": ["free", "pro", "team"], "value": "pro", "selectorTitle": "Plans"},
      {"type": "popover", "tag": "colour", "options": ["red", "green"]},
      {"type": "actionSheet", "tag": "share", "options": ["mail", "print"], "value": "mail"},
      {"type": "alert", "tag": "confirm", "options": ["yes", "no"], "selectorTitle": "Sure?"},
      {"type": "segmented", "tag": "size", "options": [36, 38, 40], "value": 38},
      {"type": "picker", "tag": "ratio", "options": [0.5, 1.5, 2.25], "value": 1.5},
      {"type": "pickerInline", "tag": "count", "options": [1, 2, 3]},
      {"type": "pickerInput", "tag": "unit", "options": ["kg", "lb"], "value": "kg"},
      {"type": "multipleSelector", "tag": "topics", "options": ["swift", "rust", "go"], "value": ["swift", "go"],
       "selectorTitle": "Topics", "rules": [{"rule": "required"}]},
      {"type": "listCheck", "tag": "lone", "selectableValue": "me", "value": true},
      {"type": "listCheck", "tag": "other", "selectableValue": 7},
      {"type": "doublePicker", "tag": "city", "cascade": {"France": ["Paris", "Lyon"], "Italy": ["Rome"]},
       "value": ["France", "Lyon"]},
      {"type": "triplePicker", "tag": "place", "cascade": {"France": {"Brittany": ["Rennes"], "Normandy": ["Rouen", "Caen"]}},
       "value": ["France", "Normandy", "Caen"]}
    ]}]}
    """,
    // Selectable and multivalued sections, and hidden sections.
    """
    {"sections": [
      {"kind": "selectable", "tag": "size", "header": "Size", "footer": "One only", "selection": "single",
       "enableDeselection": false, "rows": [
         {"type": "listCheck", "tag": "s", "title": "Small", "selectableValue": "S"},
         {"type": "listCheck", "tag": "m", "title": "Medium", "selectableValue": "M", "value": true}]},
      {"kind": "selectable", "tag": "extras", "selection": "multiple", "hidden": "$size == 'S'", "rows": [
         {"type": "listCheck", "tag": "e1", "selectableValue": 1, "value": true},
         {"type": "listCheck", "tag": "e2", "selectableValue": 2}]},
      {"kind": "multivalued", "tag": "phones", "header": "Phones", "multivaluedOptions": ["insert", "delete", "reorder"],
       "template": {"type": "phone", "title": "Phone", "fieldKind": "usPhone"},
       "rows": [{"type": "phone", "title": "Phone", "fieldKind": "usPhone", "value": "555-123-4567"}]},
      {"kind": "multivalued", "tag": "notes", "multivaluedOptions": ["delete"], "rows": [{"type": "textArea", "value": "first"}]},
      {"tag": "more", "hidden": "$size != 'M'", "rows": [{"type": "text", "tag": "why", "disabled": "TRUEPREDICATE"}]}
    ]}
    """,
]

@Suite("Forms from JSON: round trips")
struct SchemaRoundTripTests {
    static func roundTrip(_ schema: FormSchema) throws -> FormSchema {
        FormSchema(form: try Form(schema: schema))
    }

    @Test(arguments: canonicalSchemas.indices)
    func schemaToFormToSchemaGivesTheSameSchema(index: Int) throws {
        let schema = try FormSchema.load(json: Data(canonicalSchemas[index].utf8))
        let again = try Self.roundTrip(schema)
        #expect(again == schema)
        if again != schema {
            // Name the first row that differs, to make a failure readable.
            for (s, (a, b)) in zip(schema.sections, again.sections).enumerated() where a != b {
                for (r, (x, y)) in zip(a.rows, b.rows).enumerated() where x != y {
                    Issue.record("sections[\(s)].rows[\(r)]: \(try SchemaFixture.text(FormSchema(sections: [SectionSchema(rows: [x])]))) became \(try SchemaFixture.text(FormSchema(sections: [SectionSchema(rows: [y])])))")
                }
            }
        }
    }

    @Test(arguments: canonicalSchemas.indices)
    func jsonOfASchemaLoadsBackEqual(index: Int) throws {
        let schema = try FormSchema.load(json: Data(canonicalSchemas[index].utf8))
        let data = try schema.jsonData()
        #expect(try FormSchema.load(json: data) == schema)
        // Absent fields are left out, not written as null.
        #expect(!String(decoding: data, as: UTF8.self).contains("null"))
    }

    @Test func jsonIsPrettyAndSorted() throws {
        let schema = try FormSchema.load(json: Data(#"{"sections": [{"rows": [{"type": "text", "tag": "a", "title": "A"}]}]}"#.utf8))
        let text = try SchemaFixture.text(schema)
        #expect(text.contains("\n"))
        let tag = try #require(text.range(of: "\"tag\""))
        let title = try #require(text.range(of: "\"title\""))
        let type = try #require(text.range(of: "\"type\""))
        #expect(tag.lowerBound < title.lowerBound && title.lowerBound < type.lowerBound)
    }

    @Test func codableWithAPlainEncoderAndDecoder() throws {
        let schema = try FormSchema.load(json: Data(canonicalSchemas[3].utf8))
        let data = try JSONEncoder().encode(schema)
        #expect(try JSONDecoder().decode(FormSchema.self, from: data) == schema)
    }

    @Test(arguments: canonicalSchemas.indices)
    func rebuiltFormsHaveTheSameRowsAndValues(index: Int) throws {
        let first = try SchemaFixture.form(canonicalSchemas[index])
        let second = try Form(schema: FormSchema(form: first))
        #expect(first.allRows.count == second.allRows.count)
        for (a, b) in zip(first.allRows, second.allRows) {
            #expect(ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)), "\(a) and \(b)")
            #expect(a.tag == b.tag)
            #expect(a.displayText == b.displayText, "\(a)")
        }
        #expect(first.values().keys.sorted() == second.values().keys.sorted())
    }

    @Test func schemasWrittenLooselyReachAFixedPoint() throws {
        // Field kinds become their mask and rule, defaults are written out; after one
        // trip the description no longer changes.
        let json = """
            {"title": "Loose", "sections": [
              {"kind": "plain", "rows": [
                {"type": "phone", "tag": "phone", "fieldKind": "usPhone", "value": "555-123-4567"},
                {"type": "text", "tag": "state", "fieldKind": "usState"},
                {"type": "slider", "tag": "s"},
                {"type": "stepper", "tag": "t"},
                {"type": "dateTime", "tag": "d", "value": "2024-05-01 10:00"},
                {"type": "multipleSelector", "tag": "m", "options": ["b", "a", "c"], "value": ["c", "a"]},
                {"type": "listCheck", "tag": "l", "selectableValue": "x", "value": false},
                {"type": "text", "tag": "r", "rules": [{"rule": "regex", "value": "a", "allowsEmpty": true}]}
              ]},
              {"kind": "selectable", "tag": "sel", "rows": [{"type": "listCheck", "tag": "o", "selectableValue": "o"}]},
              {"kind": "multivalued", "tag": "mv", "template": {"type": "email", "fieldKind": "usState"}}
            ]}
            """
        let first = FormSchema(form: try SchemaFixture.form(json))
        let second = FormSchema(form: try Form(schema: first))
        #expect(second == first)

        let rows = first.sections[0].rows
        // A mask and rule pair made by a field kind is written back as the field kind.
        #expect(rows[0].settings["fieldKind"] == .string("usPhone"))
        #expect(rows[0].settings["mask"] == nil)
        #expect(rows[0].rules == nil)
        #expect(rows[1].rules == [RuleSchema(rule: "usState")])
        #expect(rows[2].settings["min"]?.doubleValue == 0 && rows[2].settings["max"]?.doubleValue == 10 && rows[2].settings["steps"]?.doubleValue == 20)
        #expect(rows[3].settings["min"]?.doubleValue == 0 && rows[3].settings["max"]?.doubleValue == 100 && rows[3].settings["step"]?.doubleValue == 1)
        #expect(rows[4].value == .string("2024-05-01T10:00"))
        #expect(rows[5].value == .array([.string("a"), .string("c")]))
        #expect(rows[6].value == nil)
        #expect(rows[7].rules == [RuleSchema(rule: "regex", value: .string("a"))])
        #expect(first.sections[0].kind == nil)
        #expect(first.sections[1].selection == "single")
        #expect(first.sections[1].enableDeselection == true)
        #expect(first.sections[2].multivaluedOptions == ["insert", "delete"])
        #expect(first.sections[2].template?.type == "email")
    }

    @Test func theTitleOfASchemaSurvivesARoundTrip() throws {
        // FormSchema has a title; schema → form → schema must not drop it.
        let schema = try FormSchema.load(json: Data(#"{"title": "Sign up", "sections": []}"#.utf8))
        #expect(schema.title == "Sign up")
        #expect(try Self.roundTrip(schema).title == "Sign up")
    }

    @Test func aSliderWithFractionalSettingsRoundTripsExactly() throws {
        // JSON numbers such as 0.3 must come back as written, not as the nearest Float.
        let json = #"{"sections": [{"rows": [{"type": "slider", "tag": "s", "min": 0.1, "max": 0.9, "steps": 8, "value": 0.3}]}]}"#
        let schema = try FormSchema.load(json: Data(json.utf8))
        let row = try #require(try Self.roundTrip(schema).sections.first?.rows.first)
        #expect(row.value == .number(0.3))
        #expect(row.settings["min"]?.doubleValue == 0.1)
        #expect(row.settings["max"]?.doubleValue == 0.9)
    }

    @Test func aMultipleSelectorOfNumbersRoundTripsInNumericOrder() throws {
        let json = #"{"sections": [{"rows": [{"type": "multipleSelector", "tag": "m", "options": [2, 10, 100], "value": [2, 10, 100]}]}]}"#
        let schema = try FormSchema.load(json: Data(json.utf8))
        let again = try Self.roundTrip(schema)
        #expect(again.sections.first?.rows.first?.value == .array([.number(2), .number(10), .number(100)]))
        #expect(again == schema)
    }

    @Test func valuesChangedInTheFormAreDescribed() throws {
        let form = try SchemaFixture.form(canonicalSchemas[1])
        (form.rowBy(tag: "age") as? IntRow)?.value = 41
        (form.rowBy(tag: "agree") as? CheckRow)?.value = true
        (form.rowBy(tag: "site") as? URLRow)?.value = nil
        let rows = FormSchema(form: form).sections[0].rows
        #expect(rows.first { $0.tag == "age" }?.value == .number(41))
        #expect(rows.first { $0.tag == "agree" }?.value == .bool(true))
        #expect(rows.first { $0.tag == "site" }?.value == nil)
    }

    @Test func rowsAddedWithTheAddButtonAreDescribedButTheButtonIsNot() throws {
        let form = try SchemaFixture.form(canonicalSchemas[4])
        let phones = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        phones.addButtonRow?.didSelect()
        (phones.itemRows.last as? PhoneRow)?.setText("5550001111")
        let section = try #require(FormSchema(form: form).sections.first { $0.tag == "phones" })
        #expect(section.rows.count == 2)
        #expect(section.rows.allSatisfy { $0.type == "phone" })
        #expect(section.rows.last?.value == .string("555-000-1111"))
        #expect(!section.rows.contains { $0.type == "button" })
    }

    @Test func choicesMadeInSelectableSectionsAreDescribed() throws {
        let form = try SchemaFixture.form(canonicalSchemas[4])
        form.rowBy(tag: "s")?.didSelect()
        let schema = FormSchema(form: form)
        let size = try #require(schema.sections.first { $0.tag == "size" })
        #expect(size.rows.map(\.value) == [.bool(true), nil])
        let rebuilt = try Form(schema: schema)
        #expect(rebuilt.values(includeHidden: true)["size"] as? String == "S")
        #expect(rebuilt.sectionBy(tag: "extras")?.isHidden == true)
    }
}
