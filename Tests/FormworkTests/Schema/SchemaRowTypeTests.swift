import Foundation
import Formwork
import Testing

/// Every row type name of the catalogue, as the issue and `RowSchema.type` list them.
let schemaRowTypeNames = [
    "text", "name", "email", "password", "phone", "twitter", "account", "zipCode", "url", "int", "decimal",
    "textArea", "label", "button", "check", "switch", "slider", "stepper",
    "date", "time", "dateTime", "countDown", "dateInline", "timeInline", "dateTimeInline", "countDownInline",
    "datePicker", "timePicker", "dateTimePicker", "countDownPicker",
    "push", "popover", "actionSheet", "alert", "segmented", "picker", "pickerInline", "pickerInput",
    "multipleSelector", "listCheck", "doublePicker", "triplePicker",
]

/// The option rows: one value (or a set) chosen among `options`.
let schemaOptionRowTypeNames = [
    "push", "popover", "actionSheet", "alert", "segmented", "picker", "pickerInline", "pickerInput", "multipleSelector",
]

/// Rows holding text typed by a person (`FieldRow<String>`) plus labels and buttons (`Row<String>`).
let schemaStringRowTypeNames = [
    "text", "name", "email", "password", "phone", "twitter", "account", "zipCode", "textArea", "label", "button",
]

enum SchemaCatalogue {
    /// The class a row type name must build, with string options where it takes options.
    static func expectedClass(_ name: String) -> BaseRow.Type? {
        switch name {
        case "text": return TextRow.self
        case "name": return NameRow.self
        case "email": return EmailRow.self
        case "password": return PasswordRow.self
        case "phone": return PhoneRow.self
        case "twitter": return TwitterRow.self
        case "account": return AccountRow.self
        case "zipCode": return ZipCodeRow.self
        case "url": return URLRow.self
        case "int": return IntRow.self
        case "decimal": return DecimalRow.self
        case "textArea": return TextAreaRow.self
        case "label": return LabelRow.self
        case "button": return ButtonRow.self
        case "check": return CheckRow.self
        case "switch": return SwitchRow.self
        case "slider": return SliderRow.self
        case "stepper": return StepperRow.self
        case "date": return DateRow.self
        case "time": return TimeRow.self
        case "dateTime": return DateTimeRow.self
        case "countDown": return CountDownRow.self
        case "dateInline": return DateInlineRow.self
        case "timeInline": return TimeInlineRow.self
        case "dateTimeInline": return DateTimeInlineRow.self
        case "countDownInline": return CountDownInlineRow.self
        case "datePicker": return DatePickerRow.self
        case "timePicker": return TimePickerRow.self
        case "dateTimePicker": return DateTimePickerRow.self
        case "countDownPicker": return CountDownPickerRow.self
        case "push": return PushRow<String>.self
        case "popover": return PopoverSelectorRow<String>.self
        case "actionSheet": return ActionSheetRow<String>.self
        case "alert": return AlertRow<String>.self
        case "segmented": return SegmentedRow<String>.self
        case "picker": return PickerRow<String>.self
        case "pickerInline": return PickerInlineRow<String>.self
        case "pickerInput": return PickerInputRow<String>.self
        case "multipleSelector": return MultipleSelectorRow<String>.self
        case "listCheck": return ListCheckRow<String>.self
        case "doublePicker": return DoublePickerRow<String, String>.self
        case "triplePicker": return TriplePickerRow<String, String, String>.self
        default: return nil
        }
    }

    /// The class an option row type name must build for options of `Value`.
    static func expectedOptionClass<Value: Hashable>(_ name: String, _ type: Value.Type) -> BaseRow.Type? {
        switch name {
        case "push": return PushRow<Value>.self
        case "popover": return PopoverSelectorRow<Value>.self
        case "actionSheet": return ActionSheetRow<Value>.self
        case "alert": return AlertRow<Value>.self
        case "segmented": return SegmentedRow<Value>.self
        case "picker": return PickerRow<Value>.self
        case "pickerInline": return PickerInlineRow<Value>.self
        case "pickerInput": return PickerInputRow<Value>.self
        case "multipleSelector": return MultipleSelectorRow<Value>.self
        case "listCheck": return ListCheckRow<Value>.self
        default: return nil
        }
    }

