#if Hummingbird
import Foundation
import Formwork
@testable import FormworkHummingbird
import Hummingbird
import HummingbirdTesting
import Testing

/// A form of several pages on the web: addresses that hold the draft's code,
/// redirects after posts, pages a client may not skip to, the review, drafts
/// saved and resumed, conflicts between tabs, and codes that name nothing.
@Suite("Journeys served by Hummingbird")
struct JourneyRouteTests {
    static func template() throws -> FormTemplate {
        try FormTemplate {
            let form = Form()
            form.title = "Application"
            form +++ Page("About you")
                <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
                <<< SwitchRow("hasPartner") { $0.title = "I have a partner" }
            form +++ Page("Your partner") { $0.hidden = "$hasPartner != true" }
                <<< TextRow("partnerName") { $0.title = "Partner's name"; $0.add(rule: RuleRequired()) }
            form +++ Page("Contact")
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
                <<< PhoneRow("phone") { $0.title = "Phone" }
                <<< IntRow("children") { $0.title = "Children" }
            form +++ Page("Confirm")
                <<< EmailRow("emailAgain") {
                    $0.title = "Email again"
                    $0.add(rule: RuleEqualsToRow<String>(form: form, tag: "email", msg: "The emails differ"))
                }
            return form
        }
    }

    actor Submissions {
        var values: [(DraftCode, [String: String])] = []
        /// How many submissions fail before one is taken, as a database that is down would.
        var failures = 0
        func add(_ code: DraftCode, _ answers: [String: String]) throws {
            if failures > 0 {
                failures -= 1
                throw HTTPError(.serviceUnavailable)
            }
            values.append((code, answers))
        }
        func fail(_ count: Int) { failures = count }
    }

    /// A server with the journey at `/apply`, its drafts in `store`, run for `body`.
    static func serve(store: MemoryDraftStore = MemoryDraftStore(), submissions: Submissions = Submissions(),
                      _ body: @Sendable (WebClient, MemoryDraftStore) async throws -> Void) async throws {
        let router = Router()
        let route = try JourneyRoute(template: try template(), csrf: CSRFProtection(secret: "the journey tests' secret"), store: store)
        router.addJourney("/apply", route) { form, code, _, _ in
            let answers = form.values().compactMapValues { $0.map { "\($0)" } }
            try await submissions.add(code, answers)
            return Response(status: .seeOther, headers: [.location: "/thanks"])
        }
        let app = Application(router: router)
        try await app.test(.router) { client in try await body(WebClient(client), store) }
    }

    static func location(_ page: WebClient.Page) -> String { page.headers[.location] ?? "" }

    static func code(in location: String) -> DraftCode? {
        location.split(separator: "/").dropFirst().first.flatMap { DraftCode(String($0)) }
    }

