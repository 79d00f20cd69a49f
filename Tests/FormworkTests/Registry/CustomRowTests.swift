import Foundation
import Formwork
import Testing

struct Alarm: Codable, Equatable {
    var name: String
    var days: Set<WeekDay>
}

struct Tweet: Codable, Equatable, FormDescribable {
    var text: String
    var author: String

    static var formDescription: FormDescription<Tweet> {
        FormDescription { $0.field(\.text) { $0.rowType = .stringLength } }
    }
}

/// Custom rows registered once work in schemas, in forms from models and through the
/// renderer API, with no change to Formwork.
@Suite("Custom rows", .rowTypes(CustomRows.registry))
struct CustomRowTests {
    // MARK: The registry

    @Test func theRegistryReadsWhatTheRowSaysOfItself() throws {
        let entry = try #require(RowTypeRegistry.current.entry(named: .weekDays))
        #expect(entry.kind == .multipleOptions)
        #expect(entry.presentation == .segmented)
        #expect(entry.holdsValue)
        let everyRow: Set = ["help", "width", "sensitive", "autofocus", "validationOptions"]
        #expect(Set(entry.settingNames).subtracting(everyRow) == ["firstDay"])
        let length = try #require(RowTypeRegistry.current.entry(named: .stringLength))
        #expect(length.kind == .text, "a subclass of a text row keeps its kind")
        #expect(Set(length.settingNames).subtracting(everyRow)
                == ["placeholder", "contentType", "invalidInputMessage", "mask", "fieldKind", "maxLength"])
        #expect(length.modelFit == .string)
    }

    @Test func aSettingDeclaredInItsOneLineIsReadWrittenCheckedAndCarried() throws {
        let declaration = try #require(WeekDayRow.settingDeclarations.first { $0.name == "firstDay" })
        #expect(declaration.summary == "The day the week starts on.")
        #expect(declaration.example == .string("monday"))
        let row = WeekDayRow("days")
        #expect(declaration.value(of: row) == .string("sunday"), "its start value until one is set")
        row.firstDay = .monday
        #expect(declaration.value(of: row) == .string("monday"), "the accessor and the declaration hold one setting")
        #expect(declaration.setValue(.string("friday"), on: row) == "must be sunday or monday")
        #expect(declaration.setValue(.integer(1), on: row) == #"expected "sunday" or "monday""#)
        #expect(row.firstDay == .monday, "a value refused leaves the setting as it was")
        #expect(declaration.setValue(.string("sunday"), on: row) == nil)
        #expect(row.firstDay == .sunday)
        let template = try FormTemplate { Form() +++ Section() <<< WeekDayRow("days") { $0.firstDay = .monday } }
        let days = try #require(template.makeForm().rowBy(tag: "days") as? WeekDayRow)
        #expect(days.firstDay == .monday, "a template's forms have it")
        #expect(!TextRow.settingDeclarations.contains { $0.name == "firstDay" }, "another type's rows do not")
    }

    @Test func theDocumentedOneLineSettingIsASchemaSetting() throws {
        var registry = RowTypeRegistry.builtIn
        registry.register(StarRatingRow.self, as: "starRating")
        let schema = #"{"sections": [{"rows": [{"type": "starRating", "tag": "r", "stars": 7}, {"type": "starRating", "tag": "s", "stars": 11}]}]}"#
        do {
            _ = try Form(schemaJSON: Data(schema.utf8), rowTypes: registry)
            Issue.record("11 stars were taken")
        } catch {
            #expect(error.issues.map { "\($0.path): \($0.message)" } == ["sections[0].rows[1].stars: must be a whole number from 1 to 10"])
        }
        let form = try Form(schemaJSON: Data(#"{"sections": [{"rows": [{"type": "starRating", "tag": "r", "stars": 7}]}]}"#.utf8),
                            rowTypes: registry)
        #expect((form.rowBy(tag: "r") as? StarRatingRow)?.stars == 7)
        #expect(FormSchema(form: form).sections[0].rows[0].settings["stars"] == .integer(7))
    }

    @Test func aCustomRowIsKnownByItsClassNotByItsKind() {
        #expect(WeekDayRow().registeredType?.name == .weekDays)
        #expect(StringLengthRow().registeredType?.name == .stringLength)
        // Its kind is the text row's, which keeps its own name.
        #expect(TextRow().registeredType?.name == .text)
        #expect(MultipleSelectorRow<String>().registeredType?.name == .multipleSelector)
    }

    // MARK: Schemas

    static let alarmSchema = """
        {"sections": [{"rows": [
          {"type": "stringLength", "tag": "label", "title": "Label", "maxLength": 12, "value": "Wake up"},
          {"type": "weekDays", "tag": "days", "title": "Repeat", "firstDay": "monday", "value": ["monday", "friday"]},
          {"type": "switch", "tag": "snooze", "hidden": "$days == nil"}
        ]}]}
        """

    @Test func customRowsLoadFromASchemaWithTheirOwnSettings() throws {
        let form = try Form(schemaJSON: Data(Self.alarmSchema.utf8))
        let days = try #require(form.rowBy(tag: "days") as? WeekDayRow)
        #expect(days.firstDay == .monday)
        #expect(days.value == [.monday, .friday])
        #expect(days.displayText == "Mon, Fri", "Monday first, as the schema said")
        let label = try #require(form.rowBy(tag: "label") as? StringLengthRow)
        #expect(label.maxLength == 12)
        #expect(label.value == "Wake up")
        #expect(form.rowBy(tag: "snooze")?.isHidden == false, "conditions read a custom row like any other")
    }

    @Test func aFormWithCustomRowsIsDescribedAndLoadsBackTheSame() throws {
        let form = try Form(schemaJSON: Data(Self.alarmSchema.utf8))
        let schema = FormSchema(form: form)
        let rows = try #require(schema.sections.first?.rows)
        #expect(rows[0].type == "stringLength")
        #expect(rows[0].settings["maxLength"] == .integer(12))
        #expect(rows[1].type == "weekDays")
        #expect(rows[1].settings == ["firstDay": .string("monday")])
        #expect(rows[1].value == .array([.string("monday"), .string("friday")]))
        let again = FormSchema(form: try Form(schemaJSON: try schema.jsonData()))
        #expect(again == schema)
    }

    @Test func badSettingsOfACustomRowAreReportedWithTheirPaths() {
        let issues = SchemaFixture.issues(rows: """
            {"type": "weekDays", "tag": "a", "firstDay": "friday"},
            {"type": "weekDays", "tag": "b", "value": ["someday"]},
            {"type": "stringLength", "tag": "c", "maxLength": 0},
            {"type": "stringLength", "tag": "d", "maxLength": "long"},
            {"type": "weekDays", "tag": "e", "maxLength": 3, "colour": "red"},
            {"type": "text", "tag": "f", "firstDay": "monday"}
            """)
        expectIssue(issues, at: "sections[0].rows[0].firstDay", mentioning: ["sunday or monday"])
        expectIssue(issues, at: "sections[0].rows[1].value", mentioning: ["someday"])
        expectIssue(issues, at: "sections[0].rows[2].maxLength", mentioning: ["must be a whole number of at least 1"])
        expectIssue(issues, at: "sections[0].rows[3].maxLength", mentioning: ["expected", "whole number"])
        expectIssue(issues, at: "sections[0].rows[4].maxLength", mentioning: ["weekDays row has no maxLength", "stringLength"])
        expectIssue(issues, at: "sections[0].rows[4].colour", mentioning: ["unknown field"])
        expectIssue(issues, at: "sections[0].rows[5].firstDay", mentioning: ["text row has no firstDay", "weekDays"])
    }

    // MARK: Forms from models

    @Test func aPropertyOfTheTypeACustomRowIsRegisteredForGetsThatRow() throws {
        let form = try Form(model: Alarm(name: "Gym", days: [.tuesday, .thursday]))
        let days = try #require(form.rowBy(tag: "days") as? WeekDayRow)
        #expect(days.value == [.tuesday, .thursday])
        #expect(days.title == "Days")
        try days.selectOption(key: "sat")
        #expect(try form.decode(Alarm.self) == Alarm(name: "Gym", days: [.tuesday, .thursday, .saturday]))
    }

    @Test func aDescriptionAsksForACustomRowByName() throws {
        let form = try Form(model: Tweet(text: "Hello", author: "ann"))
        let text = try #require(form.rowBy(tag: "text") as? StringLengthRow)
        #expect(text.value == "Hello")
        #expect(form.rowBy(tag: "author") is TextRow)
        text.value = String(repeating: "a", count: 141)
        #expect(throws: FormDecodingError.self) { try form.decode(Tweet.self) }
        #expect(text.validationErrors.map(\.msg) == ["At most 140 characters (141 now)"])
        text.value = "Short again"
        #expect(try form.decode(Tweet.self) == Tweet(text: "Short again", author: "ann"))
    }

    @Test func aCustomRowThatCannotHoldThePropertyIsReported() {
        struct Counter: Codable, FormDescribable {
            var count: Int
            static var formDescription: FormDescription<Counter> {
                FormDescription { $0.field(\.count) { $0.rowType = .stringLength } }
            }
        }
        #expect(throws: ModelFormError.rowTypeMismatch(property: "count", rowType: "stringLength", type: "Int")) {
            try Form(model: Counter(count: 1))
        }
    }

    // MARK: The renderer API

    @Test func frontEndsDrawAndFillACustomRowWithoutKnowingIt() throws {
        let form = try Form(schemaJSON: Data(Self.alarmSchema.utf8))
        let days = try #require(form.rowBy(tag: "days"))
        // What a front end reads: kind, presentation, one list of options with keys.
        #expect(days.kind == .multipleOptions)
        let list = try #require(days.optionLists.first)
        #expect(list.allowsMultipleSelection)
        #expect(list.options.map(\.key) == ["mon", "tue", "wed", "thu", "fri", "sat", "sun"])
        #expect(list.selectedKeys == ["mon", "fri"])
        // What it sends back, as a submission.
        _ = form.takeInput(SubmittedFields([(days.identifier, "wed"), (days.identifier, "sun")]))
        #expect(days.optionLists.first?.selectedKeys == ["wed", "sun"])
        #expect(form.values()["days"] as? Set<WeekDay> == [.wednesday, .sunday])
        // A key that is no day is refused; the choice is kept and the error shown.
        let result = days.takeInput(.texts(["wed", "caturday"]))
        #expect(result.message == "\"caturday\" is not a day of the week")
        #expect(form.values()["days"] as? Set<WeekDay> == [.wednesday, .sunday])
        #expect(days.validate().map(\.msg) == ["\"caturday\" is not a day of the week"])
        // Nothing chosen empties it, and the row its condition reads hides.
        days.takeInput(.absent)
        #expect(days.baseValue == nil)
        #expect(form.rowBy(tag: "snooze")?.isHidden == true)
    }

    @Test func aStringLengthRowIsATextFieldToFrontEnds() throws {
        let form = try Form(schemaJSON: Data(Self.alarmSchema.utf8))
        let label = try #require(form.rowBy(tag: "label"))
        #expect(label.kind == .text)
        #expect(label.inputText == "Wake up")
        label.takeInput(.text("Wake up, it is late"))
        #expect(label.inputText == "Wake up, it is late", "what was typed is kept, even over the limit")
        #expect(form.validate().map(\.msg) == ["At most 12 characters (19 now)"])
        #expect((label as? StringLengthRow)?.used ?? 0 > 1)
    }

    @Test func aTemplateCopiesCustomRowsWhole() throws {
        let template = try FormTemplate { try Form(schemaJSON: Data(Self.alarmSchema.utf8)) }
        let form = template.makeForm()
        #expect((form.rowBy(tag: "days") as? WeekDayRow)?.firstDay == .monday)
        #expect((form.rowBy(tag: "label") as? StringLengthRow)?.maxLength == 12)
    }
}
