import FormworkCompatibility
import Testing

/// Seed 000, "How to dynamically hide and show rows (or sections)": "We can also
/// hide a row by doing `$0.hidden = true` as `Condition` conforms to
/// BooleanLiteralConvertible."
@Suite("Seed 000: hidden = true")
struct HiddenTrueTests {
    @Test func aRowHiddenForGood() throws {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("switchTag") { $0.value = true }
            <<< TextRow("c") {
                $0.hidden = true
            }
        #expect(form.rowBy(tag: "c")?.isHidden == true)
        (form.rowBy(tag: "switchTag") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "c")?.isHidden == true, "depends on nothing")
        #expect(form[0].count == 1, "not among the visible rows")
    }
}
