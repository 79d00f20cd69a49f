import Formwork
import Testing

/// Seed 002, FAQ "How to update a Section header/footer": a header of a title
/// only, by `HeaderFooterView(title:)` with string interpolation. The header made
/// of a view (`HeaderFooterView<UIView>(.class)`, its height and `onSetupView`) is
/// UIKit and deleted: a header is text (documented: "`HeaderFooterView`").
@Suite("Seed 002: FAQ, updating a section header")
struct FAQSectionHeaderTitleTests {
    @Test func aHeaderOfATitleOnly() {
        let variable = "(variable)"
        let section = Section("Before")
        section.header = HeaderFooterView(title: "Header title \(variable)") // use String interpolation
        #expect(section.header == "Header title (variable)")
        // Any value interpolates, as Eureka writes it.
        let number = 3
        section.header = HeaderFooterView(title: "Header title \(number)")
        #expect(section.header == "Header title 3")
    }
}
