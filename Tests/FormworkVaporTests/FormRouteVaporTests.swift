#if Vapor
import Foundation
import Formwork
import FormworkHTML
import FormworkVapor
import Testing
import Vapor
import VaporTesting

/// Values a valid post handed over.
actor Received {
    private(set) var values: [[String: JSONValue]] = []
    func add(_ value: [String: JSONValue]) { values.append(value) }
}

/// A form served by Vapor, through Vapor's test client, as a browser uses it.
@Suite("Vapor: a form's address")
struct FormRouteVaporTests {
    static let secret = "the Vapor tests' own secret"

    static func template() throws -> FormTemplate {
        try FormTemplate {
            let form = Form()
            form.title = "Sign <up>"
            form +++ Section("Account")
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
                <<< TextRow("name") { $0.title = "Name" }
                <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = false }
                <<< TextRow("frequency") { $0.title = "How often"; $0.hidden = "$newsletter == false" }
                <<< TextRow("plan") { $0.title = "Plan"; $0.value = "free"; $0.disabled = true }
                <<< PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["red", "green"] }
            return form
        }
    }

    /// Runs `body` with an application serving the form at `/sign-up`.
    func withForm(_ change: (inout FormworkVapor.FormRoute) -> Void = { _ in },
                  _ body: (VaporClient, Received) async throws -> Void) async throws {
        let received = Received()
        var route = FormworkVapor.FormRoute(template: try Self.template(), csrf: CSRFProtection(secret: Self.secret))
        change(&route)
        try await withApp { app in
            app.logger.logLevel = .warning
            app.addFormworkAssets()
            app.addForm("sign-up", route) { form, _ in
                await received.add(form.jsonValues())
                return Response(status: .seeOther, headers: ["Location": "/thanks"])
            }
            try await body(VaporClient(app), received)
        }
    }

    @Test func aPageCarriesATokenACookieAndTheSecurityHeaders() async throws {
        try await withForm { browser, _ in
            let page = try await browser.get("/sign-up")
            #expect(page.status == .ok)
            #expect(page.token?.isEmpty == false)
            #expect(page.html.contains("<form"))
            #expect(page.html.contains("Sign &lt;up&gt;"), "the title is escaped")
            #expect(page.headers.first(name: "Content-Security-Policy") == SecurityHeaders.contentSecurityPolicy)
            #expect(page.headers.first(name: "X-Frame-Options") == "DENY")
            #expect(page.headers.first(name: .cacheControl) == "no-store")
            let cookie = try #require(page.headers[.setCookie].first)
            #expect(cookie.hasPrefix("fw_csrf="))
            #expect(cookie.contains("HttpOnly"))
            #expect(cookie.lowercased().contains("samesite=lax"))
            // The browser keeps its identifier: the next page sets no cookie.
            let again = try await browser.get("/sign-up")
            #expect(again.headers[.setCookie].isEmpty)
        }
    }

    @Test func aValidPostIsHandedOverOnce() async throws {
        try await withForm { browser, received in
            try await browser.get("/sign-up")
            let answer = try await browser.post("/sign-up", [("email", "ada@example.com"), ("name", "Ada"), ("colour", "green")])
            #expect(answer.status == .seeOther)
            #expect(answer.headers.first(name: .location) == "/thanks")
            let values = await received.values
            #expect(values.count == 1)
            #expect(values.first?["email"] == .string("ada@example.com"))
            #expect(values.first?["colour"] == .string("green"))
        }
    }

    @Test func anInvalidPostComesBackWithItsErrorsAndWhatWasTyped() async throws {
        try await withForm { browser, received in
            try await browser.get("/sign-up")
            let page = try await browser.post("/sign-up", [("email", "not an email"), ("name", "<script>alert(1)</script>")])
            #expect(page.status == .unprocessableEntity)
            #expect(page.html.contains("value=\"not an email\""))
            #expect(page.html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
            #expect(!page.html.contains("<script>alert(1)"))
            #expect(page.token?.isEmpty == false, "a fresh token to send again")
            #expect(await received.values.isEmpty)
        }
    }

    @Test func craftedPostsToHiddenDisabledAndOptionRowsChangeNothing() async throws {
        try await withForm { browser, received in
            try await browser.get("/sign-up")
            // A hidden row and a disabled one are sent a value; neither takes it.
            let answer = try await browser.post("/sign-up", [
                ("email", "ada@example.com"), ("frequency", "hourly"), ("plan", "gold"),
            ])
            #expect(answer.status == .seeOther)
            let values = try #require(await received.values.first)
            #expect(values["frequency"] == nil || values["frequency"] == .null)
            #expect(values["plan"] == .string("free"))
            // An option the row does not offer is refused next to the row.
            let refused = try await browser.post("/sign-up", [("email", "ada@example.com"), ("colour", "purple")])
            #expect(refused.status == .unprocessableEntity)
            #expect(await received.values.count == 1)
        }
    }

    @Test func csrfFailuresAre403AndNothingIsTaken() async throws {
        try await withForm { browser, received in
            // No cookie at all: refused before the body is read.
            let stranger = VaporClient(browser.app)
            #expect(try await stranger.post("/sign-up", [("email", "ada@example.com")], token: "x").status == .forbidden)
            try await browser.get("/sign-up")
            // No token, a forged one, and another browser's.
            #expect(try await browser.post("/sign-up", [("email", "ada@example.com")], token: .some(nil)).status == .forbidden)
            #expect(try await browser.post("/sign-up", [("email", "ada@example.com")], token: "forged").status == .forbidden)
            let other = VaporClient(browser.app)
            try await other.get("/sign-up")
            #expect(try await browser.post("/sign-up", [("email", "ada@example.com")], token: other.lastToken).status == .forbidden)
            // From another site.
            let crossSite = try await browser.post("/sign-up", [("email", "ada@example.com")],
                                                   headers: ["Origin": "https://evil.example", "Sec-Fetch-Site": "cross-site"])
            #expect(crossSite.status == .forbidden)
            #expect(await received.values.isEmpty)
        }
    }

    @Test func anExpiredPageComesBackWithWhatWasTyped() async throws {
        try await withForm({ $0.csrf.maximumAge = -1 }) { browser, received in
            try await browser.get("/sign-up")
            let page = try await browser.post("/sign-up", [("email", "ada@example.com"), ("name", "Ada")])
            #expect(page.status == .forbidden)
            #expect(page.html.contains("value=\"Ada\""))
            #expect(await received.values.isEmpty)
        }
    }

    @Test func bodiesOverTheLimitAre413AndMalformedOnes400() async throws {
        try await withForm({ $0.limits.maximumBodyBytes = 2_000 }) { browser, received in
            try await browser.get("/sign-up")
            let large = try await browser.post("/sign-up", [("email", "ada@example.com"), ("name", String(repeating: "a", count: 3_000))])
            #expect(large.status == .payloadTooLarge)
            #expect(large.headers.first(name: .connection) == "close")
            let malformed = try await browser.postRaw("/sign-up", bytes: Array("fw-csrf=\(browser.lastToken)&email=%G1".utf8),
                                                      headers: ["Content-Type": "application/x-www-form-urlencoded"])
            #expect(malformed.status == .badRequest)
            let notAForm = try await browser.post("/sign-up", [("email", "ada@example.com")], contentType: "application/json")
            #expect(notAForm.status == .unsupportedMediaType)
            #expect(await received.values.isEmpty)
        }
    }

    @Test func aFormLargerThanVaporsCollectedBodyLimitIsTaken() async throws {
        // Vapor collects 16 KB by default; a form's body is read within the form's
        // own limits instead.
        try await withForm { browser, received in
            try await browser.get("/sign-up")
            let name = String(repeating: "n", count: 40_000)
            let answer = try await browser.post("/sign-up", [("email", "ada@example.com"), ("name", name)])
            #expect(answer.status == .seeOther)
            #expect(await received.values.first?["name"] == .string(name))
        }
    }

    @Test func aForeignHostIs400() async throws {
        try await withForm { browser, _ in
            let page = try await browser.get("/sign-up", headers: ["Host": "evil.example"])
            #expect(page.status == .badRequest)
            #expect(page.token == nil)
        }
    }

    @Test func theLiveCheckAnswersWithTheRowsErrors() async throws {
        try await withForm { browser, received in
            try await browser.get("/sign-up")
            let answer = try await browser.post("/sign-up", [("email", "nope"), (FormAction.fieldName, "validate email")])
            #expect(answer.status == .ok)
            #expect(answer.headers.first(name: .contentType) == "application/json")
            let errors = try JSONDecoder().decode([String: [String]].self, from: Data(answer.html.utf8))["errors"]
            #expect(errors?.count == 1)
            #expect(await received.values.isEmpty)
        }
    }

    @Test func theAssetsAreServedWithTheSecurityHeaders() async throws {
        try await withForm { browser, _ in
            let css = try await browser.get("/formwork/formwork.css")
            #expect(css.status == .ok)
            #expect(css.headers.first(name: .contentType) == "text/css; charset=utf-8")
            #expect(css.html.utf8.count == HTMLAssets.stylesheet.count)
            #expect(css.headers.first(name: "Content-Security-Policy") == SecurityHeaders.contentSecurityPolicy)
            let script = try await browser.get("/formwork/formwork.js")
            #expect(script.html.utf8.count == HTMLAssets.script.count)
            let theme = try await browser.get("/formwork/theme.css?accent=aa0000")
            #expect(theme.status == .ok)
            #expect(theme.html.contains("aa0000"))
        }
    }
}
#endif
