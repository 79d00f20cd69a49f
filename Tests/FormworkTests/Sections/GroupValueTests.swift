import Foundation
import Formwork
import Testing

@Suite("Values of repeating groups and selectable sections")
struct GroupValueTests {
    @Test func otherPleaseSpecifyInsideASelectableSection() {
        let form = Form()
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) {
            $0.tag = "size"
        }
        sizes <<< ListCheckRow<String>("s") { $0.selectableValue = "S" }
            <<< ListCheckRow<String>("o") { $0.selectableValue = "Other" }
            <<< TextRow("other") { $0.hidden = "$size != 'Other'" }
        form +++ sizes
        let other: TextRow = form.rowBy(tag: "other")!
        #expect(other.isHidden)
        (form.rowBy(tag: "o") as? ListCheckRow<String>)?.didSelect()
        #expect(!other.isHidden, "the text row shows once Other is chosen")
        #expect(form.values()["size"] as? String == "Other")
    }

    @Test func hiddenItemsAreLeftOutOfTheGroupsValue() throws {
        let form = Form()
        form +++ Section() <<< SwitchRow("showSecret") { $0.value = true }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
            $0.tag = "phones"
            $0 <<< TextRow { $0.value = "public" }
            $0 <<< TextRow { $0.value = "secret"; $0.hidden = "$showSecret == false" }
        }
        let phones: MultivaluedSection = try #require(form.sectionBy(tag: "phones"))
        #expect(phones.values().count == 2)
        (form.rowBy(tag: "showSecret") as? SwitchRow)?.value = false
        #expect((form.values()["phones"] as? [Any?])?.compactMap { $0 as? String } == ["public"])
        #expect((form.values(includeHidden: true)["phones"] as? [Any?])?.count == 2)
        #expect(phones.values(includeHidden: true).count == 2)
    }

    @Test func anExpandedInlinePickerIsNotAnItem() throws {
        let form = Form()
        let group = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
            $0.tag = "dates"
            $0.multivaluedRowToInsertAt = { _ in DateInlineRow() }
        }
        form +++ group
        let first = try group.insertNewRow() as? DateInlineRow
        _ = try group.insertNewRow()
        first?.expandInlineRow()
        #expect(group.itemRows.count == 2)
        #expect(group.values().count == 2)
        try group.deleteRow(at: 1)
        #expect(group.itemRows.count == 1)
        #expect(first?.isExpanded == true, "deleting the second item leaves the first one's picker alone")
        let picker = try #require(first?.inlineRow)
        group.remove(at: group.firstIndex { $0 === picker }!)
        #expect(first?.isExpanded == false, "removing a picker directly tells its owner")
    }

    @Test func aTemplateThatHidesOnItsOwnGroupIsACycleInASchema() throws {
        let json = #"{"sections": [{"kind": "multivalued", "tag": "phones", "template": {"type": "text", "hidden": "$phones CONTAINS 'secret'"}}]}"#
        let error = try #require(throws: FormSchemaError.self) { try Form(schemaJSON: Data(json.utf8)) }
        #expect(error.issues.map(\.path) == ["sections[0].template.hidden"])
        #expect(error.issues.first?.message.contains("cycle") == true)
    }
}

@Suite("Reordering with the standard library")
struct ReorderingTests {
    @Test func sectionsAndFormsSwapReverseAndSortAsMoves() {
        let form = Form()
        var section = Section()   // `sort` and `reverse` are mutating protocol methods
        form +++ section <<< TextRow("c") <<< TextRow("a") <<< TextRow("h") { $0.hidden = true } <<< TextRow("b")
        section.sort { ($0.tag ?? "") < ($1.tag ?? "") }
        #expect(section.map(\.tag) == ["a", "b", "c"])
        #expect(section.allRows.count == 4, "the hidden row is still there")
        section.reverse()
        #expect(section.map(\.tag) == ["c", "b", "a"])
        form +++ Section { $0.tag = "second" }
        form.swapAt(0, 1)
        #expect(form.first?.tag == "second")
        #expect(form.last === section)
    }
}

