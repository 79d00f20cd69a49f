import Foundation
import FormworkCompatibility
import Testing

/// The custom rows of Eureka's older README (seed 000), ported as it says a custom
/// row is written, with the cell class gone: the row names its value type instead,
/// and nothing else of it changes.
@Suite("Porting Eureka: custom rows")
struct EurekaCustomRowsTests {
    /// Eureka's example project's week days, with the one thing front ends need to
    /// offer them: their cases.
    enum WeekDay: CaseIterable, Hashable {
        case Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday
    }

    /// `WeekDayRow: Row<WeekDayCell>` of the example project, its cell deleted.
    final class WeekDayRow: Row<Set<WeekDay>>, RowType {
        required init(tag: String?) {
            super.init(tag: tag)
            displayValueFor = nil
        }
    }

    /// `TextFloatLabelRow: FloatFieldRow<TextFloatLabelCell>`, its cell deleted.
    final class TextFloatLabelRow: FieldRow<String>, RowType {
        required init(tag: String?) {
            super.init(tag: tag)
        }
    }

    /// "How to create a form": a section with the two custom rows of the example
    /// project's custom cells controller.
    @Test func howToCreateAForm() throws {
        let form = Form()
        form +++ Section("Custom cells")
                        <<< WeekDayRow(){
                            $0.value = [.Monday, .Wednesday, .Friday]
                        }
                        <<< TextFloatLabelRow() {
                            $0.title = "Float Label Row, type something to see.."
                        }
        let days = try #require(form.allRows.first as? WeekDayRow)
        let list = try #require(days.optionLists.first)
        #expect(list.allowsMultipleSelection)
        #expect(list.options.map(\.title) == ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"])
        #expect(list.selectedKeys == ["Monday", "Wednesday", "Friday"])
        // A person ticks Sunday.
        try days.selectOption(key: "Sunday")
        #expect(days.value == [.Monday, .Wednesday, .Friday, .Sunday])
        let label = try #require(form.allRows.last as? TextFloatLabelRow)
        #expect(label.takeInput(.text("typed")).isAccepted)
        #expect(label.value == "typed")
    }

    /// "Basic custom rows": a row of `Bool` whose cell was a switch. Named apart
    /// from Formwork's own switch row; the README's is `SwitchRow`.
    final class MySwitchRow: Row<Bool>, RowType {
        required init(tag: String?) {
            super.init(tag: tag)
            displayValueFor = nil
        }
    }

    @Test func aBasicCustomRowOfBool() {
        let row = MySwitchRow("switch") { $0.title = "Switch" }
        let form = Form()
        form +++ Section() <<< row
        #expect(row.kind == .check, "drawn as a check or switch, not as text")
        #expect(row.isToggle)
        row.toggle()
        #expect(row.value == true)
        #expect(row.takeInput(.text("false")).isAccepted)
        #expect(row.value == false)
    }

    /// "How to create custom inline rows": a row that conforms to `InlineRowType`
    /// and toggles its inline row when selected.
    final class ColourInlineRow: OptionsRow<String>, RowType, InlineRowType {
        typealias InlineRow = PickerRow<String>

        func setupInlineRow(_ inlineRow: InlineRow) {
            inlineRow.options = options
        }

        override func customDidSelect() {
            toggleInlineRow()
        }
    }

    @Test func aCustomInlineRow() throws {
        let row = ColourInlineRow("colour") { $0.title = "Colour"; $0.options = ["Red", "Green"] }
        let form = Form()
        form +++ Section() <<< row
        row.didSelect()
        let picker = try #require(row.inlineRow)
        #expect(picker.options == ["Red", "Green"])
        try picker.selectOption(key: "Green")
        #expect(row.value == "Green")
        row.didSelect()
        #expect(row.inlineRow == nil)
        // The older name of collapsing is in FormworkCompatibility; expanding stays.
        row.expandInlineRow()
        #expect(row.isExpanded)
    }

    /// "Implementing a custom Presenter row": a `SelectorRow` subclass; its
    /// presentation mode, a view controller, went with UIKit.
    public final class CustomPushRow<T: Equatable> : SelectorRow<T>, RowType {
        public required init(tag: String?) {
            super.init(tag: tag)
        }
    }

    @Test func aCustomPresenterRow() throws {
        var presented = 0
        let row = CustomPushRow<String>("pick") { $0.options = ["One", "Two"] }
        let form = Form()
        form +++ Section() <<< row
        let token = form.addObserver { event in
            if case .presentationRequested = event { presented += 1 }
        }
        row.didSelect()
        #expect(presented == 1, "selecting asks the front end to present the list")
        try row.selectOption(key: "Two")
        #expect(row.value == "Two")
        _ = token
    }
}
