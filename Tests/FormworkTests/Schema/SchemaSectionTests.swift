import Foundation
import Formwork
import Testing

@Suite("Forms from JSON: selectable and multivalued sections")
struct SchemaSectionTests {
    // MARK: Selectable sections

    static let sizes = """
        {"sections": [{"kind": "selectable", "tag": "size", "header": "Size", "footer": "Pick one", %SETTINGS%
                       "rows": [{"type": "listCheck", "tag": "s", "title": "Small", "selectableValue": "S"},
                                {"type": "listCheck", "tag": "m", "title": "Medium", "selectableValue": "M"},
                                {"type": "listCheck", "tag": "l", "title": "Large", "selectableValue": "L"}]}]}
        """

    static func sizes(_ settings: String) throws(FormSchemaError) -> Form {
        try SchemaFixture.form(sizes.replacingOccurrences(of: "%SETTINGS%", with: settings))
    }

    @Test func aSingleSelectionSectionChoosesOneRow() throws {
        let form = try Self.sizes(#""selection": "single","#)
        let section = try #require(form.sectionBy(tag: "size") as? SelectableSection<ListCheckRow<String>>)
        #expect(section.header == "Size")
        #expect(section.footer == "Pick one")
        #expect(section.allRows.map(\.title) == ["Small", "Medium", "Large"])
        #expect(section.selectedRow() == nil)

        form.rowBy(tag: "m")?.didSelect()
        #expect(section.selectedRow()?.value == "M")
        #expect(form.values()["size"] as? String == "M")
        form.rowBy(tag: "l")?.didSelect()
        #expect(section.selectedRows().map(\.tag) == ["l"])
        #expect(form.values()["size"] as? String == "L")
    }

    @Test func singleSelectionClearsAgainByDefault() throws {
        let form = try Self.sizes("")
        let section = try #require(form.sectionBy(tag: "size") as? SelectableSection<ListCheckRow<String>>)
        #expect(section.selectionType == .singleSelection(enableDeselection: true))
        form.rowBy(tag: "s")?.didSelect()
        form.rowBy(tag: "s")?.didSelect()
        #expect(section.selectedRow() == nil)
    }

    @Test func enableDeselectionFalseKeepsTheChoice() throws {
        let form = try Self.sizes(#""selection": "single", "enableDeselection": false,"#)
        let section = try #require(form.sectionBy(tag: "size") as? SelectableSection<ListCheckRow<String>>)
        #expect(section.selectionType == .singleSelection(enableDeselection: false))
        form.rowBy(tag: "s")?.didSelect()
        form.rowBy(tag: "s")?.didSelect()
        #expect(section.selectedRow()?.value == "S")
    }

    @Test func enableDeselectionTrueClearsTheChoice() throws {
        let form = try Self.sizes(#""enableDeselection": true,"#)
        let section = try #require(form.sectionBy(tag: "size") as? SelectableSection<ListCheckRow<String>>)
        form.rowBy(tag: "l")?.didSelect()
        #expect(section.selectedRow()?.value == "L")
        form.rowBy(tag: "l")?.didSelect()
        #expect(section.selectedRow() == nil)
        #expect(form.values()["size"].map { $0 == nil } == true)
    }

    @Test func aMultipleSelectionSectionChoosesMany() throws {
        let form = try Self.sizes(#""selection": "multiple","#)
        let section = try #require(form.sectionBy(tag: "size") as? SelectableSection<ListCheckRow<String>>)
        #expect(section.selectionType == .multipleSelection)
        form.rowBy(tag: "s")?.didSelect()
        form.rowBy(tag: "l")?.didSelect()
        #expect(section.selectedRows().compactMap(\.value) == ["S", "L"])
        let value = try #require(form.values()["size"] as? [Any?])
        #expect(value.compactMap { $0 as? String } == ["S", "L"])
        form.rowBy(tag: "s")?.didSelect()
        #expect(section.selectedRows().compactMap(\.value) == ["L"])
    }

    @Test func rowsMarkedChosenStartChosen() throws {
        let form = try SchemaFixture.form("""
            {"sections": [{"kind": "selectable", "tag": "toppings", "selection": "multiple", "rows": [
              {"type": "listCheck", "tag": "cheese", "selectableValue": "cheese", "value": true},
              {"type": "listCheck", "tag": "ham", "selectableValue": "ham"},
              {"type": "listCheck", "tag": "olives", "selectableValue": "olives", "value": true}]}]}
            """)
        let value = try #require(form.values()["toppings"] as? [Any?])
        #expect(value.compactMap { $0 as? String } == ["cheese", "olives"])
    }

    @Test func aSelectableSectionOfNumbers() throws {
        let form = try SchemaFixture.form("""
            {"sections": [{"kind": "selectable", "tag": "seats", "rows": [
              {"type": "listCheck", "tag": "one", "selectableValue": 1},
              {"type": "listCheck", "tag": "two", "selectableValue": 2}]}]}
            """)
        let section = try #require(form.sectionBy(tag: "seats") as? SelectableSection<ListCheckRow<Int>>)
        form.rowBy(tag: "two")?.didSelect()
        #expect(section.selectedRow()?.value == 2)
        #expect(form.values()["seats"] as? Int == 2)
    }

    @Test func aSelectableSectionOfWholeAndDecimalNumbers() throws {
        // Like options, 1 and 2.5 together are decimal numbers: every row must be chosen
        // through the section, the whole number too.
        let form = try SchemaFixture.form("""
            {"sections": [{"kind": "selectable", "tag": "dose", "rows": [
              {"type": "listCheck", "tag": "whole", "selectableValue": 1},
              {"type": "listCheck", "tag": "half", "selectableValue": 2.5}]}]}
            """)
        form.rowBy(tag: "half")?.didSelect()
        #expect(form.values()["dose"] as? Double == 2.5)
        form.rowBy(tag: "whole")?.didSelect()
        #expect(form.values()["dose"] as? Double == 1)
        #expect(form.rowBy(tag: "half")?.baseValue == nil, "choosing one row must clear the other")
    }

    @Test func setValuesChoosesInASelectableSection() throws {
        let form = try Self.sizes("")
        #expect(form.setValues(["size": "M"]).isEmpty)
        #expect((form.rowBy(tag: "m") as? ListCheckRow<String>)?.value == "M")
    }

    @Test func aSelectableSectionCanBeHidden() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"rows": [{"type": "switch", "tag": "custom", "value": false}]},
              {"kind": "selectable", "tag": "colour", "hidden": "$custom == false", "rows": [
                {"type": "listCheck", "tag": "red", "selectableValue": "red"}]}
            ]}
            """)
        let section = try #require(form.sectionBy(tag: "colour"))
        #expect(section.isHidden)
        (form.rowBy(tag: "custom") as? SwitchRow)?.value = true
        #expect(!section.isHidden)
    }

    // MARK: Multivalued sections

    static let phones = """
        {"sections": [{"kind": "multivalued", "tag": "phones", "header": "Phones", "footer": "Add as many as you like",
                       %OPTIONS%
                       "template": {"type": "phone", "title": "Phone", "placeholder": "555-123-4567", "fieldKind": "usPhone",
                                    "rules": [{"rule": "required", "message": "Enter the number."}]},
                       "rows": [{"type": "phone", "title": "Home", "value": "555-111-2222"},
                                {"type": "phone", "title": "Work", "value": "555-333-4444"}]}]}
        """

    static func phones(_ options: String) throws(FormSchemaError) -> Form {
        try SchemaFixture.form(phones.replacingOccurrences(of: "%OPTIONS%", with: options))
    }

    @Test func initialRowsComeFirstInOrder() throws {
        let form = try Self.phones("")
        let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        #expect(section.header == "Phones")
        #expect(section.footer == "Add as many as you like")
        #expect(section.itemRows.map(\.title) == ["Home", "Work"])
        #expect(section.itemRows.allSatisfy { $0 is PhoneRow })
        #expect(section.values().compactMap { $0 as? String } == ["555-111-2222", "555-333-4444"])
        let value = try #require(form.values()["phones"] as? [Any?])
        #expect(value.compactMap { $0 as? String } == ["555-111-2222", "555-333-4444"])
    }

    @Test func insertAndDeleteByDefault() throws {
        let form = try Self.phones("")
        let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        #expect(section.multivaluedOptions == [.insert, .delete])
        #expect(section.addButtonRow != nil)
        #expect(section.allRows.last === section.addButtonRow)
    }

    @Test func theAddButtonInsertsTheTemplate() throws {
        let form = try Self.phones("")
        let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        let button = try #require(section.addButtonRow)
        button.didSelect()
        button.didSelect()
        #expect(section.itemRows.count == 4)
        #expect(section.allRows.last === button)
        let added = try #require(section.itemRows[2] as? PhoneRow)
        let second = try #require(section.itemRows[3] as? PhoneRow)
        #expect(added !== second)
        #expect(added.title == "Phone")
        #expect(added.placeholder == "555-123-4567")
        #expect(added.textMask?.pattern == "###-###-####")
        #expect(added.value == nil)
        #expect(added.validate().map(\.msg) == ["Enter the number."])
        added.setText("5559998888")
        #expect(added.value == "555-999-8888")
        #expect(added.validate().isEmpty)
        let value = try #require(form.values()["phones"] as? [Any?])
        #expect(value.count == 4)
        #expect(value[2] as? String == "555-999-8888")
        // Editing one inserted row leaves the other alone.
        #expect(second.value == nil)
    }

    @Test func allThreeOptions() throws {
        let form = try Self.phones(#""multivaluedOptions": ["insert", "delete", "reorder"],"#)
        let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        #expect(section.multivaluedOptions == [.insert, .delete, .reorder])
        try section.moveRow(from: 0, to: 1)
        #expect(section.itemRows.map(\.title) == ["Work", "Home"])
        try section.deleteRow(at: 0)
        #expect(section.itemRows.map(\.title) == ["Home"])
    }

    @Test func onlyWhatIsListedIsAllowed() throws {
        let form = try Self.phones(#""multivaluedOptions": ["reorder"],"#)
        let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        #expect(section.multivaluedOptions == [.reorder])
        #expect(section.addButtonRow == nil)
        #expect(throws: FormError.self) { try section.deleteRow(at: 0) }
        #expect(throws: FormError.self) { try section.insertNewRow() }
    }

    @Test func setValuesMakesRowsFromTheTemplate() throws {
        let form = try Self.phones("")
        let section = try #require(form.sectionBy(tag: "phones") as? MultivaluedSection)
        #expect(form.setValues(["phones": ["555-000-0001", "555-000-0002", "555-000-0003"]]).isEmpty)
        #expect(section.itemRows.count == 3)
        #expect(section.itemRows.allSatisfy { $0 is PhoneRow && $0.title == "Phone" })
        #expect(section.values().compactMap { $0 as? String } == ["555-000-0001", "555-000-0002", "555-000-0003"])
    }

    @Test func templatesOfOtherRowTypes() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"kind": "multivalued", "tag": "sizes", "template": {"type": "push", "options": [36, 38, 40], "value": 38}, "rows": []},
              {"kind": "multivalued", "tag": "days", "template": {"type": "date", "value": "2024-05-01"}, "rows": []}
            ]}
            """)
        let sizes = try #require(form.sectionBy(tag: "sizes") as? MultivaluedSection)
        sizes.addButtonRow?.didSelect()
        let size = try #require(sizes.itemRows.first as? PushRow<Int>)
        #expect(size.options == [36, 38, 40])
        #expect(size.value == 38)

