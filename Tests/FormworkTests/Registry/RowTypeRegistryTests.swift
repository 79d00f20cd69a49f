import Foundation
import Formwork
import Testing

@Suite("Row type registry")
struct RowTypeRegistryTests {
    static let builtInNames: [RowTypeName] = [
        .text, .name, .email, .password, .phone, .twitter, .account, .zipCode, .url, .int, .decimal, .textArea, .label, .button, .image,
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
        #expect(Set(try #require(registry.entry(named: .slider)).settingNames) == ["min", "max", "steps"])
        #expect(Set(try #require(registry.entry(named: .stepper)).settingNames) == ["min", "max", "step"])
        #expect(Set(try #require(registry.entry(named: .dateInline)).settingNames)
                == ["placeholder", "minimumDate", "maximumDate", "minuteInterval"])
        #expect(Set(try #require(registry.entry(named: .push)).settingNames) == ["options", "selectorTitle"])
        #expect(try #require(registry.entry(named: .listCheck)).optionTypeSetting == "selectableValue")
        #expect(try #require(registry.entry(named: .doublePicker)).settingNames == ["cascade"])
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
        let registry = RowTypeRegistry()
        registry.register(LoudTextRow.self, as: .text, fits: .string)
        #expect(registry.entry(named: .text)?.makeRow() is LoudTextRow)
        #expect(registry.entries.count == Self.builtInNames.count)
        #expect(RowTypeRegistry.shared.entry(named: .text)?.makeRow() is TextRow, "other registries are untouched")
    }
}
