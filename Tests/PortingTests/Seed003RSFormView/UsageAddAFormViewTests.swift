import Foundation
import FormworkCompatibility
import Testing

/// Seed 003, "Usage", 1: `let formView = FormView(frame: frame)`. The frame was
/// UIKit's and is not used, and `view.addSubview(formView)` is UIKit and deleted
/// (documented: "RSFormView's form view"); the form view makes the form of the view
/// model it is given.
@Suite("Seed 003: Usage, adding a FormView")
struct UsageAddAFormViewTests {
    @Test func aFormViewFromAFrame() {
        let frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        let formView = FormView(frame: frame)
        let field = FormField(name: "NAME", initialValue: "Ada", fieldType: .regular, isValid: true)
        formView.viewModel = BasicFormViewModel(items: [TextFieldCellItem(with: field)])
        #expect(formView.form.allRows.map(\.tag) == ["NAME"])
        #expect((formView.form.rowBy(tag: "NAME") as? TextRow)?.value == "Ada")
    }
}
