import Foundation
import Formwork
import Testing

/// What a row holds, apart from how it is drawn.
@Suite("Rows: value classes")
struct ValueClassTests {
    @Test("built-in rows hold what their values are")
    func builtInRows() {
        #expect(TextRow().valueClass == .text)
        #expect(PasswordRow().valueClass == .text)
        #expect(TextAreaRow().valueClass == .text)
        #expect(IntRow().valueClass == .integer)
        #expect(DecimalRow().valueClass == .decimal)
        #expect(SliderRow().valueClass == .decimal)
        #expect(StepperRow().valueClass == .decimal)
        #expect(SwitchRow().valueClass == .boolean)
        #expect(CheckRow().valueClass == .boolean)
        #expect(DateRow().valueClass == .date(.date))
        #expect(TimeRow().valueClass == .date(.time))
        #expect(DateTimeInlineRow().valueClass == .date(.dateTime))
        #expect(CountDownRow().valueClass == .date(.countDownTimer))
        #expect(PushRow<String>().valueClass == .oneChoice)
        #expect(SegmentedRow<Int>().valueClass == .oneChoice)
        #expect(MultipleSelectorRow<String>().valueClass == .severalChoices)
        #expect(ListCheckRow<String>().valueClass == .oneChoice)
        #expect(ImageRow().valueClass == .file)
        #expect(LabelRow().valueClass == .none)
        #expect(ButtonRow().valueClass == .none)
    }

    /// Custom rows, written with a kind of their own for their presenter.
    final class ShoutRow: Row<String> {
        override var kind: RowKind { "shout" }
    }

    final class DaysRow: Row<Set<String>> {
        override var kind: RowKind { "days" }
    }

    final class CountRow: Row<UInt8> {
        override var kind: RowKind { "count" }
    }

    struct Colour: Equatable { let name: String }

    final class ColourRow: Row<Colour> {
        override var kind: RowKind { "colour" }
        override var optionLists: [RowOptionList] {
            [RowOptionList(options: [RowOption(key: "red", title: "Red", isSelected: value?.name == "red")], allowsMultipleSelection: false)]
        }
    }

    final class SketchRow: Row<Colour> {
        override var kind: RowKind { "sketch" }
    }

    @Test("a custom row's kind names its presenter; its value class comes from what it holds")
    func customRowsHoldWhatTheirValuesAre() {
        #expect(ShoutRow(tag: "s").valueClass == .text)
        #expect(DaysRow(tag: "d").valueClass == .severalChoices)
        #expect(CountRow(tag: "c").valueClass == .integer)
        #expect(ColourRow(tag: "c").valueClass == .oneChoice, "a value of its own type among options is one choice")
        #expect(SketchRow(tag: "s").valueClass == .none, "a value of its own type without options says nothing")
    }

    @Test("conditions read a set of choices and text, as the gallery's custom rows hold them")
    func conditionsReadSetsAndText() throws {
        let form = Form()
        let days = DaysRow(tag: "days")
        let note = TextRow("note")
        let weekend = TextRow("weekend") { $0.hidden = "NOT ('sat' IN $days OR 'sun' IN $days)" }
        let holidays = TextRow("holidays") { $0.hidden = "NOT ($note CONTAINS[c] 'holiday')" }
        form +++ Section() <<< days <<< note <<< weekend <<< holidays
        #expect(weekend.isHidden && holidays.isHidden)
        days.value = ["mon", "sat"]
        #expect(!weekend.isHidden)
        note.value = "Closed on Holidays"
        #expect(!holidays.isHidden)
    }
}
