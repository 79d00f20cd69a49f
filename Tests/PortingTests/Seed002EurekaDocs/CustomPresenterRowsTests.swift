import FormworkCompatibility
import Testing

/// Seed 002, "Custom presenter rows": `CustomPushRow: SelectorRow<PushSelectorCell<T>>`,
/// and the same row declared with the controller it presents,
/// `SelectorRow<PushSelectorCell<T>, SelectorViewController<T>>`. With
/// `FormworkCompatibility` both are Formwork's `SelectorRow<T>`. The presentation
/// mode (a `SelectorViewController` shown, popped on dismissal) is UIKit and deleted:
/// each front end presents the list.
@Suite("Seed 002: Custom presenter rows")
struct CustomPresenterRowsTests {
    // SelectorRow conforms to PresenterRowType
    @available(*, deprecated, message: "Eureka's cell names, on purpose")
    public final class CustomPushRow<T: Equatable>: SelectorRow<PushSelectorCell<T>>, RowType {
        public required init(tag: String?) {
            super.init(tag: tag)
        }
    }

    @available(*, deprecated, message: "Eureka's cell names, on purpose")
    public final class ControllerPushRow<T: Equatable>: SelectorRow<PushSelectorCell<T>, SelectorViewController<T>>, RowType {
        public required init(tag: String?) {
            super.init(tag: tag)
        }
    }

    @available(*, deprecated, message: "Eureka's cell names, on purpose")
    @Test func aListPresentedToChooseFrom() throws {
        let form = Form()
        form +++ Section()
            <<< CustomPushRow<Int>("count") { $0.title = "Count"; $0.options = [1, 2, 3] }
            <<< ControllerPushRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M"] }
        var presented: [String] = []
        let token = form.addObserver { event in
            if case .presentationRequested(let row) = event { presented.append(row.tag ?? "") }
        }
        for tag in ["count", "size"] {
            let row = try #require(form.rowBy(tag: tag))
            #expect(row.presentation == .push)
            #expect(row.kind == .options)
            row.didSelect()
        }
        #expect(presented == ["count", "size"], "selecting asks the front end to present the list")
        let count = try #require(form.rowBy(tag: "count") as? CustomPushRow<Int>)
        let selector = try #require(count.selectorDescription())
        #expect(selector.options.first?.options.map(\.title) == ["1", "2", "3"])
        #expect(count.takeInput(.text("3")).isAccepted)
        #expect(count.value == 3)
        let size = try #require(form.rowBy(tag: "size") as? ControllerPushRow<String>)
        try size.selectOption(key: "M")
        #expect(size.value == "M")
        _ = token
    }
}
