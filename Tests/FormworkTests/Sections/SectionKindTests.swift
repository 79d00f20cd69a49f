import Foundation
import Formwork
import Testing

/// Sections say what they are, with the same names schemas use: front ends draw
/// them by kind, and schemas read and write them through one vocabulary.
@Suite("Section kinds")
struct SectionKindTests {
    @Test func eachSectionSaysWhatItIs() {
        let plain = Section("Plain")
        let single = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false))
        let multiple = SelectableSection<ListCheckRow<Int>>("Days", selectionType: .multipleSelection)
        let group = MultivaluedSection(multivaluedOptions: [.insert, .reorder])
        #expect(plain.kind == .plain)
        #expect(plain.selection == nil)
        #expect(single.kind == .selectable)
        #expect(single.selection == .singleSelection(enableDeselection: false))
        #expect(multiple.selection == .multipleSelection)
        #expect(group.kind == .multivalued)
        #expect(group.selection == nil)
        single.selectionType = .multipleSelection
        #expect(single.selection == .multipleSelection)
    }

    @Test func selectionNamesReadBackWhatTheyWrite() {
        for type in [SelectionType.multipleSelection, .singleSelection(enableDeselection: true),
                     .singleSelection(enableDeselection: false)] {
            let deselection: Bool
            if case .singleSelection(let value) = type { deselection = value } else { deselection = true }
            #expect(SelectionType(name: type.name, enableDeselection: deselection) == type)
        }
        #expect(SelectionType(name: "several") == nil)
        #expect(SelectionType.names == ["single", "multiple"])
    }

    @Test func multivaluedOptionNamesReadBackWhatTheyWrite() {
        let all: MultivaluedOptions = [.insert, .delete, .reorder]
        #expect(all.names == ["insert", "delete", "reorder"])
        #expect(MultivaluedOptions([.reorder, .insert]).names == ["insert", "reorder"])
        #expect(MultivaluedOptions([]).names.isEmpty)
        for name in all.names { #expect(MultivaluedOptions(name: name).map { all.contains($0) } == true) }
        #expect(MultivaluedOptions(name: "sort") == nil)
    }

    @Test func unknownNamesInASchemaListTheChoices() {
        let kind = SchemaFixture.issues(#"{"sections": [{"kind": "grid", "rows": []}]}"#)
        expectIssue(kind, at: "sections[0].kind", mentioning: ["grid", "plain, selectable, multivalued or page"])
        let selection = SchemaFixture.issues(#"{"sections": [{"kind": "selectable", "tag": "s", "selection": "some", "rows": []}]}"#)
        expectIssue(selection, at: "sections[0].selection", mentioning: ["some", "single or multiple"])
        let option = SchemaFixture.issues("""
            {"sections": [{"kind": "multivalued", "tag": "m", "multivaluedOptions": ["delete", "sort"],
                           "template": {"type": "text"}}]}
            """)
        expectIssue(option, at: "sections[0].multivaluedOptions[1]", mentioning: ["sort", "insert, delete or reorder"])
        expectNoIssue(option, under: "sections[0].multivaluedOptions[0]")
    }

    @Test func aSchemaDescribesEachKindOfSectionByItsName() throws {
        let form = Form()
        form +++ Section("Plain") <<< TextRow("name")
        form +++ SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) {
            $0.tag = "size"
        }
        form.allSections[1] <<< ListCheckRow<String>("s") { $0.selectableValue = "S" }
        form +++ MultivaluedSection(multivaluedOptions: [.delete, .reorder]) { $0.tag = "phones" }
        let schema = FormSchema(form: form)
        #expect(schema.sections.map(\.kind) == [nil, .selectable, .multivalued])
        #expect(schema.sections[1].selection == "single")
        #expect(schema.sections[1].enableDeselection == false)
        #expect(schema.sections[2].multivaluedOptions == ["delete", "reorder"])
        let rebuilt = try Form(schema: schema)
        #expect(rebuilt.allSections.map(\.kind) == [.plain, .selectable, .multivalued])
        #expect(rebuilt.allSections[1].selection == .singleSelection(enableDeselection: false))
    }
}
