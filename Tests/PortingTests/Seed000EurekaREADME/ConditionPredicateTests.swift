import FormworkCompatibility
import Testing

/// Seed 000, "How to dynamically hide and show rows (or sections)",
/// `$0.hidden = Condition.Predicate(NSPredicate(format: "$switchTag == false"))`.
/// `NSPredicate` is not evaluated on Linux (a documented difference, "Coming from
/// Eureka"): the predicate is Formwork's, of the same format string.
@Suite("Seed 000: Condition.Predicate")
struct ConditionPredicateTests {
    @Test func aPredicateConditionOfTheFormatString() throws { try run(PredicateCondition.self) }
}

enum PredicateCondition: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        let predicate = try FormPredicate(format: "$switchTag == false")
        form +++ Section()
            <<< SwitchRow("switchTag") { $0.value = true }
            <<< TextRow("a") {
                $0.hidden = Condition.Predicate(predicate)
            }
        let toggle: SwitchRow = try #require(form.rowByTag("switchTag"))
        #expect(form.rowByTag("a")?.isHidden == false)
        toggle.value = false
        #expect(form.rowByTag("a")?.isHidden == true)
    }
}
