import Formwork
import FormworkHTML
import Testing

@Suite("Row actions on the web")
struct RowActionTests {
    private func form() -> Form {
        let form = Form()
        form +++ Section("Mail")
            <<< TextRow("subject") {
                $0.title = "Subject <b>"
                $0.value = "Hello"
                $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, row, done in
                    (row as? TextRow)?.value = nil
                    done?(true)
                }]
                $0.leadingSwipe.actions = [SwipeAction(style: .normal, title: "<i>Info</i>") { _, _, _ in }]
            }
        return form
    }

    @Test func actionsAreButtonsNamedWithTheirRowAndEscaped() {
        let page = HTMLFormRenderer().render(form()).string
        #expect(page.contains(#"<span class="fw-row-actions"><button class="fw-row-action" type="submit" name="fw-action" value="act subject 0" aria-label="&lt;i&gt;Info&lt;/i&gt;: Subject &lt;b&gt;">&lt;i&gt;Info&lt;/i&gt;</button><button class="fw-row-action fw-destructive" type="submit" name="fw-action" value="act subject 1" aria-label="Delete: Subject &lt;b&gt;">Delete</button></span>"#))
    }

    @Test func pressingAnActionPerformsItAndACraftedOneDoesNothing() throws {
        let form = form()
        let row = try #require(form.rowBy(tag: "subject") as? TextRow)
        #expect(FormAction(value: "act subject 9") == .rowAction("subject", 9))
        #expect(FormAction(value: "act subject -1") == nil)
        #expect(FormAction(value: "act subject") == nil)
        #expect(!FormAction.rowAction("subject", 9).perform(on: form))
        #expect(!FormAction.rowAction("nobody", 0).perform(on: form))
        #expect(row.value == "Hello")
        _ = try FormSubmission(urlEncoded: Array("subject=Hello&fw-action=act+subject+1".utf8)).apply(to: form)
        #expect(row.value == nil)
    }

    @Test func aDisabledRowsActionsAreDisabledAndRefused() throws {
        let form = form()
        let row = try #require(form.rowBy(tag: "subject") as? TextRow)
        row.disabled = true
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"value="act subject 1" aria-label="Delete: Subject &lt;b&gt;" disabled>"#))
        #expect(!FormAction.rowAction("subject", 1).perform(on: form))
        #expect(row.value == "Hello")
    }
}
