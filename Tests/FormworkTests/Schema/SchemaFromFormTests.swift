import Foundation
import Formwork
import Testing

/// `FormSchema(form:)` describes forms built in code with catalogue rows.
@Suite("Forms from JSON: schemas of forms built in code")
struct SchemaFromFormTests {
    /// One row of each catalogue type, built in code with a value, tagged with its type name.
    static func catalogueRow(_ name: String) -> BaseRow? {
        switch name {
        case "text": return TextRow(name) { $0.value = "v-text"; $0.placeholder = "p" }
        case "name": return NameRow(name) { $0.value = "v-name" }
        case "email": return EmailRow(name) { $0.value = "v-email" }
        case "password": return PasswordRow(name) { $0.value = "v-password" }
        case "phone": return PhoneRow(name) { $0.value = "v-phone" }
        case "twitter": return TwitterRow(name) { $0.value = "v-twitter" }
        case "account": return AccountRow(name) { $0.value = "v-account" }
        case "zipCode": return ZipCodeRow(name) { $0.value = "v-zipCode" }
        case "url": return URLRow(name) { $0.value = URL(string: "https://example.com/x") }
        case "int": return IntRow(name) { $0.value = 7 }
        case "decimal": return DecimalRow(name) { $0.value = 1.5 }
        case "textArea": return TextAreaRow(name) { $0.value = "v-textArea" }
        case "label": return LabelRow(name) { $0.value = "v-label" }
        case "button": return ButtonRow(name) { $0.title = "Press" }
        case "check": return CheckRow(name) { $0.value = true }
        case "switch": return SwitchRow(name) { $0.value = false }
        case "slider": return SliderRow(name) { $0.value = 2.5; $0.steps = 4 }
        case "stepper": return StepperRow(name) { $0.value = 4; $0.maximumValue = 8 }
        case "date": return DateRow(name) { $0.value = SchemaFixture.localDate(2024, 5, 1) }
        case "time": return TimeRow(name) { $0.value = SchemaFixture.localDate(2024, 5, 1, 9, 30) }
        case "dateTime": return DateTimeRow(name) { $0.value = SchemaFixture.localDate(2024, 5, 1, 13, 45) }
        case "countDown": return CountDownRow(name) { $0.value = SchemaFixture.localDate(2024, 5, 1, 1, 30) }
        case "dateInline": return DateInlineRow(name) { $0.value = SchemaFixture.localDate(2023, 1, 2) }
        case "timeInline": return TimeInlineRow(name) { $0.value = SchemaFixture.localDate(2023, 1, 2, 8, 5) }
        case "dateTimeInline": return DateTimeInlineRow(name) { $0.value = SchemaFixture.localDate(2023, 1, 2, 8, 5) }
        case "countDownInline": return CountDownInlineRow(name) { $0.value = SchemaFixture.localDate(2023, 1, 2, 0, 10) }
        case "datePicker": return DatePickerRow(name) { $0.value = SchemaFixture.localDate(2022, 12, 31) }
        case "timePicker": return TimePickerRow(name) { $0.value = SchemaFixture.localDate(2022, 12, 31, 23, 59) }
        case "dateTimePicker": return DateTimePickerRow(name) { $0.value = SchemaFixture.localDate(2022, 12, 31, 23, 59) }
        case "countDownPicker": return CountDownPickerRow(name) { $0.value = SchemaFixture.localDate(2022, 12, 31, 2, 0) }
        case "push": return PushRow<String>(name) { $0.options = ["a", "b"]; $0.value = "b"; $0.selectorTitle = "Choose" }
        case "popover": return PopoverSelectorRow<Int>(name) { $0.options = [1, 2]; $0.value = 1 }
        case "actionSheet": return ActionSheetRow<Double>(name) { $0.options = [0.5, 1.5] }
        case "alert": return AlertRow<String>(name) { $0.options = ["ok"] }
        case "segmented": return SegmentedRow<String>(name) { $0.options = ["x", "y"]; $0.value = "y" }
        case "picker": return PickerRow<Int>(name) { $0.options = [5, 10]; $0.value = 10 }
        case "pickerInline": return PickerInlineRow<String>(name) { $0.options = ["u", "v"] }
        case "pickerInput": return PickerInputRow<String>(name) { $0.options = ["kg", "lb"]; $0.value = "lb" }
        case "multipleSelector": return MultipleSelectorRow<String>(name) { $0.options = ["a", "b", "c"]; $0.value = ["c", "a"] }
        case "listCheck": return ListCheckRow<String>(name) { $0.selectableValue = "me"; $0.value = "me" }
        case "doublePicker":
            return DoublePickerRow<String, String>(name) {
                $0.firstOptions = { ["France", "Italy"] }
                $0.secondOptions = { $0 == "France" ? ["Paris", "Lyon"] : ["Rome"] }
                $0.value = Tuple(a: "France", b: "Lyon")
            }
        case "triplePicker":
            return TriplePickerRow<String, String, String>(name) {
                $0.firstOptions = { ["France"] }
                $0.secondOptions = { _ in ["Normandy"] }
                $0.thirdOptions = { _, _ in ["Rouen", "Caen"] }
                $0.value = Tuple3(a: "France", b: "Normandy", c: "Caen")
            }
        default: return nil
        }
    }

