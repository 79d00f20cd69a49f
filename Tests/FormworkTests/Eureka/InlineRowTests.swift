import Foundation
import Formwork
import Testing

@Suite("Inline rows")
struct InlineRowTests {
    let form: Form
    let before: TextRow
    let date: DateInlineRow
    let fruit: PickerInlineRow<String>
    let after: TextRow

    init() {
        form = Form()
        before = TextRow("before")
        date = DateInlineRow("date")
        fruit = PickerInlineRow<String>("fruit") { $0.title = "Fruit"; $0.options = ["apple", "pear", "plum"] }
        after = TextRow("after")
        form +++ Section("S") <<< before <<< date <<< fruit <<< after
    }

    @Test func expandingShowsThePickerRightAfterTheRow() throws {
        #expect(!date.isExpanded)
        #expect(date.inlineRow == nil)
        date.expandInlineRow()
        #expect(date.isExpanded)
        let picker = try #require(date.inlineRow)
        #expect(picker.inlineOwner === date)
        #expect(form[0].count == 5)
        #expect(form[0][2] === picker)
        #expect(picker.section === form[0])

        date.collapseInlineRow()
        #expect(!date.isExpanded)
        #expect(date.inlineRow == nil)
        #expect(picker.section == nil)
        #expect(tags(form[0]) == ["before", "date", "fruit", "after"])
    }

    @Test func toggleAndSelectionAlternate() {
        date.toggleInlineRow()
        #expect(date.isExpanded)
        date.toggleInlineRow()
        #expect(!date.isExpanded)

        date.didSelect()
        #expect(date.isExpanded)
        #expect(form[0].count == 5)
        date.didSelect()
        #expect(!date.isExpanded)
        #expect(form[0].count == 4)
    }

    @Test func expandingOneInlineRowCollapsesAnother() {
        date.expandInlineRow()
        fruit.expandInlineRow()
        #expect(!date.isExpanded)
        #expect(fruit.isExpanded)
        #expect(form[0].count == 5)
        #expect(form[0][3] === fruit.inlineRow)
    }

    /// `inlineRowHideOptions` says when an expanded row collapses by itself, so it is
    /// the option of the row already expanded that counts.
    @Test func aRowWithoutTheOptionStaysExpandedWhenAnotherExpands() {
        date.inlineRowHideOptions = []
        date.expandInlineRow()
        fruit.expandInlineRow()
        #expect(date.isExpanded)
        #expect(fruit.isExpanded)
        #expect(form[0].count == 6)
    }

    @Test func aRowWithTheOptionCollapsesEvenWhenTheOtherRowLacksIt() {
        fruit.inlineRowHideOptions = []
        date.expandInlineRow()
        fruit.expandInlineRow()
        #expect(!date.isExpanded)
        #expect(fruit.isExpanded)
        #expect(form[0].count == 5)
    }

    @Test func withoutTheFocusOptionFocusElsewhereKeepsItExpanded() {
        date.inlineRowHideOptions = [.anotherInlineRowIsShown]
        date.expandInlineRow()
        after.didBeginEditing()
        #expect(date.isExpanded)
    }

    @Test func focusOnAnotherRowCollapsesTheInlineRow() throws {
        date.expandInlineRow()
        let picker = try #require(date.inlineRow)
        picker.didBeginEditing()
        #expect(date.isExpanded)
        date.didBeginEditing()
        #expect(date.isExpanded)
        after.didBeginEditing()
        #expect(!date.isExpanded)
    }

    @Test func theInlineRowAndItsOwnerShareTheValue() throws {
        let day = Date(timeIntervalSince1970: 1_700_000_000)
        date.value = day
        date.expandInlineRow()
        let picker = try #require(date.inlineRow)
        #expect(picker.value == day)

        let later = day.addingTimeInterval(86_400)
        picker.value = later
        #expect(date.value == later)

        let earlier = day.addingTimeInterval(-86_400)
        date.value = earlier
        #expect(picker.value == earlier)
    }

    @Test func aPickerInlineRowCopiesItsOptionsAndHandsBackTheChoice() throws {
        fruit.value = "pear"
        fruit.expandInlineRow()
        let picker = try #require(fruit.inlineRow)
        #expect(picker.options == ["apple", "pear", "plum"])
        #expect(picker.value == "pear")
        picker.select(option: "plum")
        #expect(fruit.value == "plum")
        #expect(form.values()["fruit"] as? String == "plum")
    }

    @Test func hidingTheRowCollapsesItsInlineRow() {
        date.expandInlineRow()
        #expect(form[0].count == 5)
        date.hidden = true
        #expect(!date.isExpanded)
        #expect(tags(form[0]) == ["before", "fruit", "after"])
        date.hidden = false
        #expect(!date.isExpanded)
        #expect(tags(form[0]) == ["before", "date", "fruit", "after"])
    }

    @Test func aHiddenRowDoesNotExpand() {
        date.hidden = true
        date.expandInlineRow()
        #expect(!date.isExpanded)
        #expect(form[0].allRows.count == 4)
    }

    @Test func aDisabledRowDoesNotExpandWhenSelected() {
        date.disabled = true
        date.didSelect()
        #expect(!date.isExpanded)
    }

