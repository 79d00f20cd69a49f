import FormworkCompatibility
import Testing

/// Seed 003, "ValidationType", the custom example: valid when the entry has more
/// than 5 characters and equals the field named "OtherFormFieldName".
@Suite("Seed 003: ValidationType, custom")
struct ValidationTypeCustomTests {
    @Test func customValidation() throws {
        let model = BasicFormViewModel()
        let other = FormField(name: "OtherFormFieldName", initialValue: "", fieldType: .regular, isValid: false)
        let yourFormField = FormField(name: "Mine", initialValue: "", fieldType: .regular, isValid: false,
                                      errorMessage: "Must match, with more than 5 characters")
        yourFormField.validationType = .custom(evaluator: { [weak model] updatedValue in
            let otherFormField = model?.fields().first { $0.name == "OtherFormFieldName" }
            let otherFormFieldValue = otherFormField?.value ?? ""
            return updatedValue.count > 5 && updatedValue == otherFormFieldValue
        })
        model.items = [TextFieldCellItem(with: other), TextFieldCellItem(with: yourFormField)]
        let form = FormView(with: model).form
        _ = form.rowBy(tag: "OtherFormFieldName")?.takeInput(.text("abcdefg"))
        _ = form.rowBy(tag: "Mine")?.takeInput(.text("abcdef"))
        #expect(form.validate().map(\.msg) == ["Must match, with more than 5 characters"])
        _ = form.rowBy(tag: "Mine")?.takeInput(.text("abcdefg"))
        #expect(form.validate().isEmpty)
        #expect(yourFormField.isValid)
    }
}
