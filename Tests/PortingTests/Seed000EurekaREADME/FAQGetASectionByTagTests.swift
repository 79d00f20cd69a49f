import FormworkCompatibility
import Testing

/// Seed 000, FAQ "How to get a Section using its tag value".
@Suite("Seed 000: FAQ, a section by its tag")
struct FAQGetASectionByTagTests {
    @Test func aSectionByItsOlderLookup() throws { try run(SectionByTag.self) }
}

enum SectionByTag: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section("Dates") { $0.tag = "sectionTag" }
            +++ Section("Other") { $0.tag = "otherTag" }

        let section: Section?  = form.sectionByTag("sectionTag")

        #expect(section?.header == "Dates")
        #expect(section === form.first)
        #expect(form.sectionByTag("missing") == nil)
    }
}
