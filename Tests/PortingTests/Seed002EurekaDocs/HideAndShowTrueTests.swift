import Formwork
import Testing

/// Seed 002, "Hide and show rows or sections": `$0.hidden = true`, as `Condition`
/// is `ExpressibleByBooleanLiteral`; and `disabled = true` disables a row for good.
@Suite("Seed 002: hidden = true")
struct HideAndShowTrueTests {
    @Test func hiddenAndDisabledForGood() {
        let form = Form()
        form +++ Section()
            <<< TextRow("gone") { $0.hidden = true }
            <<< TextRow("locked") { $0.disabled = true; $0.value = "fixed" }
        #expect(form.rowBy(tag: "gone")?.isHidden == true)
        #expect(form[0].map(\.tag) == ["locked"])
        let locked = form.rowBy(tag: "locked")
        #expect(locked?.isDisabled == true)
        #expect(locked?.takeInput(.text("changed")).isAccepted == false)
        #expect((locked as? TextRow)?.value == "fixed")
    }
}
