import Formwork
import Testing

/// Seed 002, "Hide and show rows or sections": `$0.hidden = "$switchTag == false"`,
/// as `Condition` is `ExpressibleByStringLiteral`; the tag's value stands for
/// `$switchTag`.
@Suite("Seed 002: a condition as a string")
struct HideAndShowStringTests {
    @Test func theStringIsTheCondition() throws {
        let form = Form()
        form +++ Section("Shown while on") {
                $0.hidden = "$switchTag == false"
            }
            <<< TextRow("inside")
        form +++ Section() <<< SwitchRow("switchTag") { $0.value = true }
        #expect(form.map(\.header) == ["Shown while on", nil], "a section's condition works the same")
        (form.rowBy(tag: "switchTag") as? SwitchRow)?.value = false
        #expect(form.map(\.header) == [nil])
        #expect(form.rowBy(tag: "inside")?.isHidden == false, "the row is not hidden, its section is")
    }
}
