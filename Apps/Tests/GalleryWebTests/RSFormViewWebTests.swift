import Formwork
import FormworkGallery
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// RSFormView's example sign-up, ported in its own terms, served by the gallery: its
/// two-field items side by side, each field's own checks and messages, and the
/// values stored as the person typed them.
@Suite("RSFormView's sign-up on the web")
struct RSFormViewWebTests {
    static let page = "/gallery/rsformview"

    static func body(lastName: String, confirm: String = "secret123") -> [(String, String)] {
        [("EMAIL", "john@example.com"), ("FIRST~20NAME", "John"), ("LAST~20NAME", lastName), ("DOB", "1990-04-01"),
         ("GENDER", "other"), ("NUMBER~20OF~20SIBLINGS", "3"), ("PASSWORD", "secret123"),
         ("CONFIRM~20PASSWORD", confirm), ("ADDRESS", "1 Main St"), ("CITY", "Springfield"), ("STATE", "IL"),
         ("ZIP~20CODE", "62701"), ("fw-action", "submit")]
    }

    @Test func itemsAreDrawnAsRowsAndTwoFieldsShareALine() async throws {
        try await galleryApp().test(.router) { client in
            let page = try await WebClient(client).get(Self.page)
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<div class="fw-row fw-kind-text fw-half" data-row="FIRST~20NAME">"#))
            #expect(page.html.contains(#"<div class="fw-row fw-kind-text fw-half" data-row="LAST~20NAME">"#))
            #expect(page.html.contains(#"<legend class="fw-header">Enter your address</legend>"#))
            #expect(page.html.contains(#"value="John""#))
        }
    }

    @Test func eachFieldSaysItsMessageAndTheValuesAreStored() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get(Self.page)
            let bad = try await browser.post(Self.page, Self.body(lastName: "John", confirm: "other"))
            #expect(bad.status == .unprocessableContent)
            #expect(bad.html.contains("Please enter a last name"), "the custom evaluator compares with the first name")
            #expect(bad.html.contains("Passwords don&#39;t match") || bad.html.contains("Passwords don’t match")
                    || bad.html.contains("Passwords don't match"))
            #expect(bad.html.contains(#"value="Springfield""#), "what was typed is kept")
            // Another person's valid sign-up on the same page is checked against their own first name.
            let stored = try await browser.post(Self.page, Self.body(lastName: "Smith"))
            #expect(stored.status == .seeOther)
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("<strong>rsformview</strong>"))
            #expect(list.html.contains("&quot;LAST NAME&quot;:&quot;Smith&quot;"))
            #expect(list.html.contains("&quot;GENDER&quot;:&quot;other&quot;"))
        }
    }
}
