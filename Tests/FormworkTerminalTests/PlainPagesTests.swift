import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

/// A form of several pages asked line by line: each page says where it is on the
/// path, pages off the path are not asked, and the answers are shown to check
/// and change before the form is done.
@Suite struct PlainPagesTests {
    private func claim() -> Form {
        let form = Form()
        form.title = "Claim"
        form +++ Page("You")
            <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
            <<< SwitchRow("insured") { $0.title = "Insured" }
        form +++ Page("Your policy") { $0.hidden = "$insured != true" }
            <<< TextRow("policy") { $0.title = "Policy number"; $0.add(rule: RuleRequired()) }
        form +++ Page("Contact")
            <<< PhoneRow("phone") { $0.title = "Phone" }
        return form
    }

    @Test func eachPageSaysWhereItIsAndTheReviewEndsTheForm() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "Ada\nno\n\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["name"] as? String == "Ada")
        #expect(transcript.contains("Page 1 of 2\n\nYou"), "the path has two pages while not insured")
        #expect(transcript.contains("Page 2 of 2\n\nContact"))
        #expect(!transcript.contains("Policy number"), "the page off the path is not asked")
        #expect(transcript.contains("Check your answers\n  1) Name: Ada\n  2) Insured: No\n  3) Phone: Not provided\n"))
        #expect(transcript.contains("Number of an answer to change, or Enter to submit: "))
    }

    @Test func aChangeFromTheReviewAsksThePageItOpensThenComesBack() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "Ada\nno\n\n2\nyes\nP-42\n1\nAda L.\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["insured"] as? Bool == true && values["policy"] as? String == "P-42" && values["name"] as? String == "Ada L.")
        #expect(transcript.contains("Page 2 of 3\n\nYour policy\n\nPolicy number"), "the page the change opened, asked next, with the path grown")
        #expect(transcript.contains("  3) Policy number: P-42\n"), "back to the review with the new answer")
        let reviews = transcript.components(separatedBy: "Check your answers").count - 1
        #expect(reviews == 3)
    }

    @Test func theReviewRefusesANumberItDoesNotListAndEndOfInputSubmits() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "Ada\nno\n\n9\n")
        guard case .success(.completed) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("  ✗ "), "9 lists no answer")
        #expect(transcript.components(separatedBy: "Check your answers").count - 1 == 2)
    }
}
