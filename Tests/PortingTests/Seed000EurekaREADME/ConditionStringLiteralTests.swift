import FormworkCompatibility
import Testing

/// Seed 000, "How to dynamically hide and show rows (or sections)": "we can write
/// it even shorter since `Condition` conforms to StringLiteralConvertible",
/// `$0.hidden = "$switchTag == false"`.
@Suite("Seed 000: a condition as a string literal")
struct ConditionStringLiteralTests {
    @Test func theFormatStringHidesTheRow() throws {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("switchTag") { $0.value = true }
            <<< TextRow("b") {
                $0.hidden = "$switchTag == false"
            }
        let toggle = try #require(form.rowBy(tag: "switchTag") as? SwitchRow)
        #expect(form.rowBy(tag: "b")?.isHidden == false)
        toggle.value = false
        #expect(form.rowBy(tag: "b")?.isHidden == true)
        toggle.value = true
        #expect(form.rowBy(tag: "b")?.isHidden == false)
    }
}
