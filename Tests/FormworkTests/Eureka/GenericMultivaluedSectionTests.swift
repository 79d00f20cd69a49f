import Formwork
import Testing

@Suite("Generic multivalued sections")
struct GenericMultivaluedSectionTests {
    private func tags() -> (Form, GenericMultivaluedSection<LabelRow>) {
        let form = Form()
        let group = GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.reorder, .insert, .delete], header: "Tags") {
            $0.tag = "tags"
            $0.addButtonProvider = { _ in LabelRow { $0.title = "New tag" } }
            $0.multivaluedRowToInsertAt = { index in TextRow { $0.value = "tag \(index)" } }
        }
        form +++ group
        return (form, group)
    }

    @Test func aLabelAddButtonInsertsARowWhenSelected() throws {
        let (form, group) = tags()
        let add = try #require(group.addButton as? LabelRow)
        #expect(group.addButtonRow == nil, "not a ButtonRow")
        #expect(group.addItemRow === add)
        #expect(add.isAddItemRow)
        #expect(add.canTakeFocus, "pressed like a button")
        #expect(add.identifier == "tags.add")
        add.didSelect()
        add.didSelect()
        #expect(group.itemRows.count == 2)
        #expect(group.allRows.last === add, "the add button stays last")
        #expect(form.values()["tags"] as? [String] == ["tag 0", "tag 1"])
        #expect(!LabelRow("plain").canTakeFocus)
    }

    @Test func withoutAProviderTheAddButtonIsARowOfTheTypeShowingTheFormsWord() throws {
        let form = Form()
        let group = GenericMultivaluedSection<LabelRow>()
        form +++ group
        let add = try #require(group.addButton)
        #expect(add is LabelRow)
        #expect(add.displayTitle == form.messages.add)
    }

    @Test func aTemplatesFormsEachHaveTheirAddButtonAndItsInsertions() throws {
        let template = try FormTemplate { tags().0 }
        let one = template.makeForm(), two = template.makeForm()
        let first = try #require(one.allSections.first?.addItemRow)
        first.didSelect()
        #expect(first is LabelRow)
        #expect(one.allSections.first?.items.count == 1)
        #expect(two.allSections.first?.items.count == 0)
        #expect(two.allSections.first?.addItemRow !== first)
    }
}
