import Foundation
import Formwork
import Testing

@Suite("Setting values by tag")
struct SetValuesTests {
    let form: Form
    let int: IntRow
    let text: TextRow
    let sheet: ActionSheetRow<String>
    let alert: AlertRow<Int>
    let push: PushRow<Float>

    init() {
        form = Form()
        int = IntRow("int")
        text = TextRow("text")
        sheet = ActionSheetRow<String>("sheet")
        alert = AlertRow<Int>("alert")
        push = PushRow<Float>("push")
        let section = Section()
        form +++ section
        section <<< int
        section <<< text
        section <<< sheet
        section <<< alert
        section <<< push
    }

    @Test func valuesAreSetByTagAndUnknownTagsAreIgnored() {
        let rejected = form.setValues([
            "int": 4, "text": "text value", "sheet": "sheet value", "alert": 33, "push": Float(0.7),
            "no such tag": 2.0,
        ])
        #expect(rejected.isEmpty)
        #expect(int.value == 4)
        #expect(text.value == "text value")
        #expect(sheet.value == "sheet value")
        #expect(alert.value == 33)
        #expect(push.value == 0.7)

        form.setValues(["push": Float(1.0), "no such tag": 2.0])
        #expect(push.value == 1.0)
        #expect(form.rowBy(tag: "no such tag") == nil)

        let none: Int? = nil
        #expect(form.setValues(["int": none]).isEmpty)
        #expect(int.value == nil)
    }

    @Test func valuesAreConvertedWhenNothingIsLost() {
        #expect(form.setValues(["int": "3"]).isEmpty)
        #expect(int.value == 3)
        #expect(form.setValues(["int": 5.0]).isEmpty)
        #expect(int.value == 5)
        #expect(form.setValues(["alert": " 12 "]).isEmpty)
        #expect(alert.value == 12)
        #expect(form.setValues(["push": 2]).isEmpty)
        #expect(push.value == 2)
        #expect(form.setValues(["text": Substring("part")]).isEmpty)
        #expect(text.value == "part")

        let extra = Form()
        extra +++ Section() <<< DecimalRow("decimal") <<< SwitchRow("switch")
        #expect(extra.setValues(["decimal": 2, "switch": "yes"]).isEmpty)
        #expect((extra.rowBy(tag: "decimal") as? DecimalRow)?.value == 2.0)
        #expect((extra.rowBy(tag: "switch") as? SwitchRow)?.value == true)
    }

    /// Values decoded from JSON or a request arrive as strings; a URL or an ISO 8601
    /// day converts without loss.
    @Test func stringsConvertToURLsAndDates() {
        let extra = Form()
        extra +++ Section() <<< URLRow("url") <<< DateRow("day")
        #expect(extra.setValues(["url": "https://example.com/a"]).isEmpty)
        #expect((extra.rowBy(tag: "url") as? URLRow)?.value == URL(string: "https://example.com/a"))
        #expect(extra.setValues(["day": "2024-03-05"]).isEmpty)
        #expect((extra.rowBy(tag: "day") as? DateRow)?.value != nil)
    }

    @Test func valuesThatDoNotFitAreReturnedAndTheOldValueKept() {
        int.value = 4
        text.value = "kept"
        alert.value = 1
        let rejected = form.setValues(["int": "3.5", "text": 5, "alert": 2.5, "sheet": "fits"])
        #expect(rejected.map(\.tag) == ["alert", "int", "text"])
        #expect(rejected[1].reason == "\"3.5\" (String) does not fit a row of Int values")
        #expect(int.value == 4)
        #expect(text.value == "kept")
        #expect(alert.value == 1)
        #expect(sheet.value == "fits")

        #expect(form.setValues(["int": "12a"]).map(\.tag) == ["int"])
        #expect(int.value == 4)
    }

    @Test func baseValueConvertsTheSameWay() {
        int.baseValue = "7"
        #expect(int.value == 7)
        int.baseValue = "seven"
        #expect(int.value == 7)
        #expect(int.setBaseValue(8.0))
        #expect(!int.setBaseValue(true))
        #expect(int.baseValue as? Int == 8)
    }

    @Test func aMultivaluedSectionTakesAnArray() throws {
        let section = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        form +++ section <<< PhoneRow { $0.value = "old" }
        #expect(form.setValues(["phones": ["555-1", "555-2"]]).isEmpty)
        #expect(section.itemRows.count == 2)
        #expect(section.values().map { $0 as? String } == ["555-1", "555-2"])
        #expect(section.last === section.addButtonRow)
        let values = try #require(form.values()["phones"] as? [Any?])
        #expect(values.map { $0 as? String } == ["555-1", "555-2"])

        #expect(form.setValues(["phones": [String]()]).isEmpty)
        #expect(section.itemRows.isEmpty)
    }

