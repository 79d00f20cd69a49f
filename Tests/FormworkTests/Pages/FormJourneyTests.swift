import Foundation
@testable import Formwork
import Testing

/// Forms of several pages: the path the answers make, continue and back, going to a
/// page, the review, and submitting.
@Suite("Pages: a journey through a form of several pages")
struct FormJourneyTests {
    /// Five pages, the second only for people with a partner; the last asks to
    /// confirm an email given on the third.
    static func application() -> Form {
        let form = Form()
        form +++ Page("About you") { $0.tag = "about" }
            <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
            <<< SwitchRow("hasPartner") { $0.title = "I have a partner" }
        form +++ Page("Your partner") { $0.tag = "partner"; $0.hidden = "$hasPartner != true" }
            <<< TextRow("partnerName") { $0.title = "Partner's name"; $0.add(rule: RuleRequired()) }
        form +++ Section("Their work")
            <<< TextRow("partnerJob") { $0.title = "Job" }
        form +++ Page("Contact") { $0.tag = "contact" }
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
            <<< PhoneRow("phone") { $0.title = "Phone" }
        form +++ Page("Confirm") { $0.tag = "confirm" }
            <<< EmailRow("emailAgain") {
                $0.title = "Email again"
                $0.add(rule: RuleEqualsToRow<String>(form: form, tag: "email", msg: "The emails differ"))
            }
        return form
    }

    @Test func pagesSplitTheSectionsAndThePathFollowsTheAnswers() throws {
        let form = Self.application()
        #expect(form.isPaged)
        #expect(form.pages.map(\.title) == ["About you", "Your partner", "Contact", "Confirm"])
        #expect(form.pages[1].sections.count == 2, "a section after a page is on that page")
        #expect(form.path.map(\.tag) == ["about", "contact", "confirm"], "the partner's page is off the path")
        #expect(form.allSections.first { $0.header == "Their work" }?.isHidden == true, "its sections are hidden with it")

        form.setValues(["hasPartner": true])
        #expect(form.path.map(\.tag) == ["about", "partner", "contact", "confirm"])
        #expect(form.allSections.first { $0.header == "Their work" }?.isHidden == false)
        form.setValues(["hasPartner": false])
        #expect(form.path.count == 3)
        #expect(!Form().isPaged && Form().pages.isEmpty)
    }

    @Test func continueValidatesThePageAndBackKeepsWhatWasTyped() throws {
        let form = Self.application()
        var journey = FormJourney(form: form)
        #expect(journey.currentPage?.tag == "about" && journey.progress == JourneyProgress(number: 1, count: 3))

        guard case .invalid(let errors) = journey.advance() else { Issue.record("an empty required name continued"); return }
        #expect(errors.map(\.tag) == ["name"] && journey.currentPage?.tag == "about")
        #expect(form.rowBy(tag: "name")?.validationErrors.isEmpty == false, "the error shows on the row")
        #expect(form.rowBy(tag: "email")?.validationErrors.isEmpty == true, "other pages are not validated")

        form.setValues(["name": "Ada"])
        #expect(journey.advance() == .page(2), "to Contact: the partner's page is off the path")
        #expect(journey.progress == JourneyProgress(number: 2, count: 3))
        form.rowBy(tag: "email")?.takeInput(.text("not an email"))
        journey.back()
        #expect(journey.currentPage?.tag == "about")
        #expect((form.rowBy(tag: "email") as? EmailRow)?.text == "not an email", "back keeps what was typed")
        #expect(form.rowBy(tag: "email")?.validationErrors.isEmpty == true, "and validates nothing")
        journey.back()
        #expect(journey.currentPage?.tag == "about", "the first page stays")
    }

