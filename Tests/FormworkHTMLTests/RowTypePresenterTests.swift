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

/// A selectable row of its own type, as Eureka's image check is.
final class StarRow: Row<String>, SelectableRowType, RowType {
    var selectableValue: String?
    required init(tag: String?) { super.init(tag: tag) }
}

struct StarChoice: HTMLChoicePresenter {
    func render(_ row: BaseRow, as choice: HTMLChoice, into html: inout HTMLWriter) {
        html.markup("<span class=\"star\">")
        choice.writeControl(into: &html)
        choice.writeLabel(into: &html)
        html.markup("</span>")
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

    private static func starForm() -> Form {
        let form = Form()
        form +++ SelectableSection<StarRow>("Rating", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "rating" }
        for (title, value) in [("One <star>", "1"), ("Two", "2"), ("Three", "3")] {
            form.last! <<< StarRow("s" + value) { $0.title = title; $0.selectableValue = value; $0.value = value == "2" ? value : nil }
        }
        return form
    }

    @Test func aChoicePresenterDrawsEachChoiceOfItsRowTypeUnderTheSectionsName() throws {
        var renderer = HTMLFormRenderer()
        renderer.presenters.register(StarChoice(), forChoiceRowType: StarRow.self)
        let form = Self.starForm()
        (form.rowBy(tag: "s3") as? StarRow)?.hidden = true
        let page = renderer.render(form).string
        #expect(page.contains(#"<span class="star"><input type="radio" id="rating-0" name="rating" value="1"><label for="rating-0">One &lt;star&gt;</label></span>"#), "\(page)")
        #expect(page.contains(#"<span class="star"><input type="radio" id="rating-1" name="rating" value="2" checked><label for="rating-1">Two</label></span>"#))
        #expect(!page.contains("Three"), "a hidden row offers no choice")
        #expect(!page.contains(#"class="fw-choice""#), "the standard choices are not drawn as well")
        // What the controls send chooses the row, as for any choice.
        _ = FormSubmission(pairs: [("rating", "1")]).apply(to: form)
        #expect(form.values()["rating"] as? String == "1")
        // Without the registration, the section's standard radio buttons.
        #expect(HTMLFormRenderer().render(Self.starForm()).string.contains(#"<span class="fw-choice"><input type="radio" id="rating-0""#))
    }

    @Test func aMultipleSelectionChoiceIsACheckboxAndSaysItIsInvalid() throws {
        var renderer = HTMLFormRenderer()
        renderer.presenters.register(StarChoice(), forChoiceRowType: StarRow.self)
        let form = Form()
        form +++ SelectableSection<StarRow>("Pick", selectionType: .multipleSelection) { $0.tag = "pick" }
            <<< StarRow("a") { $0.title = "A"; $0.selectableValue = "a"; $0.disabled = true }
        let choice = HTMLChoice(name: "pick", identifier: "pick-0", key: "a", title: "A", isChosen: true,
                                allowsSeveral: true, isInvalid: true, isDisabled: true)
        var html = HTMLWriter()
        choice.writeControl(into: &html)
        #expect(html.string == #"<input type="checkbox" id="pick-0" name="pick" value="a" checked disabled aria-invalid="true">"#)
        #expect(renderer.render(form).string.contains(#"<input type="checkbox" id="pick-0" name="pick" value="a" disabled>"#))
    }
}