    @Test func aMultivaluedSectionReportsElementsThatDoNotFit() {
        let section = MultivaluedSection(multivaluedOptions: .insert) {
            $0.tag = "ages"
            $0.multivaluedRowToInsertAt = { _ in IntRow() }
        }
        form +++ section
        #expect(form.setValues(["ages": [3, 4]]).isEmpty)
        #expect(form.setValues(["ages": ["1", 2, "x"]]).map(\.tag) == ["ages"])
        #expect(form.setValues(["ages": "not a list"]).map(\.tag) == ["ages"])
        #expect(section.values().map { $0 as? Int } == [3, 4], "a rejected list leaves the group as it was")
    }

    @Test func aRejectedValueLeavesTheRowExactlyAsItWas() {
        let phones = MultivaluedSection(multivaluedOptions: .insert) {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in IntRow() }
        }
        form +++ phones
        #expect(form.setValues(["phones": [333]]).isEmpty)
        #expect(form.setValues(["phones": ["333", 42.5]]).map(\.tag) == ["phones"])
        #expect(phones.values().map { $0 as? Int } == [333])
    }

    @Test func nullFromJSONClearsARow() throws {
        int.value = 4
        let decoded = try JSONSerialization.jsonObject(with: Data(#"{"int": null}"#.utf8)) as? [String: Any]
        let values = try #require(decoded).mapValues { Optional($0) }
        #expect(form.setValues(values).isEmpty)
        #expect(int.value == nil)
    }

    @Test func setValuesWritesDisabledAndReadOnlyRowsButInputDoesNot() {
        let label = LabelRow("label")
        let locked = TextRow("locked") { $0.disabled = true }
        form +++ Section() <<< label <<< locked
        #expect(form.setValues(["label": "set in code", "locked": "also"]).isEmpty)
        #expect(label.value == "set in code")
        #expect(locked.value == "also")
        #expect(!label.takeInput(.text("from a client")).isAccepted)
        #expect(!locked.takeInput(.text("from a client")).isAccepted)
        #expect(label.value == "set in code")
        #expect(locked.value == "also")
    }

    @Test func setValuesIsAnEditThatConditionsAndCallbacksSee() {
        var changes: [Int?] = []
        int.onChange { changes.append($0.value) }
        text.hidden = "$int > 10"
        form.setValues(["int": 11])
        #expect(changes == [11])
        #expect(text.isHidden)
        form.setValues(["int": 11])
        #expect(changes == [11])
    }

    // MARK: Reset values

    @Test func resettingRestoresTheResetValue() {
        int.resetValue = 0
        #expect(int.resetValue == 0)
        int.value = 4
        int.resetRowValue()
        #expect(int.value == 0)

        text.resetValue = "default"
        text.value = "typed"
        text.resetRowValue()
        #expect(text.value == "default")

        sheet.resetValue = "default"
        sheet.value = "chosen"
        sheet.resetRowValue()
        #expect(sheet.value == "default")

        alert.resetValue = 0
        alert.value = 4
        alert.resetRowValue()
        #expect(alert.value == 0)

        push.resetValue = 1.4
        push.value = 0.7
        #expect(push.resetValue == 1.4)
        push.resetRowValue()
        #expect(push.value == 1.4)
    }

    @Test func withoutAResetValueTheValueAtJoiningIsRestored() {
        let row = IntRow("late") { $0.value = 9 }
        form +++ Section() <<< row
        row.value = 1
        row.resetRowValue()
        #expect(row.value == 9)
        #expect(!row.wasChanged)
    }

    @Test func eachRowKeepsItsOwnValueAtJoiningAndForgetsItWhenItJoinsAgainEmpty() {
        let choice = PushRow<String>("choice") { $0.options = ["a", "b"]; $0.value = "b" }
        let empty = TextRow("empty")
        form +++ Section() <<< choice <<< empty
        choice.value = "a"
        empty.value = "typed"
        choice.resetRowValue()
        empty.resetRowValue()
        #expect(choice.value == "b")
        #expect(empty.value == nil)

        // Moved, empty, into another form: what it first joined with is gone.
        choice.value = nil
        let other = Form()
        other +++ Section() <<< choice
        choice.value = "a"
        choice.resetRowValue()
        #expect(choice.value == nil)
        #expect(form.rowBy(tag: "choice") == nil)
    }
}
