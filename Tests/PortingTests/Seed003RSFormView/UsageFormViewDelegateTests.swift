import FormworkCompatibility
import Testing

/// Seed 003, "Usage", 2: `class YourViewController: FormViewDelegate { ... }` with
/// `func didUpdateFields(allFieldsValid: Bool)`, "called any time a user enters any
/// data in the form". RSFormView's first README named the callback without the view.
@Suite("Seed 003: Usage, the FormViewDelegate")
struct UsageFormViewDelegateTests {
    @Test func theOlderDelegateCallbackIsCalledToo() throws {
        final class YourViewController: FormViewDelegate {
            var told: [Bool] = []
            func didUpdateFields(allFieldsValid: Bool) { told.append(allFieldsValid) }
        }
        let field = FormField(name: "name", initialValue: "", fieldType: .regular, isValid: false)
        let formView = FormView(with: BasicFormViewModel(items: [TextFieldCellItem(with: field)]))
        let delegate = YourViewController()
        formView.delegate = delegate
        _ = formView.form.rowBy(tag: "name")?.takeInput(.text("ada"))
        #expect(delegate.told == [true])
        #expect(field.value == "Ada")
    }
}
