#if Hummingbird && Vapor
import Foundation
import Formwork
import FormworkHummingbird
import FormworkVapor
import Hummingbird
import HummingbirdTesting
import Testing
import Vapor
import VaporTesting

/// A journey started on one server and finished on the other, their drafts in one
/// store: instances behind one load balancer share the journey as they share pages.
@Suite("A journey across Hummingbird and Vapor")
struct JourneyAcrossServersTests {
    static let secret = "one secret for every instance"

    static func template() throws -> FormTemplate {
        try FormTemplate {
            let form = Form()
            form +++ Page("Name") <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
            form +++ Page("Email") <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            form +++ Page("Age") { $0.hidden = "$name == 'Child'" } <<< IntRow("age") { $0.title = "Age" }
            return form
        }
    }

    actor Submitted {
        private(set) var names: [String] = []
        func add(_ name: String) { names.append(name) }
    }

    static func hummingbird(_ store: any DraftStore, _ submitted: Submitted) throws -> some ApplicationProtocol {
        let router = Router()
        let route = try FormworkHummingbird.JourneyRoute(template: try template(), csrf: CSRFProtection(secret: secret), store: store)
        router.addJourney("/apply", route) { form, _, _, _ in
            await submitted.add(form.rowBy(tag: "name")?.baseValue as? String ?? "")
            return Hummingbird.Response(status: .seeOther, headers: [.location: "/thanks"])
        }
        return Hummingbird.Application(router: router)
    }

    static func vapor(_ app: Vapor.Application, _ store: any DraftStore, _ submitted: Submitted) throws {
        app.logger.logLevel = .warning
        let route = try FormworkVapor.JourneyRoute(template: try template(), csrf: CSRFProtection(secret: secret), store: store)
        app.addJourney("apply", route) { form, _, _ in
            await submitted.add(form.rowBy(tag: "name")?.baseValue as? String ?? "")
            return Vapor.Response(status: .seeOther, headers: ["Location": "/thanks"])
        }
    }

    static func base(_ html: String) -> String { BrowserForm.firstMatch(#"name="fw-base" value="([^"]*)""#, in: html) ?? "" }

    @Test func aDraftStartedOnHummingbirdIsFinishedOnVapor() async throws {
        let store = MemoryDraftStore()
        let submitted = Submitted()
        let code = try await Self.hummingbird(store, submitted).test(.router) { client -> String in
            let browser = WebClient(client)
            _ = try await browser.get("/apply")
            let first = try await browser.post("/apply", [("name", "Ada")])
            let location = first.headers[.location] ?? ""
            let code = String(location.split(separator: "/")[1])
            #expect(location == "/apply/\(code)/2")
            let email = try await browser.get(location)
            let saved = try await browser.post(location, [("email", "ada@"), ("fw-step", "save"), ("fw-base", Self.base(email.html))])
            #expect(saved.headers[.location] == "/apply/\(code)/saved")
            return code
        }
        try await withApp(configure: { try Self.vapor($0, store, submitted) }) { app in
            let browser = VaporClient(app)
            let resumed = try await browser.get("/apply/\(code)")
            #expect(resumed.status == .seeOther && resumed.headers.first(name: .location) == "/apply/\(code)/2")
            let email = try await browser.get("/apply/\(code)/2")
            #expect(email.html.contains(#"value="ada@""#) && email.html.contains("Page 2 of 3"))
            let invalid = try await browser.post("/apply/\(code)/2", [("email", "ada@"), ("fw-base", Self.base(email.html))])
            #expect(invalid.status == .unprocessableEntity)
            let onward = try await browser.post("/apply/\(code)/2", [("email", "ada@example.com"), ("fw-base", Self.base(email.html))])
            #expect(onward.headers.first(name: .location) == "/apply/\(code)/3")
            #expect(try await browser.get("/apply/\(code)/review").headers.first(name: .location) == "/apply/\(code)/3",
                    "the review waits for the last page")
            let skipped = try await browser.post("/apply/\(code)/review", [("fw-base", "")])
            #expect(skipped.status == .seeOther && skipped.headers.first(name: .location) == "/apply/\(code)/3")
            let age = try await browser.get("/apply/\(code)/3")
            let toReview = try await browser.post("/apply/\(code)/3", [("age", "36"), ("fw-base", Self.base(age.html))])
            #expect(toReview.headers.first(name: .location) == "/apply/\(code)/review")
            let review = try await browser.get("/apply/\(code)/review")
            #expect(review.html.contains("<dd>ada@example.com</dd>") && review.html.contains("<dd>36</dd>"))
            let stale = try await browser.post("/apply/\(code)/review", [("fw-base", "0")])
            #expect(stale.status == .conflict, "a review drawn over other answers is shown again, not sent")
            let sent = try await browser.post("/apply/\(code)/review", [("fw-base", Self.base(review.html))])
            #expect(sent.headers.first(name: .location) == "/thanks")
            #expect(try await browser.get("/apply/\(code)/1").status == .gone)
        }
        #expect(await submitted.names == ["Ada"])
        #expect(store.load(try #require(DraftCode(code)), now: Date())?.submitted != nil)
    }
}
#endif
