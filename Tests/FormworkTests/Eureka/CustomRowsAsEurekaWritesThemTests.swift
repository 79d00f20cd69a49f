import Foundation
import Formwork
import Testing

/// A week day as Eureka's example app has it, with the one thing a value type
/// people choose from says: its cases.
enum Day: String, CaseIterable, Hashable {
    case monday, tuesday, wednesday, thursday, friday, saturday, sunday
}

enum Size: Int, CaseIterable {
    case small = 1, large = 2
}

/// A row whose value is a set of days: Eureka's `Row<WeekDayCell>` with its cell
/// gone, as Eureka code declares a row.
final class DaysRow: Row<Set<Day>>, RowType {
    required init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = nil
    }
}

final class SizeRow: Row<Size>, RowType {
    required init(tag: String?) { super.init(tag: tag) }
}

/// Eureka's custom presenter row: a `SelectorRow` subclass that sets up its options.
final class CountryRow: SelectorRow<String>, RowType {
    required init(tag: String?) {
        super.init(tag: tag)
        options = ["France", "Japan", "Peru"]
    }
}

/// Eureka's custom inline row: it names the row it shows and sets it up.
final class ColourInlineRow: OptionsRow<String>, RowType, InlineRowType {
    typealias InlineRow = PickerRow<String>

    func setupInlineRow(_ inlineRow: PickerRow<String>) {
        inlineRow.options = options
    }
}

/// A custom selectable row, as Eureka's `ImageCheckRow` without its images.
final class TickRow<T: Equatable>: Row<T>, SelectableRowType, RowType {
    var selectableValue: T?
    required init(tag: String?) { super.init(tag: tag) }
}

/// A custom row with a setting, and no copy constructor.
final class LimitedRow: FieldRow<String>, RowType {
    @RowSetting var limit = 10
    required init(tag: String?) { super.init(tag: tag) }
}

func acceptsRowType<R: RowType>(_ row: R) -> String? { row.tag }

@Suite("Custom rows as Eureka writes them")
struct CustomRowsAsEurekaWritesThemTests {
    @Test func rowTypeIsDeclaredByCustomRowsAndHeldByBuiltInOnes() {
        #expect(acceptsRowType(TextRow("t")) == "t")
        #expect(acceptsRowType(PushRow<Int>("p")) == "p")
        #expect(acceptsRowType(DaysRow("d")) == "d")
        let row = DaysRow("days") { $0.title = "Days" }.onChange { _ in }
        #expect(row.title == "Days")
    }

    @Test func aSetOfCasesIsSeveralChoicesTakenByKey() throws {
        let row = DaysRow("days") { $0.value = [.monday, .friday] }
        let form = Form()
        form +++ Section() <<< row
        #expect(row.kind == .multipleOptions)
        #expect(row.valueClass == .severalChoices)
        let list = try #require(row.optionLists.first)
        #expect(list.allowsMultipleSelection)
        #expect(list.options.map(\.key) == Day.allCases.map(\.rawValue))
        #expect(list.options.first?.title == "Monday")
        #expect(list.selectedKeys == ["monday", "friday"])
        #expect(row.takeInput(.texts(["sunday", "tuesday"])).isAccepted)
        #expect(row.value == [.tuesday, .sunday])
        try row.selectOption(key: "monday")
        try row.deselectOption(key: "sunday")
        #expect(row.value == [.monday, .tuesday])
        #expect(throws: UnknownOptionKey.self) { try row.selectOption(key: "someday") }
    }

    @Test func aKeyThatIsNoCaseRefusesTheInputAndKeepsTheValue() {
        let row = DaysRow("days") { $0.value = [.monday] }
        let form = Form()
        form +++ Section() <<< row
        let result = row.takeInput(.texts(["monday", "<script>"]))
        #expect(!result.isAccepted)
        #expect(row.value == [.monday])
        #expect(row.takeInput(.absent).isAccepted)
        #expect(row.value == nil)
    }

    @Test func oneCaseIsOneChoiceKeyedByItsRawValue() throws {
        let row = SizeRow("size")
        let form = Form()
        form +++ Section() <<< row
        #expect(row.kind == .options)
        #expect(row.valueClass == .oneChoice)
        #expect(try #require(row.optionLists.first).options.map(\.key) == ["1", "2"])
        #expect(row.takeInput(.text("2")).isAccepted)
        #expect(row.value == .large)
        #expect(!row.takeInput(.texts(["1", "2"])).isAccepted)
        #expect(row.value == .large)
        try row.deselectOption(key: "2")
        #expect(row.value == nil)
    }

    @Test func aSelectorRowSubclassIsAListToChooseFrom() throws {
        let row = CountryRow("country")
        let form = Form()
        form +++ Section() <<< row
        #expect(row.presentation == .push)
        #expect(row.kind == .options)
        try row.selectOption(key: "Japan")
        #expect(row.value == "Japan")
        // Through Any: the class hierarchy is what is checked, not the static type.
        #expect((row as Any) is SelectorRow<String>)
        #expect((PushRow<String>() as Any) is SelectorRow<String>)
    }

    @Test func aCustomInlineRowExpandsWhenSelectedSetUpByItself() throws {
        let row = ColourInlineRow("colour") { $0.title = "Colour"; $0.options = ["Red", "Blue"]; $0.value = "Blue" }
        let form = Form()
        form +++ Section() <<< row <<< TextRow("after")
        #expect(row.expandsInline)
        row.didSelect()
        let picker = try #require(row.inlineRow)
        #expect(picker.options == ["Red", "Blue"])
        #expect(picker.value == "Blue")
        #expect(picker.title == "Colour")
        #expect(form.allRows.map(\.tag) == ["colour", nil, "after"])
        picker.value = "Red"
        #expect(row.value == "Red")
        row.didSelect()
        #expect(row.inlineRow == nil)
        #expect(form.allRows.count == 2)
        #expect(!TextRow().expandsInline)
    }

    @Test func aCustomSelectableRowIsChosenByItsSection() throws {
        let form = Form()
        let section = SelectableSection<TickRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "size" }
        form +++ section
        for size in ["S", "M"] {
            section <<< TickRow<String>(size) { $0.title = size; $0.selectableValue = size }
        }
        let medium = try #require(form.rowBy(tag: "M"))
        #expect(medium.kind == .listCheck)
        #expect(medium.valueClass == .oneChoice)
        medium.didSelect()
        #expect(section.selectedRow()?.selectableValue == "M")
        #expect(form.values()["size"] as? String == "M")
    }

    @Test func aCustomRowNeedsNoCopyConstructorToServeFromATemplate() throws {
        let template = try FormTemplate {
            let form = Form()
            form +++ Section() <<< LimitedRow("note") { $0.limit = 3; $0.title = "Note" }
            return form
        }
        let one = template.makeForm()
        let row = try #require(one.rowBy(tag: "note") as? LimitedRow)
        #expect(row.limit == 3)
        #expect(row.title == "Note")
        row.limit = 5
        let two = template.makeForm()
        #expect((two.rowBy(tag: "note") as? LimitedRow)?.limit == 3)
    }
}
