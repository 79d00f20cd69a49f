import FormworkCompatibility
import Testing

/// Seed 003, "Server Side Validation": `markItemInvalid` shows the message until
/// the person edits the field.
@Suite("Seed 003: Server Side Validation")
struct ServerSideValidationTests {
    @Test func serverSideValidation() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let yourFormView = controller.formView
        yourFormView.markItemInvalid(fieldName: "EMAIL", errorMessage: "Oops, This email is already taken")
        let email = try #require(yourFormView.form.rowBy(tag: "EMAIL"))
        #expect(email.validationErrors.map(\.msg) == ["Oops, This email is already taken"])
        #expect(controller.viewModel.fields().first?.isValid == false)
        _ = email.takeInput(.text("new@example.com"))
        #expect(email.validationErrors.isEmpty)
        #expect(controller.viewModel.fields().first?.oneTimeErrorMessage == nil)
    }
}
