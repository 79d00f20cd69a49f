import Foundation
@testable import Formwork
import Testing
@testable import FormworkTerminal

/// Rows out of focus are kept as drawn between frames; whatever changes them must
/// still show at once.
@Suite struct DrawnRowsTests {
    @Test func aRowChangedByAnothersCallbackShowsAtOnce() {
        let form = Form()
        let total = LabelRow("total") { $0.title = "Total"; $0.value = "0" }
        let note = TextRow("note") { $0.title = "Note" }
        form +++ Section()
            <<< total
            <<< note
            <<< ButtonRow("add") { $0.title = "Add one" }.onCellSelection { _ in
                total.value = String(Int(total.value ?? "0")! + 1)
                note.title = "Note (1 added)"
            }
        var screen = FormHarness(form)
        screen.press(.down)
        screen.press(.down)
        #expect(screen.focusedLine?.contains("Add one") == true)
        #expect(screen.line(containing: "Total")?.hasSuffix("0") == true)
        screen.press(.enter)
        #expect(screen.line(containing: "Total")?.hasSuffix("1") == true)
        #expect(screen.line(containing: "Note (1 added)") != nil)
    }

    @Test func aRowChangedInCodeBetweenKeysShowsOnTheNextFrame() {
        let form = Form()
        let city = TextRow("city") { $0.title = "City"; $0.value = "Lyon" }
        form +++ Section() <<< TextRow("name") { $0.title = "Name" } <<< city
        var screen = FormHarness(form)
        #expect(screen.line(containing: "City")?.hasSuffix("Lyon") == true)
        city.value = "Nantes"
        city.disabled = true
        screen.draw()
        #expect(screen.line(containing: "City")?.hasSuffix("Nantes") == true)
        form.rowBy(tag: "city")?.title = "Town"
        screen.draw()
        #expect(screen.line(containing: "Town") != nil)
        #expect(screen.line(containing: "City") == nil)
    }

    @Test func theRowThatLosesTheFocusLosesItsPointerAndShowsWhatWasTyped() {
        let form = Form()
        form +++ Section() <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B" }
        var screen = FormHarness(form)
        screen.press(.down)
        screen.press(.up)
        screen.type("typed")
        screen.press(.down)
        #expect(screen.focusedLine?.contains("B") == true)
        #expect(screen.line(containing: "A") == "  A" + String(repeating: " ", count: 59 - 3 - 5) + "typed")
    }

    @Test func rowsAreDrawnAgainForANewWidth() {
        let form = Form()
        form +++ Section() <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B"; $0.value = "right" }
        var scene = FormScene(form: form, presenters: TerminalPresenters(), navigation: [])
        for width in [60, 30, 60] {
            var buffer = ScreenBuffer(width: width, height: 4)
            _ = scene.draw(into: &buffer)
            let line = buffer.text(ofRow: 1).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
            #expect(line.count == width - 1, "the value ends one column before the edge at \(width)")
            #expect(line.hasSuffix("right"))
        }
    }

    @Test func rowsOfANestedFormFollowItsChanges() {
        let inner = Form()
        let count = LabelRow("count") { $0.title = "Count"; $0.value = "none" }
        inner +++ Section() <<< count <<< ButtonRow("set") { $0.title = "Set" }.onCellSelection { _ in count.value = "three" }
        let form = Form()
        form +++ Section() <<< SubformRow("more") { $0.title = "More"; $0.subform = inner }
        var screen = FormHarness(form)
        screen.press(.enter)
        #expect(screen.line(containing: "Count")?.hasSuffix("none") == true)
        screen.press(.down)
        screen.press(.enter)
        #expect(screen.line(containing: "Count")?.hasSuffix("three") == true)
    }

    @Test func aSceneStopsObservingItsFormWhenItGoes() {
        let form = Form()
        let row = TextRow("a") { $0.title = "A" }
        form +++ Section() <<< row
        var screen: FormHarness? = FormHarness(form)
        #expect(form.observers.count == 1)
        #expect(screen?.focusedLine != nil)
        screen = nil
        #expect(form.observers.isEmpty)
    }
}
