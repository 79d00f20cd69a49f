import Foundation
import Formwork
import FormworkHTML
import Testing

/// What a browser posts, and what a crafted request posts, applied to a form.
@Suite("Submissions")
struct SubmissionTests {
    func submit(_ body: String, to form: Form) throws -> FormSubmission.Outcome {
        try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: form)
    }

    static func signUp() -> Form {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") { $0.add(rule: RuleRequired()) }
            <<< IntRow("age") { $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
            <<< PushRow<String>("plan") { $0.options = ["free", "pro"]; $0.value = "free" }
            <<< CheckRow("terms") { $0.value = false }
            <<< TextRow("locked") { $0.value = "fixed"; $0.disabled = true }
            <<< SwitchRow("business") { $0.value = false }
            <<< TextRow("company") { $0.hidden = "$business == false"; $0.value = "none" }
        return form
    }

    @Test func aValidPostGivesTypedValues() throws {
        let form = Self.signUp()
        #expect(try submit("name=Ann+Lee&age=30&plan=pro&terms=true&business=true&company=Acme", to: form) == .valid)
        let values = form.values()
        #expect(values["name"] as? String == "Ann Lee")
        #expect(values["age"] as? Int == 30)
        #expect(values["plan"] as? String == "pro")
        #expect(values["terms"] as? Bool == true)
        #expect(values["company"] as? String == "Acme", "the row shown by the switch sent in the same post takes its value")
    }

    @Test func anInvalidPostKeepsWhatWasTypedAndShowsErrors() throws {
        let form = Self.signUp()
        #expect(try submit("name=&age=twelve&plan=free", to: form) == .invalid)
        let age = try #require(form.rowBy(tag: "age"))
        #expect(age.inputText == "twelve")
        #expect(!age.validationErrors.isEmpty)
        #expect(form.rowBy(tag: "name")?.validationErrors.isEmpty == false)
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"id="age" name="age" aria-describedby="age-errors" aria-invalid="true" value="twelve""#))
    }

    @Test func craftedPostsCannotChangeDisabledHiddenOrUnlistedValues() throws {
        let form = Self.signUp()
        _ = try submit("name=A&locked=changed&company=sneaky&plan=enterprise&unknown=1", to: form)
        #expect(form.rowBy(tag: "locked")?.baseValue as? String == "fixed")
        #expect(form.rowBy(tag: "company")?.baseValue as? String == "none", "a hidden row keeps its value")
        let plan = try #require(form.rowBy(tag: "plan"))
        #expect(plan.baseValue as? String == "free", "an option not in the list is not taken")
        #expect(!plan.validationErrors.isEmpty)
    }

    @Test func aRepeatedNameForOneValueIsAnError() throws {
        let form = Self.signUp()
        #expect(try submit("name=A&name=B&age=20", to: form) == .invalid)
        #expect(form.rowBy(tag: "name")?.validationErrors.isEmpty == false)
    }

    static func phones() -> Form {
        let form = Form()
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder]) {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        return form
    }

    @Test func repeatingGroupsAddDeleteAndMoveThroughButtons() throws {
        let form = Self.phones()
        let group = try #require(form.allSections.first as? MultivaluedSection)
        #expect(try submit("phones.count=0&fw-action=select+phones.add", to: form) == .redraw)
        #expect(try submit("phones.count=1&phones.0=111&fw-action=select+phones.add", to: form) == .redraw)
        #expect(group.itemRows.count == 2)
        #expect(try submit("phones.count=2&phones.0=111&phones.1=222&fw-action=up+phones+1", to: form) == .redraw)
        #expect(group.itemRows.map(\.inputText) == ["222", "111"])
        #expect(try submit("phones.count=2&phones.0=222&phones.1=111&fw-action=delete+phones+0", to: form) == .redraw)
        #expect(group.itemRows.map(\.inputText) == ["111"])
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"<input type="hidden" name="phones.count" value="1"><ol class="fw-items"><li class="fw-item">"#))
        #expect(page.contains(#"value="delete phones 0" aria-label="Delete: 111">Delete</button>"#))
        #expect(page.contains(#"value="select phones.add""#))
    }

    @Test func actionsBeyondTheGroupOrForUnknownRowsChangeNothing() throws {
        let form = Self.phones()
        let group = try #require(form.allSections.first as? MultivaluedSection)
        _ = try submit("phones.count=1&phones.0=1", to: form)
        for action in ["delete+phones+5", "up+phones+0", "down+phones+0", "delete+nope+0", "select+nope", "increment+phones.0",
                       "delete+phones+-1", "delete+phones+99999999999999999999", "launch+missiles"] {
            _ = try submit("phones.count=1&phones.0=1&fw-action=\(action)", to: form)
            #expect(group.itemRows.count == 1, "\(action)")
        }
    }

    @Test func stepperButtonsStepWithinTheBounds() throws {
        let form = Form()
        form +++ Section() <<< StepperRow("guests") { $0.value = 7; $0.maximumValue = 8; $0.stepValue = 1 }
        _ = try submit("guests=7&fw-action=increment+guests", to: form)
        #expect(form.rowBy(tag: "guests")?.baseValue as? Double == 8)
        _ = try submit("guests=8&fw-action=increment+guests", to: form)
        #expect(form.rowBy(tag: "guests")?.baseValue as? Double == 8)
        _ = try submit("guests=8&fw-action=decrement+guests", to: form)
        #expect(form.rowBy(tag: "guests")?.baseValue as? Double == 7)
    }

    @Test func aButtonRowPressReachesItsCallback() throws {
        let form = Form()
        nonisolated(unsafe) var pressed = 0
        form +++ Section() <<< ButtonRow("go") { $0.onCellSelection { _ in pressed += 1 } }
            <<< ButtonRow("off") { $0.disabled = true; $0.onCellSelection { _ in pressed += 100 } }
        #expect(try submit("fw-action=select+go", to: form) == .redraw)
        #expect(try submit("fw-action=select+off", to: form) == .redraw)
        #expect(pressed == 1)
    }

    @Test func theActionFieldIsTakenOutWhereverItComesAndTheLastValidOneCounts() throws {
        let plain = try FormSubmission(urlEncoded: Array("name=Ann&age=30&name=Bo".utf8))
        #expect(plain.action == .submit)
        #expect(plain.fields.pairs.map(\.name) == ["name", "age", "name"])
        #expect(plain.fields.pairs.map(\.value) == ["Ann", "30", "Bo"])
        let body = "fw-action=update&name=Ann&fw-action=select+plan&age=30&fw-action=nonsense&terms=true"
        let submission = try FormSubmission(urlEncoded: Array(body.utf8))
        #expect(submission.action == .select("plan"))
        #expect(submission.fields.pairs.map(\.name) == ["name", "age", "terms"])
        #expect(submission.fields.pairs.map(\.value) == ["Ann", "30", "true"])
        // Only the action: no fields are left.
        #expect(try FormSubmission(urlEncoded: Array("fw-action=update".utf8)).fields.pairs.isEmpty)
    }

    @Test func actionValuesReadBackWhatButtonsWrite() {
        let actions: [FormAction] = [.submit, .update, .select("a.b"), .increment("x"), .decrement("x"),
                                     .delete("g", 0), .moveUp("g", 3), .moveDown("g~20h", 12)]
        for action in actions { #expect(FormAction(value: action.value) == action) }
        for bad in ["", "select", "delete g", "delete g x", "up g 1 2", "submit now"] { #expect(FormAction(value: bad) == nil, "\(bad)") }
    }
}
