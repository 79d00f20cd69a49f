import Foundation
import FormworkCompatibility
import Testing

/// Seed 000, "How to create a form": the example project's custom cells
/// controller, its view controller lines deleted, and its two custom rows ported
/// as the README's "custom rows" section says a custom row is written: the cell
/// class goes, the row names its value type instead.
@Suite("Seed 000: How to create a form")
struct HowToCreateAFormTests {
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

    @Test func aSectionWithTwoCustomRows() throws {
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
}