    @Test func removingTheRowRemovesItsInlineRow() throws {
        date.expandInlineRow()
        let picker = try #require(date.inlineRow)
        let index = try #require(form[0].firstIndex { $0 === date })
        form[0].remove(at: index)
        #expect(picker.section == nil)
        #expect(!date.isExpanded)
        #expect(tags(form[0]) == ["before", "fruit", "after"])
    }

    @Test func aRowOutsideAFormDoesNotExpand() {
        let loose = DateInlineRow("loose")
        loose.expandInlineRow()
        #expect(!loose.isExpanded)
    }

    @Test func expandAndCollapseCallbacksAddUpInOrder() {
        var log: [String] = []
        date.onExpandInlineRow { _ in log.append("expand1") }
            .onExpandInlineRow { row in log.append("expand2 \(row.isExpanded)") }
            .onCollapseInlineRow { row in log.append("collapse \(row.isExpanded)") }
        date.expandInlineRow()
        date.expandInlineRow()
        date.collapseInlineRow()
        date.collapseInlineRow()
        #expect(log == ["expand1", "expand2 true", "collapse false"])
    }

    /// Eureka's form: called before, with the inline row to set up for this
    /// expansion, and before it is removed, while it is still shown.
    @Test func eurekasExpandAndCollapseCallbacksComeBeforeWithTheInlineRow() throws {
        var log: [String] = []
        let limit = Date(timeIntervalSince1970: 86_400 * 365)
        fruit.onExpandInlineRow { cell, row, picker in
            log.append("expand \(row.isExpanded) \(picker.section == nil) \(picker.options ?? []) \(cell.baseRow === row)")
            picker.options = ["apple", "pear"]
        }
        .onCollapseInlineRow { _, row, picker in log.append("collapse \(row.isExpanded) \(picker.section === row.section)") }
        .onExpandInlineRow { _ in log.append("after \(self.fruit.isExpanded)") }
        date.onExpandInlineRow { _, _, picker in picker.minimumDate = limit }
        fruit.expandInlineRow()
        #expect(fruit.inlineRow?.options == ["apple", "pear"], "what the callback set is what is shown")
        fruit.collapseInlineRow()
        #expect(log == ["expand false true [\"apple\", \"pear\", \"plum\"] true", "after true", "collapse true true"])
        date.expandInlineRow()
        #expect(try #require(date.inlineRow).minimumDate == limit)
        // A callback that hides its own row: nothing is shown below a hidden row.
        let other = PickerInlineRow<String>("other") { $0.options = ["a"] }
        form[0] <<< other
        other.onExpandInlineRow { _, row, _ in row.hidden = true; row.evaluateHidden() }
        other.expandInlineRow()
        #expect(!other.isExpanded)
        #expect(tags(form[0]).last == "after")
    }

    /// Callbacks that open or close other inline rows: "when the start picker
    /// closes, open the end one". Nothing comes back to the row whose callbacks run,
    /// and at most one inline row stays open, as the default options say.
    @Test func callbacksThatMoveToAnotherInlineRowEndWithOneOpen() throws {
        var calls = 0
        fruit.onCollapseInlineRow { _, _, _ in calls += 1; self.date.expandInlineRow() }
        fruit.expandInlineRow()
        fruit.collapseInlineRow()
        #expect(calls == 1)
        #expect(!fruit.isExpanded)
        #expect(date.isExpanded)
        date.collapseInlineRow()
        // An expand callback that opens another: the row asked last stays open alone.
        let first = PickerInlineRow<String>("first") { $0.options = ["a"] }
        let second = PickerInlineRow<String>("second") { $0.options = ["b"] }
        form +++ Section("More") <<< first <<< second
        first.onExpandInlineRow { _, _, _ in second.expandInlineRow() }
        first.expandInlineRow()
        #expect(first.isExpanded)
        #expect(!second.isExpanded, "opening one closes the others")
        #expect(form[1].filter { $0.inlineOwner != nil }.count == 1)
        first.collapseInlineRow()
        #expect(form[1].allSatisfy { $0.inlineOwner == nil })
    }

    @Test func onRowValidationChangedWithTheCell() {
        var seen: [Int] = []
        let name = TextRow("name") { $0.add(rule: RuleRequired()) }
        form[0] <<< name
        name.onRowValidationChanged { cell, row in
            seen.append(row.validationErrors.count)
            cell.classes = row.isValid ? [] : ["invalid"]
        }
        _ = name.validate()
        #expect(seen == [1])
        #expect(name.cell.classes == ["invalid"])
        name.value = "Ada"
        _ = name.validate()
        #expect(seen == [1, 0])
        #expect(name.cell.classes.isEmpty)
    }

    @Test func expandAndCollapseAreReportedToObservers() {
        let mirror = FormMirror(form)
        var expanded: [BaseRow] = []
        var collapsed: [BaseRow] = []
        form.addObserver { event in
            switch event {
            case .inlineRowExpanded(let row): expanded.append(row)
            case .inlineRowCollapsed(let row): collapsed.append(row)
            default: break
            }
        }
        date.expandInlineRow()
        #expect(mirror.matches(form))
        fruit.expandInlineRow()
        #expect(mirror.matches(form))
        fruit.collapseInlineRow()
        #expect(mirror.matches(form))
        #expect(expanded.count == 2 && expanded[0] === date && expanded[1] === fruit)
        #expect(collapsed.count == 2 && collapsed[0] === date && collapsed[1] === fruit)
    }
}
