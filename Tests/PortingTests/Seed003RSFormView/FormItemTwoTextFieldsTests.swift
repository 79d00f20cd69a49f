import FormworkCompatibility
import Testing

/// Seed 003, "FormItem", 2. Two Text Field item: two fields side by side. The
/// README elides the fields' arguments (`FormField(...)`); these are two names.
@Suite("Seed 003: FormItem, two text fields")
struct FormItemTwoTextFieldsTests {
    @Test func twoFieldsShareALine() throws {
        let firstFormField = FormField(name: "CITY", initialValue: "", fieldType: .regular, isValid: false,
                                       errorMessage: "Please enter a city")
        let secondFormField = FormField(name: "STATE", initialValue: "", fieldType: .usState, isValid: false,
                                        errorMessage: "Please enter a valid state")

        let formItem = TwoTextFieldCellItem(firstField: firstFormField, secondField: secondFormField)

        let form = FormView(with: BasicFormViewModel(items: [formItem])).form
        #expect(form.allRows.map(\.width) == [.half, .half])
        #expect(form.rowBy(tag: "STATE")?.lineNeighbour?.row.tag == "CITY")
        _ = form.rowBy(tag: "CITY")?.takeInput(.text("Austin"))
        _ = form.rowBy(tag: "STATE")?.takeInput(.text("Atlantis"))
        #expect(form.validate().map(\.msg) == ["Please enter a valid state"], "each field checked by its own type")
    }
}
