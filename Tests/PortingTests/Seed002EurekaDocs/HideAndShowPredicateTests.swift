import Formwork
import Testing

/// Seed 002, "Hide and show rows or sections": `$0.hidden =
/// Condition.predicate(NSPredicate(format: "$switchTag == false"))`. A documented
/// difference ("Coming from Eureka"): `NSPredicate(format:)` is not implemented on
/// Linux, so the predicate is Formwork's `FormPredicate` of the same format.
@Suite("Seed 002: Condition.predicate")
struct HideAndShowPredicateTests {
    @Test func aPredicateOfTheFormatString() throws {
        let form = Form()
        let predicate = try FormPredicate(format: "$switchTag == false")
        form +++ Section()
            <<< SwitchRow("switchTag") { $0.value = false }
            <<< TextRow("shown") {
                $0.hidden = Condition.predicate(predicate)
            }
        #expect(form.rowBy(tag: "shown")?.isHidden == true)
        (form.rowBy(tag: "switchTag") as? SwitchRow)?.value = true
        #expect(form.rowBy(tag: "shown")?.isHidden == false)
    }
}