    /// The smallest valid row of a type: a tag, and what the type needs besides.
    static func minimalRow(_ name: String, tag: String = "r") -> String {
        switch name {
        case _ where schemaOptionRowTypeNames.contains(name):
            return #"{"type": "\#(name)", "tag": "\#(tag)", "options": ["a", "b", "c"]}"#
        case "listCheck":
            return #"{"type": "listCheck", "tag": "\#(tag)", "selectableValue": "a"}"#
        case "doublePicker":
            return #"{"type": "doublePicker", "tag": "\#(tag)", "cascade": {"France": ["Paris", "Lyon"], "Italy": ["Rome"]}}"#
        case "triplePicker":
            return #"{"type": "triplePicker", "tag": "\#(tag)", "cascade": {"France": {"Normandy": ["Rouen", "Caen"]}}}"#
        default:
            return #"{"type": "\#(name)", "tag": "\#(tag)"}"#
        }
    }
}

@Suite("Forms from JSON: row types")
struct SchemaRowTypeTests {
    @Test func theCatalogueListHasEveryRowTypeOnce() {
        #expect(schemaRowTypeNames.count == 42)
        #expect(Set(schemaRowTypeNames).count == schemaRowTypeNames.count)
        for name in schemaRowTypeNames { #expect(SchemaCatalogue.expectedClass(name) != nil, "\(name)") }
    }

    @Test(arguments: schemaRowTypeNames)
    func eachTypeNameBuildsItsRowClass(name: String) throws {
        let form = try SchemaFixture.form(rows: SchemaCatalogue.minimalRow(name, tag: "r"))
        let row = try #require(form.rowBy(tag: "r"))
        let expected = try #require(SchemaCatalogue.expectedClass(name))
        #expect(ObjectIdentifier(type(of: row)) == ObjectIdentifier(expected),
                "\(name) built \(type(of: row)), expected \(expected)")
        #expect(form.allRows.count == 1)
    }

    @Test(arguments: schemaRowTypeNames)
    func eachTypeNameKeepsTagAndTitle(name: String) throws {
        let json = SchemaCatalogue.minimalRow(name, tag: "the-tag").dropLast() + #", "title": "Title of \#(name)"}"#
        let form = try SchemaFixture.form(rows: String(json))
        let row = try #require(form.rowBy(tag: "the-tag"))
        #expect(row.title == "Title of \(name)")
        #expect(row.tag == "the-tag")
    }

