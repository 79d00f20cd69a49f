import Formwork
import Testing

/// Seed 002, FAQ "Don't want to use Eureka custom operators?": the implementations
/// of `+++`, `+=` and `<<<`. Formwork declares the same operators, so the FAQ's
/// declarations would clash; the test checks the operators tag and link rows as
/// the methods their bodies call do.
@Suite("Seed 002: FAQ, the operators as methods")
struct FAQOperatorsAsMethodsTests {
    @Test func operatorsAndMethodsLinkRowsAlike() {
        let left = Form()
        let leftSection = Section()
        _ = left +++ leftSection
        _ = leftSection <<< SwitchRow("on")
        leftSection += [TextRow("shown") { $0.hidden = "$on == false" }] as [BaseRow]

        let right = Form()
        let rightSection = Section()
        right.append(rightSection)
        rightSection.append(SwitchRow("on"))
        rightSection.append(contentsOf: [TextRow("shown") { $0.hidden = "$on == false" }] as [BaseRow])

        for form in [left, right] {
            #expect(form.rowBy(tag: "shown")?.isHidden == false)
            (form.rowBy(tag: "on") as? SwitchRow)?.value = false
            #expect(form.rowBy(tag: "shown")?.isHidden == true, "conditions are registered either way")
        }
    }
}
