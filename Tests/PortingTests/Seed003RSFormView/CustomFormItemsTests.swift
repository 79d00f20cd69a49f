import FormworkCompatibility
import Testing

/// Seed 003, "Custom Form Items": a subclass of `FormItem` of one's own, as the
/// example project's `StepperCellItem`. Its cell (`FormTableViewCell`, `update`,
/// `updateErrorState`, registered in `customCellSetup`) is UIKit and deleted; the
/// item draws its field with another row (documented: "A custom item").
@Suite("Seed 003: Custom Form Items")
struct CustomFormItemsTests {
    @Test func aStepperItemIsAStepperWhoseValueIsTheFields() throws {
        let field = FormField(name: "NUMBER OF SIBLINGS", initialValue: "2", placeholder: "", fieldType: .integer,
                              isValid: true, errorMessage: "Please enter a value")
        let form = FormView(with: BasicFormViewModel(items: [StepperCellItem(with: field)])).form
        let stepper = try #require(form.rowBy(tag: "NUMBER OF SIBLINGS") as? StepperRow)
        #expect(stepper.value == 2)
        stepper.value = 3
        #expect(field.value == "3")
    }
}
