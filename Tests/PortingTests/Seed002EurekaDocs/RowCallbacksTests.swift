import Formwork
import Testing

/// Seed 002, "Row callbacks": a switch whose title follows its value, redrawn with
/// `updateCell()`; `cellSetup` and `cellUpdate` set a background colour and a font,
/// UIKit lines deleted.
@Suite("Seed 002: Row callbacks")
struct RowCallbacksTests {
    @Test func theSwitchExample() {
        var redrawn: [RowUpdate] = []
        var setups = 0
        var updates = 0
        let row = SwitchRow("SwitchRow") { row in // initializer
            row.title = "The title"
        }.onChange { row in
            row.title = (row.value ?? false) ? "The title expands when on" : "The title"
            row.updateCell()
        }.cellSetup { cell, row in
            setups += 1
        }.cellUpdate { cell, row in
            updates += 1
        }
        let form = Form()
        form +++ Section() <<< row
        let token = form.addObserver { event in
            if case .rowUpdated(let updated, let what) = event {
                redrawn.append(what)
                _ = updated.cellForDrawing()
            }
        }
        row.value = true
        #expect(row.title == "The title expands when on")
        #expect(redrawn.contains { $0.contains(.title) })
        #expect(setups == 1)
        #expect(updates == redrawn.count)
        _ = token
    }
}
