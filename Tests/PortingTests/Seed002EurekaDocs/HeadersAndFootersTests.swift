import Formwork
import Testing

/// Seed 002, "Section Header and Footer": `Section("Title")`, `Section(header:
/// "Title", footer: "Footer Title")`, `Section(footer: "Footer Title")`; the
/// validations example's sections have a header and a footer too.
@Suite("Seed 002: Section header and footer")
struct HeadersAndFootersTests {
    @Test func sectionsWithAFooter() {
        let titled = Section("Title")
        #expect(titled.header == "Title" && titled.footer == nil)
        let both = Section(header: "Required Rule", footer: "Options: Validates on change")
        #expect(both.header == "Required Rule" && both.footer == "Options: Validates on change")
        let footerOnly = Section(footer: "Footer Title") { $0.tag = "note" }
        #expect(footerOnly.header == nil)
        #expect(footerOnly.footer == "Footer Title")
        #expect(footerOnly.tag == "note")
    }
}
