import Foundation
import Formwork
import FormworkHTML
import Testing

/// A colour row on the web: a colour input with its value, what a browser posts for
/// it, and what a crafted post does.
@Suite("Colour rows on the web")
struct ColorRowRenderTests {
    static func themeForm() -> Form {
        let form = Form()
        form +++ Section("Theme") <<< ColorRow("accent") { $0.title = "Accent colour"; $0.value = "#3366cc" }
        return form
    }

    func html(_ form: Form) -> String { HTMLFormRenderer().render(form, options: HTMLFormOptions()).string }

    @Test func aColourRowIsAColourInputHoldingItsValue() {
        let page = html(Self.themeForm())
        #expect(page.contains(##"<label class="fw-label" for="accent">Accent colour</label><input class="fw-input" type="color" id="accent" name="accent" value="#3366cc">"##),
                "\(page)")
    }

    @Test func whatABrowserPostsIsTaken() throws {
        let form = Self.themeForm()
        let outcome = try FormSubmission(urlEncoded: Array("accent=%23FF8800".utf8)).apply(to: form)
        #expect(outcome == .valid)
        #expect(form.values()["accent"] as? String == "#ff8800")
        #expect(html(form).contains(##"type="color" id="accent" name="accent" value="#ff8800""##))
    }

    @Test func aCraftedValueIsAnErrorShownAsTypedInATextField() throws {
        let form = Self.themeForm()
        let outcome = try FormSubmission(urlEncoded: Array("accent=%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E".utf8)).apply(to: form)
        #expect(outcome != .valid)
        let page = html(form)
        #expect(page.contains(#"type="text" id="accent" name="accent" aria-describedby="accent-errors" aria-invalid="true" value="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;""#),
                "\(page)")
        #expect(page.contains("Enter this in the format #rrggbb."))
        #expect(!page.contains("<script>alert"))
    }
}
