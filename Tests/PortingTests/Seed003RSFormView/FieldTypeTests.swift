import FormworkCompatibility
import Testing

/// Seed 003, "FieldType" and "ValidationType": the cases the README lists (email,
/// date, integer, double, password, usPhone; nonEmpty, none, integer, double,
/// usState), each with its default check, and the checks that replace them.
@Suite("Seed 003: FieldType and ValidationType")
struct FieldTypeTests {
    @Test func fieldTypesBringTheirChecks() throws {
        let cases: [(FieldType, valid: String, invalid: String)] = [
            (.email, "a@b.co", "a@"), (.integer, "-12", "1.5"), (.double, "3.25", "3.255"),
            (.usState, "Texas", "Atlantis"), (.usPhone, "555-123-4567", "5551234"),
            (.fiveDigitZipCode, "12345", "1234"), (.regular, "x", ""), (.password, "p", ""),
            (.expiration, "12/2099", "13/2099"),
        ]
        for (type, valid, invalid) in cases {
            let field = FormField(name: "f", initialValue: "", fieldType: type, isValid: false)
            #expect(field.defaultValidationType.isValid(valid), "\(type) \(valid)")
            #expect(!field.defaultValidationType.isValid(invalid), "\(type) \(invalid)")
        }
        #expect(ValidationType.none.isValid(""))
        #expect(!ValidationType.expiration.isValid("01/2000"))
        #expect(!ValidationType.expiration.isValid("+1/2099"))
        // A field's own validation type replaces its type's.
        let model = BasicFormViewModel()
        let field = FormField(name: "notes", initialValue: "", fieldType: .regular, isValid: true)
        field.validationType = ValidationType.none
        model.items = [TextFieldCellItem(with: field)]
        #expect(FormView(with: model).form.validate().isEmpty)
    }

    /// Each field type tells front ends its content type ("Will present the email
    /// keyboard"); a field's own replaces it.
    @Test func fieldTypesSetContentTypes() throws {
        let email = FormField(name: "e", initialValue: "", fieldType: .email, isValid: false)
        let phone = FormField(name: "p", initialValue: "", fieldType: .usPhone, isValid: false)
        let code = FormField(name: "c", initialValue: "", fieldType: .regular, isValid: false)
        code.textContentType = .oneTimeCode
        let form = FormView(with: BasicFormViewModel(items: [email, phone, code].map(TextFieldCellItem.init(with:)))).form
        #expect(form.rowBy(tag: "e")?.inputHints.contentType == .email)
        #expect(form.rowBy(tag: "p")?.inputHints.contentType == .telephoneNumber)
        #expect(form.rowBy(tag: "p")?.inputHints.mask != nil)
        #expect(form.rowBy(tag: "c")?.inputHints.contentType == .oneTimeCode)
    }
}