    @Test func unknownTypeNamesAreNotGuessed() {
        // Near misses of real names are still unknown: no case folding, no aliases.
        for name in ["Text", "TEXT", "textRow", "TextRow", "integer", "bool", "toggle", "dropdown", ""] {
            let issues = SchemaFixture.issues(rows: #"{"type": "\#(name)", "tag": "r"}"#)
            expectIssue(issues, at: "sections[0].rows[0].type", mentioning: ["unknown row type", "\"\(name)\""])
        }
    }

    // MARK: Options and their types

    @Test(arguments: schemaOptionRowTypeNames)
    func stringOptionsMakeStringRows(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "r", "options": ["x", "y", "z"]}"#)
        let row = try #require(form.rowBy(tag: "r"))
        let expected = try #require(SchemaCatalogue.expectedOptionClass(name, String.self))
        #expect(ObjectIdentifier(type(of: row)) == ObjectIdentifier(expected), "\(type(of: row))")
        if let single = row as? OptionsRow<String> { #expect(single.options == ["x", "y", "z"]) }
        if let multiple = row as? MultipleSelectorRow<String> { #expect(multiple.options == ["x", "y", "z"]) }
    }

    @Test(arguments: schemaOptionRowTypeNames)
    func wholeNumberOptionsMakeIntRows(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "r", "options": [1, 2, 10, -3]}"#)
        let row = try #require(form.rowBy(tag: "r"))
        let expected = try #require(SchemaCatalogue.expectedOptionClass(name, Int.self))
        #expect(ObjectIdentifier(type(of: row)) == ObjectIdentifier(expected), "\(type(of: row))")
        if let single = row as? OptionsRow<Int> { #expect(single.options == [1, 2, 10, -3]) }
        if let multiple = row as? MultipleSelectorRow<Int> { #expect(multiple.options == [1, 2, 10, -3]) }
    }

    @Test(arguments: schemaOptionRowTypeNames)
    func decimalOptionsMakeDoubleRows(name: String) throws {
        // One decimal among whole numbers makes the whole list Double.
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "r", "options": [0.5, 1, 2.25]}"#)
        let row = try #require(form.rowBy(tag: "r"))
        let expected = try #require(SchemaCatalogue.expectedOptionClass(name, Double.self))
        #expect(ObjectIdentifier(type(of: row)) == ObjectIdentifier(expected), "\(type(of: row))")
        if let single = row as? OptionsRow<Double> { #expect(single.options == [0.5, 1, 2.25]) }
        if let multiple = row as? MultipleSelectorRow<Double> { #expect(multiple.options == [0.5, 1, 2.25]) }
    }

    @Test func listCheckRowsTakeTheTypeOfTheirSelectableValue() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "listCheck", "tag": "s", "selectableValue": "small"},
            {"type": "listCheck", "tag": "i", "selectableValue": 3},
            {"type": "listCheck", "tag": "d", "selectableValue": 2.5}
            """)
        #expect((form.rowBy(tag: "s") as? ListCheckRow<String>)?.selectableValue == "small")
        #expect((form.rowBy(tag: "i") as? ListCheckRow<Int>)?.selectableValue == 3)
        #expect((form.rowBy(tag: "d") as? ListCheckRow<Double>)?.selectableValue == 2.5)
    }

    @Test func selectorTitleIsSetOnOptionRows() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "push", "tag": "p", "options": ["a"], "selectorTitle": "Pick one"},
            {"type": "alert", "tag": "a", "options": [1, 2], "selectorTitle": "Choose"},
            {"type": "multipleSelector", "tag": "m", "options": ["a"], "selectorTitle": "Pick some"}
            """)
        #expect((form.rowBy(tag: "p") as? PushRow<String>)?.selectorTitle == "Pick one")
        #expect((form.rowBy(tag: "a") as? AlertRow<Int>)?.selectorTitle == "Choose")
        #expect((form.rowBy(tag: "m") as? MultipleSelectorRow<String>)?.selectorTitle == "Pick some")
    }

    // MARK: Values, of the JSON type of each row

    @Test(arguments: schemaStringRowTypeNames)
    func stringRowsTakeStringValues(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "r", "value": "hello there"}"#)
        #expect(form.rowBy(tag: "r")?.baseValue as? String == "hello there")
        #expect(form.values()["r"] as? String == "hello there")
    }

