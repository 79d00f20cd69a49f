import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

/// A form of several pages drawn in the terminal: one page at a time under "Page n
/// of m", Ctrl-S to continue once the page is valid, Ctrl-P or Esc back a page with
/// what was typed kept, and the review, which goes to an answer's page and back.
@Suite struct ScenePagesTests {
    private func claim() -> Form { claimJourney() }

    @Test func onePageIsShownUnderWhereItIsOnThePath() {
        let screen = FormHarness(claim(), width: 60, height: 12)
        #expect(screen.lines[0] == "Claim")
        #expect(screen.lines[1].hasSuffix("Page 1 of 2"), "the policy page is off the path while not insured")
        #expect(screen.lines[1].hasPrefix("━━━━━━━") && screen.lines[1].contains("─"), "a bar half filled")
        #expect(screen.line(containing: "You") != nil)
        #expect(screen.line(containing: "Phone") == nil, "the next page is not drawn")
        #expect(screen.lines.last == "  type to edit · Ctrl-S continue")
    }

    @Test func continueChecksThePageThenShowsTheNext() {
        var screen = FormHarness(claim(), width: 60, height: 12)
        screen.control("s")
        #expect(screen.lines.last == "  1 error to fix", "an empty required name keeps the page")
        #expect(screen.focusedLine?.contains("Name") == true)
        #expect(screen.line(containing: "✗") != nil)
        screen.type("Ada")
        #expect(screen.control("s") == .stay)
        #expect(screen.lines[1].hasSuffix("Page 2 of 2"))
        #expect(screen.focusedLine?.contains("Phone") == true)
        #expect(screen.line(containing: "Name") == nil)
        #expect(screen.lines.last?.contains("Ctrl-P back") == true)
    }

    @Test func downAndEnterStayOnThePageAndEnterOnItsLastRowContinues() {
        var screen = FormHarness(claim(), width: 60, height: 12)
        screen.type("Ada")
        screen.press(.down)
        #expect(screen.focusedLine?.contains("Insured") == true)
        screen.press(.down)
        #expect(screen.focusedLine?.contains("Insured") == true, "no row of another page takes the focus")
        screen.press(.character(" "))
        screen.press(.enter)
        #expect(screen.lines[1].hasSuffix("Page 2 of 3"), "insured: the policy page joins the path")
        #expect(screen.focusedLine?.contains("Policy number") == true)
    }

    @Test func backKeepsWhatWasTypedAndChecksNothing() {
        var screen = FormHarness(claim(), width: 60, height: 12)
        screen.type("Ada")
        screen.control("s")
        screen.type("0123")
        screen.control("p")
        #expect(screen.lines[1].hasSuffix("Page 1 of 2"))
        #expect(screen.focusedLine?.contains("Ada") == true)
        screen.control("p")
        #expect(screen.lines[1].hasSuffix("Page 1 of 2"), "the first page has nothing before it")
        screen.control("s")
        #expect(screen.focusedLine?.contains("0123") == true, "what was typed on the page left is kept")
        screen.press(.escape)
        #expect(screen.lines[1].hasSuffix("Page 1 of 2"), "Esc, which the phone row does not take, goes back too")
    }

    @Test func theReviewListsEveryAnswerAndAChangeComesBackToIt() throws {
        var screen = FormHarness(claim(), width: 60, height: 16)
        screen.type("Ada")
        screen.control("s")
        screen.control("s")
        #expect(screen.lines[1] == "Check your answers")
        let name = try #require(screen.line(containing: "Name"))
        #expect(name.hasPrefix("❯ Name") && name.hasSuffix("Ada"))
        #expect(screen.line(containing: "Phone")?.hasSuffix("Not provided") == true)
        #expect(screen.line(containing: "You") != nil && screen.line(containing: "Contact") != nil, "answers under their pages")
        #expect(screen.lines.last?.contains("Enter change") == true)
        // The insured answer changed: its page, then the page it opens, then back.
        screen.press(.down)
        screen.press(.enter)
        #expect(screen.lines[1].hasSuffix("Page 1 of 2"))
        #expect(screen.focusedLine?.contains("Insured") == true)
        screen.press(.character(" "))
        screen.control("s")
        #expect(screen.lines[1].hasSuffix("Page 2 of 3"), "the page the change opened is asked")
        screen.type("P-42")
        screen.control("s")
        #expect(screen.lines[1] == "Check your answers", "and then the review again, not the contact page")
        #expect(screen.line(containing: "Policy number")?.hasSuffix("P-42") == true)
        screen.press(.end)
        #expect(screen.focusedLine?.contains("Submit") == true)
        #expect(screen.press(.enter) == .finish)
        #expect(screen.scene.summary(width: 60, cancelled: false).count == 4, "the title and the three answers given")
    }

    @Test func submittingChecksEveryPageAgain() {
        let form = claim()
        var screen = FormHarness(form, width: 60, height: 16)
        screen.type("Ada")
        screen.control("s")
        screen.control("s")
        // Changed behind the journey's back: the review's submit finds it.
        form.rowBy(tag: "name")?.baseValue = nil
        #expect(screen.control("s") == .stay)
        #expect(screen.lines[1].hasSuffix("Page 1 of 2"))
        #expect(screen.focusedLine?.contains("Name") == true)
        #expect(screen.lines.last == "  1 error to fix")
    }

    @Test func aResumedJourneyStartsWhereItStood() {
        let form = claim()
        _ = form.rowBy(tag: "name")?.setSchemaValue(.string("Ada"))
        let screen = FormHarness(form, width: 60, height: 12, journey: JourneyState(position: .page(2), visited: [0]))
        #expect(screen.lines[1].hasSuffix("Page 2 of 2"))
        #expect(screen.focusedLine?.contains("Phone") == true)
        let forged = FormHarness(claim(), width: 60, height: 12, journey: JourneyState(position: .review))
        #expect(forged.lines[1].hasSuffix("Page 1 of 2"), "a review with pages unanswered starts at the first of them")
    }

    @Test func aLongReviewScrollsToTheAnswerChosen() {
        let form = Form()
        form +++ Page("Many")
        for index in 0..<30 { form.allSections[0] <<< TextRow("t\(index)") { $0.title = "Question \(index)" } }
        var screen = FormHarness(form, width: 50, height: 10)
        screen.control("s")
        #expect(screen.line(containing: "Check your answers") != nil)
        for _ in 0..<20 { screen.press(.down) }
        #expect(screen.focusedLine?.contains("Question 20") == true, "the chosen answer is in view")
        screen.press(.end)
        #expect(screen.focusedLine?.contains("Submit") == true)
        screen.press(.home)
        #expect(screen.lines[0] == "Check your answers")
    }
}
