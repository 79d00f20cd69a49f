import Foundation
import FormworkCompatibility
import Testing

/// Seed 001, "Creating a form": a form object with an email, a password and a
/// Remember Me switch, as a `Codable` model, and what the README says FXForms
/// infers from it.
@Suite("Seed 001: Creating a form")
struct CreatingAFormTests {
    /// `@interface MyForm : NSObject <FXForm>` with an email, a password and a
    /// Remember Me switch.
    struct MyForm: Codable {
        var email: String?
        var password: String?
        var rememberMe = false
    }

    @Test func creatingAForm() throws {
        let form = try Form(model: MyForm())
        // Fields in declaration order, controls from type and name, titles in Title Case.
        #expect(form.allRows.map(\.tag) == ["email", "password", "rememberMe"])
        #expect(form.rowBy(tag: "email") is EmailRow)
        #expect(form.rowBy(tag: "password") is PasswordRow)
        #expect(form.rowBy(tag: "rememberMe") is SwitchRow)
        #expect(form.allRows.map(\.title) == ["Email", "Password", "Remember Me"])
    }

    /// "Modifying values in the form will automatically assign those values back to
    /// your model object."
    @Test func valuesGoBackToTheModelAsTheyChange() throws {
        let form = try Form(model: MyForm())
        var told: [Bool] = []
        let binding = ModelBinding(form: form, model: MyForm()) { told.append($0.rememberMe) }
        (form.rowBy(tag: "rememberMe") as? SwitchRow)?.value = true
        #expect(binding.model.rememberMe)
        (form.rowBy(tag: "email") as? EmailRow)?.setText("ada@example.com")
        #expect(binding.model.email == "ada@example.com")
        #expect(told == [true, true])
    }

    struct Profile: Codable { var name = ""; var age = 0 }

    @Test func aChangeThatDoesNotPassLeavesTheModelAsItWas() throws {
        let form = try Form(model: Profile())
        let binding = ModelBinding(form: form, model: Profile())
        (form.rowBy(tag: "name") as? TextRow)?.setText("Ada")
        (form.rowBy(tag: "age") as? IntRow)?.setText("36")
        #expect(binding.model.name == "Ada" && binding.model.age == 36)
        (form.rowBy(tag: "age") as? IntRow)?.setText("thirty")
        #expect(binding.model.age == 36, "a half-typed value never reaches the model")
        #expect(form.rowBy(tag: "age")?.validationErrors.isEmpty == true, "nothing is shown while typing")
        (form.rowBy(tag: "name") as? TextRow)?.setText("")
        #expect(binding.model.name == "Ada", "a required field left empty does not either")
    }
}
