import Formwork
import FormworkGallery
import FormworkGalleryForms
import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Testing

/// The gallery's custom rows on the web: the week-day picker drawn by the
/// presenter the gallery registers once, and the text that counts its characters.
@Suite("Custom rows on the web")
struct CustomRowsWebTests {
    static let page = "/gallery/custom"

    /// The checkbox of one day, as the page draws it.
    static func day(_ index: Int, _ key: String, checked: Bool) -> String {
        "<input type=\"checkbox\" id=\"days-\(index)\" name=\"days\" value=\"\(key)\" aria-label=\"\(Weekday.allCases[index].name)\""
            + (checked ? " checked" : "")
    }

    @Test func theWeekDaysAreSevenLabelledTogglesInAFieldsetAndTheNoteShowsItsCount() async throws {
        try await galleryApp().test(.router) { client in
            let page = try await WebClient(client).get(Self.page)
            #expect(page.status == .ok)
            #expect(page.html.contains(#"<fieldset class="fw-choices fw-pills" id="days"><legend class="fw-label fw-required">Open on</legend>"#))
            for (index, day) in Weekday.allCases.enumerated() {
                #expect(page.html.contains(Self.day(index, day.rawValue, checked: index < 5) + ">"), "\(day)")
                #expect(page.html.contains("<label for=\"days-\(index)\">\(day.name.prefix(3))</label>"))
            }
            #expect(!page.html.contains(#"name="days" value="mon" aria-label="Monday" checked required"#),
                    "no checkbox of the group is required on its own")
            #expect(page.html.contains(#"maxlength="40""#))
            #expect(page.html.contains(#"id="note" name="note" aria-describedby="note-help note-count""#),
                    "the count describes the field for screen readers")
            #expect(page.html.contains(#"<p class="fw-count" id="note-count" data-count-for="note" data-count-limit="40"><progress class="fw-count-bar" max="40" value="0" aria-hidden="true"></progress><span class="fw-count-text">0 / 40</span></p>"#))
        }
    }

    @Test func chosenDaysAndANoteAreStoredAndShown() async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get(Self.page)
            let answer = try await browser.post(Self.page, [
                ("days", "sat"), ("days", "mon"), ("note", "Late on Fridays"), ("fw-action", "submit"),
            ])
            #expect(answer.status == .seeOther)
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("<strong>custom</strong>"))
            // Saturday shows the weekend hours, which are stored empty; the holidays stay hidden.
            #expect(list.html.contains(#"{&quot;days&quot;:[&quot;mon&quot;,&quot;sat&quot;],&quot;note&quot;:&quot;Late on Fridays&quot;,&quot;weekendHours&quot;:null}"#))
        }
    }

    @Test func noDayAndATooLongNoteShowErrorsAndKeepWhatWasSent() async throws {
        let long = String(repeating: "é", count: 45)
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get(Self.page)
            let answer = try await browser.post(Self.page, [("note", long), ("fw-action", "submit")])
            #expect(answer.status == .unprocessableContent)
            #expect(answer.html.contains("fw-error-summary"))
            #expect(answer.html.contains(#"<li>Choose at least one day.</li>"#))
            #expect(answer.html.contains(#"id="days" aria-describedby="days-errors">"#))
            for (index, day) in Weekday.allCases.enumerated() {
                #expect(answer.html.contains(Self.day(index, day.rawValue, checked: false) + #" aria-invalid="true">"#))
            }
            #expect(answer.html.contains("value=\"\(long)\""), "the note comes back as typed")
            #expect(answer.html.contains(#"<p class="fw-count fw-count-over" id="note-count""#))
            #expect(answer.html.contains(#"id="note" name="note" aria-describedby="note-help note-errors note-count" aria-invalid="true""#))
            #expect(answer.html.contains(#"<span class="fw-count-text">45 / 40</span>"#))

            // The days chosen come back ticked when another row has errors.
            let kept = try await browser.post(Self.page, [("days", "tue"), ("days", "sun"), ("note", long), ("fw-action", "submit")])
            #expect(kept.status == .unprocessableContent)
            #expect(kept.html.contains(Self.day(1, "tue", checked: true) + ">"))
            #expect(kept.html.contains(Self.day(6, "sun", checked: true) + ">"))
            #expect(kept.html.contains(Self.day(0, "mon", checked: false) + ">"))
            #expect(!kept.html.contains("<li>Choose at least one day.</li>"))
        }
    }

    @Test(arguments: ["funday", "<script>alert(1)</script>", "MON", "mon\u{0}"])
    func aKeyThatIsNotADayIsRefusedAndTheDaysStayAsTheyWere(_ crafted: String) async throws {
        try await galleryApp().test(.router) { client in
            let browser = WebClient(client)
            try await browser.get(Self.page)
            let answer = try await browser.post(Self.page, [("days", "wed"), ("days", crafted), ("note", "Hi"), ("fw-action", "submit")])
            #expect(answer.status == .unprocessableContent)
            #expect(answer.html.contains("<li>Choose days of the week only.</li>"))
            #expect(!answer.html.contains("<script>alert"))
            // The row keeps the days it had: the five weekdays of the definition.
            #expect(answer.html.contains(Self.day(0, "mon", checked: true) + #" aria-invalid="true">"#))
            #expect(answer.html.contains(Self.day(5, "sat", checked: false) + #" aria-invalid="true">"#))
            let list = try await browser.get("/submissions")
            #expect(list.html.contains("Nothing has been submitted yet."))
        }
    }

    @Test func aSchemaNamingTheRegisteredTypesDrawsThroughTheGalleryPresenters() throws {
        let json = #"""
        {"sections": [{"rows": [
          {"type": "weekdayPicker", "tag": "days", "title": "Days", "value": ["fri", "mon"]},
          {"type": "countedText", "tag": "note", "title": "Note", "rules": [{"rule": "maxLength", "value": 12}]}
        ]}]}
        """#
        let form = try Form(schemaJSON: Data(json.utf8), rowTypes: CustomRowTypes.registry)
        #expect(form.rowBy(tag: "days")?.kind == .weekDays)
        #expect(form.rowBy(tag: "note")?.registeredType?.name == .countedText)
        #expect(form.rowBy(tag: "days")?.displayText == "Mon, Fri")
        let html = GalleryRenderer.shared.render(form).string
        #expect(html.contains(Self.day(4, "fri", checked: true) + ">"))
        #expect(html.contains(Self.day(1, "tue", checked: false) + ">"))
        #expect(html.contains(#"<span class="fw-count-text">0 / 12</span>"#))
        #expect(FormSchema(form: form).sections.flatMap(\.rows).map(\.type) == ["weekdayPicker", "countedText"])
    }
}
