import Formwork
import FormworkGallery
import FormworkGalleryForms
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// Eureka's custom cells, ported, on the web: each custom row drawn by the
/// presenter the gallery registers for its type, and the cell callbacks' classes.
@Suite("Eureka's custom cells on the web")
struct EurekaCellsWebTests {
    static let page = "/gallery/cells"

    @Test func theCustomRowsAreDrawnByTheirTypesPresenters() async throws {
        try await galleryApp().test(.router) { client in
            let page = try await WebClient(client).get(Self.page)
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<fieldset class="fw-choices fw-pills" id="days"><legend class="fw-label">Open on</legend>"#))
            #expect(page.html.contains(#"<input type="checkbox" id="days-0" name="days" value="Monday" aria-label="Monday" checked>"#))
            #expect(page.html.contains(#"<input type="checkbox" id="days-1" name="days" value="Tuesday" aria-label="Tuesday">"#))
            #expect(page.html.contains(#"<span class="fw-float"><input class="fw-input" type="text" placeholder=" " id="floatLabel" name="floatLabel" value=""><label class="fw-label" for="floatLabel">Float Label Row, type something to see..</label></span>"#))
            // The image check rows: each choice drawn by the presenter registered for the type.
            #expect(page.html.contains(#"<span class="fw-choice fw-mark"><input type="checkbox" id="oceans-0" name="oceans" value="Arctic"><label for="oceans-0">Arctic</label></span>"#))
            #expect(page.html.components(separatedBy: #"class="fw-choice fw-mark""#).count == 6, "one per ocean")
        }
    }

    @Test func whatIsChosenIsStoredAndAnInvalidEmailColoursItsTitle() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get(Self.page)
            let bad = try await browser.post(Self.page, [
                ("days", "Sunday"), ("floatLabel", "Hi"), ("oceans", "Indian"), ("email", "nope"), ("expands", "true"),
                ("fw-action", "submit"),
            ])
            #expect(bad.status == .unprocessableContent)
            #expect(bad.html.contains(#"<div class="fw-row fw-kind-email fw-text-invalid fw-invalid" data-row="email">"#))
            #expect(bad.html.contains(#"<div class="fw-row fw-kind-toggle fw-tint-valid fw-selected" data-row="expands">"#))
            #expect(bad.html.contains("The title expands when on"))
            #expect(bad.html.contains(#"value="Hi""#), "what was typed is kept")
            let good = try await browser.post(Self.page, [
                ("days", "Sunday"), ("days", "<b>"), ("floatLabel", "Hi"), ("oceans", "Indian"), ("email", "a@b.co"), ("fw-action", "submit"),
            ])
            #expect(good.status == .unprocessableContent, "a day that is no day is refused")
            let stored = try await browser.post(Self.page, [
                ("days", "Sunday"), ("floatLabel", "Hi"), ("oceans", "Indian"), ("oceans", "Arctic"), ("email", "a@b.co"), ("fw-action", "submit"),
            ])
            #expect(stored.status == .seeOther)
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("<strong>cells</strong>"))
            #expect(list.html.contains(#"&quot;days&quot;:[&quot;Sunday&quot;]"#))
            #expect(list.html.contains(#"&quot;oceans&quot;:[&quot;Arctic&quot;,&quot;Indian&quot;]"#))
        }
    }

    @Test func swipeActionsAreButtonsTheServerAnswers() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            let page = try await browser.get(Self.page)
            #expect(page.html.contains(#"<button class="fw-row-action" type="submit" name="fw-action" value="act note 0" aria-label="Info: Note">Info</button>"#))
            #expect(page.html.contains(#"<button class="fw-row-action fw-destructive" type="submit" name="fw-action" value="act note 1" aria-label="Clear: Note">Clear</button>"#))
            let info = try await browser.post(Self.page, [("note", "Swipe me"), ("days", "Monday"), ("fw-action", "act note 0")])
            #expect(info.status == .ok)
            #expect(info.html.contains("Cleared notes are not kept."))
            let cleared = try await browser.post(Self.page, [("note", "Swipe me"), ("days", "Monday"), ("fw-action", "act note 1")])
            #expect(info.html.contains(#"value="Swipe me""#), "the Info action keeps the note")
            #expect(cleared.status == .ok)
            #expect(!cleared.html.contains(#"value="Swipe me""#), "the Clear action emptied the note")
        }
    }
}
