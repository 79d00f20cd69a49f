import Formwork
import FormworkHTML
import Testing

@Suite("A repeating group's add button of any row type, on the web")
struct AddButtonOfAnyTypeTests {
    private func form() -> Form {
        let form = Form()
        form +++ GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.insert, .delete], header: "Tags") {
            $0.tag = "tags"
            $0.addButtonProvider = { _ in LabelRow { $0.title = "A Label row as add button" } }
            $0.multivaluedRowToInsertAt = { _ in TextRow { $0.title = "Tag" } }
        }
        return form
    }

    @Test func aLabelAddButtonIsDrawnAsAButtonAndPressingItAddsAnItem() throws {
        let form = form()
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"<div class="fw-row fw-kind-button" data-row="tags.add"><button class="fw-button" type="submit" name="fw-action" value="select tags.add" id="tags.add">A Label row as add button</button>"#))
        let outcome = try FormSubmission(urlEncoded: Array("tags.count=0&fw-action=select+tags.add".utf8)).apply(to: form)
        #expect(outcome == .redraw)
        #expect(form.allSections[0].items.count == 1)
        let again = HTMLFormRenderer().render(form).string
        #expect(again.contains(#"name="tags.count" value="1""#))
    }
}
