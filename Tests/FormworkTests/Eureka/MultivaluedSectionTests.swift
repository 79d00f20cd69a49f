import Formwork
import Testing

@Suite("Multivalued sections")
struct MultivaluedSectionTests {
    /// A tagged section of text rows with every option, holding "a", "b", "c".
    private func phones(_ options: MultivaluedOptions = [.insert, .delete, .reorder]) -> (Form, MultivaluedSection) {
        let form = Form()
        let section = MultivaluedSection(multivaluedOptions: options, header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in TextRow() }
        }
        form +++ section
        for value in ["a", "b", "c"] { section <<< TextRow { $0.value = value } }
        return (form, section)
    }

    private func strings(_ values: [Any?]) -> [String] {
        values.map { ($0 as? String) ?? "nil" }
    }

    @Test func onlyInsertingSectionsHaveAnAddButton() {
        let inserting = MultivaluedSection(multivaluedOptions: .insert, header: "", footer: "")
        #expect(inserting.count == 1)
        #expect(inserting.addButtonRow != nil)
        #expect(inserting.first === inserting.addButtonRow)

        let reordering = MultivaluedSection(multivaluedOptions: .reorder, header: "", footer: "")
        #expect(reordering.isEmpty)
        #expect(reordering.addButtonRow == nil)
    }

    @Test func aCustomAddButtonSetInTheInitializerIsUsed() {
        let section = MultivaluedSection(multivaluedOptions: .insert) {
            $0.addButtonProvider = { _ in ButtonRow("addPhone") { $0.title = "Add phone" } }
        }
        #expect(section.addButtonRow?.title == "Add phone")
        #expect(section.addButtonRow?.tag == "addPhone")
    }

    @Test func valuesOfATaggedSectionAreItsRowValuesInOrder() throws {
        let form = Form()
        let section = MultivaluedSection(multivaluedOptions: .insert, header: "", footer: "") { section in
            section.tag = "textrows"
            section <<< TextRow { $0.value = "text" }
        }
        form +++ section
        #expect(form.values().count == 1)
        let values = try #require(form.values()["textrows"] as? [Any?])
        #expect(strings(values) == ["text"])
        #expect(section.last === section.addButtonRow)
    }

    @Test func rowsAppendedLaterGoBeforeTheAddButton() {
        let (form, section) = phones()
        #expect(section.last === section.addButtonRow)
        #expect(strings(section.values()) == ["a", "b", "c"])

        section += [TextRow { $0.value = "d" }] as [BaseRow]
        section.append(TextRow { $0.value = "e" })
        section[section.count] = TextRow { $0.value = "f" }
        section.insert(TextRow { $0.value = "g" }, at: section.count)
        #expect(section.last === section.addButtonRow)
        #expect(section.allRows.last === section.addButtonRow)
        #expect(strings(section.values()) == ["a", "b", "c", "d", "e", "f", "g"])
        #expect(strings(form.values()["phones"] as? [Any?] ?? []) == ["a", "b", "c", "d", "e", "f", "g"])
    }

    @Test func insertingAfterTheLastItemKeepsTheAddButtonLast() throws {
        let (form, section) = phones()
        let last = try #require(section.itemRows.last)
        try section.insert(row: TextRow { $0.value = "z" }, after: last)
        #expect(section.last === section.addButtonRow)
        #expect(strings(section.values()) == ["a", "b", "c", "z"])
        #expect(strings(form.values()["phones"] as? [Any?] ?? []) == ["a", "b", "c", "z"])
    }

    @Test func nothingGoesAfterTheAddButton() throws {
        let (form, section) = phones()
        let button = try #require(section.addButtonRow)
        try? section.insert(row: TextRow { $0.value = "z" }, after: button)
        #expect(section.last === button)
        #expect(section.allRows.last === button)
        #expect(section.form === form)
    }

    @Test func selectingTheAddButtonInsertsANewRowBeforeIt() throws {
        let (form, section) = phones()
        var askedIndex: Int?
        section.multivaluedRowToInsertAt = { index in
            askedIndex = index
            return TextRow { $0.value = "new" }
        }
        let mirror = FormMirror(form)
        section.addButtonRow?.didSelect()
        #expect(askedIndex == 3)
        #expect(section.itemRows.count == 4)
        #expect(strings(section.values()) == ["a", "b", "c", "new"])
        #expect(section.last === section.addButtonRow)
        #expect(mirror.count("rowInserted") == 1)
        #expect(mirror.matches(form))
    }

    @Test func insertNewRowAtAnIndex() throws {
        let (form, section) = phones()
        let row = try section.insertNewRow(at: 0)
        row.baseValue = "first"
        #expect(strings(section.values()) == ["first", "a", "b", "c"])
        #expect(throws: FormError.indexOutOfRange(6)) { try section.insertNewRow(at: 6) }
        #expect(row.form === form)
    }

    @Test func insertingNeedsTheOptionAndARowProvider() {
        let (form, reorderOnly) = phones([.reorder, .delete])
        #expect(throws: FormError.operationNotAllowed("inserting rows")) { try reorderOnly.insertNewRow() }
        #expect(reorderOnly.form === form && reorderOnly.itemRows.count == 3)

        let noProvider = MultivaluedSection(multivaluedOptions: .insert)
        #expect(throws: FormError.noRowProvider) { try noProvider.insertNewRow() }
        #expect(noProvider.itemRows.isEmpty)
    }

    @Test func deletingRows() throws {
        let (form, section) = phones()
        let mirror = FormMirror(form)
        let removed = try section.deleteRow(at: 1)
        #expect(removed.section == nil)
        #expect(strings(section.values()) == ["a", "c"])
        #expect(mirror.count("rowRemoved") == 1)
        #expect(mirror.matches(form))

        #expect(throws: FormError.indexOutOfRange(2)) { try section.deleteRow(at: 2) }
        #expect(section.addButtonRow?.section === section)

        let (keepForm, keep) = phones([.insert, .reorder])
        #expect(throws: FormError.operationNotAllowed("deleting rows")) { try keep.deleteRow(at: 0) }
        #expect(keep.itemRows.count == 3)
        #expect(keep.form === keepForm)
    }

    @Test func movingRows() throws {
        let (form, section) = phones()
        let mirror = FormMirror(form)
        try section.moveRow(from: 0, to: 2)
        #expect(strings(section.values()) == ["b", "c", "a"])
        #expect(strings(form.values()["phones"] as? [Any?] ?? []) == ["b", "c", "a"])
        #expect(mirror.count("rowMoved") == 1)
        #expect(mirror.matches(form))
        #expect(section.last === section.addButtonRow)

        // The add button is not a place to move to.
        #expect(!section.canMove(from: 0, to: 3))
        #expect(throws: FormError.self) { try section.moveRow(from: 0, to: 3) }
        #expect(section.last === section.addButtonRow)
        #expect(strings(section.values()) == ["b", "c", "a"])

        let (fixedForm, fixed) = phones([.insert, .delete])
        #expect(!fixed.canMove(from: 0, to: 1))
        #expect(throws: FormError.operationNotAllowed("moving rows")) { try fixed.moveRow(from: 0, to: 1) }
        #expect(fixed.form === fixedForm)
    }

    @Test func whatCanBeDeletedAndMoved() throws {
        let form = Form()
        let inserting = MultivaluedSection(multivaluedOptions: .insert) { $0 <<< TextRow { $0.value = "text" } }
        form +++ inserting
        let item = inserting[0]
        let button = try #require(inserting.addButtonRow)
        #expect(!inserting.canDelete(item))
        #expect(!inserting.canDelete(button))
        #expect(!inserting.canMove(item))
        #expect(!inserting.canMove(button))

        let deleting = MultivaluedSection(multivaluedOptions: .delete)
        form +++ deleting <<< TextRow()
        #expect(deleting.canDelete(deleting[0]))
        #expect(!deleting.canDelete(item))

        let reordering = MultivaluedSection(multivaluedOptions: .reorder)
        form +++ reordering <<< TextRow()
        #expect(!reordering.canMove(reordering[0]))
        form.last! <<< TextRow()
        #expect(reordering.canMove(reordering[0]))
        #expect(reordering.canMove(reordering[1]))
        #expect(reordering.canMove(from: 1, to: 0))
    }
}
