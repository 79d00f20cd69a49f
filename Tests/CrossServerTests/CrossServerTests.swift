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

/// A page served by one server, posted to the other: instances behind one load
/// balancer may run either, and take each other's pages when they share the secret.
@Suite("Hummingbird and Vapor take each other's pages")
struct CrossServerTests {
    static let secret = "one secret for every instance"

    static func template() throws -> FormTemplate {
        try FormTemplate {
            let form = Form()
            form +++ Section()
                <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            return form
        }
    }

    /// What each server was handed.
    actor Taken {
        private(set) var emails: [String] = []
        func add(_ email: String) { emails.append(email) }
    }

    static func hummingbird(secret: String, taken: Taken) throws -> some ApplicationProtocol {
        let router = Router()
        router.addForm("/sign-up", FormworkHummingbird.FormRoute(template: try template(), csrf: CSRFProtection(secret: secret))) { form, _, _ in
            let email = form.rowBy(tag: "email")?.baseValue as? String ?? ""
            await taken.add(email)
            return Hummingbird.Response(status: .seeOther, headers: [.location: "/thanks"])
        }
        return Hummingbird.Application(router: router)
    }

    static func vapor(_ app: Vapor.Application, secret: String, taken: Taken) throws {
        app.logger.logLevel = .warning
        app.addForm("sign-up", FormworkVapor.FormRoute(template: try template(), csrf: CSRFProtection(secret: secret))) { form, _ in
            let email = form.rowBy(tag: "email")?.baseValue as? String ?? ""
            await taken.add(email)
            return Vapor.Response(status: .seeOther, headers: ["Location": "/thanks"])
        }
    }

    @Test func aHummingbirdPageIsTakenByVapor() async throws {
        let taken = Taken()
        try await Self.hummingbird(secret: Self.secret, taken: taken).test(.router) { client in
            let hummingbird = WebClient(client)
            try await hummingbird.get("/sign-up")
            try await withApp(configure: { try Self.vapor($0, secret: Self.secret, taken: taken) }) { app in
                let vapor = VaporClient(app)
                vapor.cookies = hummingbird.cookies
                let answer = try await vapor.post("/sign-up", [("email", "ada@example.com")], token: hummingbird.lastToken)
                #expect(answer.status == .seeOther)
            }
        }
        #expect(await taken.emails == ["ada@example.com"])
    }

    @Test func aVaporPageIsTakenByHummingbird() async throws {
        let taken = Taken()
        try await withApp(configure: { try Self.vapor($0, secret: Self.secret, taken: taken) }) { app in
            let vapor = VaporClient(app)
            try await vapor.get("/sign-up")
            try await Self.hummingbird(secret: Self.secret, taken: taken).test(.router) { client in
                let hummingbird = WebClient(client)
                hummingbird.cookies = vapor.cookies
                let answer = try await hummingbird.post("/sign-up", [("email", "grace@example.com")], token: vapor.lastToken)
                #expect(answer.status == .seeOther)
            }
        }
        #expect(await taken.emails == ["grace@example.com"])
    }

    @Test func anInstanceWithAnotherSecretRefusesTheOthersPage() async throws {
        let taken = Taken()
        try await Self.hummingbird(secret: Self.secret, taken: taken).test(.router) { client in
            let hummingbird = WebClient(client)
            try await hummingbird.get("/sign-up")
            try await withApp(configure: { try Self.vapor($0, secret: "another secret, just as long", taken: taken) }) { app in
                let vapor = VaporClient(app)
                vapor.cookies = hummingbird.cookies
                let answer = try await vapor.post("/sign-up", [("email", "ada@example.com")], token: hummingbird.lastToken)
                #expect(answer.status == .forbidden)
            }
        }
        #expect(await taken.emails.isEmpty)
    }
}
#endif
