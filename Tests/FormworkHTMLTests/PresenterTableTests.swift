import Foundation
import Formwork
import FormworkHTML
import Testing

/// The web's presenter table: one for every kind the core's rows have, and rows of a
/// kind it does not know drawn by what they hold, as the terminal draws them.
@Suite("HTML presenters: every kind, one fallback")
struct PresenterTableTests {
    @Test func everyBuiltInKindAndRegisteredRowTypeHasAPresenter() {
        let presenters = HTMLPresenters()
        for kind in RowKind.builtIn {
            #expect(presenters.hasPresenter(for: kind), "no web presenter for \(kind)")
        }
        for entry in RowTypeRegistry.builtIn.entries {
            #expect(presenters.hasPresenter(for: entry.makeRow().kind), "no web presenter for \(entry.name)")
        }
    }

    @Test func aRowOfAnUnknownKindIsDrawnAsWhatItHolds() {
        let presenters = HTMLPresenters()
        for (row, drawnAs) in OddKindRows.all() {
            #expect(!presenters.hasPresenter(for: row.kind))
            #expect(type(of: presenters.presenter(for: row)) == type(of: presenters.presenter(for: drawnAs)),
                    "\(type(of: row)) is not drawn as \(drawnAs)")
        }
    }

    @Test func yesOrNoOfAnUnknownKindIsACheckboxThePageCanRead() {
        let form = Form()
        form +++ Section() <<< OddKindRows.OddBool("agree") { $0.title = "Agree"; $0.value = true }
            <<< OddKindRows.OddDate("day") { $0.title = "Day" }
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"type="checkbox""#) && page.contains("checked"), "\(page)")
        #expect(!page.contains(#"type="text" id="agree""#))
        #expect(page.contains(#"type="date""#))
        // Posted back as a browser posts a ticked and an unticked box.
        FormSubmission(pairs: [("agree", "true")]).takeInput(into: form)
        #expect((form.rowBy(tag: "agree") as? OddKindRows.OddBool)?.value == true)
        FormSubmission(pairs: []).takeInput(into: form)
        #expect((form.rowBy(tag: "agree") as? OddKindRows.OddBool)?.value != true)
    }
}
