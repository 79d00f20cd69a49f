import Formwork
import Testing

@Suite("Whether the whole form is valid, followed")
struct ValidityObservingTests {
    final class Told { var values: [Bool] = [] }

    private func signUp() -> Form {
        let form = Form()
        form +++ Section()
            <<< EmailRow("email") { $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< SwitchRow("more") { $0.value = false }
            <<< TextRow("why") { $0.add(rule: RuleRequired()); $0.hidden = "$more == false" }
        return form
    }

    @Test func theCallbackIsToldOnlyWhenValidityChanges() throws {
        let form = signUp()
        let told = Told()
        form.onValidityChanged { told.values.append($0) }
        let email = try #require(form.rowBy(tag: "email") as? EmailRow)
        email.value = "not an email"
        #expect(told.values.isEmpty, "still invalid: nothing to tell")
        email.value = "ada@example.com"
        #expect(told.values == [true])
        email.value = "grace@example.com"
        #expect(told.values == [true], "still valid")
        // Showing a required row that is empty makes the form invalid; hiding it again, valid.
        (form.rowBy(tag: "more") as? SwitchRow)?.value = true
        #expect(told.values == [true, false])
        (form.rowBy(tag: "more") as? SwitchRow)?.value = false
        #expect(told.values == [true, false, true])
    }

    @Test func rowsAddedOrRemovedCountAndTheCallbackCanBeRemoved() throws {
        let form = signUp()
        let told = Told()
        (form.rowBy(tag: "email") as? EmailRow)?.value = "ada@example.com"
        let token = form.onValidityChanged { told.values.append($0) }
        let section = try #require(form.allSections.first)
        section <<< IntRow("age") { $0.add(rule: RuleRequired()) }
        #expect(told.values == [false])
        section.remove(at: section.count - 1)
        #expect(told.values == [false, true])
        form.removeObserver(token)
        section <<< IntRow("age") { $0.add(rule: RuleRequired()) }
        #expect(told.values == [false, true])
    }

    @Test func checkingShowsNothingOnTheRows() throws {
        let form = signUp()
        form.onValidityChanged { _ in }
        let email = try #require(form.rowBy(tag: "email") as? EmailRow)
        email.value = "x"
        #expect(email.validationErrors.isEmpty, "the quiet check leaves the row's errors to its own validation")
    }
}
