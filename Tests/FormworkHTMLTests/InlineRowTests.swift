import Foundation
import Formwork
import FormworkHTML
import Testing

/// Inline rows on the web: a button that opens the control in place, answered by
/// the server without a script and kept open through its answers.
@Suite("HTML rendering: inline rows")
struct InlineRowTests {
    static func form() -> Form {
        let form = Form()
        form +++ Section()
            <<< DateInlineRow("day") {
                $0.title = "Day"
                $0.timeZone = TimeZone(identifier: "UTC")!
                $0.value = Date(timeIntervalSince1970: 1_714_521_600)  // 2024-05-01
            }
            <<< PickerInlineRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M", "L"] }
            <<< DateInlineRow("locked") { $0.title = "Locked"; $0.disabled = true }
            <<< TextRow("name")
        return form
    }

    func page(_ form: Form) -> String {
        HTMLFormRenderer().render(form).string
    }

    func submit(_ body: String, to form: Form) throws -> FormSubmission.Outcome {
        try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: form)
    }

    @Test func aCollapsedRowShowsItsValueOnAButtonAndKeepsItsControlHidden() throws {
        let form = Self.form()
        let html = page(form)
        let day = try #require(form.rowBy(tag: "day"))
        let shown = try #require(day.displayText)
        #expect(html.contains(#"<div class="fw-row fw-kind-date fw-inline" data-row="day"><button class="fw-inline-toggle" type="submit" name="fw-action" value="select day" aria-expanded="false" aria-controls="day-inline"><span class="fw-label">Day</span><span class="fw-value">"# + shown + "</span></button>"))
        #expect(html.contains(#"<input type="hidden" name="fw-open" value="day" disabled><div class="fw-inline-body" id="day-inline" hidden><label class="fw-label" for="day">Day</label><input class="fw-input" type="date" id="day" name="day" value="2024-05-01">"#),
                "the control is in the page, so its value is sent even while collapsed")
        #expect(html.contains(#"<span class="fw-value">Choose…</span>"#), "an empty row shows the prompt")
        #expect(html.contains(#"value="select locked" aria-expanded="false" aria-controls="locked-inline" disabled>"#))
    }

    @Test func pressingTheButtonExpandsTheRowAndTheFormKeepsItExpanded() throws {
        let form = Self.form()
        #expect(try submit("day=2024-05-02&size=M&fw-action=select+day", to: form) == .redraw)
        let day = try #require(form.rowBy(tag: "day"))
        #expect(day.isExpanded)
        #expect(day.displayText != nil)
        var html = page(form)
        #expect(html.contains(#"aria-expanded="true" aria-controls="day-inline">"#))
        #expect(html.contains(#"<input type="hidden" name="fw-open" value="day"><div class="fw-inline-body" id="day-inline">"#))
        #expect(html.contains(#"value="2024-05-02">"#), "what was sent is kept")

        // The page sends fw-open back: the next answer keeps the row open.
        let next = Self.form()
        #expect(try submit("day=2024-05-03&size=M&fw-open=day&fw-action=update", to: next) == .redraw)
        #expect(try #require(next.rowBy(tag: "day")).isExpanded)
        html = page(next)
        #expect(html.contains(#"aria-expanded="true" aria-controls="day-inline">"#))
        #expect(html.contains(#"value="2024-05-03">"#))

        // Pressing the button of an open row closes it.
        let last = Self.form()
        #expect(try submit("day=2024-05-03&fw-open=day&fw-action=select+day", to: last) == .redraw)
        #expect(try #require(last.rowBy(tag: "day")).isExpanded == false)
    }

    @Test func aSubmitWithAnExpandedRowTakesItsValue() throws {
        let form = Self.form()
        #expect(try submit("day=2024-06-01&size=L&fw-open=day&fw-open=size&name=x", to: form) == .valid)
        let values = form.values()
        #expect((values["size"] as? String) == "L")
        let day = try #require(values["day"] as? Date)
        #expect(day == Date(timeIntervalSince1970: 1_717_200_000))
        #expect(values.keys.allSatisfy { !$0.hasSuffix(".picker") }, "the expanded pickers are not values")
    }

    @Test func craftedOpenFieldsReachOnlyShownEnabledInlineRows() throws {
        let form = Self.form()
        #expect(try submit("fw-open=locked&fw-open=name&fw-open=nothing&fw-open=%3Cscript%3E&fw-action=update", to: form) == .redraw)
        #expect(try #require(form.rowBy(tag: "locked")).isExpanded == false, "a disabled row does not open")
        #expect(try #require(form.rowBy(tag: "name")).isExpanded == false)
        #expect(try submit("fw-action=select+locked", to: form) == .redraw)
        #expect(try #require(form.rowBy(tag: "locked")).isExpanded == false)
    }
}
