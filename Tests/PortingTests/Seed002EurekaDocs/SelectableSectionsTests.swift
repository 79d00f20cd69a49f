import Formwork
import Testing

/// Seed 002, "List sections": the continents, one of them chosen, a choice that
/// can be cleared.
@Suite("Seed 002: List sections")
struct SelectableSectionsTests {
    @Test func whereDoYouLive() throws {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<String>>("Where do you live", selectionType: .singleSelection(enableDeselection: true))

        let continents = ["Africa", "Antarctica", "Asia", "Australia", "Europe", "North America", "South America"]
        for option in continents {
            form.last! <<< ListCheckRow<String>(option){ listRow in
                listRow.title = option
                listRow.selectableValue = option
                listRow.value = nil
            }
        }
        let section = try #require(form.last as? SelectableSection<ListCheckRow<String>>)
        #expect(section.header == "Where do you live")
        #expect(section.count == 7)
        #expect(section.selectedRow() == nil)
        form.rowBy(tag: "Asia")?.didSelect()
        #expect(section.selectedRow()?.value == "Asia")
        form.rowBy(tag: "Europe")?.didSelect()
        #expect(section.selectedRows().map(\.value) == ["Europe"])
        form.rowBy(tag: "Europe")?.didSelect()
        #expect(section.selectedRow() == nil, "deselection is enabled")
    }
}
