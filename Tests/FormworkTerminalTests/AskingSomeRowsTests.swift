import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

/// A terminal form that asks only some rows (``TerminalForm/asksRow``), as a command
/// line asks what its flags left missing: the others are drawn with their values
/// but never take the focus, rows in error are asked whatever the filter says, a
/// page with nothing to ask is passed, and there is no review.
@Suite struct AskingSomeRowsTests {
    private func deploy() -> Form {
        let form = Form()
        form +++ Section("Deploy")
            <<< TextRow("service") { $0.title = "Service"; $0.value = "api"; $0.add(rule: RuleRequired()) }
            <<< TextRow("owner") { $0.title = "Owner"; $0.add(rule: RuleRequired()) }
            <<< TextRow("team") { $0.title = "Team"; $0.value = "web" }
            <<< IntRow("replicas") { $0.title = "Replicas"; $0.add(rule: RuleRequired()) }
        return form
    }

    @Test func onlyTheRowsAskedTakeTheFocus() {
        let form = deploy()
        _ = form.validate()
        var screen = FormHarness(form, asking: { _ in false })
        #expect(screen.line(containing: "api") != nil, "a row not asked is drawn with its value")
        #expect(screen.focusedLine?.contains("Owner") == true, "the first row in error has the focus, not the first row")
        screen.type("ana")
        screen.press(.down)
        #expect(screen.focusedLine?.contains("Replicas") == true, "the team, not asked, is passed over")
        screen.press(.up)
        #expect(screen.focusedLine?.contains("Owner") == true, "and passed over going up; the owner, fixed, stays asked")
        screen.press(.up)
        #expect(screen.focusedLine?.contains("Owner") == true, "the service is never focused")
    }

    @Test func aRowFoundInErrorOnSubmitIsAskedThen() {
        let form = deploy()
        var screen = FormHarness(form, asking: { $0.tag == "owner" })
        #expect(screen.focusedLine?.contains("Owner") == true)
        screen.type("ana")
        #expect(screen.control("s") == .stay, "the replicas are missing")
        #expect(screen.focusedLine?.contains("Replicas") == true, "found in error, it is asked")
        screen.type("3")
        #expect(screen.control("s") == .finish)
        #expect(form.rowBy(tag: "replicas")?.inputText == "3")
    }

    @Test func aPageWithNothingToAskIsPassedAndThereIsNoReview() {
        let form = claimJourney()
        form.rowBy(tag: "name")?.baseValue = "Ada"
        _ = form.validate()
        var screen = FormHarness(form, width: 60, height: 12, asking: { $0.tag == "phone" })
        #expect(screen.lines[1].hasSuffix("Page 2 of 2"), "the first page has nothing to ask")
        #expect(screen.focusedLine?.contains("Phone") == true)
        screen.type("0102030405")
        #expect(screen.control("s") == .finish, "the last page ends the form, without the review")
    }

    @Test func plainModeShowsTheRowsNotAskedAndAsksTheRest() {
        let form = deploy()
        _ = form.validate()
        let (outcome, transcript) = runPlain(form, answers: "ana\n4\nnot read\n", asking: { _ in false })
        guard case .success(.completed) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("Service: api") && transcript.contains("Team: web"))
        #expect(transcript.contains("Owner") && transcript.contains("Replicas"))
        #expect(transcript.components(separatedBy: "Team").count == 2, "the team is said once, not asked")
        #expect(form.rowBy(tag: "replicas")?.inputText == "4")
    }
}