    @Test func aPageCanBeGoneToOnlyUpToTheFirstUnanswered() throws {
        let form = Self.application()
        var journey = FormJourney(form: form)
        let past = journey.go(to: 2), further = journey.go(to: 3), review = journey.goToReview()
        #expect(!past && !further && !review && journey.currentPage?.index == 0, "past the frontier: refused")
        form.setValues(["name": "Ada"])
        _ = journey.advance()
        #expect(journey.frontier?.tag == "contact")
        let answered = journey.go(to: 0), toFrontier = journey.go(to: 2)
        #expect(answered && toFrontier, "back to a page answered, and on to the frontier")
        let after = journey.go(to: 3), offPath = journey.go(to: 1)
        #expect(!after && !offPath, "the page after the frontier, and a page off the path")

        let forged = FormJourney(form: form, state: JourneyState(position: .page(3), visited: [0, 99]))
        #expect(forged.currentPage?.tag == "contact", "a position past the frontier lands on it")
        #expect(forged.state.visited == [0], "pages that do not exist are dropped")
        let offThePath = FormJourney(form: form, state: JourneyState(position: .page(1), visited: [0, 2]))
        #expect(offThePath.currentPage?.tag == "confirm", "a position off the path lands on the frontier")
        let forgedReview = FormJourney(form: form, state: JourneyState(position: .review, visited: [0]))
        #expect(!forgedReview.isAtReview && forgedReview.currentPage?.tag == "contact")
    }

    @Test func answersOffThePathAreNeitherValidatedNorAmongTheValues() throws {
        let form = Self.application()
        form.setValues(["name": "Ada", "hasPartner": true, "partnerName": "Bo", "partnerJob": "Pilot",
                        "email": "ada@example.com", "emailAgain": "ada@example.com"])
        #expect(form.values()["partnerName"] as? String == "Bo")
        form.setValues(["hasPartner": false])
        let values = form.values()
        #expect(values["partnerName"] == nil && values["partnerJob"] == nil, "the partner's page is off the path")
        #expect(values["name"] as? String == "Ada")
        form.setValues(["partnerName": nil])
        var journey = FormJourney(form: form)
        #expect(journey.submit().isEmpty, "an empty required row off the path is not validated")

        struct Application: Decodable { var name: String; var partnerName: String? }
        form.setValues(["partnerName": "Bo"])
        #expect(try form.decode(Application.self).partnerName == nil, "nor decoded")
        #expect(form.predicateValue(forTag: "partnerName") == .null, "conditions read it as nil")
    }

