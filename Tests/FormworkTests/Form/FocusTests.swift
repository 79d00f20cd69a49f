import Formwork
import Testing

@Suite("Focus")
struct FocusTests {
    @Test func beginAndEndEditingMoveFocus() {
        let form = Form()
        let a = TextRow("a"), b = TextRow("b")
        form +++ Section() <<< a <<< b
        a.didBeginEditing()
        #expect(form.focusedRow === a && a.isFocused)
        b.didBeginEditing()
        #expect(form.focusedRow === b && !a.isFocused)
        b.didEndEditing()
        #expect(form.focusedRow == nil)
        #expect(b.wasBlurred && !a.wasBlurred)
    }

    @Test func focusMovingAwayCollapsesInlineRows() {
        let form = Form()
        let date = DateInlineRow("date")
        let other = TextRow("other")
        form +++ Section() <<< date <<< other
        date.expandInlineRow()
        date.inlineRow?.didBeginEditing()
        #expect(date.isExpanded, "focus on its own picker keeps it open")
        other.didBeginEditing()
        #expect(!date.isExpanded)
        date.inlineRowHideOptions = []
        date.expandInlineRow()
        other.didEndEditing()
        other.didBeginEditing()
        #expect(date.isExpanded)
    }

    @Test func hidingTheFocusedRowOrItsSectionClearsFocus() {
        let form = Form()
        let flag = SwitchRow("flag") { $0.value = true }
        let detail = TextRow("detail") { $0.hidden = "$flag == false" }
        let section = Section { $0.hidden = "$flag == false" }
        let date = DateInlineRow("date")
        let other = TextRow("other")
        form +++ Section() <<< flag <<< detail
        form +++ section <<< date <<< other
        detail.didBeginEditing()
        flag.value = false
        #expect(form.focusedRow == nil, "a hidden row lets go of focus")
        flag.value = true
        other.didBeginEditing()
        date.inlineRowHideOptions = []
        date.expandInlineRow()
        flag.value = false
        #expect(form.focusedRow == nil, "so does a row of a hidden section")
        #expect(!date.isExpanded, "and a hidden section's pickers close")
    }

    @Test func hiddenAndUnfocusableRowsRefuseFocus() {
        let form = Form()
        let hidden = TextRow("h") { $0.hidden = true }
        let label = LabelRow("l")
        form +++ Section() <<< hidden <<< label
        hidden.didBeginEditing()
        label.didBeginEditing()
        #expect(form.focusedRow == nil)
    }

    @Test func removingTheFocusedRowClearsFocus() {
        let form = Form()
        let a = TextRow("a")
        form +++ Section() <<< a
        a.didBeginEditing()
        form[0].remove(at: 0)
        #expect(form.focusedRow == nil)
    }
}
