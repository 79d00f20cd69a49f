import FormworkCompatibility
import Testing

/// Seed 000, "Section Header and Footer": the initializers of a section with a
/// header, a header and a footer, or a footer, each with an initializer closure;
/// "`Section("Title")` or `Section(header: "Title", footer: "Footnote")`".
@Suite("Seed 000: Section Header and Footer")
struct SectionHeaderAndFooterTests {
    @Test func theThreeInitializers() {
        let titled = Section("Title")
        #expect(titled.header == "Title" && titled.footer == nil)
        let both = Section(header: "Title", footer: "Footnote")
        #expect(both.header == "Title" && both.footer == "Footnote")
        let footerOnly = Section(footer: "Footnote") { $0.tag = "note" }
        #expect(footerOnly.header == nil && footerOnly.footer == "Footnote")
        #expect(footerOnly.tag == "note", "the initializer closure runs")
        let form = Form()
        form +++ titled +++ both
        #expect(form.map(\.footer) == [nil, "Footnote"])
    }
}
