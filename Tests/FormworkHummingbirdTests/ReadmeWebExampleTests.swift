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
}

actor Stored {
    var values: [[String: JSONValue]] = []
    func add(_ value: [String: JSONValue]) { values.append(value) }
}
#endif
