import Formwork
import Testing

/// Seed 002, "Result builders": `@FormBuilder var form: Form`, of sections, an
/// `if`, and a row in a section of its own.
@Suite("Seed 002: @FormBuilder")
struct FormBuilderTests {
    @FormBuilder
    var form : Form {
        Section("Section A") { section in
            section.tag = "Section_A"
        }
        if true {
            Section("Section B") { section in
                section.tag = "Section_B"
            }
        }
        NameRow("NameRow_f1") { $0.title = "Name" }
    }

    @Test func aBuiltForm() {
        let form = self.form
        #expect(form.count == 3)
        #expect(form.sectionBy(tag: "Section_A") === form[0])
        #expect(form.sectionBy(tag: "Section_B")?.header == "Section B")
        #expect(form.rowBy(tag: "NameRow_f1") === form[2].first)
        #expect(form.rowBy(tag: "NameRow_f1")?.title == "Name")
    }
}
