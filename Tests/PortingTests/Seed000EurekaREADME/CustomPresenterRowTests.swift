import FormworkCompatibility
import Testing

/// Seed 000, "Implementing a custom Presenter row": a `SelectorRow` subclass declared
/// with the view controller it presents, `SelectorRow<T, SelectorViewController<T>>`,
/// which `FormworkCompatibility` reads as Formwork's `SelectorRow<T>`. Its
/// presentation mode (a view controller shown and popped) is UIKit and deleted: each
/// front end presents the list.
@Suite("Seed 000: a custom presenter row")
struct CustomPresenterRowTests {
    @available(*, deprecated, message: "Eureka's view controller, on purpose")
    public final class CustomPushRow<T: Equatable> : SelectorRow<T, SelectorViewController<T>>, RowType {

        public required init(tag: String?) {
            super.init(tag: tag)
        }
    }

    @available(*, deprecated, message: "Eureka's view controller, on purpose")
    @Test func selectingAsksForTheListToBePresented() throws {
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
