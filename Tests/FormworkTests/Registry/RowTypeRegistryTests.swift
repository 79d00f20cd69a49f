import Foundation
import Formwork
import Testing

@Suite("Row type registry")
struct RowTypeRegistryTests {
    static let builtInNames: [RowTypeName] = [
        .text, .name, .email, .password, .phone, .twitter, .account, .zipCode, .url, .int, .decimal, .textArea, .color, .label, .button, .image,
        .file,
        .check, .switch, .slider, .stepper,
        .date, .time, .dateTime, .countDown, .dateInline, .timeInline, .dateTimeInline, .countDownInline,
        .datePicker, .timePicker, .dateTimePicker, .countDownPicker,
        .push, .popover, .actionSheet, .alert, .segmented, .picker, .pickerInline, .pickerInput, .multipleSelector,
        .listCheck, .doublePicker, .triplePicker,
    ]

    @Test func everyBuiltInRowIsRegisteredAndKnownByTheRowsItMakes() throws {
        let fresh = RowTypeRegistry()
        #expect(fresh.entries.map(\.name) == Self.builtInNames)
        for name in Self.builtInNames {
            let entry = try #require(fresh.entry(named: name))
            let row = entry.makeRow()
            #expect(fresh.entry(for: row)?.name == name, "\(name)")
            #expect(row.kind == entry.kind && row.presentation == entry.presentation)
        }
    }

    @Test func rowsOfAFamilyAreKnownWhateverTheirOptionType() throws {
        let registry = RowTypeRegistry()
        for name: RowTypeName in [.push, .segmented, .multipleSelector, .listCheck] {
            let entry = try #require(registry.entry(named: name))
            #expect(entry.isGenericOverOptions)
            let row = try #require(entry.makeRow(holding: Int.self))
            #expect(row.valueTypeName.contains("Int"), "\(name): \(row.valueTypeName)")
            #expect(registry.entry(for: row)?.name == name)
        }
        #expect(registry.entry(named: .text)?.makeRow(holding: Int.self) == nil, "a plain row type has no option type")
    }

    @Test func onlyRowsPeopleFillInNeedATag() {
        let registry = RowTypeRegistry()
        let without = registry.entries.filter { !$0.holdsValue }.map(\.name)
        #expect(without == [.label, .button])
    }

