import Formwork
import FormworkHTML
import Testing

/// A custom row of text, as a port from Eureka declares one.
final class ShoutRow: FieldRow<String>, RowType {
    required init(tag: String?) { super.init(tag: tag) }
}

final class LoudShoutRow: FieldRow<String>, RowType {
    required init(tag: String?) { super.init(tag: tag) }
}

struct ShoutPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        html.markup("<b class=\"shout\">")
        html.text((row.displayTitle ?? "").uppercased())
        html.markup("</b>")
    }
}

@Suite("HTML presenters by row type")
struct RowTypePresenterTests {
    @Test func aPresenterRegisteredForARowTypeDrawsExactlyThatType() {
        var renderer = HTMLFormRenderer()
        renderer.presenters.register(ShoutPresenter(), forRowType: ShoutRow.self)
        let form = Form()
        form +++ Section()
            <<< ShoutRow("a") { $0.title = "quiet" }
            <<< LoudShoutRow("b") { $0.title = "other" }
            <<< TextRow("c") { $0.title = "text" }
        let page = renderer.render(form).string
        #expect(page.contains("<b class=\"shout\">QUIET</b>"))
        // Another type of the same kind keeps the kind's presenter.
        #expect(!page.contains("OTHER"))
        #expect(page.contains(#"<input class="fw-input" type="text" id="b""#) || page.contains(#"id="b""#))
        #expect(!page.contains("TEXT"))
    }

    @Test func aTemplatesFormDrawsTheRegisteredPresenterToo() throws {
        var renderer = HTMLFormRenderer()
        renderer.presenters.register(ShoutPresenter(), forRowType: ShoutRow.self)
        let template = try FormTemplate {
            let form = Form()
            form +++ Section() <<< ShoutRow("a") { $0.title = "quiet" } <<< TextRow("c") { $0.title = "text" }
            return form
        }
        for _ in 0..<2 {
            #expect(renderer.render(template.makeForm()).string.contains("<b class=\"shout\">QUIET</b>"))
        }
    }
}
