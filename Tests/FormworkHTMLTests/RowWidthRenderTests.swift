import Formwork
import FormworkHTML
import Testing

@Suite("Half rows on the web")
struct RowWidthRenderTests {
    private static func build() -> Form {
        let form = Form()
        form +++ Section("Name")
            <<< NameRow("first") { $0.title = "First"; $0.width = .half }
            <<< NameRow("last") { $0.title = "Last"; $0.width = .half }
            <<< TextRow("note") { $0.title = "Note" }
        return form
    }

    @Test func halfRowsCarryTheClassThatLaysThemOutTwoByTwo() {
        let page = HTMLFormRenderer().render(Self.build()).string
        #expect(page.contains(#"<div class="fw-row fw-kind-name fw-half" data-row="first""#))
        #expect(page.contains(#"<div class="fw-row fw-kind-name fw-half" data-row="last""#))
        #expect(page.contains(#"<div class="fw-row fw-kind-text" data-row="note""#))
    }

    @Test func aTemplatesPlanKeepsTheClass() throws {
        let template = try FormTemplate { Self.build() }
        let renderer = HTMLFormRenderer()
        for _ in 0..<2 {
            let page = renderer.render(template.makeForm()).string
            #expect(page.contains(#"<div class="fw-row fw-kind-name fw-half" data-row="first""#))
        }
    }

    @Test func theStylesheetLaysOutHalfRowsAndStacksThemWhenNarrow() {
        let css = String(decoding: HTMLAssets.stylesheet, as: UTF8.self)
        #expect(css.contains(".fw-section:has(> .fw-half) { display: flex; flex-wrap: wrap; }"))
        #expect(css.contains(".fw-section:has(> .fw-half) > .fw-half { flex: 0 1 50%"))
        #expect(css.contains("@media (max-width: 30rem) {\n  .fw-section:has(> .fw-half) > .fw-half { flex-basis: 100%; }"))
    }
}
