import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

/// A form of several pages asked line by line: each page says where it is on the
/// path, pages off the path are not asked, and the answers are shown to check
/// and change before the form is done.
@Suite struct PlainPagesTests {
    private func claim() -> Form { claimJourney() }

    @Test func eachPageSaysWhereItIsAndTheReviewEndsTheForm() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "Ada\nno\n\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["name"] as? String == "Ada")
        #expect(transcript.contains("Page 1 of 2\n\nYou"), "the path has two pages while not insured")
        #expect(transcript.contains("Page 2 of 2 (< goes back a page)\n\nContact"), "a page past the first says how to go back")
        #expect(!transcript.contains("Policy number"), "the page off the path is not asked")
        #expect(transcript.contains("Check your answers\n  1) Name: Ada\n  2) Insured: No\n  3) Phone: Not provided\n"))
        #expect(transcript.contains("Number of an answer to change, or Enter to submit: "))
    }

    @Test func aChangeFromTheReviewAsksThePageItOpensThenComesBack() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "Ada\nno\n\n2\nyes\nP-42\n1\nAda L.\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["insured"] as? Bool == true && values["policy"] as? String == "P-42" && values["name"] as? String == "Ada L.")
        #expect(transcript.contains("Page 2 of 3 (< goes back a page)\n\nYour policy\n\nPolicy number"), "the page the change opened, asked next, with the path grown")
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

    @Test func lessThanGoesBackAPageAndOffersItsAnswersToKeepOrChange() throws {
        // Page 2: "<" back to page 1, whose answers are offered: the name is kept
        // (Enter), insured changed to yes, which opens the policy page.
        let (outcome, transcript) = runPlain(claim(), answers: "Ada\nno\n<\n\nyes\nP-7\n\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["name"] as? String == "Ada" && values["insured"] as? Bool == true && values["policy"] as? String == "P-7")
        #expect(transcript.contains("Name (required) [Enter keeps Ada, - clears]: "), "the page gone back to offers what it has")
        #expect(transcript.components(separatedBy: "Page 1 of 2").count - 1 == 2, "the first page asked twice")
        #expect(transcript.contains("Page 2 of 3 (< goes back a page)\n\nYour policy"))
        #expect(!transcript.contains("Page 1 of 2 (<"), "the first page has nowhere to go back to")
    }

    @Test func onTheFirstPageLessThanIsAnAnswer() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "<\nno\n\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["name"] as? String == "<")
    }

    @Test func aPageIsCheckedBeforeTheNextIsAsked() throws {
        let form = claim()
        let email = EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleEmail()) }
        form.allSections[0].append(email)
        // A value a draft brought is shown, not asked; the page's check finds it wrong.
        _ = email.setSchemaValue(.string("not-an-email"))
        let (outcome, transcript) = runPlain(form, answers: "Ada\nno\nada@example.com\n\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["email"] as? String == "ada@example.com")
        let needsLook = try #require(transcript.range(of: "Some answers need another look."))
        let contact = try #require(transcript.range(of: "Contact"))
        #expect(needsLook.lowerBound < contact.lowerBound, "the first page fixed before the second is asked")
    }

    @Test func aResumedJourneyStartsWhereItStood() throws {
        let form = claim()
        _ = form.rowBy(tag: "name")?.setSchemaValue(.string("Ada"))
        let (outcome, transcript) = runPlain(form, answers: "0123\n\n", journey: JourneyState(position: .page(2), visited: [0]))
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["phone"] as? String == "0123")
        #expect(!transcript.contains("Page 1 of 2"), "the pages already answered are not asked")
        #expect(transcript.contains("Page 2 of 2"))
    }

    @Test func endOfInputOnAPageNamesWhatIsMissing() throws {
        let (outcome, transcript) = runPlain(claim(), answers: "")
        guard case .failure(.unanswered(let names)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(names.contains { $0.hasPrefix("Name") })
        #expect(!names.contains { $0.hasPrefix("Policy") }, "a page off the path is not missing")
    }
}
