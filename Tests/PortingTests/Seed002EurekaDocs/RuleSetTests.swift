import Formwork
import Testing

/// Seed 002, "Validations": a `RuleSet` of rules used by many rows, added to one
/// with `add(ruleSet:)`.
@Suite("Seed 002: RuleSet")
struct RuleSetTests {
    @Test func aRowTakesEveryRuleOfTheSet() {
        var rules = RuleSet<String>()
        rules.add(rule: RuleRequired())
        rules.add(rule: RuleEmail())

        let row = TextRow() {
            $0.title = "Email Rule"
            $0.add(ruleSet: rules)
            $0.validationOptions = .validatesOnChangeAfterBlurred
        }
        let form = Form()
        form +++ Section() <<< row
        #expect(rules.count == 2)
        #expect(row.rules.count == 2)
        #expect(row.validate().count == 1, "required")
        row.value = "ada@"
        #expect(row.validate().count == 1, "not an email")
        row.value = "ada@example.com"
        #expect(row.validate().isEmpty)
    }
}
