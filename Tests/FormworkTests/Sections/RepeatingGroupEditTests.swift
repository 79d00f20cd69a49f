import Foundation
import Formwork
import Testing

/// A repeating group's items and edits through `Section`, as a front end reaches
/// them without knowing the group's class: every front end offers and refuses the
/// same edits.
@Suite("Repeating groups: edits a person may make")
struct RepeatingGroupEditTests {
    /// A form with a switch and a group of three phone items; the second hides when
    /// the switch is off.
    private func phones(_ options: MultivaluedOptions = [.insert, .delete, .reorder], maximum: Int = 1_000) -> (Form, Section) {
        let form = Form()
        form +++ Section() <<< SwitchRow("showSecond") { $0.value = true }
        let group = MultivaluedSection(multivaluedOptions: options) {
            $0.tag = "phones"
            $0.maximumItemCount = maximum
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
            $0 <<< PhoneRow { $0.value = "1" }
            $0 <<< PhoneRow { $0.value = "2"; $0.hidden = "$showSecond == false" }
            $0 <<< PhoneRow { $0.value = "3" }
        }
        form +++ group
        return (form, group)
    }

    private func values(_ section: Section) -> [String?] {
        section.items.map { $0.baseValue as? String }
    }

    @Test("a group's items, add row and field names are reached through Section")
    func itemsAreReachedThroughSection() throws {
        let (_, group) = phones()
        #expect(group.isRepeatingGroup)
        #expect(values(group) == ["1", "2", "3"])
        let add = try #require(group.addItemRow)
        #expect(group.itemIndex(of: add) == nil, "the add row is no item")
        #expect(group.itemIndex(of: group.items[2]) == 2)
        #expect(group.itemFieldNames?.count == "phones.count")
        #expect(group.itemFieldNames?.items == "phones.items")
    }

    @Test("other sections have no items and refuse every edit")
    func otherSectionsRefuseEveryEdit() {
        let form = Form()
        let plain = Section() <<< TextRow("a") <<< TextRow("b")
        form +++ plain
        #expect(!plain.isRepeatingGroup)
        #expect(plain.items.isEmpty)
        #expect(plain.addItemRow == nil && plain.itemFieldNames == nil)
        #expect(!plain.canAddItem && plain.addItem() == nil)
        #expect(plain.itemEdits(at: 0).isEmpty)
        #expect(!plain.deleteItem(at: 0) && !plain.moveItem(at: 0, by: 1))
        #expect(plain.allRows.count == 2)
    }

    @Test("the edits of each item follow the group's options and its ends")
    func editsFollowOptionsAndEnds() {
        let (_, group) = phones()
        #expect(group.itemEdits(at: 0) == [.moveDown, .delete, .addAfter])
        #expect(group.itemEdits(at: 1) == [.moveUp, .moveDown, .delete, .addAfter])
        #expect(group.itemEdits(at: 2) == [.moveUp, .delete, .addAfter])
        #expect(group.itemEdits(at: 3).isEmpty && group.itemEdits(at: -1).isEmpty)
        let (_, fixed) = phones([.insert])
        #expect(fixed.itemEdits(at: 1) == [.addAfter], "a group that only inserts moves and deletes nothing")
    }

    @Test("a hidden or disabled item offers nothing, and nothing moves past it")
    func unreachableItemsAreLeftAlone() throws {
        let (form, group) = phones()
        try #require(form.rowBy(tag: "showSecond") as? SwitchRow).value = false
        #expect(group.items[1].isHidden)
        #expect(group.itemEdits(at: 1).isEmpty)
        #expect(!group.itemEdits(at: 0).contains(.moveDown))
        #expect(!group.itemEdits(at: 2).contains(.moveUp))
        #expect(!group.moveItem(at: 0, by: 1))
        #expect(!group.deleteItem(at: 1))
        #expect(values(group) == ["1", "2", "3"], "nothing moved or went")

        try #require(form.rowBy(tag: "showSecond") as? SwitchRow).value = true
        group.items[2].disabled = true
        #expect(group.itemEdits(at: 2).isEmpty)
        #expect(!group.itemEdits(at: 1).contains(.moveDown))
        #expect(!group.moveItem(at: 2, by: -1))
        #expect(group.moveItem(at: 1, by: -1))
        #expect(values(group) == ["2", "1", "3"])
    }

    @Test("moves go one place at a time, deletes take the item out")
    func movesAndDeletes() {
        let (_, group) = phones()
        #expect(!group.moveItem(at: 0, by: 2), "only one place at a time")
        #expect(!group.moveItem(at: 0, by: -1), "not past the start")
        #expect(group.moveItem(at: 2, by: -1))
        #expect(values(group) == ["1", "3", "2"])
        #expect(group.deleteItem(at: 0))
        #expect(values(group) == ["3", "2"])
        #expect(!group.deleteItem(at: 5))
    }

    @Test("items are added where asked, up to the group's maximum")
    func addingStopsAtTheMaximum() {
        let (_, group) = phones(maximum: 4)
        #expect(group.canAddItem)
        let added = group.addItem(at: 1)
        #expect(added != nil && group.items[1] === added)
        #expect(values(group) == ["1", nil, "2", "3"])
        #expect(!group.canAddItem)
        #expect(group.addItem() == nil)
        #expect(!group.itemEdits(at: 0).contains(.addAfter))
        #expect(group.items.count == 4)
        #expect(group.deleteItem(at: 1))
        #expect(group.addItem(at: 9) == nil, "out of range")
        #expect(group.addItem(at: 3) != nil, "at the end")
        #expect(group.items.count == 4)
    }

    @Test("a hidden group offers no edits")
    func aHiddenGroupOffersNothing() throws {
        let (form, group) = phones()
        group.hidden = "$showSecond == false"
        try #require(form.rowBy(tag: "showSecond") as? SwitchRow).value = false
        #expect(group.isHidden)
        #expect(!group.canAddItem)
        #expect(group.itemEdits(at: 0).isEmpty)
        #expect(!group.deleteItem(at: 0))
        #expect(group.items.count == 3)
    }
}

/// The one walk of a form's sections by kind every front end makes.
@Suite("Sections: layout")
struct SectionLayoutTests {
    @Test("a selectable section is one control, a group a list of items, any other its rows")
    func eachKindLaysOutItsWay() throws {
        let form = Form()
        let plain = Section() <<< TextRow("name")
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .multipleSelection)
        sizes <<< ListCheckRow<String>("s") { $0.selectableValue = "S" } <<< ListCheckRow<String>("m") { $0.selectableValue = "M" }
        let phones = MultivaluedSection(multivaluedOptions: [.insert]) { $0.multivaluedRowToInsertAt = { _ in PhoneRow() } }
        form +++ plain +++ sizes +++ phones
        guard case .rows = plain.layout else { Issue.record("a plain section lays out its rows"); return }
        guard case .choices(let list, let multiple) = sizes.layout else { Issue.record("a selectable section is one control"); return }
        #expect(multiple)
        #expect(list.options.count == 2)
        guard case .group = phones.layout else { Issue.record("a repeating group is a list of items"); return }
        let single = SelectableSection<ListCheckRow<String>>("One", selectionType: .singleSelection(enableDeselection: true))
        single <<< ListCheckRow<String>("x") { $0.selectableValue = "X" }
        form +++ single
        guard case .choices(_, let many) = single.layout else { Issue.record("one choice is one control too"); return }
        #expect(!many)
    }
}
