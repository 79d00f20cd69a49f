import Formwork
import Testing

/// Seed 002, "Custom presenter rows": `CustomPushRow: SelectorRow<PushSelectorCell<T>>`.
/// Its presentation mode (a `SelectorViewController` shown, popped on dismissal) is
/// UIKit and deleted; `SelectorRow<T>` names the value type (documented).
@Suite("Seed 002: Custom presenter rows")
struct CustomPresenterRowsTests {
    // SelectorRow conforms to PresenterRowType
    public final class CustomPushRow<T: Equatable>: SelectorRow<T>, RowType {
        public required init(tag: String?) {
            super.init(tag: tag)
        }
    }

    @Test func aListPresentedToChooseFrom() throws {
        let form = Form()
        form +++ Section() <<< CustomPushRow<Int>("count") { $0.title = "Count"; $0.options = [1, 2, 3] }
        let row = try #require(form.rowBy(tag: "count") as? CustomPushRow<Int>)
        #expect(row.presentation == .push)
        #expect(row.kind == .options)
        let selector = try #require(row.selectorDescription())
        #expect(selector.options.first?.options.map(\.title) == ["1", "2", "3"])
        #expect(row.takeInput(.text("3")).isAccepted)
        #expect(row.value == 3)
    }
}
