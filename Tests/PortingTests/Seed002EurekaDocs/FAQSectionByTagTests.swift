import Formwork
import Testing

/// Seed 002, FAQ "How to get a Section using its tag value".
@Suite("Seed 002: FAQ, a section by its tag")
struct FAQSectionByTagTests {
    @Test func aSectionByItsTag() {
        let form = Form()
        form +++ Section("Before") +++ Section("Tagged") { $0.tag = "sectionTag" }

        let section : Section? = form.sectionBy(tag: "sectionTag")

        #expect(section?.header == "Tagged")
        #expect(section === form.last)
        section?.hidden = true
        #expect(form.sectionBy(tag: "sectionTag") === section, "found when hidden too")
    }
}
