import FormworkCompatibility
import Testing

/// Seed 000, FAQ "How to update a Section header/footer": a header set from a
/// string literal or `HeaderFooterView(title:)`, then `section.reload()`. The
/// header made of a view (`HeaderFooterView<UIView>(.Class)`, its height and
/// `onSetupView`) is UIKit and deleted; a header is text (documented in "Coming
/// from Eureka").
@Suite("Seed 000: FAQ, updating a section header")
struct FAQUpdateSectionHeaderTests {
    @Test func setANewHeaderThenReloadTheSection() {
        let form = Form()
        let section = Section("Before") <<< TextRow("a")
        form +++ section
        var reloaded: [String] = []
        let token = form.addObserver { event in
            if case .sectionUpdated(let updated) = event { reloaded.append(updated.header ?? "?") }
        }
        let variable = 7

        section.header = "Header Title" // use string literal as a header/footer data. HeaderFooterView conforms to StringLiteralConvertible.
        #expect(section.header == "Header Title")
        //or
        section.header = HeaderFooterView(title: "Header title \(variable)") // use String interpolation
        #expect(section.header == "Header title 7")

        #expect(reloaded == ["Header Title", "Header title 7"], "each new header is drawn")

        reloaded = []
        section.reload()
        #expect(reloaded == ["Header title 7"], "front ends are told to draw the section again")
        _ = token
    }
}
