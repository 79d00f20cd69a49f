import Foundation
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

    /// The seed's line as written, with `import Formwork` alone, does not compile
    /// (on Linux it would stop the program when run), and the compiler's message
    /// names the spelling that works.
    @Test func theSeedsLineIsRefusedWithTheStringFormNamed() throws {
        let outcome = try TypeCheck.check("""
            import Foundation
            import Formwork

            let form = Form()
            form +++ Section()
                <<< SwitchRow("switchTag") { $0.title = "Show message" }
                <<< LabelRow() {
                    $0.hidden = Condition.predicate(NSPredicate(format: "$switchTag == false"))
                    $0.title = "Switch is on!"
                }
            """)
        let text = outcome.messages
        #expect(outcome.refused, "\(text)")
        #expect(text.contains("'predicate' is unavailable"), "\(text)")
        #expect(text.contains("set the condition to its format string: $0.hidden = \"$tag == false\""), "\(text)")
        #expect(!text.contains("cannot convert"), "the overload is found, not a type mismatch")
    }
}
