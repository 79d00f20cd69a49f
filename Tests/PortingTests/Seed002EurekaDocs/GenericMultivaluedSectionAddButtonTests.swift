import Formwork
import Testing

/// Seed 002, "Multivalued sections": "If you want to use an add button which is not
/// a ButtonRow", a `GenericMultivaluedSection` whose add button is a label row. The
/// docs' `// ...` is a row provider.
@Suite("Seed 002: GenericMultivaluedSection")
struct GenericMultivaluedSectionAddButtonTests {
    @Test func aGenericMultivaluedSectionWithALabelAsItsAddButton() throws {
        let form = Form()
        form +++
            GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.Reorder, .Insert, .Delete], {
                $0.addButtonProvider = { section in
                    return LabelRow(){
                        $0.title = "A Label row as add button"
                    }
                }
                $0.multivaluedRowToInsertAt = { index in
                    return NameRow() {
                        $0.placeholder = "Tag Name"
                    }
                }
                // ...
            })
        let section = try #require(form.allSections.first)
        let add = try #require(section.addItemRow as? LabelRow)
        #expect(add.title == "A Label row as add button")
        add.didSelect()
        #expect(section.items.count == 1)
        #expect(section.items.first is NameRow)
    }
}
