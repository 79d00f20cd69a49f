import Formwork
import Testing

/// Seed 004, "Selectable sections": the choices presented inside the form itself.
@Suite("Seed 004: Selectable sections")
struct SelectableSectionsInFormTests {
    @Test func theChoicesAreRowsOfTheForm() throws {
        let form = Form()
        let section = SelectableSection<ListCheckRow<String>>("Lightsaber", selectionType: .singleSelection(enableDeselection: false))
        section.tag = "lightsaber"
        form +++ section
        for colour in ["Blue", "Green", "Red"] {
            section <<< ListCheckRow<String>(colour) { $0.title = colour; $0.selectableValue = colour }
        }
        #expect(form.allRows.map(\.tag) == ["Blue", "Green", "Red"], "in the form, not on a page of their own")
        form.rowBy(tag: "Green")?.didSelect()
        form.rowBy(tag: "Green")?.didSelect()
        #expect(section.selectedRow()?.value == "Green", "deselection is not enabled")
        #expect((form.values()["lightsaber"] ?? nil) as? String == "Green")
    }
}