    /// What `FormSchema(form:)` must say each row of ``catalogueRow(_:)`` holds.
    static func expectedValue(_ name: String) -> JSONValue? {
        switch name {
        case "url": return .string("https://example.com/x")
        case "int": return .number(7)
        case "decimal": return .number(1.5)
        case "button", "actionSheet", "alert", "pickerInline": return nil
        case "check": return .bool(true)
        case "switch": return .bool(false)
        case "slider": return .number(2.5)
        case "stepper": return .number(4)
        case "date": return .string("2024-05-01")
        case "time": return .string("09:30")
        case "dateTime": return .string("2024-05-01T13:45")
        case "countDown": return .string("01:30")
        case "dateInline": return .string("2023-01-02")
        case "timeInline": return .string("08:05")
        case "dateTimeInline": return .string("2023-01-02T08:05")
        case "countDownInline": return .string("00:10")
        case "datePicker": return .string("2022-12-31")
        case "timePicker": return .string("23:59")
        case "dateTimePicker": return .string("2022-12-31T23:59")
        case "countDownPicker": return .string("02:00")
        case "push": return .string("b")
        case "popover": return .number(1)
        case "segmented": return .string("y")
        case "picker": return .number(10)
        case "pickerInput": return .string("lb")
        case "multipleSelector": return .array([.string("a"), .string("c")])
        case "listCheck": return .bool(true)
        case "doublePicker": return .array([.string("France"), .string("Lyon")])
        case "triplePicker": return .array([.string("France"), .string("Normandy"), .string("Caen")])
        default: return .string("v-\(name)")
        }
    }

    static func catalogueForm() -> Form {
        let form = Form()
        let section = Section(header: "Catalogue", footer: "Every row") { $0.tag = "catalogue" }
        form +++ section
        for name in schemaRowTypeNames {
            if let row = catalogueRow(name) { section <<< row }
        }
        return form
    }

    @Test func everyCatalogueRowIsNamedByItsType() throws {
        let schema = FormSchema(form: Self.catalogueForm())
        let section = try #require(schema.sections.first)
        #expect(section.header == "Catalogue")
        #expect(section.footer == "Every row")
        #expect(section.tag == "catalogue")
        #expect(section.kind == nil)
        #expect(section.rows.map(\.type) == schemaRowTypeNames)
        #expect(section.rows.map(\.tag) == schemaRowTypeNames)
    }

    @Test(arguments: schemaRowTypeNames)
    func everyCatalogueRowHasItsValueInJSONForm(name: String) throws {
        let schema = FormSchema(form: Self.catalogueForm())
        let row = try #require(schema.sections.first?.rows.first { $0.tag == name })
        #expect(row.value == Self.expectedValue(name), "\(name): \(String(describing: row.value))")
    }

