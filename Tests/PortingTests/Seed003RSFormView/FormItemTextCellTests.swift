import Foundation
import FormworkCompatibility
import Testing

/// Seed 003, "FormItem", 3. Text Cell Item, "may be used as a section header or
/// text hint": `formItem.attributedString = attributedString`.
@Suite("Seed 003: FormItem, text cell")
struct FormItemTextCellTests {
    @Test func aTextItemHeadsASection() throws {
        let field = FormField(name: "ADDRESS", initialValue: "", fieldType: .regular, isValid: false)
        let attributedString = NSAttributedString(string: "Enter your address")
        let formItem = TextCellItem()
        formItem.attributedString = attributedString

        let form = FormView(with: BasicFormViewModel(items: [formItem, TextFieldCellItem(with: field)])).form
        #expect(formItem.attributedText?.string == "Enter your address", "one property, two names")
        #expect(form.allSections.map(\.header) == ["Enter your address"])
        #expect(form.allSections.first?.allRows.map(\.tag) == ["ADDRESS"])
    }
}
