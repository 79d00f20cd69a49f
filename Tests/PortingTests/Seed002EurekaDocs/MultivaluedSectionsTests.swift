import Formwork
import Testing

/// Seed 002, "Multivalued sections": options spelt as Eureka spells them, a header
/// and a footer, an add button, and a row given in the initialiser above the button.
@Suite("Seed 002: Multivalued sections")
struct MultivaluedSectionsTests {
    @Test func aMultivaluedSectionAsTheDocsWriteIt() throws {
        let form = Form()
        form +++
            MultivaluedSection(multivaluedOptions: [.Reorder, .Insert, .Delete],
                               header: "Multivalued TextField",
                               footer: ".Insert adds a 'Add Item' (Add New Tag) button row as last cell.") {
                $0.tag = "tags"
                $0.addButtonProvider = { section in
                    return ButtonRow(){
                        $0.title = "Add New Tag"
                    }
                }
                $0.multivaluedRowToInsertAt = { index in
                    return NameRow() {
                        $0.placeholder = "Tag Name"
                    }
                }
                $0 <<< NameRow() {
                    $0.placeholder = "Tag Name"
                }
            }
        let section = try #require(form.sectionBy(tag: "tags") as? MultivaluedSection)
        #expect(section.multivaluedOptions == [.reorder, .insert, .delete])
        #expect(section.footer == ".Insert adds a 'Add Item' (Add New Tag) button row as last cell.")
        #expect(section.addButtonRow?.title == "Add New Tag")
        #expect(section.allRows.count == 2, "the row given, then the add button")
        section.addButtonRow?.didSelect()
        #expect(section.allRows.count == 3)
        #expect(section.allRows.last === section.addButtonRow, "rows are inserted above the button")
        #expect(MultivaluedOptions.None.isEmpty)
    }
}
