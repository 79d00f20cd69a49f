import FormworkCompatibility
import Testing

/// Seed 003, "Usage", 3: `formView.delegate = self`, as the example app's view
/// controller does: told on every edit, its button follows whether all fields are
/// valid.
@Suite("Seed 003: Usage, setting the delegate")
struct UsageSetTheDelegateTests {
    typealias Name = SignupExampleViewModel.FieldName

    @Test func theDelegateIsToldOnEveryEditAndTheButtonFollowsValidity() throws {
        let controller = SignupExampleViewController()
        controller.viewDidLoad()
        let form = controller.formView.form
        _ = form.rowBy(tag: Name.email.rawValue)?.takeInput(.text("john@example.com"))
        #expect(controller.updates == 1)
        #expect(controller.buttonEnabled == false)
        SignupExampleViewModel.fill(form)
        #expect(controller.buttonEnabled == true)
        #expect(form.validate().isEmpty)
        // The collected data is what was typed, words capitalized as RSFormView keeps them.
        let data = controller.viewModel.collectedData
        #expect(data.contains("EMAIL: john@example.com \n"))
        #expect(data.contains("CITY: Springfield \n"))
        #expect(data.contains("DOB: 04/01/1990 \n"))
        #expect(data.contains("NUMBER OF SIBLINGS: 10 \n"))
        // A confirmation that no longer matches makes the form invalid again.
        _ = form.rowBy(tag: Name.password.rawValue)?.takeInput(.text("different1"))
        #expect(controller.buttonEnabled == false)
        #expect(form.validate().compactMap(\.tag) == [Name.confirmPassword.rawValue])
    }
}