    @Test func optionsCascadesAndSettingsAreDescribed() throws {
        let rows = try #require(FormSchema(form: Self.catalogueForm()).sections.first?.rows)
        func row(_ tag: String) -> RowSchema? { rows.first { $0.tag == tag } }
        #expect(row("push")?.settings["options"] == .array([.string("a"), .string("b")]))
        #expect(row("push")?.settings["selectorTitle"] == .string("Choose"))
        #expect(row("popover")?.settings["options"] == .array([.number(1), .number(2)]))
        #expect(row("actionSheet")?.settings["options"] == .array([.number(0.5), .number(1.5)]))
        #expect(row("multipleSelector")?.settings["options"] == .array([.string("a"), .string("b"), .string("c")]))
        #expect(row("listCheck")?.settings["selectableValue"] == .string("me"))
        #expect(row("doublePicker")?.settings["cascade"] == .object(["France": .array([.string("Paris"), .string("Lyon")]),
                                                         "Italy": .array([.string("Rome")])]))
        #expect(row("triplePicker")?.settings["cascade"] == .object(["France": .object(["Normandy": .array([.string("Rouen"), .string("Caen")])])]))
        #expect(row("slider")?.settings["steps"]?.doubleValue == 4)
        #expect(row("slider")?.settings["min"]?.doubleValue == 0)
        #expect(row("slider")?.settings["max"]?.doubleValue == 10)
        #expect(row("stepper")?.settings["max"]?.doubleValue == 8)
        #expect(row("stepper")?.settings["step"]?.doubleValue == 1)
        #expect(row("text")?.settings["placeholder"] == .string("p"))
        #expect(row("button")?.title == "Press")
    }

    @Test func theDescriptionBuildsTheSameForm() throws {
        let original = Self.catalogueForm()
        let schema = FormSchema(form: original)
        let rebuilt = try Form(schema: schema)
        #expect(FormSchema(form: rebuilt) == schema)
        #expect(rebuilt.allRows.count == original.allRows.count)
        for (a, b) in zip(original.allRows, rebuilt.allRows) {
            #expect(ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)), "\(a) became \(b)")
            #expect(a.displayText == b.displayText, "\(a)")
        }
        // The values read the same through the form.
        #expect((rebuilt.rowBy(tag: "popover") as? PopoverSelectorRow<Int>)?.value == 1)
        #expect((rebuilt.rowBy(tag: "actionSheet") as? ActionSheetRow<Double>)?.options == [0.5, 1.5])
        #expect((rebuilt.rowBy(tag: "dateTime") as? DateTimeRow)?.value == SchemaFixture.localDate(2024, 5, 1, 13, 45))
        #expect((rebuilt.rowBy(tag: "doublePicker") as? DoublePickerRow<String, String>)?.secondOptions("Italy") == ["Rome"])
    }

    @Test func portableRulesAreDescribedWithTheirMessagesWhenNotTheDefault() throws {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") {
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleMinLength(minLength: 2, msg: "Two or more."))
                $0.add(rule: RuleRegExp(regExpr: "^[A-Z]", allowsEmpty: false))
            }
            <<< EmailRow("email") { $0.add(rule: RuleEmail(msg: "Bad email.")) }
            <<< IntRow("age") {
                $0.add(rule: RuleGreaterOrEqualThan(min: 18))
                $0.add(rule: RuleSmallerThan(max: 130, msg: "Really?"))
            }
            <<< PasswordRow("confirm") { $0.add(rule: RuleEqualsToRow(form: form, tag: "name")) }
            <<< PhoneRow("phone") { $0.useFieldKind(.usPhone) }
        let rows = try #require(FormSchema(form: form).sections.first?.rows)
        #expect(rows[0].rules == [
            RuleSchema(rule: "required"),
            RuleSchema(rule: "minLength", value: .number(2), message: "Two or more."),
            RuleSchema(rule: "regex", value: .string("^[A-Z]"), allowsEmpty: false),
        ])
        #expect(rows[1].rules == [RuleSchema(rule: "email", message: "Bad email.")])
        #expect(rows[2].rules == [RuleSchema(rule: "min", value: .number(18)),
                                  RuleSchema(rule: "smallerThan", value: .number(130), message: "Really?")])
        #expect(rows[3].rules == [RuleSchema(rule: "equalsToRow", value: .string("name"))])
        #expect(rows[4].settings["fieldKind"] == .string("usPhone"), "useFieldKind(.usPhone) is described as that field kind")
        #expect(rows[4].rules == nil && rows[4].settings["mask"] == nil)

        // The rules still work once the description is built again.
        let rebuilt = try Form(schema: FormSchema(form: form))
        let name = try #require(rebuilt.rowBy(tag: "name") as? TextRow)
        name.value = "a"
        #expect(name.validate().map(\.msg) == ["Two or more.", "Invalid value."])
        let age = try #require(rebuilt.rowBy(tag: "age") as? IntRow)
        age.value = 200
        #expect(age.validate().map(\.msg) == ["Really?"])
    }

    @Test func whatOnlySwiftCanExpressIsLeftOut() throws {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("on") { $0.value = true }
            <<< TextRow("closure") {
                $0.add(rule: RuleClosure<String> { $0 == "x" ? ValidationError(msg: "No x.") : nil })
                $0.add(rule: RuleRequired())
                $0.hidden = .function(["on"]) { _ in false }
                $0.disabled = "$on == true"
            }
        let rows = try #require(FormSchema(form: form).sections.first?.rows)
        #expect(rows[1].rules == [RuleSchema(rule: "required")])
        #expect(rows[1].hidden == nil)
        #expect(rows[1].disabled == "$on == true")
    }

    @Test func booleanConditionsAreDescribedAsConditionsThatParse() throws {
        let form = Form()
        form +++ Section { $0.tag = "s"; $0.hidden = false }
            <<< TextRow("a") { $0.hidden = true }
            <<< TextRow("b") { $0.disabled = true }
        let schema = FormSchema(form: form)
        #expect(schema.sections[0].hidden != nil)
        let rebuilt = try Form(schema: schema)
        #expect(rebuilt.rowBy(tag: "a")?.isHidden == true)
        #expect(rebuilt.rowBy(tag: "b")?.isDisabled == true)
        #expect(rebuilt.sectionBy(tag: "s")?.isHidden == false)
    }

    @Test func anExpandedInlinePickerIsNotARow() throws {
        let form = Form()
        form +++ Section()
            <<< DateInlineRow("day") { $0.value = SchemaFixture.localDate(2024, 5, 1) }
            <<< PickerInlineRow<String>("pick") { $0.options = ["a", "b"] }
        form.rowBy(tag: "day")?.expandInlineRow()
        #expect(form.allRows.count == 3)
        let rows = try #require(FormSchema(form: form).sections.first?.rows)
        #expect(rows.map(\.type) == ["dateInline", "pickerInline"])
        form.rowBy(tag: "pick")?.expandInlineRow()
        #expect(try #require(FormSchema(form: form).sections.first?.rows).map(\.tag) == ["day", "pick"])
    }

    @Test func sectionsBuiltInCode() throws {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<Int>>("Seats", selectionType: .multipleSelection) { $0.tag = "seats" }
        for n in [1, 2, 3] {
            form.last! <<< ListCheckRow<Int>("seat\(n)") { $0.selectableValue = n; $0.title = "\(n)" }
        }
        form +++ SelectableSection<ListCheckRow<String>>(header: "Tea", footer: nil,
                                                         selectionType: .singleSelection(enableDeselection: false)) { $0.tag = "tea" }
        form.last! <<< ListCheckRow<String>("green") { $0.selectableValue = "green"; $0.value = "green" }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .reorder], header: "Emails") {
            $0.tag = "emails"
            $0.multivaluedRowToInsertAt = { _ in EmailRow { $0.title = "Email"; $0.add(rule: RuleEmail()) } }
        }
        form.rowBy(tag: "seat2")?.didSelect()
        (form.sectionBy(tag: "emails") as? MultivaluedSection)?.addButtonRow?.didSelect()

        let schema = FormSchema(form: form)
        #expect(schema.sections.map(\.kind) == ["selectable", "selectable", "multivalued"])
        #expect(schema.sections[0].selection == "multiple")
        #expect(schema.sections[0].rows.map { $0.settings["selectableValue"] } == [.number(1), .number(2), .number(3)])
        #expect(schema.sections[0].rows.map(\.value) == [nil, .bool(true), nil])
        #expect(schema.sections[1].selection == "single")
        #expect(schema.sections[1].enableDeselection == false)
        #expect(schema.sections[1].header == "Tea")
        #expect(schema.sections[2].multivaluedOptions == ["insert", "reorder"])
        #expect(schema.sections[2].template?.type == "email")
        #expect(schema.sections[2].template?.rules == [RuleSchema(rule: "email")])
        #expect(schema.sections[2].rows.map(\.type) == ["email"])

        let rebuilt = try Form(schema: schema)
        #expect(FormSchema(form: rebuilt) == schema)
        #expect(rebuilt.sectionBy(tag: "seats") is SelectableSection<ListCheckRow<Int>>)
        let seats = try #require(rebuilt.values()["seats"] as? [Any?])
        #expect(seats.compactMap { $0 as? Int } == [2])
        #expect(rebuilt.values()["tea"] as? String == "green")
    }

    @Test func customRowKindsAreNamedByTheirKind() throws {
        let form = Form()
        form +++ Section() <<< SubformRow("address") { $0.title = "Address" }
        let schema = FormSchema(form: form)
        #expect(schema.sections[0].rows.first?.type == "subform")
        // A schema cannot build it back, and says so rather than guessing.
        do {
            _ = try Form(schema: schema)
            Issue.record("a custom row kind was built from a schema")
        } catch {
            #expect(error.issues.map(\.description) == [#"sections[0].rows[0].type: unknown row type "subform""#])
        }
    }

    @Test func hiddenSectionsAndRowsAreDescribedToo() throws {
        let form = Form()
        form +++ Section { $0.tag = "first" }
            <<< SwitchRow("show") { $0.value = false }
        form +++ Section("Later") { $0.tag = "later"; $0.hidden = "$show == false" }
            <<< TextRow("detail") { $0.hidden = "$show != true" }
        #expect(form.count == 1)
        let schema = FormSchema(form: form)
        #expect(schema.sections.count == 2)
        #expect(schema.sections[1].hidden == "$show == false")
        #expect(schema.sections[1].rows.first?.hidden == "$show != true")
    }
}
