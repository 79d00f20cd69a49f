#if Hummingbird
import Formwork
import FormworkHummingbird
import Hummingbird
import HummingbirdTesting
import Testing

/// The README's web example, compiled and run here (the README test of the core
/// checks that the example appears in this file verbatim).
@Suite("README: the web example")
struct ReadmeWebExampleTests {
    @Test func aFormOnTheWeb() async throws {
        let secret = "from your configuration"
        let stored = Stored()

        let signUp = try FormTemplate {
            let form = Form()
            form.title = "Sign up"
            form +++ Section("Account")
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
                <<< PasswordRow("password") {
                    $0.title = "Password"
                    $0.contentType = .newPassword
                    $0.add(rule: RuleMinLength(minLength: 8))
                }
                <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
                <<< SegmentedRow<String>("frequency") {
                    $0.title = "How often"
                    $0.options = ["Daily", "Weekly"]
                    $0.hidden = "$newsletter == false"
                }
            return form
        }

        // Hummingbird 2
        let router = Router()
        router.addFormworkAssets()
        router.addForm("/sign-up", FormRoute(template: signUp, csrf: CSRFProtection(secret: secret))) { form, _, _ in
            await stored.add(form.jsonValues())
            return Response(status: .seeOther, headers: [.location: "/thanks"])
        }

        let app = Application(
            router: router,
            server: .formwork(),   // ConnectionLimits(): timeouts, bounded heads, refusals that close the connection
            configuration: .init(address: .hostname("127.0.0.1", port: 8080))
        )

        // A real server on loopback (the test framework picks a free port).
        try await app.test(.live) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/sign-up")
            #expect(page.html.contains(#"autocomplete="new-password""#))
            #expect(page.html.contains("<h1>Sign up</h1>"))
            let answer = try await browser.post("/sign-up", [
                ("email", "ada@example.com"), ("password", "correct horse"), ("newsletter", "true"), ("frequency", "Weekly"),
            ])
            #expect(answer.status == .seeOther)
        }
        #expect(await stored.values.first?["email"] == .string("ada@example.com"))
        #expect(await stored.values.first?["frequency"] == .string("Weekly"))
    }

    @Test func aJourneyOnTheWeb() async throws {
        let secret = "from your configuration"
        let stored = Stored()
        let router = Router()

        let application = try FormTemplate {
            let form = Form()
            form.title = "Apply"
            form +++ Page("About you")
                <<< NameRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
                <<< SwitchRow("hasPartner") { $0.title = "I have a partner" }
            form +++ Page("Your partner") { $0.hidden = "$hasPartner != true" }
                <<< NameRow("partnerName") { $0.title = "Partner's name"; $0.add(rule: RuleRequired()) }
            form +++ Page("Contact")
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            return form
        }
        let drafts = MemoryDraftStore()   // or SQLiteDraftStore(path:), or PostgresDraftStore(client:) shared by instances
        let route = try JourneyRoute(template: application, csrf: CSRFProtection(secret: secret), store: drafts)
        router.addJourney("/apply", route) { form, code, _, _ in
            await stored.add(form.jsonValues().merging(["draft": .string(code.rawValue)]) { $1 })
            return Response(status: .seeOther, headers: [.location: "/thanks"])
        }

        try await Application(router: router).test(.router) { client in
            let browser = WebClient(client)
            let first = try await browser.get("/apply")
            #expect(first.html.contains("<h1>About you</h1>") && first.html.contains("Page 1 of 2"))
            let toContact = try await browser.post("/apply", [("name", "Ada")])
            let contact = try #require(toContact.headers[.location])
            let page = try await browser.get(contact)
            let base = page.firstMatch(#"name="fw-base" value="([^"]*)""#) ?? ""
            let toReview = try await browser.post(contact, [("email", "ada@example.com"), ("fw-base", base)])
            let reviewAddress = try #require(toReview.headers[.location])
            let review = try await browser.get(reviewAddress)
            #expect(review.html.contains("<dd>ada@example.com</dd>"))
            let sent = try await browser.post(reviewAddress, [("fw-base", review.firstMatch(#"name="fw-base" value="([^"]*)""#) ?? "")])
            #expect(sent.headers[.location] == "/thanks")
        }
        #expect(await stored.values.first?["name"] == .string("Ada"))
        #expect(await stored.values.first?["draft"] != nil)
    }
}

actor Stored {
    var values: [[String: JSONValue]] = []
    func add(_ value: [String: JSONValue]) { values.append(value) }
}
#endif
