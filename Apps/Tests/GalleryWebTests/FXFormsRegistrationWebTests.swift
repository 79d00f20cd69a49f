import Formwork
import FormworkGallery
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// FXForms' registration form, from its model, on the web: options on a number,
/// a multi-select collection, a bitfield, and exactly the listed fields.
@Suite("FXForms' registration form on the web")
struct FXFormsRegistrationWebTests {
    static let page = "/gallery/registration"

    @Test func theModelsFieldsAreDrawnAsFXFormsDescribesThem() async throws {
        try await galleryApp().test(.router) { client in
            let page = try await WebClient(client).get(Self.page)
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<option value="2">It’s Complicated</option>"#) || page.html.contains(#"<option value="2">It&#39;s Complicated</option>"#)
                    || page.html.contains(#"<option value="2">It's Complicated</option>"#))
            #expect(page.html.contains("Canada"), "the country's code is shown by its name")
            #expect(page.html.contains(#"value="4""#) && page.html.contains("Sports"), "a bitfield's options are its bits")
            #expect(!page.html.contains("notifications"), "a field the list leaves out is not drawn")
            #expect(page.html.contains(#"type="file""#), "an image property is an upload")
        }
    }

    @Test func aRegistrationIsStoredAndTheTermsMustBeAgreed() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get(Self.page)
            var body: [(String, String)] = [
                ("email", "ada@example.com"), ("password", "secret"), ("repeatPassword", "secret"), ("gender", "2"),
                ("age", "36"), ("country", "ca"), ("language", "French"), ("interests", "Cooking"), ("interests", "Animals"),
                ("otherInterests", "1"), ("otherInterests", "4"), ("plan", "1"), ("fw-action", "submit"),
            ]
            let refused = try await browser.post(Self.page, body)
            #expect(refused.status == .unprocessableContent)
            #expect(refused.html.contains("Please agree to the terms."))
            body.insert(("agreedToTerms", "true"), at: 0)
            let stored = try await browser.post(Self.page, body)
            #expect(stored.status == .seeOther)
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("<strong>registration</strong>"))
            #expect(list.html.contains("&quot;gender&quot;:2"))
            #expect(list.html.contains("&quot;country&quot;:&quot;ca&quot;"))
        }
    }
}
