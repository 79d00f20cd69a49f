import FormworkCompatibility
import Testing

/// Seed 000, "Implementing a custom Presenter row": a `SelectorRow` subclass. Its
/// presentation mode (a view controller shown and popped) is UIKit and deleted;
/// `SelectorRow<T>` names the value type only, a documented difference.
@Suite("Seed 000: a custom presenter row")
struct CustomPresenterRowTests {
    public final class CustomPushRow<T: Equatable> : SelectorRow<T>, RowType {

        public required init(tag: String?) {
            super.init(tag: tag)
        }
    }

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
