#if Hummingbird
import Formwork
import FormworkHummingbird
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Over HTTPS the browser's cookie is `__Host-` prefixed and `Secure`, so neither
/// plain HTTP nor another subdomain can plant one; a cookie under the plain name
/// is then no cookie at all.
@Suite("CSRF protection: the cookie over HTTPS")
struct SecureCookieTests {
    @Test func theCookieIsHostPrefixedAndSecure() async throws {
        let template = try FormTemplate {
            let form = Form()
            form +++ Section() <<< TextRow("name")
            return form
        }
        var csrf = CSRFProtection(secret: "a shared secret, long enough")
        csrf.secureCookie = true
        #expect(csrf.cookieNameInUse == "__Host-fw_csrf")
        #expect(CSRFProtection(secret: "sixteen bytes at least").cookieNameInUse == "fw_csrf")
        let router = Router()
        router.addForm("/f", FormRoute(template: template, csrf: csrf)) { _, _, _ in
            Response(status: .seeOther, headers: [.location: "/done"])
        }
        try await Application(router: router).test(.router) { client in
            let browser = WebClient(client)
            let page = try await browser.get("/f")
            let setCookie = page.headers[values: .setCookie].joined(separator: "\n")
            #expect(setCookie.hasPrefix("__Host-fw_csrf="))
            #expect(setCookie.contains("Secure"))
            #expect(setCookie.contains("Path=/"))
            #expect(!setCookie.contains("Domain"))
            let accepted = try await browser.post("/f", [("name", "Ann"), ("fw-action", "submit")])
            #expect(accepted.status == .seeOther)

            // The same identifier under the plain name, as plain HTTP could set it.
            let identifier = try #require(browser.cookies["__Host-fw_csrf"])
            browser.cookies = ["fw_csrf": identifier]
            let refused = try await browser.post("/f", [("name", "Ann"), ("fw-action", "submit")])
            #expect(refused.status == .forbidden)
        }
    }
}
#endif
