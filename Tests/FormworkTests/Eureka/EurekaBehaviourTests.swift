import Formwork
import Testing

/// Eureka behaviour the core follows: forms and sections combine like views, an
/// error clears as soon as the value is fixed.
@Suite("Eureka behaviour: moving, re-validation")
struct EurekaBehaviourTests {
    @Test func addingAFormToAnotherMovesItsSections() {
        var form = Form() +++ Section("A") <<< TextRow("a")
        let other = Form() +++ Section("B") <<< TextRow("b") +++ Section("C")
        let original = form
        form = form + other
        #expect(form === original)
        #expect(form.map(\.header) == ["A", "B", "C"])
        #expect(other.isEmpty)
        #expect(form.rowBy(tag: "b") != nil)
        #expect(other.rowBy(tag: "b") == nil)
        #expect(form.rowBy(tag: "b")?.form === form)
    }

    @Test func aSectionInAnotherFormMovesLikeAView() throws {
        let first = Form() +++ Section("moving") { $0.tag = "m" } <<< TextRow("x")
        let second = Form()
        let section = try #require(first.first)
        second +++ section
        #expect(first.isEmpty)
        #expect(second.sectionBy(tag: "m") === section)
        #expect(second.rowBy(tag: "x") != nil)
        #expect(first.rowBy(tag: "x") == nil)
    }

    @Test func aRowInAnotherSectionMoves() throws {
        let row = TextRow("r")
        let a = Section("A") <<< row
        let b = Section("B")
        let form = Form() +++ a +++ b
        b <<< row
        #expect(a.isEmpty && b.count == 1)
        #expect(row.section === b)
        #expect(form.rowBy(tag: "r") === row)
        a.append(row)
        #expect(row.section === a && b.isEmpty)
    }

    @Test func anInvalidRowRevalidatesOnEveryEdit() {
        let email = EmailRow("email") { $0.add(rule: RuleEmail()) }    // validates on blur by default
        let form = Form() +++ Section() <<< email
        email.setText("not an email")
        #expect(email.validationErrors.isEmpty, "not yet blurred")
        email.didEndEditing()
        #expect(email.validationErrors.count == 1)
        email.setText("ada@example")
        #expect(email.validationErrors.count == 1)
        email.setText("ada@example.com")
        #expect(email.validationErrors.isEmpty, "the error goes as soon as the value is fixed")
        _ = form
    }

    @Test func onDemandRowsWaitToBeAsked() {
        let email = EmailRow("email") { $0.add(rule: RuleEmail()); $0.validationOptions = .validatesOnDemand }
        let form = Form() +++ Section() <<< email
        email.setText("bad")
        #expect(email.validate().count == 1)
        email.setText("ada@example.com")
        #expect(email.validationErrors.count == 1, "on demand: nothing runs until asked")
        #expect(email.validate().isEmpty)
        _ = form
    }
}
