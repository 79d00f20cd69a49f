import Foundation
import FormworkCompatibility
import Testing

/// The cell callbacks of Eureka's READMEs (seeds 000 and 002), as they show them
/// without the lines that touch UIKit: the callbacks compile and chain, run when
/// the README says, and what they set on the cell reaches the front ends.
@Suite("Porting Eureka: cell callbacks")
struct EurekaCellCallbacksTests {
    /// Stands for the view controller of the README's example, which keeps the
    /// form's navigation options.
    final class Settings {
        var navigationOptions: RowNavigationOptions? = [.skipRowsThatCannotTakeFocus]
    }

    /// Seed 000, "Row callbacks": a check row whose change edits the controller's
    /// navigation options, with `cellSetup` and `cellUpdate` whose bodies were all UIKit.
    @Test func theOlderReadmesCallbacksExample() {
        let settings = Settings()
        let form = Form()
        let row = CheckRow("set_disabled") { // initializer
                      $0.title = "Stop at disabled row"
                      $0.value = settings.navigationOptions?.contains(.stopAtDisabledRows)
                   }.onChange { [weak settings] row in
                      if row.value ?? false {
                          settings?.navigationOptions = settings?.navigationOptions?.union(.stopAtDisabledRows)
                      }
                      else{
                          settings?.navigationOptions = settings?.navigationOptions?.subtracting(.stopAtDisabledRows)
                      }
                   }.cellSetup { cell, row in
                   }.cellUpdate { cell, row in
                   }
        form +++ Section() <<< row
        #expect(row.value == false)
        row.didSelect()
        #expect(settings.navigationOptions == [.skipRowsThatCannotTakeFocus, .stopAtDisabledRows])
        // The callbacks are the row's: a front end drawing it gets a cell to apply.
        #expect(row.hasCell)
        #expect(row.cellForDrawing()?.isSelected == true)
        row.didSelect()
        #expect(settings.navigationOptions == [.skipRowsThatCannotTakeFocus])
    }

    /// Seed 002: a switch whose title follows its value, redrawn with `updateCell()`.
    @Test func theCurrentReadmesSwitchExample() {
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

    /// Seed 002, "Validations": `cellUpdate` colours the title of a row that is not
    /// valid. The UIKit line (`cell.titleLabel?.textColor = .systemRed`) becomes the
    /// cell's style, in the theme's colour for errors.
    @Test func theValidationExampleColoursTheTitleOfAnInvalidRow() {
        let form = Form()
        form +++ Section(header: "Required Rule", footer: "Options: Validates on change")
            <<< TextRow() {
                $0.title = "Required Rule"
                $0.add(rule: RuleRequired())
                $0.validationOptions = .validatesOnChange
            }
            .cellUpdate { cell, row in
                cell.style.textColor = row.isValid ? nil : .invalid
            }
        let row = form.allRows[0] as! TextRow
        row.value = "x"
        #expect(row.cellForDrawing()?.style.textColor == nil)
        row.value = nil
        #expect(!row.isValid)
        #expect(row.cellForDrawing()?.style.textColor == .invalid)
    }

    /// Seed 000, "onCellHighlight() / onCellUnHighlight()": invoked when the cell
    /// becomes and resigns the first responder; each works alone (the FAQ's issue
    /// #96, where the second was not called without the first, does not apply).
    @Test func highlightAndUnhighlightByTheirOlderNames() throws { try run(HighlightCallbacks.self) }
}

enum HighlightCallbacks: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        var seen: [String] = []
        let form = Form()
        form +++ Section()
            <<< NameRow("first") { $0.title = "First" }
                .onCellUnHighlight { cell, row in seen.append("left \(row.tag!)") }
            <<< NameRow("second") { $0.title = "Second" }
                .onCellHighlight { cell, row in seen.append("entered \(row.tag!)") }
                .onCellUnHighlight { cell, row in seen.append("left \(row.tag!)") }
        let first = try #require(form.rowBy(tag: "first"))
        let second = try #require(form.rowBy(tag: "second"))
        first.didBeginEditing()
        second.didBeginEditing()
        second.didEndEditing()
        #expect(seen == ["left first", "entered second", "left second"])
    }
}