@Suite("The add button follows the options")
struct AddButtonTests {
    @Test func emptyingAGroupKeepsItsAddButton() throws {
        let form = Form()
        let group = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
            $0.multivaluedRowToInsertAt = { _ in TextRow() }
        }
        form +++ group
        _ = try group.insertNewRow()
        group.removeAll()
        #expect(group.allRows.count == 1 && group.last === group.addButtonRow)
        group.removeAll { $0 === group.addButtonRow }
        #expect(group.last === group.addButtonRow, "the button stays while inserting is allowed")
    }

    @Test func changingTheOptionsAddsOrRemovesTheButton() {
        let form = Form()
        let group = MultivaluedSection(multivaluedOptions: [.delete])
        form +++ group
        #expect(group.addButtonRow == nil && group.isEmpty)
        group.multivaluedOptions.insert(.insert)
        #expect(group.last === group.addButtonRow && group.addButtonRow != nil)
        group.multivaluedOptions.remove(.insert)
        #expect(group.addButtonRow == nil && group.isEmpty)
    }
}

@Suite("Inline pickers while reordering and replacing")
struct InlineReorderTests {
    @Test func reversingASectionWithAnOpenPickerKeepsItConsistent() {
        let form = Form()
        var section = Section()
        let date = DateInlineRow("date")
        form +++ section <<< TextRow("a") <<< date <<< TextRow("b")
        date.expandInlineRow()
        section.reverse()
        #expect(!date.isExpanded, "pickers close before rows move")
        #expect(Set(section.map(\.tag)) == ["a", "date", "b"] && section.count == 3, "every row once, no stray picker")
        let removed = section.remove(at: 1)
        #expect(section.count == 2 && removed.section == nil && !section.contains { $0 === removed })
        let before = section.map(\.tag)
        section.reverse()
        #expect(section.map(\.tag) == before.reversed(), "without a picker open, reversing is a plain reversal")
    }

    @Test func replacingAPickerTellsItsRow() {
        let form = Form()
        let section = Section()
        let date = DateInlineRow("date")
        form +++ section <<< date
        date.expandInlineRow()
        section[1] = TextRow("x")
        #expect(!date.isExpanded)
        date.toggleInlineRow()
        #expect(date.isExpanded, "the row can open a picker again")
    }

    @Test func movingOntoAnOpenItemKeepsPickersWithTheirRows() throws {
        let form = Form()
        let group = MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder]) {
            $0.multivaluedRowToInsertAt = { _ in DateInlineRow() }
        }
        form +++ group
        let a = try group.insertNewRow(), b = try group.insertNewRow()
        b.expandInlineRow()
        try group.moveRow(from: 0, to: 1)
        #expect(group.itemRows.map { $0 === b } == [true, false])
        #expect(group.allRows.allSatisfy { $0.inlineOwner == nil }, "no picker is left apart from its row")
        #expect(group.last === group.addButtonRow)
        _ = a
    }

    @Test func reversingAGroupKeepsTheAddButtonLast() throws {
        let form = Form()
        var group = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
            $0.multivaluedRowToInsertAt = { _ in TextRow() }
        }
        form +++ group
        _ = try group.insertNewRow()
        _ = try group.insertNewRow()
        group.reverse()
        #expect(group.last === group.addButtonRow)
    }

    @Test func silentSetsInASubformStaySilent() throws {
        let form = Form()
        let sub = SubformRow("sub")
        sub.subform +++ Section() <<< TextRow("street")
        form +++ Section() <<< sub
        var changes = 0
        sub.onChange { _ in changes += 1 }
        (sub.subform.rowBy(tag: "street") as? TextRow)?.setValueSilently("x")
        #expect(changes == 0 && !sub.wasChanged)
        (sub.subform.rowBy(tag: "street") as? TextRow)?.value = "y"
        #expect(changes == 1 && sub.wasChanged)
    }

    @Test func hugeExponentsAreNotNumbersOfPlaces() {
        #expect(RuleDecimalPlaces<String>(maxPlaces: 2).isValid(value: "1.5e-9223372036854775807") != nil)
        #expect(RuleDecimalPlaces<String>(maxPlaces: 2).isValid(value: "1.5e9223372036854775807") == nil)
    }
}
