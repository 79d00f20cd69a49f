#if Vapor
import Formwork
import FormworkVapor
import Testing
import Vapor
import VaporTesting

/// The README's Vapor example, compiled and run here (the README test of the core
/// checks that the example appears in this file verbatim).
@Suite("README: the Vapor example")
struct ReadmeVaporExampleTests {
    @Test func theSameFormOnVapor() async throws {
        let secret = "from your configuration"
        let stored = Received()
        let signUp = try FormRouteVaporTests.template()

        try await withApp { app in
            app.logger.logLevel = .warning
            // Vapor 4
            app.servers.use(.formwork())   // ConnectionLimits(): the same timeouts and limits as on Hummingbird
            app.addFormworkAssets()
            app.addForm("sign-up", FormRoute(template: signUp, csrf: CSRFProtection(secret: secret))) { form, _ in
                await stored.add(form.jsonValues())
                return Response(status: .seeOther, headers: ["Location": "/thanks"])
            }

            // A real server on loopback, on a free port.
            let browser = VaporClient(app, transport: .running(hostname: "127.0.0.1", port: 0))
            app.get("thanks") { _ in "Thanks" }
            let page = try await browser.get("/sign-up")
            #expect(page.status == .ok && page.token != nil)
            let answer = try await browser.post("/sign-up", [("email", "ada@example.com")])
            // The client follows the redirect.
            #expect(answer.status == .ok && answer.html == "Thanks")
        }
        #expect(await stored.values.first?["email"] == .string("ada@example.com"))
    }
}
#endif