    @Test func rulesSpanPagesAndSubmittingChecksEveryPageAgain() throws {
        let form = Self.application()
        form.setValues(["name": "Ada", "email": "ada@example.com"])
        var journey = FormJourney(form: form, state: JourneyState(position: .page(3), visited: [0, 2]))
        #expect(journey.currentPage?.tag == "confirm")
        form.setValues(["emailAgain": "bo@example.com"])
        guard case .invalid(let errors) = journey.advance() else { Issue.record("a mismatch across pages continued"); return }
        #expect(errors.map(\.msg) == ["The emails differ"])
        form.setValues(["emailAgain": "ada@example.com"])
        #expect(journey.advance() == .review)

        form.setValues(["name": nil])
        let submitted = journey.submit()
        #expect(submitted.map(\.tag) == ["name"] && journey.currentPage?.tag == "about",
                "submitting validates every page again and goes to the first with an error")
    }

    @Test func theReviewListsEveryAnswerAndAChangeComesBackToIt() throws {
        let form = Self.application()
        form.setValues(["name": "Ada", "email": "ada@example.com", "emailAgain": "ada@example.com"])
        var journey = FormJourney(form: form, state: JourneyState(position: .review, visited: [0, 2, 3]))
        #expect(journey.isAtReview && journey.progress == JourneyProgress(number: 3, count: 3))
        let review = journey.review
        #expect(review.map(\.tag) == ["name", "hasPartner", "email", "phone", "emailAgain"])
        #expect(review.first { $0.tag == "phone" }?.answer == nil, "not provided")
        #expect(review.first { $0.tag == "name" }.map { ($0.question, $0.answer, $0.pageTitle) } ?? (nil, nil, nil) == ("Name", "Ada", "About you"))

        let changing = journey.change(tag: "email")
        #expect(changing && journey.currentPage?.tag == "contact")
        form.setValues(["email": "ada@work.example", "emailAgain": "ada@work.example"])
        #expect(journey.advance() == .review, "a change from the review comes back to it")

        let changingPartner = journey.change(tag: "hasPartner")
        #expect(changingPartner)
        form.setValues(["hasPartner": true])
        #expect(journey.advance() == .page(1), "the page the change put on the path is asked first")
        #expect(journey.progress == JourneyProgress(number: 2, count: 4), "m grows with the path")
        guard case .invalid = journey.advance() else { Issue.record("the partner's empty name continued"); return }
        form.setValues(["partnerName": "Bo"])
        #expect(journey.advance() == .review, "then back to the review")
        #expect(journey.review.contains { $0.tag == "partnerName" && $0.answer == "Bo" })
        let unknown = journey.change(tag: "nothing")
        #expect(!unknown)
    }

    /// A post of one page changes that page's rows only: a field of another page
    /// sent with it is ignored, and that page's rows, not sent, keep their answers.
    @Test func aPagesPostTakesInputIntoThatPageOnly() throws {
        let form = Self.application()
        form.setValues(["name": "Ada", "hasPartner": true])
        var journey = FormJourney(form: form, state: JourneyState(position: .page(2), visited: [0, 1]))
        #expect(journey.currentPage?.tag == "contact")
        let rejected = journey.takeInput(SubmittedFields(["email": "ada@example.com", "name": "Mallory", "phone": "123"]))
        #expect(rejected.isEmpty)
        let values = form.values()
        #expect(values["email"] as? String == "ada@example.com" && values["phone"] as? String == "123")
        #expect(values["name"] as? String == "Ada", "a field of another page is not taken")
        #expect(values["hasPartner"] as? Bool == true, "a switch of another page, not sent, stays on")
        #expect(journey.advance() == .page(3))
        journey.back()
        journey.back()
        #expect(journey.currentPage?.tag == "partner")
    }

    @Test func nOfMNeverFallsBelowN() throws {
        let form = Form()
        form +++ Page("One") <<< SwitchRow("more") { $0.title = "More" }
        form +++ Page("Two") <<< SwitchRow("skip") { $0.title = "Skip me" }
        form +++ Page("Three") { $0.hidden = "$more != true" } <<< TextRow("three")
        form +++ Page("Four") { $0.hidden = "$skip == true" } <<< TextRow("four")
        var journey = FormJourney(form: form)
        #expect(journey.progress == JourneyProgress(number: 1, count: 3))
        _ = journey.advance()
        _ = journey.advance()
        #expect(journey.currentPage?.title == "Four" && journey.progress == JourneyProgress(number: 3, count: 3))
        journey.back()
        form.setValues(["skip": true])
        #expect(journey.currentPage?.title == "Two" && journey.progress == JourneyProgress(number: 2, count: 2))
        #expect(journey.advance() == .review, "the last page on the path leads to the review")
    }

    @Test func pagesInsertedMovedOrChangedLaterCarryTheirConditions() throws {
        let form = Form()
        form +++ Section("First") <<< SwitchRow("hide") { $0.title = "Hide" }
        form +++ Section("Second") <<< TextRow("second")
        form +++ Section("Third") <<< TextRow("third")
        #expect(!form.isPaged)
        let page = Page("Later") { $0.hidden = "$hide == true" }
        form.insert(page, at: 1)
        #expect(form.pages.count == 2 && form.pages[1].sections.count == 3)
        form.setValues(["hide": true])
        #expect(form.allSections.filter(\.isHidden).map(\.header) == ["Later", "Second", "Third"])
        page.hidden = "$hide != true"
        #expect(form.allSections.filter(\.isHidden).isEmpty, "the page's new condition reaches its sections")
        form.setValues(["hide": false])
        #expect(form.allSections.filter(\.isHidden).map(\.header) == ["Later", "Second", "Third"])
        form.removeSection(atAllIndex: 1)
        #expect(form.allSections.filter(\.isHidden).isEmpty && !form.isPaged, "without the page, its sections show")
        form.checkInvariants()
    }

    @Test func theFormsOfATemplateHaveTheTemplatesPages() throws {
        let template = try FormTemplate { Self.application() }
        let form = template.makeForm()
        #expect(form.path.map(\.tag) == ["about", "contact", "confirm"])
        form.setValues(["hasPartner": true])
        #expect(form.path.map(\.tag) == ["about", "partner", "contact", "confirm"])
        #expect(template.makeForm().path.count == 3, "another form's answers are its own")
    }
}
