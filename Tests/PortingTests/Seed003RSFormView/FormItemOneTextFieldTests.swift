import Foundation
import FormworkCompatibility
import Testing

/// Seed 003, "FormItem", 1. One Text Field item: a date field, invalid until a
/// birthdate is entered, saying its error message.
@Suite("Seed 003: FormItem, one text field")
struct FormItemOneTextFieldTests {
    typealias FieldName = SignupExampleViewModel.FieldName

    @Test func aDateFieldItem() throws {
        let birthdateField = FormField(name: "Birthdate field", // the identifier of the field, use this to collect the data later
                                       initialValue: "", // the inital value of the field, if its in a date formate it will auto select that date in the picker
                                       placeholder: FieldName.birthdate.rawValue, // The placeholder when there's no value and text field title when there is
                                       fieldType: .date, //The Type of the field, .date will present a native picker view when tapping on the text field
                                       isValid: false, //The initial validation state. The field won't be marked invalid until data is entered or removed
                                       errorMessage: "Please enter a birthdate") //The error message to be displayed when the entry is invalid or empty

        let formItem = TextFieldCellItem(with: birthdateField)

        let form = FormView(with: BasicFormViewModel(items: [formItem])).form
        let row = try #require(form.rowBy(tag: "Birthdate field"))
        #expect(row is DateRow)
        #expect(row.validationErrors.isEmpty, "not marked invalid until data is entered")
        #expect(form.validate().map(\.msg) == ["Please enter a birthdate"])
        _ = row.takeInput(.text("1990-04-01"))
        #expect(form.validate().isEmpty)
        #expect(birthdateField.value == "04/01/1990")
    }

    /// One field, two fields, and a text item in one view model.
    @Test func formItems() throws {
        let birthdateField = FormField(name: "Birthdate field",
                                       initialValue: "",
                                       placeholder: "DOB",
                                       fieldType: .date,
                                       isValid: false,
                                       errorMessage: "Please enter a birthdate")
        let formItem = TextFieldCellItem(with: birthdateField)
        let firstFormField = FormField(name: "first", initialValue: "", fieldType: .regular, isValid: false)
        let secondFormField = FormField(name: "second", initialValue: "", fieldType: .regular, isValid: false)
        let pair = TwoTextFieldCellItem(firstField: firstFormField, secondField: secondFormField)
        let attributedString = NSAttributedString(string: "About you")
        let textItem = TextCellItem()
        textItem.attributedText = attributedString
        let form = FormView(with: BasicFormViewModel(items: [textItem, formItem, pair])).form
        #expect(form.allSections.map(\.header) == ["About you"])
        #expect(form.allRows.map(\.tag) == ["Birthdate field", "first", "second"])
        #expect(form.validate().map(\.msg).first == "Please enter a birthdate")
        #expect(form.rowBy(tag: "first")?.lineNeighbour?.isFirst == true)
        #expect(form.rowBy(tag: "second")?.lineNeighbour?.row.tag == "first")
    }
}