    @Test func aWholeJourneyGoesPageByPageWithRedirectsAndEndsInOneSubmission() async throws {
        let submissions = Submissions()
        try await Self.serve(submissions: submissions) { browser, store in
            let first = try await browser.get("/apply")
            #expect(first.status == .ok)
            #expect(first.html.contains("<h1>About you</h1>") && first.html.contains("Page 1 of 3"))
            #expect(first.html.contains(#"<progress aria-labelledby="fw-progress" max="3" value="1">"#))
            #expect(first.html.contains(#"<span aria-current="step">About you</span>"#))
            #expect(!first.html.contains("partnerName"), "only the page's rows are drawn")
            #expect(!first.html.contains(#"value="back""#), "no Back on the first page")

            let failed = try await browser.post("/apply", [("name", "")])
            #expect(failed.status == .unprocessableContent)
            #expect(failed.html.contains(#"id="fw-error-summary" role="alert" tabindex="-1" autofocus"#))
            #expect(store.count == 0, "nothing is stored for a page with errors")

            let started = try await browser.post("/apply", [("name", "Ada"), ("hasPartner", "on")])
            #expect(started.status == .seeOther)
            let code = try #require(Self.code(in: Self.location(started)))
            #expect(Self.location(started) == "/apply/\(code)/2", "to the partner's page, now on the path")

            let partner = try await browser.get("/apply/\(code)/2")
            #expect(partner.html.contains("Page 2 of 4") && partner.html.contains(#"<a href="/apply/\#(code)/1">About you</a>"#))
            let toContact = try await browser.post("/apply/\(code)/2", [("partnerName", "Bob"), ("fw-base", Self.base(partner))])
            #expect(Self.location(toContact) == "/apply/\(code)/3")

            let contact = try await browser.get("/apply/\(code)/3")
            let toConfirm = try await browser.post("/apply/\(code)/3", [("email", "ada@example.com"),
                                                                        ("fw-base", Self.base(contact))])
            #expect(Self.location(toConfirm) == "/apply/\(code)/4")
            let stored = try #require(store.load(code, now: Date()))
            #expect(stored.answers["email"] == .string("ada@example.com"))

            let confirm = try await browser.get("/apply/\(code)/4")
            let wrong = try await browser.post("/apply/\(code)/4", [("emailAgain", "bob@example.com"), ("fw-base", Self.base(confirm))])
            #expect(wrong.status == .unprocessableContent && wrong.html.contains("The emails differ"), "a rule across pages")
            let toReview = try await browser.post("/apply/\(code)/4", [("emailAgain", "ada@example.com"), ("fw-base", Self.base(confirm))])
            #expect(Self.location(toReview) == "/apply/\(code)/review")

            let review = try await browser.get("/apply/\(code)/review")
            #expect(review.html.contains("<h1>Check your answers</h1>"))
            #expect(review.html.contains("<dt>Partner&#39;s name</dt><dd>Bob</dd>") || review.html.contains("<dt>Partner's name</dt><dd>Bob</dd>"))
            #expect(review.html.contains(#"<span class="fw-not-provided">Not provided</span>"#), "the phone was skipped")
            #expect(review.html.contains(#"href="/apply/\#(code)/3?fw-from=review#"#), "a Change link to the answer's page")

            let sent = try await browser.post("/apply/\(code)/review", [("fw-base", Self.base(review))])
            #expect(Self.location(sent) == "/thanks")
            let values = await submissions.values
            #expect(values.count == 1 && values.first?.0 == code)
            #expect(values.first?.1["partnerName"] == "Bob" && values.first?.1["name"] == "Ada")

            let again = try await browser.post("/apply/\(code)/review", [("fw-base", Self.base(review))])
            #expect(again.status == .gone, "a submitted code answers 'already submitted'")
            #expect(try await browser.get("/apply/\(code)").status == .gone)
            #expect(await submissions.values.count == 1)
        }
    }