        let days = try #require(form.sectionBy(tag: "days") as? MultivaluedSection)
        days.addButtonRow?.didSelect()
        #expect((days.itemRows.first as? DateRow)?.value == SchemaFixture.localDate(2024, 5, 1))
    }

    @Test func conditionsCanReadTheRowsOfAMultivaluedSection() throws {
        let form = try SchemaFixture.form("""
            {"sections": [
              {"kind": "multivalued", "tag": "guests", "template": {"type": "name"}, "rows": [{"type": "name", "tag": "host", "value": "Ann"}]},
              {"rows": [{"type": "switch", "tag": "vegetarian", "hidden": "$host == nil"}]}
            ]}
            """)
        #expect(form.rowBy(tag: "vegetarian")?.isHidden == false)
        (form.rowBy(tag: "host") as? NameRow)?.value = nil
        #expect(form.rowBy(tag: "vegetarian")?.isHidden == true)
    }

    @Test func aTemplateWithATagNeverStopsTheProgram() async {
        // Every inserted row would carry the template's tag, and a second one with the
        // same tag stops a program. The schema must refuse the tag or the rows must not
        // share it.
        await #expect(processExitsWith: .success) {
            let json = """
                {"sections": [{"kind": "multivalued", "tag": "phones", "template": {"type": "phone", "tag": "phone"}, "rows": []}]}
                """
            guard let form = try? Form(schemaJSON: Data(json.utf8)) else { return }
            let section = form.allSections[0] as? MultivaluedSection
            section?.addButtonRow?.didSelect()
            section?.addButtonRow?.didSelect()
        }
    }
}
