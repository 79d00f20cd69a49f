import FormworkCompatibility
import Testing

/// Seed 000, "How to dynamically hide and show rows (or sections)": the
/// declaration `enum Condition { case Predicate(NSPredicate); case Function([String],
/// (Form?)->Bool) }`. Both older cases make a `Condition`; the predicate is Formwork's
/// (`NSPredicate` is not evaluated on Linux, see "Coming from Eureka").
@Suite("Seed 000: the Condition enum")
struct ConditionEnumTests {
    @Test func bothOlderCasesMakeConditions() throws { try run(ConditionCases.self) }
}

enum ConditionCases: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let function: Condition = Condition.Function(["flag"]) { form in
            let flag: SwitchRow? = form?.rowByTag("flag")
            return flag?.value == true
        }
        let predicate: Condition = Condition.Predicate(try FormPredicate(format: "$flag == true"))
        let form = Form()
        form +++ Section()
            <<< SwitchRow("flag") { $0.value = false }
            <<< TextRow("byFunction") { $0.hidden = function }
            <<< TextRow("byPredicate") { $0.hidden = predicate }
        let flag: SwitchRow = try #require(form.rowByTag("flag"))
        #expect(form.rowByTag("byFunction")?.isHidden == false)
        #expect(form.rowByTag("byPredicate")?.isHidden == false)
        flag.value = true
        #expect(form.rowByTag("byFunction")?.isHidden == true)
        #expect(form.rowByTag("byPredicate")?.isHidden == true)
    }
}
