import Foundation
import Formwork
import Testing

/// Seed 004, "Button row and accessing the rows after they're created": a button
/// whose `onCellSelection` sets the three rows to match Yoda, read by their tags
/// `as? RowOf<Type>`, redrawn with `updateCell()`; the button is disabled while
/// the name is "Yoda", by a function condition on the name's tag, evaluated once
/// with `evaluateDisabled()` and then on each change of the name.
@Suite("Seed 004: Button row")
struct ButtonRowTests {
    @Test func theButtonFillsInYodaAndDisablesItself() throws {
        let form = basicForm()
        form +++ Section("Fill in")
            <<< ButtonRow("yoda") {
                $0.title = "Be Yoda"
            }
            .onCellSelection { cell, row in
                if let name = form.rowBy(tag: FormItems.name) as? RowOf<String> {
                    name.value = "Yoda"
                    name.updateCell()
                }
                if let birthDate = form.rowBy(tag: FormItems.birthDate) as? RowOf<Date> {
                    birthDate.value = Date(timeIntervalSince1970: -896 * 365 * 86_400)
                    birthDate.updateCell()
                }
                if let likesEureka = form.rowBy(tag: FormItems.likesEureka) as? RowOf<Bool> {
                    likesEureka.value = true
                    likesEureka.updateCell()
                }
            }
        let button = try #require(form.rowBy(tag: "yoda"))
        button.disabled = Condition.function([FormItems.name]) { form in
            (form.rowBy(tag: FormItems.name) as? RowOf<String>)?.value == "Yoda"
        }
        button.evaluateDisabled()
        #expect(!button.isDisabled)
        button.didSelect()
        #expect((form.rowBy(tag: FormItems.name) as? NameRow)?.value == "Yoda")
        #expect((form.rowBy(tag: FormItems.likesEureka) as? SwitchRow)?.value == true)
        #expect(button.isDisabled, "disabled while the name is Yoda")
        (form.rowBy(tag: FormItems.name) as? NameRow)?.value = "Luke"
        #expect(!button.isDisabled, "it listens to the name from then on")
    }
}
