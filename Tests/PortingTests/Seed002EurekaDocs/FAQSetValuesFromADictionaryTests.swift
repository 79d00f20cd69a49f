import Formwork
import Testing

/// Seed 002, FAQ "How to set the form values using a dictionary", and a value of
/// the wrong type. The FAQ says the row becomes nil; Formwork keeps the row's value
/// and says why the value did not fit, since a value thrown away cannot be found
/// again (documented in "Coming from Eureka, FXForms or RSFormView").
@Suite("Seed 002: FAQ, setting values from a dictionary")
struct FAQSetValuesFromADictionaryTests {
    @Test func setValuesKeepsARowsValueWhenTheNewOneIsOfTheWrongType() throws {
        let form = Form()
        form +++ Section()
            <<< IntRow("IntRowTag")
            <<< TextRow("TextRowTag")
            <<< PushRow<Company>("PushRowTag") { $0.options = [Company(name: "Xmartlabs")] }
        let rejected = form.setValues(["IntRowTag": 8, "TextRowTag": "Hello world!", "PushRowTag": Company(name:"Xmartlabs")])
        #expect(rejected.isEmpty)
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 8)
        #expect((form.rowBy(tag: "TextRowTag") as? TextRow)?.value == "Hello world!")
        #expect((form.rowBy(tag: "PushRowTag") as? PushRow<Company>)?.value == Company(name: "Xmartlabs"))

        let wrong = form.setValues(["IntRowTag": "eight", "TextRowTag": Company(name: "X")])
        #expect(wrong.map(\.tag) == ["IntRowTag", "TextRowTag"])
        #expect(wrong.first?.reason.contains("\"eight\"") == true)
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 8, "kept, not set to nil")
        #expect((form.rowBy(tag: "TextRowTag") as? TextRow)?.value == "Hello world!")
        #expect(form.setValues(["IntRowTag": "12"]).isEmpty, "text that is a whole number converts without loss")
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 12)
    }

    /// "If the form was already displayed we have to reload the visible rows …
    /// invoking `updateCell()` to each visible row": front ends are told to draw
    /// them again; `section.reload()` and `form.reload()` likewise.
    @Test func updateCellAndReloadAskFrontEndsToDrawAgain() {
        let form = Form()
        let section = Section("Before") <<< TextRow("a") <<< TextRow("b")
        form +++ section
        let redrawn = Redrawn()
        let token = form.addObserver { event in
            switch event {
            case .rowUpdated(let row, let what): redrawn.rows.append((row.tag ?? "?", what))
            case .sectionUpdated(let section): redrawn.sections.append(section.header ?? "?")
            default: break
            }
        }
        form.setValues(["a": "one"])
        form.rowBy(tag: "a")?.updateCell()
        #expect(redrawn.rows.map(\.0) == ["a"])
        #expect(redrawn.rows.first?.1.contains([.title, .options, .settings]) == true)
        section.header = "After"
        redrawn.rows = []
        redrawn.sections = []
        section.reload()
        #expect(redrawn.sections.last == "After")
        #expect(redrawn.rows.map(\.0) == ["a", "b"])
        redrawn.rows = []
        form.reload()
        #expect(redrawn.rows.map(\.0) == ["a", "b"])
        _ = token
    }

    /// What observers heard.
    final class Redrawn {
        var rows: [(String, RowUpdate)] = []
        var sections: [String] = []
    }
}
