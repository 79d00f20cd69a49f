import Formwork
import FormworkHTML
import Testing

@Suite("What a row presents, on the web")
struct SelectorDialogTests {
    private static let countries = (1...20).map { "Country \($0)" }

    @Test func aLongListsDialogTakesTheSelectorTitleAndStaysOpenWhenAsked() {
        let form = Form()
        form +++ Section()
            <<< PushRow<String>("country") {
                $0.title = "Country"
                $0.options = Self.countries
                $0.selectorTitle = "Where do you live? <b>"
            }.onPresent { _, to in to.dismissOnSelection = false }
            <<< PushRow<String>("plain") { $0.title = "Plain"; $0.options = Self.countries }
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#" data-title="Where do you live? &lt;b&gt;" data-keep-open="true">"#))
        // A row whose title is its selector's says nothing more.
        #expect(page.components(separatedBy: "data-title=").count == 2)
        #expect(page.components(separatedBy: "data-keep-open").count == 2)
    }

    @Test func anAlertsDialogTakesTheSelectorTitle() {
        let form = Form()
        form +++ Section() <<< AlertRow<String>("keep") {
            $0.title = "Keep"
            $0.selectorTitle = "Keep the draft?"
            $0.options = ["Keep", "Discard"]
        }
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"data-sheet="alert""#))
        #expect(page.contains(#" data-title="Keep the draft?""#))
        #expect(!page.contains("data-keep-open"))
    }

    @Test func aTemplatesFormsDrawTheSelectorTitleFromKeptMarkupAndCallbacksRowByRow() throws {
        let template = try FormTemplate {
            let form = Form()
            form +++ Section()
                <<< PushRow<String>("a") { $0.title = "A"; $0.options = Self.countries; $0.selectorTitle = "Pick A" }
                <<< PushRow<String>("b") { $0.title = "B"; $0.options = Self.countries }
                    .onPresent { _, to in to.title = "Pick B" }
            return form
        }
        let renderer = HTMLFormRenderer()
        for _ in 0..<2 {
            let page = renderer.render(template.makeForm()).string
            #expect(page.contains(#"data-title="Pick A""#))
            #expect(page.contains(#"data-title="Pick B""#))
        }
    }
}
