import Formwork
import FormworkHTML
import Testing

/// The author's words with their markup drawn as HTML, and nothing else drawn as HTML.
@Suite("Rich text on the web")
struct RichTextRenderTests {
    private static func build(_ markup: TextMarkup) -> Form {
        let form = Form()
        form.textMarkup = markup
        form +++ Section(header: "**Account**", footer: "Read [the terms](https://example.com/terms?a=1&b=2).")
            <<< TextRow("name") {
                $0.title = "Your *full* name"
                $0.help = "As on your `passport`."
                $0.value = "*typed*"
            }
            <<< LabelRow("note") {
                $0.title = "_Note_"
                $0.value = "Saved **automatically**"
            }
            <<< SegmentedRow<String>("plan") { $0.title = "**Plan**"; $0.options = ["*free*", "pro"] }
            <<< ButtonRow("send") { $0.title = "Send *now*" }
        return form
    }

    @Test func theAuthorsWordsAreDrawnWithTheirStyles() {
        let page = HTMLFormRenderer().render(Self.build(.markdown)).string
        #expect(page.contains(#"<legend class="fw-header"><strong>Account</strong></legend>"#))
        #expect(page.contains(#"<p class="fw-footer">Read <a class="fw-link" href="https://example.com/terms?a=1&amp;b=2" target="_blank" rel="noopener noreferrer">the terms</a>.</p>"#))
        #expect(page.contains(#"<label class="fw-label" for="name">Your <em>full</em> name</label>"#))
        #expect(page.contains(#"-help">As on your <code>passport</code>.</p>"#))
        #expect(page.contains(#"<span class="fw-label" id="note"><em>Note</em></span><span class="fw-value">Saved **automatically**</span>"#),
                "a label's value is data, never markup")
        #expect(page.contains(#"<legend class="fw-label"><strong>Plan</strong></legend>"#))
    }

    @Test func whatPeopleTypeAndWhatTheyChooseStayText() {
        let page = HTMLFormRenderer().render(Self.build(.markdown)).string
        #expect(page.contains(#"value="*typed*""#))
        #expect(page.contains("*free*"), "options are values, not the author's prose")
        #expect(!page.contains("<em>typed</em>") && !page.contains("<em>free</em>"))
    }

    @Test func aButtonHoldsNoMarkupButKeepsItsWords() {
        let page = HTMLFormRenderer().render(Self.build(.markdown)).string
        #expect(page.contains(">Send now</button>"), "no link or style inside a button")
    }

    @Test func plainFormsShowTheMarkupAsWritten() {
        let page = HTMLFormRenderer().render(Self.build(.plain)).string
        #expect(page.contains(#"<legend class="fw-header">**Account**</legend>"#))
        #expect(page.contains(#"<label class="fw-label" for="name">Your *full* name</label>"#))
        #expect(!page.contains("<a class=\"fw-link\""))
    }

    @Test func hostileWordsNeverBecomeMarkupOrAScriptLink() {
        let form = Form()
        form.textMarkup = .markdown
        form +++ Section(header: "<script>alert(1)</script>", footer: "[x](javascript:alert(1)) [y](JAVASCRIPT:alert(1))")
            <<< TextRow("a") {
                $0.title = #"[q](https://a.example/"onmouseover=alert(1)) **<img src=x onerror=alert(1)>**"#
                $0.help = "[d](data:text/html;base64,PHNjcmlwdD4=) [r](//evil.example) `</code><script>`"
            }
        let page = HTMLFormRenderer().render(form).string
        #expect(!page.contains("<script>"))
        #expect(!page.contains("<img"))
        #expect(!page.lowercased().contains("href=\"javascript"))
        #expect(!page.contains("href=\"data:") && !page.contains("href=\"//evil"))
        #expect(page.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        #expect(page.contains("<strong>&lt;img src=x onerror=alert(1)&gt;</strong>"))
        #expect(page.contains("<code>&lt;/code&gt;&lt;script&gt;</code>"))
        #expect(page.contains("[x](javascript:alert(1))"), "shown as written")
    }

    @Test func aTemplatesPlansDrawTheStylesAndFollowTheSetting() throws {
        let template = try FormTemplate { Self.build(.markdown) }
        let renderer = HTMLFormRenderer()
        for _ in 0..<3 {
            let page = renderer.render(template.makeForm()).string
            #expect(page.contains(#"<label class="fw-label" for="name">Your <em>full</em> name</label>"#))
            #expect(page.contains("As on your <code>passport</code>."))
        }
        let plain = template.makeForm()
        plain.textMarkup = .plain
        let page = renderer.render(plain).string
        #expect(page.contains(#"<label class="fw-label" for="name">Your *full* name</label>"#),
                "a form set apart from its template's setting is not drawn from the template's plan")
    }

    @Test func theErrorSummaryAndAriaLabelsReadPlainText() {
        let form = Form()
        form.textMarkup = .markdown
        form +++ SelectableSection<ListCheckRow<String>>("*Pick* one", selectionType: .singleSelection(enableDeselection: true))
            <<< ListCheckRow<String>("a") { $0.selectableValue = "a"; $0.title = "A" }
        form +++ Section() <<< TextRow("n") { $0.title = "**Name**"; $0.add(rule: RuleRequired()) }
        _ = form.validate()
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"aria-label="Pick one""#))
        #expect(!page.contains("aria-label=\"*Pick*"))
        #expect(!page.contains(">**Name**<"))
    }
}