    @Test func theSettingsEachTypeReadsAreKnown() throws {
        let registry = RowTypeRegistry()
        // What every row with a value reads, and what each type reads beside.
        let everyRow: Set = ["help", "width", "sensitive", "autofocus", "validationOptions"]
        func own(_ name: RowTypeName) throws -> Set<String> {
            Set(try #require(registry.entry(named: name)).settingNames).subtracting(everyRow)
        }
        #expect(Set(try #require(registry.entry(named: .label)).settingNames) == everyRow)
        #expect(try own(.slider) == ["min", "max", "steps"])
        #expect(try own(.stepper) == ["min", "max", "step"])
        #expect(try own(.dateInline) == ["placeholder", "contentType", "invalidInputMessage", "minimumDate", "maximumDate",
                                         "minuteInterval", "timeZone", "inlineRowHideOptions"])
        #expect(try own(.push) == ["options", "selectorTitle", "placeholder", "invalidOptionMessage"])
        #expect(try own(.file) == ["maximumBytes", "acceptedTypes"])
        #expect(try #require(registry.entry(named: .listCheck)).optionTypeSetting == "selectableValue")
        #expect(try own(.doublePicker) == ["cascade"])
    }

    @Test func aSubclassThatAddsNothingIsKnownByItsKind() {
        final class ShoutRow: StringFieldRow {
            override var kind: RowKind { .name }
        }
        #expect(RowTypeRegistry().entry(for: ShoutRow())?.name == .name)
    }

    @Test func aRowOfAnUnregisteredKindHasNoEntry() {
        final class MapRow: Row<String> {
            override var kind: RowKind { "map" }
        }
        #expect(RowTypeRegistry().entry(for: MapRow()) == nil)
        #expect(RowTypeRegistry(registeringBuiltIns: false).entries.isEmpty)
    }

    @Test func registeringANameAgainReplacesIt() throws {
        final class LoudTextRow: StringFieldRow {}
        var registry = RowTypeRegistry()
        registry.register(LoudTextRow.self, as: .text, fits: .string)
        #expect(registry.entry(named: .text)?.makeRow() is LoudTextRow)
        #expect(registry.entries.count == Self.builtInNames.count)
        #expect(RowTypeRegistry.builtIn.entry(named: .text)?.makeRow() is TextRow, "other registries are untouched")
        #expect(RowTypeRegistry().entry(named: .text)?.makeRow() is TextRow)
    }

    // MARK: Registries are values

    final class ShoutRow: StringFieldRow {}

    struct Greeting: Codable, Equatable {
        var text: Shout
    }

    struct Shout: Codable, Equatable {
        var words: String
        init(from decoder: any Decoder) throws { words = try decoder.singleValueContainer().decode(String.self) }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(words)
        }
        init(_ words: String) { self.words = words }
    }

    static let shoutJSON = Data(#"{"sections": [{"rows": [{"type": "shout", "tag": "greeting", "value": "hi"}]}]}"#.utf8)

    @Test func aTypeRegisteredInOneRegistryIsUnknownToFormsBuiltWithAnother() throws {
        var loud = RowTypeRegistry.builtIn
        loud.register(ShoutRow.self, as: "shout", fits: .string)
        let other = RowTypeRegistry.builtIn

        let form = try Form(schemaJSON: Self.shoutJSON, rowTypes: loud)
        #expect(form.rowBy(tag: "greeting") is ShoutRow)
        #expect(form.rowBy(tag: "greeting")?.registeredType?.name == "shout")
        #expect(FormSchema(form: form).sections[0].rows[0].type == "shout")

        #expect(throws: FormSchemaError.self) { try Form(schemaJSON: Self.shoutJSON, rowTypes: other) }
        #expect(throws: FormSchemaError.self) { try Form(schemaJSON: Self.shoutJSON) }
        #expect(other.entry(named: "shout") == nil && RowTypeRegistry.builtIn.entry(named: "shout") == nil)
        #expect(RowTypeRegistry.current.entry(named: "shout") == nil, "nothing global changed")
    }

    @Test func theCurrentRegistryIsTheOneATaskSetsAndOnlyForThatTask() async throws {
        let loud = RowTypeRegistry.builtIn.registering(ShoutRow.self, as: "shout", fits: .string)
        let inside = try RowTypeRegistry.$current.withValue(loud) {
            try Form(schemaJSON: Self.shoutJSON).rowBy(tag: "greeting")
        }
        #expect(inside is ShoutRow)
        // Another task, started outside, sees the built-in rows only.
        let outside = await Task.detached { (try? Form(schemaJSON: Self.shoutJSON)) == nil }.value
        #expect(outside)
        #expect(throws: FormSchemaError.self) { try Form(schemaJSON: Self.shoutJSON) }
    }

    @Test func aModelTypeRegisteredAsADefaultIsOnlyThatRegistrysAndLayoutsAreNotMixedUp() throws {
        let loud = RowTypeRegistry.builtIn.registering(ShoutRow.self, as: "shout", fits: .string, defaultFor: [Shout.self])
        let withLoud = try Form(model: Greeting(text: Shout("hi")), rowTypes: loud)
        #expect(withLoud.rowBy(tag: "text") is ShoutRow)
        // Without the registration the property is not a row type's: its layout is
        // worked out again (the model may then not fit at all), not taken from above.
        let plain = try? Form(model: Greeting(text: Shout("hi")), rowTypes: .builtIn)
        #expect(!(plain?.rowBy(tag: "text") is ShoutRow))
        let again = try Form(model: Greeting(text: Shout("hi")), rowTypes: loud)
        #expect(again.rowBy(tag: "text") is ShoutRow)
    }
}
