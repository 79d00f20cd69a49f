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

    @Test func removingTheFocusedRowClearsFocus() {
        let form = Form()
        let a = TextRow("a")
        form +++ Section() <<< a
        a.didBeginEditing()
        form[0].remove(at: 0)
        #expect(form.focusedRow == nil)
    }
}