    /// The fingerprint a page carries of its answers.
    static func base(_ page: WebClient.Page) -> String { page.firstMatch(#"name="fw-base" value="([^"]*)""#) ?? "" }

    /// Starts a journey: the first page answered, the draft made; returns its code.
    static func started(_ browser: WebClient, partner: Bool = false) async throws -> DraftCode {
        _ = try await browser.get("/apply")
        var fields = [("name", "Ada")]
        if partner { fields.append(("hasPartner", "on")) }
        let answer = try await browser.post("/apply", fields)
        return try #require(code(in: location(answer)))
    }

    @Test func aPageMayNotBeSkippedToNorOneOffThePathAnsweredAndNothingIsStored() async throws {
        try await Self.serve { browser, store in
            let code = try await Self.started(browser)
            let version = try #require(store.load(code, now: Date())).version
            // Page 4 is past the first page not yet continued from; page 2 is off the path.
            #expect(Self.location(try await browser.get("/apply/\(code)/4")) == "/apply/\(code)/3")
            #expect(Self.location(try await browser.get("/apply/\(code)/2")) == "/apply/\(code)/3")
            #expect(Self.location(try await browser.get("/apply/\(code)/review")) == "/apply/\(code)/3")
            for page in ["4", "2", "review"] {
                let forged = try await browser.post("/apply/\(code)/\(page)", [("emailAgain", "x@example.com"), ("partnerName", "Eve")])
                #expect(forged.status == .seeOther && Self.location(forged) == "/apply/\(code)/3", "\(page)")
            }
            let draft = try #require(store.load(code, now: Date()))
            #expect(draft.version == version && draft.answers["partnerName"] == nil && draft.answers["emailAgain"] == nil)
            for bad in ["0", "-1", "99999", "+3", "03x", "%2e%2e"] {
                #expect(try await browser.get("/apply/\(code)/\(bad)").status == .notFound, "\(bad)")
            }
        }
    }

    @Test func aPostForOnePageChangesNoAnswerOfAnother() async throws {
        try await Self.serve { browser, store in
            let code = try await Self.started(browser)
            let contact = try await browser.get("/apply/\(code)/3")
            _ = try await browser.post("/apply/\(code)/3", [("email", "ada@example.com"), ("name", "Mallory"),
                                                            ("fw-base", Self.base(contact))])
            let draft = try #require(store.load(code, now: Date()))
            #expect(draft.answers["name"] == .string("Ada") && draft.answers["email"] == .string("ada@example.com"))
        }
    }

    @Test func backKeepsWhatWasTypedWithoutValidatingIt() async throws {
        try await Self.serve { browser, store in
            let code = try await Self.started(browser)
            let contact = try await browser.get("/apply/\(code)/3")
            #expect(contact.html.contains(#"name="fw-step" value="back">Back</button>"#))
            let back = try await browser.post("/apply/\(code)/3", [("email", "not yet an email"), ("fw-step", "back"),
                                                                   ("fw-base", Self.base(contact))])
            #expect(Self.location(back) == "/apply/\(code)/1", "no validation on the way back")
            let again = try await browser.get("/apply/\(code)/3")
            #expect(again.html.contains(#"value="not yet an email""#), "the page as it was left")
        }
    }

    @Test func aSubmissionThatFailsGivesTheDraftBackToBeSentAgain() async throws {
        let submissions = Submissions()
        try await Self.serve(submissions: submissions) { browser, store in
            let code = try await Self.started(browser)
            for page in ["3", "4"] {
                let shown = try await browser.get("/apply/\(code)/\(page)")
                _ = try await browser.post("/apply/\(code)/\(page)", [("email", "ada@example.com"), ("emailAgain", "ada@example.com"),
                                                                     ("fw-base", Self.base(shown))])
            }
            let review = try await browser.get("/apply/\(code)/review")
            #expect(review.status == .ok)
            await submissions.fail(1)
            let failed = try await browser.post("/apply/\(code)/review", [("fw-base", Self.base(review))])
            #expect(failed.status == .serviceUnavailable)
            #expect(store.load(code, now: Date())?.submitted == nil, "not taken: the draft is not marked sent")
            let sent = try await browser.post("/apply/\(code)/review", [("fw-base", Self.base(review))])
            #expect(Self.location(sent) == "/thanks", "sent on the second try")
            #expect(await submissions.values.count == 1)
            #expect(store.load(code, now: Date())?.submitted != nil)
        }
    }

    @Test func aDraftOfTheFormBeforeItChangedSaysWhatWasLeftOut() async throws {
        try await Self.serve { browser, store in
            let old = try store.save(Draft(fingerprint: "an older form", answers: ["name": .string("Ada"), "shoeSize": .number(42)],
                                           journey: JourneyState(position: .page(1), visited: [0])), now: Date())
            let resumed = try await browser.get("/apply/\(old.code)")
            #expect(Self.location(resumed) == "/apply/\(old.code)/3", "where the answers that fit say")
            let page = try await browser.get(Self.location(resumed))
            #expect(page.html.contains("This form has changed since your answers were saved"))
            #expect(!page.html.contains("shoeSize"), "nothing of what was left out is shown")
            let code = try await Self.started(browser)
            let fresh = try await browser.get("/apply/\(code)/3")
            #expect(!fresh.html.contains("This form has changed"), "a draft of this form says nothing")
        }
    }

    @Test func backAndSaveKeepWhatTheyCannotReadAndSayWhy() async throws {
        try await Self.serve { browser, store in
            let code = try await Self.started(browser)
            let contact = try await browser.get("/apply/\(code)/3")
            let versions = store.load(code, now: Date())?.version
            for step in ["back", "save"] {
                let refused = try await browser.post("/apply/\(code)/3", [("email", "ada@example.com"), ("children", "two"),
                                                                          ("fw-step", step), ("fw-base", Self.base(contact))])
                #expect(refused.status == .unprocessableContent, "\(step): not a redirect that would lose \"two\"")
                #expect(refused.html.contains(#"value="two""#), "what was typed comes back")
                #expect(refused.html.contains("fw-error-summary"), "with why")
                #expect(store.load(code, now: Date())?.version == versions, "and nothing is stored")
            }
        }
    }

    @Test func aChangeFromTheReviewComesBackToItAskingANewPageFirst() async throws {
        try await Self.serve { browser, _ in
            let code = try await Self.started(browser)
            let contact = try await browser.get("/apply/\(code)/3")
            _ = try await browser.post("/apply/\(code)/3", [("email", "ada@example.com"), ("fw-base", Self.base(contact))])
            let confirm = try await browser.get("/apply/\(code)/4")
            _ = try await browser.post("/apply/\(code)/4", [("emailAgain", "ada@example.com"), ("fw-base", Self.base(confirm))])
            let first = try await browser.get("/apply/\(code)/1?fw-from=review")
            #expect(first.html.contains(#"name="fw-from" value="review""#))
            let changed = try await browser.post("/apply/\(code)/1", [("name", "Ada"), ("hasPartner", "on"), ("fw-from", "review"),
                                                                      ("fw-base", Self.base(first))])
            #expect(Self.location(changed) == "/apply/\(code)/2", "the page the change opened is asked first")
            let partner = try await browser.get("/apply/\(code)/2")
            let done = try await browser.post("/apply/\(code)/2", [("partnerName", "Bob"), ("fw-base", Self.base(partner))])
            #expect(Self.location(done) == "/apply/\(code)/review", "then back to the review")
        }
    }

    @Test func aSecondTabWritingOverAnswersChangedSinceGetsTheConflictPageWithBoth() async throws {
        try await Self.serve { browser, store in
            let code = try await Self.started(browser)
            let tabOne = try await browser.get("/apply/\(code)/1")
            let tabTwo = try await browser.get("/apply/\(code)/1")
            _ = try await browser.post("/apply/\(code)/1", [("name", "Ada Lovelace"), ("fw-base", Self.base(tabOne))])
            let stale = try await browser.post("/apply/\(code)/1", [("name", "Ada Byron"), ("fw-base", Self.base(tabTwo))])
            #expect(stale.status == .conflict)
            #expect(stale.html.contains("<td>Ada Lovelace</td><td>Ada Byron</td>"), "both versions side by side")
            #expect(stale.html.contains(#"value="Ada Byron""#), "what this tab sent is kept on the page")
            #expect(try #require(store.load(code, now: Date())).answers["name"] == .string("Ada Lovelace"), "never overwritten silently")
            // Choosing "Use my answers" posts the page again over the answers it was shown.
            let mine = try await browser.post("/apply/\(code)/1", [("name", "Ada Byron"), ("fw-base", Self.base(stale))])
            #expect(mine.status == .seeOther)
            #expect(try #require(store.load(code, now: Date())).answers["name"] == .string("Ada Byron"))
            // A post without the fingerprint is not taken either.
            let forged = try await browser.post("/apply/\(code)/1", [("name", "Eve")])
            #expect(forged.status == .conflict)
        }
    }

    @Test func theBrowsersBackThenAPostOfAnUnchangedPageIsNoConflict() async throws {
        try await Self.serve { browser, _ in
            let code = try await Self.started(browser)
            let first = try await browser.get("/apply/\(code)/1")
            let contact = try await browser.get("/apply/\(code)/3")
            _ = try await browser.post("/apply/\(code)/3", [("email", "ada@example.com"), ("fw-base", Self.base(contact))])
            // Back to page 1 as the browser had it, and on again: its answers did not change since.
            let again = try await browser.post("/apply/\(code)/1", [("name", "Ada"), ("fw-base", Self.base(first))])
            #expect(again.status == .seeOther && Self.location(again) == "/apply/\(code)/3", "on to the next page, not a conflict")
        }
    }

    @Test func saveGivesTheCodeAndALinkThatResumesInAnotherBrowser() async throws {
        try await Self.serve { browser, store in
            let code = try await Self.started(browser)
            let contact = try await browser.get("/apply/\(code)/3")
            #expect(contact.html.contains(#"name="fw-step" value="save">Save and continue later</button>"#))
            let saved = try await browser.post("/apply/\(code)/3", [("email", "half@"), ("fw-step", "save"), ("fw-base", Self.base(contact))])
            #expect(Self.location(saved) == "/apply/\(code)/saved")
            let page = try await browser.get("/apply/\(code)/saved")
            #expect(page.html.contains("<code>\(code)</code>") && page.html.contains(#"href="/apply/\#(code)""#))

            let other = WebClient(browser.client)
            let resumed = try await other.get("/apply/\(code)")
            #expect(resumed.status == .seeOther && Self.location(resumed) == "/apply/\(code)/3")
            let shown = try await other.get("/apply/\(code)/3")
            #expect(shown.html.contains(#"value="half@""#), "what was typed, unvalidated, is there")
            let version = try #require(store.load(code, now: Date())).version
            for path in ["/apply/\(code)", "/apply/\(code)/1", "/apply/\(code)/3", "/apply/\(code)/saved", "/apply/\(code)/review"] {
                _ = try await other.get(path)
            }
            #expect(try #require(store.load(code, now: Date())).version == version, "a GET never writes")
        }
    }

    @Test func unknownMalformedAndExpiredCodesAnswerNotFound() async throws {
        let store = MemoryDraftStore(policy: DraftPolicy(idleLifetime: 60))
        try await Self.serve(store: store) { browser, store in
            let code = try await Self.started(browser)
            #expect(try await browser.get("/apply/\(DraftCode.random())").status == .notFound)
            #expect(try await browser.get("/apply/not-a-code/1").status == .notFound)
            #expect(try await browser.post("/apply/\(DraftCode.random())/1", [("name", "Eve")]).status == .notFound)
            #expect(try await browser.get("/apply/\(code)/1").status == .ok)
            // An hour later the draft has expired.
            #expect(store.load(code, now: Date().addingTimeInterval(3_600)) == nil)
        }
    }

    @Test func aTemplateAskingWhatADraftCannotKeepIsRefusedNamingTheRows() throws {
        let template = try FormTemplate {
            let form = Form()
            form +++ Page("Account")
                <<< PasswordRow("password") { $0.title = "Password" }
                <<< TextRow("card") { $0.title = "Card number"; $0.isSensitive = true }
            form +++ Page("Done") <<< TextRow("name")
            return form
        }
        do {
            _ = try JourneyRoute(template: template, csrf: CSRFProtection(secret: "the journey tests' secret"),
                                 store: MemoryDraftStore())
            Issue.record("a journey that would lose a password between pages was served")
        } catch {
            #expect(error.problems.count == 2)
            #expect(error.problems[0].hasPrefix("password is a secret"))
            #expect(error.problems[1].hasPrefix("card is marked sensitive"))
        }
    }

    @Test func aJourneyAtTheRootWritesAddressesWithinTheSite() async throws {
        let router = Router()
        let route = try JourneyRoute(template: try Self.template(), csrf: CSRFProtection(secret: "the journey tests' secret"),
                                     store: MemoryDraftStore())
        router.addJourney("/", route) { _, _, _, _ in Response(status: .ok) }
        try await Application(router: router).test(.router) { client in
            let browser = WebClient(client)
            #expect(try await browser.get("/").html.contains("<h1>About you</h1>"))
            let started = try await browser.post("/", [("name", "Ada")])
            let location = Self.location(started)
            #expect(location.hasPrefix("/") && !location.hasPrefix("//"), "\(location) names no other host")
            #expect(try await browser.get(location).status == .ok)
        }
    }

    @Test func postsAreCheckedLikeAnyFormsPost() async throws {
        try await Self.serve { browser, store in
            _ = try await browser.get("/apply")
            let forged = try await browser.post("/apply", [("name", "Eve")], token: "forged")
            #expect(forged.status == .forbidden)
            let anonymous = WebClient(browser.client)
            let noCookie = try await anonymous.post("/apply", [("name", "Eve")], token: browser.lastToken)
            #expect(noCookie.status == .forbidden)
            #expect(store.count == 0)
        }
    }
}
#endif
