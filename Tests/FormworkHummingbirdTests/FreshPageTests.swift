#if Hummingbird
import Formwork
import FormworkHTML
import FormworkHummingbird
import FormworkServing
import Hummingbird
import HummingbirdTesting
import Testing

/// The page of a fresh form is drawn once and reused with each request's own
/// token: what a browser gets must be what drawing it each time gives.
@Suite("A fresh form's page, drawn once")
struct FreshPageTests {
    static let secret = "the fresh page tests' secret"

    static func template() throws -> FormTemplate {
        try FormTemplate {
            let form = Form()
            form.title = "Orders & <returns>"
            form +++ Section("Order")
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
                <<< SwitchRow("gift") { $0.title = "A gift"; $0.value = false }
                <<< TextRow("message") { $0.title = "Message"; $0.hidden = "$gift == false" }
                <<< PushRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M", "L"]; $0.value = "M" }
            form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Phones") {
                $0.tag = "phones"
                $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "Phone" } }
            }
            return form
        }
    }

    /// The page with its token and signed counts (the only values that differ from
    /// one browser to another) taken out.
    static func withoutTokens(_ html: String) -> String {
        var page = html
        for name in ["fw-csrf", "fw-items"] {
            if let value = BrowserForm.firstMatch(#"name="\#(name)" value="([^"]*)""#, in: page) {
                page = page.replacingOccurrences(of: value, with: "<\(name)>")
            }
        }
        return page
    }

    /// Runs `body` with the form at `/reused` (its page reused) and `/drawn` (drawn
    /// for every request).
    func withRoutes(_ body: @escaping @Sendable (any TestClientProtocol) async throws -> Void) async throws {
        let template = try Self.template()
        let csrf = CSRFProtection(secret: Self.secret)
        var drawn = FormRoute(template: template, csrf: csrf)
        drawn.reusesFreshPage = false
        let router = Router()
        router.addForm("/reused", FormRoute(template: template, csrf: csrf)) { _, _, _ in
            Response(status: .seeOther, headers: [.location: "/thanks"])
        }
        router.addForm("/drawn", drawn) { _, _, _ in Response(status: .seeOther, headers: [.location: "/thanks"]) }
        try await Application(router: router).test(.router, body)
    }

    @Test func aReusedPageIsThePageDrawnForTheRequestButForItsTokens() async throws {
        try await withRoutes { client in
            let browser = WebClient(client)
            let reused = try await browser.get("/reused")
            let drawn = try await browser.get("/drawn")
            #expect(reused.status == .ok)
            #expect(reused.html.contains("Orders &amp; &lt;returns&gt;"), "the page is escaped as it was drawn")
            #expect(Self.withoutTokens(reused.html) == Self.withoutTokens(drawn.html))
            #expect(!reused.html.contains("fw-stand-in"), "no stand-in is left in the page")
            #expect(reused.headers[.cacheControl] == "no-store")
        }
    }

    @Test func everyBrowserGetsATokenForItselfAlone() async throws {
        try await withRoutes { client in
            let csrf = CSRFProtection(secret: Self.secret)
            var tokens: [String] = []
            for _ in 0..<3 {
                let browser = WebClient(client)
                let page = try await browser.get("/reused")
                let token = try #require(page.token)
                let cookie = try #require(browser.cookies[csrf.cookieNameInUse])
                #expect(csrf.check(token: token, browser: cookie) == .valid)
                #expect(csrf.check(token: token, browser: CSRFProtection.newBrowserIdentifier()) == .invalid)
                let counts = try #require(page.itemCounts)
                #expect(csrf.itemCounts(fromSigned: counts, browser: cookie) == ["phones": 0])
                tokens.append(token)
            }
            #expect(Set(tokens).count == 3)
        }
    }

    @Test func aBrowserThatHasACookieKeepsIt() async throws {
        try await withRoutes { client in
            let browser = WebClient(client)
            let first = try await browser.get("/reused")
            #expect(first.headers[values: .setCookie].count == 1)
            let second = try await browser.get("/reused")
            #expect(second.headers[values: .setCookie].isEmpty, "the identifier it has is kept")
            let cookie = try #require(browser.cookies["fw_csrf"])
            #expect(CSRFProtection(secret: Self.secret).check(token: try #require(second.token), browser: cookie) == .valid)
        }
    }

    @Test func aReusedPageIsPostedLikeAnyOtherAndAnErrorIsDrawnForTheRequest() async throws {
        try await withRoutes { client in
            let browser = WebClient(client)
            try await browser.get("/reused")
            let invalid = try await browser.post("/reused", [("email", "not <an> email"), ("gift", "false"), ("size", "S")])
            #expect(invalid.status == .unprocessableContent)
            #expect(invalid.html.contains("value=\"not &lt;an&gt; email\""), "what was typed is kept, escaped")
            #expect(invalid.html.contains("<option value=\"S\" selected>"))
            let valid = try await browser.post("/reused", [("email", "a@example.com"), ("gift", "false"), ("size", "L")])
            #expect(valid.status == .seeOther)
        }
    }

    @Test func changingASettingDrawsThePageAgain() throws {
        var endpoint = FormEndpoint(template: try Self.template(), csrf: CSRFProtection(secret: Self.secret))
        let before = endpoint.page(browserCookie: nil).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(!before.contains("fw-nav"))
        endpoint.page.navigation = [(title: "Home", href: "/")]
        let withNavigation = endpoint.page(browserCookie: nil).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(withNavigation.contains("<a href=\"/\">Home</a>"))
        endpoint.renderer.presenters.register(FixedWordPresenter(), for: .toggle)
        let withPresenter = endpoint.page(browserCookie: nil).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(withPresenter.contains("a fixed word"))
        endpoint.page.notice = "Only for one request"
        let withoutNotice = endpoint.page(browserCookie: nil).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(!withoutNotice.contains("Only for one request"), "a notice is a request's, as on a page drawn per request")
        endpoint.csrf.fieldName = "token"
        let renamed = endpoint.page(browserCookie: nil).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(renamed.contains("name=\"token\""))
        #expect(!renamed.contains("name=\"fw-csrf\""))
    }

    @Test func aPageWithANoticeOrAFormOfItsOwnIsDrawnForTheRequest() throws {
        let endpoint = FormEndpoint(template: try Self.template(), csrf: CSRFProtection(secret: Self.secret))
        let notice = endpoint.page(browserCookie: nil, notice: "Saved <now>").body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(notice.contains("Saved &lt;now&gt;"))
        let form = try Self.template().makeForm()
        form.rowBy(tag: "email")?.baseValue = "own@example.com"
        let own = endpoint.page(browserCookie: nil, form: form).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(own.contains("own@example.com"))
        let fresh = endpoint.page(browserCookie: nil).body.withBytes { String(decoding: $0, as: UTF8.self) }
        #expect(!fresh.contains("own@example.com") && !fresh.contains("Saved"))
    }

    @Test func aPageIsCutOnlyWhereEachStandInIsMetOnce() throws {
        let page = try #require(FreshPage(page: "<a value=\"A\">-<b value=\"B\">", standIns: ["A", "B"]))
        #expect(page.write(["1", "2"]).string == "<a value=\"1\">-<b value=\"2\">")
        #expect(page.write(["\"><script>", "&'"]).string == "<a value=\"&quot;&gt;&lt;script&gt;\">-<b value=\"&amp;&#39;\">")
        #expect(FreshPage(page: "<a value=\"A\">", standIns: ["A", "B"]) == nil, "a stand-in not met")
        #expect(FreshPage(page: "<a value=\"A\">A", standIns: ["A"]) == nil, "a stand-in met twice")
        #expect(FreshPage(page: "B A", standIns: ["A", "B"]) == nil, "stand-ins out of order")
        #expect(FreshPage.standIn() != FreshPage.standIn())
    }
}

/// Draws a switch as a fixed word, to tell a renderer with it from one without.
struct FixedWordPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        html.markup("<p>a fixed word</p>")
    }
}
#endif
