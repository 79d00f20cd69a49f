import Formwork
import Testing

/// Seed 002, "Hide and show rows or sections": the declaration `enum Condition {
/// case function([String], (Form) -> Bool); case predicate(NSPredicate) }`. The
/// predicate is Formwork's, as `NSPredicate` is not evaluated on Linux (documented:
/// "`NSPredicate` conditions").
@Suite("Seed 002: the Condition enum")
struct HideAndShowConditionEnumTests {
    @Test func bothCasesMakeConditions() throws {
        let byFunction: Condition = .function(["count"]) { form in
            ((form.rowBy(tag: "count") as? IntRow)?.value ?? 0) > 2
        }
        let byPredicate: Condition = .predicate(try FormPredicate(format: "$count > 2"))
        let form = Form()
        form +++ Section()
            <<< IntRow("count") { $0.value = 1 }
            <<< TextRow("function") { $0.disabled = byFunction }
            <<< TextRow("predicate") { $0.disabled = byPredicate }
        #expect(form.rowBy(tag: "function")?.isDisabled == false)
        #expect(form.rowBy(tag: "predicate")?.isDisabled == false)
        (form.rowBy(tag: "count") as? IntRow)?.value = 3
        #expect(form.rowBy(tag: "function")?.isDisabled == true)
        #expect(form.rowBy(tag: "predicate")?.isDisabled == true)
    }
}