    @Test func numbersBoolsAndURLs() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "int", "tag": "int", "value": 42},
            {"type": "int", "tag": "negative", "value": -7},
            {"type": "decimal", "tag": "decimal", "value": 2.5},
            {"type": "decimal", "tag": "whole", "value": 3},
            {"type": "url", "tag": "url", "value": "https://example.com/path?q=1"},
            {"type": "check", "tag": "check", "value": true},
            {"type": "switch", "tag": "switch", "value": false},
            {"type": "slider", "tag": "slider", "value": 2.5},
            {"type": "stepper", "tag": "stepper", "value": 7}
            """)
        #expect((form.rowBy(tag: "int") as? IntRow)?.value == 42)
        #expect((form.rowBy(tag: "negative") as? IntRow)?.value == -7)
        #expect((form.rowBy(tag: "decimal") as? DecimalRow)?.value == 2.5)
        #expect((form.rowBy(tag: "whole") as? DecimalRow)?.value == 3)
        #expect((form.rowBy(tag: "url") as? URLRow)?.value == URL(string: "https://example.com/path?q=1"))
        #expect((form.rowBy(tag: "check") as? CheckRow)?.value == true)
        #expect((form.rowBy(tag: "switch") as? SwitchRow)?.value == false)
        #expect((form.rowBy(tag: "slider") as? SliderRow)?.value == 2.5)
        #expect((form.rowBy(tag: "stepper") as? StepperRow)?.value == 7)
    }

    @Test func nullAndAbsentValuesLeaveRowsEmpty() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "int", "tag": "a", "value": null},
            {"type": "text", "tag": "b"},
            {"type": "switch", "tag": "c"},
            {"type": "push", "tag": "d", "options": ["x"]}
            """)
        for tag in ["a", "b", "c", "d"] {
            let row = try #require(form.rowBy(tag: tag))
            #expect(row.baseValue == nil, "\(tag)")
        }
    }

    @Test(arguments: ["date", "dateInline", "datePicker"])
    func dateRowsReadDaysAsISOText(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "d", "value": "2024-02-29"}"#)
        let row = try #require(form.rowBy(tag: "d") as? DateFieldRow)
        #expect(row.value == SchemaFixture.localDate(2024, 2, 29))
        #expect(row.text == "2024-02-29")
    }

    @Test(arguments: ["dateTime", "dateTimeInline", "dateTimePicker"])
    func dateTimeRowsReadDayAndTime(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "d", "value": "2024-05-01T13:45"}"#)
        let row = try #require(form.rowBy(tag: "d") as? DateFieldRow)
        #expect(row.value == SchemaFixture.localDate(2024, 5, 1, 13, 45))
        #expect(row.text == "2024-05-01T13:45")
    }

    @Test(arguments: ["time", "timeInline", "timePicker", "countDown", "countDownInline", "countDownPicker"])
    func timeRowsReadHoursAndMinutes(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "t", "value": "07:05"}"#)
        let row = try #require(form.rowBy(tag: "t") as? DateFieldRow)
        #expect(SchemaFixture.clock(row.value) == [7, 5])
        #expect(row.text == "07:05")
    }

    @Test func optionRowValuesTakeTheOptionsType() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "segmented", "tag": "s", "options": ["S", "M", "L"], "value": "M"},
            {"type": "picker", "tag": "i", "options": [1, 2, 3], "value": 2},
            {"type": "push", "tag": "d", "options": [0.5, 1.5], "value": 1.5},
            {"type": "multipleSelector", "tag": "m", "options": ["a", "b", "c"], "value": ["c", "a"]},
            {"type": "multipleSelector", "tag": "n", "options": [1, 2, 3], "value": [3]}
            """)
        #expect((form.rowBy(tag: "s") as? SegmentedRow<String>)?.value == "M")
        #expect((form.rowBy(tag: "i") as? PickerRow<Int>)?.value == 2)
        #expect((form.rowBy(tag: "d") as? PushRow<Double>)?.value == 1.5)
        #expect((form.rowBy(tag: "m") as? MultipleSelectorRow<String>)?.value == ["a", "c"])
        #expect((form.rowBy(tag: "n") as? MultipleSelectorRow<Int>)?.value == [3])
    }

    @Test func listCheckValueSaysWhetherTheRowIsChosen() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "listCheck", "tag": "yes", "selectableValue": "a", "value": true},
            {"type": "listCheck", "tag": "no", "selectableValue": "b", "value": false},
            {"type": "listCheck", "tag": "unset", "selectableValue": 4}
            """)
        #expect((form.rowBy(tag: "yes") as? ListCheckRow<String>)?.value == "a")
        #expect((form.rowBy(tag: "no") as? ListCheckRow<String>)?.value == nil)
        #expect((form.rowBy(tag: "unset") as? ListCheckRow<Int>)?.value == nil)
    }

    @Test func cascadingPickersTakeTheirChoicesAsArrays() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "doublePicker", "tag": "city", "cascade": {"France": ["Paris", "Lyon"], "Italy": ["Rome", "Milan"]},
             "value": ["Italy", "Milan"]},
            {"type": "triplePicker", "tag": "place",
             "cascade": {"France": {"Normandy": ["Rouen", "Caen"], "Brittany": ["Rennes"]}, "Spain": {"Galicia": ["Vigo"]}},
             "value": ["France", "Normandy", "Caen"]}
            """)
        let city = try #require(form.rowBy(tag: "city") as? DoublePickerRow<String, String>)
        #expect(city.value == Tuple(a: "Italy", b: "Milan"))
        #expect(city.firstOptions() == ["France", "Italy"])
        #expect(city.secondOptions("France") == ["Paris", "Lyon"])
        #expect(city.secondOptions("Italy") == ["Rome", "Milan"])
        #expect(city.secondOptions("Spain") == [])
        city.selectFirst("France")
        #expect(city.value == Tuple(a: "France", b: "Paris"))

        let place = try #require(form.rowBy(tag: "place") as? TriplePickerRow<String, String, String>)
        #expect(place.value == Tuple3(a: "France", b: "Normandy", c: "Caen"))
        #expect(place.firstOptions() == ["France", "Spain"])
        #expect(Set(place.secondOptions("France")) == ["Normandy", "Brittany"])
        #expect(place.thirdOptions("France", "Normandy") == ["Rouen", "Caen"])
        #expect(place.thirdOptions("Spain", "Galicia") == ["Vigo"])
        place.selectFirst("Spain")
        #expect(place.value == Tuple3(a: "Spain", b: "Galicia", c: "Vigo"))
    }

    // MARK: Settings of particular rows

    @Test(arguments: ["text", "name", "email", "password", "phone", "twitter", "account", "zipCode", "url", "int",
                      "decimal", "textArea", "date", "time", "dateTime", "countDown", "dateInline", "datePicker"])
    func placeholdersGoToTextInputRows(name: String) throws {
        let form = try SchemaFixture.form(rows: #"{"type": "\#(name)", "tag": "r", "placeholder": "Type here"}"#)
        let row = try #require(form.rowBy(tag: "r") as? any TextInputRow)
        #expect(row.placeholder == "Type here")
    }

    @Test func sliderAndStepperBounds() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "slider", "tag": "volume", "min": -5, "max": 5, "steps": 4, "value": 0},
            {"type": "stepper", "tag": "guests", "min": 1, "max": 12, "step": 0.5, "value": 2}
            """)
        let slider = try #require(form.rowBy(tag: "volume") as? SliderRow)
        #expect(slider.minimumValue == -5)
        #expect(slider.maximumValue == 5)
        #expect(slider.steps == 4)
        slider.increment()
        #expect(slider.value == 2.5)

        let stepper = try #require(form.rowBy(tag: "guests") as? StepperRow)
        #expect(stepper.minimumValue == 1)
        #expect(stepper.maximumValue == 12)
        #expect(stepper.stepValue == 0.5)
        stepper.increment()
        #expect(stepper.value == 2.5)
    }

    @Test func dateBoundsAndMinuteInterval() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "date", "tag": "day", "minimumDate": "2024-01-01", "maximumDate": "2024-12-31"},
            {"type": "dateTime", "tag": "meeting", "minimumDate": "2024-01-01T09:00", "minuteInterval": 15}
            """)
        let day = try #require(form.rowBy(tag: "day") as? DateRow)
        #expect(day.minimumDate == SchemaFixture.localDate(2024, 1, 1))
        #expect(day.maximumDate == SchemaFixture.localDate(2024, 12, 31))
        day.value = SchemaFixture.localDate(2023, 12, 31)
        #expect(!day.validate().isEmpty)
        day.value = SchemaFixture.localDate(2024, 6, 1)
        #expect(day.validate().isEmpty)
        day.value = SchemaFixture.localDate(2025, 1, 1)
        #expect(!day.validate().isEmpty)

        let meeting = try #require(form.rowBy(tag: "meeting") as? DateTimeRow)
        #expect(meeting.minimumDate == SchemaFixture.localDate(2024, 1, 1, 9, 0))
        #expect(meeting.minuteInterval == 15)
        meeting.value = SchemaFixture.localDate(2024, 3, 1, 10, 7)
        #expect(!meeting.validate().isEmpty)
        meeting.value = SchemaFixture.localDate(2024, 3, 1, 10, 45)
        #expect(meeting.validate().isEmpty)
    }

    @Test func fieldKindsSetMaskAndRule() throws {
        let form = try SchemaFixture.form(rows: """
            {"type": "phone", "tag": "phone", "fieldKind": "usPhone"},
            {"type": "zipCode", "tag": "zip", "fieldKind": "zipCode"},
            {"type": "text", "tag": "expiry", "fieldKind": "cardExpiry"},
            {"type": "text", "tag": "state", "fieldKind": "usState"},
            {"type": "text", "tag": "plate", "mask": "AA-###"}
            """)
        let phone = try #require(form.rowBy(tag: "phone") as? PhoneRow)
        #expect(phone.textMask?.pattern == "###-###-####")
        phone.setText("5551234567")
        #expect(phone.value == "555-123-4567")
        #expect(phone.validate().isEmpty)
        phone.setText("555")
        #expect(!phone.validate().isEmpty)

        let zip = try #require(form.rowBy(tag: "zip") as? ZipCodeRow)
        #expect(zip.textMask?.pattern == "#####")
        zip.setText("123")
        #expect(!zip.validate().isEmpty)
        zip.setText("12345")
        #expect(zip.validate().isEmpty)

        let expiry = try #require(form.rowBy(tag: "expiry") as? TextRow)
        #expect(expiry.textMask?.pattern == "##/##")
        expiry.setText("13/99")
        #expect(!expiry.validate().isEmpty)
        expiry.setText("1299")
        #expect(expiry.value == "12/99")
        #expect(expiry.validate().isEmpty)

        let state = try #require(form.rowBy(tag: "state") as? TextRow)
        #expect(state.textMask == nil)
        state.value = "Narnia"
        #expect(!state.validate().isEmpty)
        state.value = "oregon"
        #expect(state.validate().isEmpty)

        let plate = try #require(form.rowBy(tag: "plate") as? TextRow)
        #expect(plate.textMask?.pattern == "AA-###")
        plate.setText("ab123")
        #expect(plate.value == "ab-123")
    }

    @Test func rowsKeepTheirOrderAndSectionsTheirs() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"header": "One", "rows": [{"type": "text", "tag": "a"}, {"type": "label", "title": "L"}, {"type": "int", "tag": "b"}]},
              {"header": "Two", "footer": "The end", "rows": [{"type": "switch", "tag": "c"}]},
              {"rows": []}
            ]}
            """)
        #expect(form.allSections.count == 3)
        #expect(form.allSections.map(\.header) == ["One", "Two", nil])
        #expect(form.allSections.map(\.footer) == [nil, "The end", nil])
        #expect(form.allSections[0].allRows.map(\.tag) == ["a", nil, "b"])
        #expect(form.allSections[0].allRows[1].title == "L")
        #expect(form.allSections[1].allRows.map(\.tag) == ["c"])
        #expect(form.allSections[2].allRows.isEmpty)
    }
}
