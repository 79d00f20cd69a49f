import FormworkCompatibility
import Testing

/// Seed 003, "Usage", 4: "Set a FormViewModel to your formView": any class with an
/// array of `FormItem`s, each item the behaviour and validation of its text fields.
@Suite("Seed 003: Usage, a FormViewModel")
struct UsageSetAFormViewModelTests {
    @Test func aViewModelOfItemsMadeAForm() throws {
        let email = FormField(name: "EMAIL", initialValue: "", placeholder: "EMAIL",
                              fieldType: .email, isValid: false, errorMessage: "Please enter a valid email")
        let first = FormField(name: "FIRST NAME", initialValue: "", fieldType: .regular, isValid: false)
        let last = FormField(name: "LAST NAME", initialValue: "", fieldType: .regular, isValid: false)
        let viewModel = BasicFormViewModel(items: [TextFieldCellItem(with: email),
                                                   TwoTextFieldCellItem(firstField: first, secondField: last)])
        let form = FormView(with: viewModel).form   // first and last name side by side
        #expect(form.rowBy(tag: "FIRST NAME")?.lineNeighbour?.row.tag == "LAST NAME")
        #expect(form.validate().map(\.msg).first == "Please enter a valid email")
    }
}
