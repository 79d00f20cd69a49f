#if Hummingbird
import FormworkHummingbird
import Testing

/// A secret too short to keep tokens from being forged is a mistake in the server's
/// set-up, told at start-up.
@Suite("CSRF protection: the secret")
struct CSRFSecretTests {
    @Test func aShortSecretIsRefusedWithAMessage() async {
        let result = await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
            _ = CSRFProtection(secret: "too short")
        }
        let message = result.map { String(decoding: $0.standardErrorContent, as: UTF8.self) } ?? ""
        #expect(message.contains("9 bytes"), "\(message)")
        #expect(message.contains("at least 16"), "\(message)")
    }

    @Test func strongEnoughMeansSixteenBytesOrMore() {
        #expect(!CSRFProtection.isStrongEnough(""))
        #expect(!CSRFProtection.isStrongEnough(String(repeating: "x", count: 15)))
        #expect(CSRFProtection.isStrongEnough(String(repeating: "x", count: 16)))
        #expect(CSRFProtection.isStrongEnough("ééééééééé"), "bytes, not characters: 18 bytes")
        #expect(CSRFProtection.isStrongEnough(CSRFProtection.newBrowserIdentifier()), "the demo's random default")
    }

    /// What may be set as a trusted origin: what a browser sends in `Origin`.
    @Test func trustedOriginsAreWrittenAsOrigins() {
        for origin in ["https://forms.example.com", "http://localhost:3000", "HTTPS://Example.COM/", "http://127.0.0.1:8080"] {
            #expect(CSRFProtection.isOrigin(origin), "\(origin)")
        }
        for other in ["forms.example.com", "ftp://example.com", "https://", "https://example.com/forms",
                      "https://example.com?x=1", "https://example.com#top", "https://user@example.com", "null", ""] {
            #expect(!CSRFProtection.isOrigin(other), "\(other)")
        }
    }
}
#endif
