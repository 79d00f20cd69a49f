#if Hummingbird
import Foundation
@testable import FormworkHummingbird
import HTTPTypes
import Testing

@Suite("CSRF protection")
struct CSRFTests {
    let csrf = CSRFProtection(secret: "one secret, long enough")
    let now = Date(timeIntervalSince1970: 1_800_000_000)

    @Test func browserIdentifiersAreSixteenRandomBytesNeverRepeated() {
        let identifiers = (0..<2_000).map { _ in CSRFProtection.newBrowserIdentifier() }
        #expect(Set(identifiers).count == identifiers.count)
        for identifier in identifiers.prefix(50) {
            #expect(identifier.count == 22, "16 bytes in base64url, unpadded")
            let alphabet = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
            #expect(identifier.allSatisfy(alphabet.contains))
        }
        // Every byte value turns up somewhere: the bytes are not stuck.
        let decoded = identifiers.compactMap { Base64URL.decode($0) }
        #expect(decoded.count == identifiers.count)
        #expect(Set(decoded.joined()).count == 256)
    }

    @Test func aTokenSignsItsBrowserAndNoOther() {
        let browser = CSRFProtection.newBrowserIdentifier()
        let token = csrf.token(browser: browser, at: now)
        #expect(csrf.isValid(token: token, browser: browser, at: now.addingTimeInterval(60)))
        #expect(!csrf.isValid(token: token, browser: CSRFProtection.newBrowserIdentifier(), at: now))
        #expect(!csrf.isValid(token: token, browser: "", at: now))
        #expect(CSRFProtection(secret: "one secret, long enough").isValid(token: token, browser: browser, at: now), "instances that share the secret agree")
        #expect(!CSRFProtection(secret: "another secret, as long").isValid(token: token, browser: browser, at: now))
    }

    @Test func tokensExpireAndCannotComeFromTheFuture() {
        let browser = "b"
        let token = csrf.token(browser: browser, at: now)
        #expect(csrf.isValid(token: token, browser: browser, at: now.addingTimeInterval(csrf.maximumAge - 1)))
        #expect(!csrf.isValid(token: token, browser: browser, at: now.addingTimeInterval(csrf.maximumAge + 1)))
        #expect(csrf.isValid(token: token, browser: browser, at: now.addingTimeInterval(-200)), "a few minutes of clock difference")
        #expect(!csrf.isValid(token: token, browser: browser, at: now.addingTimeInterval(-3600)))
    }

    @Test func anExpiredTokenIsToldApartFromAForgedOne() {
        let browser = CSRFProtection.newBrowserIdentifier()
        let token = csrf.token(browser: browser, at: now)
        let later = now.addingTimeInterval(csrf.maximumAge + 1)
        #expect(csrf.check(token: token, browser: browser, at: now) == .valid)
        #expect(csrf.check(token: token, browser: browser, at: later) == .expired)
        #expect(csrf.check(token: token, browser: CSRFProtection.newBrowserIdentifier(), at: later) == .invalid)
        #expect(CSRFProtection(secret: "another secret, as long").check(token: token, browser: browser, at: later) == .invalid)
        #expect(csrf.check(token: token, browser: browser, at: now.addingTimeInterval(-3600)) == .invalid, "from the future")
    }

    @Test func aChangedSecretStillTakesThePagesOfThePreviousOne() {
        let browser = CSRFProtection.newBrowserIdentifier()
        let before = csrf.token(browser: browser, at: now)
        let rotated = CSRFProtection(secret: "the new secret, long too", previousSecrets: ["one secret, long enough"])
        #expect(rotated.isValid(token: before, browser: browser, at: now))
        let after = rotated.token(browser: browser, at: now)
        #expect(!csrf.isValid(token: after, browser: browser, at: now), "new tokens are signed with the new secret")
        #expect(rotated.isValid(token: after, browser: browser, at: now))
        #expect(!CSRFProtection(secret: "the new secret, long too").isValid(token: before, browser: browser, at: now))
    }

    @Test func tamperedOrMalformedTokensAreRefused() {
        let token = csrf.token(browser: "b", at: now)
        var bytes = Array(token)
        bytes[bytes.count - 3] = bytes[bytes.count - 3] == "A" ? "B" : "A"
        #expect(!csrf.isValid(token: String(bytes), browser: "b", at: now))
        for bad in ["", "x", String(repeating: "A", count: 54), token + "A", "<script>", String(repeating: "A", count: 5000)] {
            #expect(!csrf.isValid(token: bad, browser: "b", at: now), "\(bad.prefix(20))")
        }
    }

    @Test func browserIdentifiersAreRandomAndURLSafe() {
        let ids = (0..<100).map { _ in CSRFProtection.newBrowserIdentifier() }
        #expect(Set(ids).count == 100)
        #expect(ids.allSatisfy { $0.count == 22 && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" } })
    }

    @Test func onlySameSiteRequestsPass() {
        let site = HTTPField.Name("Sec-Fetch-Site")!
        #expect(csrf.isSameSite([:], host: "example.com"), "older browsers send neither header")
        #expect(csrf.isSameSite([site: "same-origin"], host: "example.com"))
        #expect(csrf.isSameSite([site: "none"], host: "example.com"))
        #expect(!csrf.isSameSite([site: "cross-site"], host: "example.com"))
        #expect(!csrf.isSameSite([site: "same-site"], host: "example.com"))
        #expect(csrf.isSameSite([.origin: "https://example.com"], host: "example.com"))
        #expect(csrf.isSameSite([.origin: "http://127.0.0.1:8080"], host: "127.0.0.1:8080"))
        #expect(!csrf.isSameSite([.origin: "http://127.0.0.1:9090"], host: "127.0.0.1:8080"))
        #expect(!csrf.isSameSite([.origin: "https://evil.example"], host: "example.com"))
        #expect(!csrf.isSameSite([.origin: "null"], host: "example.com"))
        #expect(!csrf.isSameSite([.origin: "https://example.com"], host: nil))
    }

    /// Behind a proxy that passes on another `Host`, or for pages of another origin
    /// of the site, the origins set as trusted pass, written as a person would.
    @Test func trustedOriginsPassWhateverTheHost() {
        let site = HTTPField.Name("Sec-Fetch-Site")!
        let proxied = "127.0.0.1:8080"
        #expect(!csrf.isSameSite([.origin: "https://forms.example.com"], host: proxied), "not trusted unless set")
        var trusting = csrf
        trusting.trustedOrigins = ["HTTPS://Forms.Example.com/", "https://www.example.com:443", "null", ""]
        #expect(trusting.isSameSite([.origin: "https://forms.example.com"], host: proxied))
        #expect(trusting.isSameSite([.origin: "https://forms.example.com:443", site: "same-origin"], host: proxied))
        #expect(trusting.isSameSite([.origin: "https://www.example.com", site: "same-site"], host: "api.example.com"))
        #expect(!trusting.isSameSite([.origin: "http://forms.example.com"], host: proxied), "another scheme is another origin")
        #expect(!trusting.isSameSite([.origin: "https://forms.example.com:8443"], host: proxied), "another port too")
        #expect(!trusting.isSameSite([.origin: "https://evil.example", site: "cross-site"], host: proxied))
        #expect(!trusting.isSameSite([.origin: "null"], host: proxied), "null is never trusted")
        #expect(!trusting.isSameSite([site: "cross-site"], host: proxied), "no origin sent: Sec-Fetch-Site decides")
    }
}
#endif
