import Formwork
import Testing

@Suite("Cell hooks")
struct CellHookTests {
    @Test func cellSetupRunsOnceAndCellUpdateBeforeEachDrawingInOrder() {
        var calls: [String] = []
        let row = TextRow("name") { $0.title = "Name" }
            .cellSetup { cell, row in calls.append("setup \(row.title ?? "")"); cell.classes.append("wide") }
            .cellSetup { _, _ in calls.append("setup 2") }
            .cellUpdate { cell, row in calls.append("update \(row.value ?? "-")"); cell.accessibilityLabel = row.value }
        let form = Form()
        form +++ Section() <<< row
        #expect(calls.isEmpty)
        #expect(row.hasCell)
        let first = row.cellForDrawing()
        row.value = "Ada"
        let second = row.cellForDrawing()
        #expect(first === second)
        #expect(calls == ["setup Name", "setup 2", "update -", "update Ada"])
        #expect(second?.classes == ["wide"])
        #expect(second?.accessibilityLabel == "Ada")
        #expect(second?.baseRow === row)
    }

    @Test func aRowWithoutHooksHasNoCellToDrawUntilOneIsAskedFor() {
        let row = TextRow("plain")
        #expect(!row.hasCell)
        #expect(row.cellForDrawing() == nil)
        row.cell.classes = ["asked"]
        #expect(row.hasCell)
        #expect(row.cellForDrawing()?.classes == ["asked"])
    }

    @Test func aSetupAddedAfterTheCellWasMadeSetsItUpToo() {
        let row = TextRow("late")
        _ = row.cell
        row.cellSetup { cell, _ in cell.style = CellStyle(textColor: .accent) }
        #expect(row.cell.style.textColor == .accent)
    }

    @Test func highlightFollowsFocusAndTellsBothRows() {
        var seen: [String] = []
        let a = TextRow("a").onCellHighlightChanged { cell, row in seen.append("\(row.tag!) \(cell.isHighlighted)") }
        let b = TextRow("b").onCellHighlightChanged { cell, row in seen.append("\(row.tag!) \(cell.isHighlighted)") }
        let form = Form()
        form +++ Section() <<< a <<< b
        a.didBeginEditing()
        #expect(a.isHighlighted && a.cell.isHighlighted)
        b.didBeginEditing()
        #expect(!a.isHighlighted && !a.cell.isHighlighted && b.cell.isHighlighted)
        b.didEndEditing()
        #expect(seen == ["a true", "a false", "b true", "b false"])
    }

    @Test func aDisabledRowRefusesFocusSoItsHighlightNeverChanges() {
        var calls = 0
        let row = TextRow("off") { $0.disabled = true }.onCellHighlightChanged { _, _ in calls += 1 }
        let form = Form()
        form +++ Section() <<< row
        row.didBeginEditing()
        #expect(calls == 0)
        #expect(!row.cell.isHighlighted)
    }

    @Test func selectionIsReadBeforeEachDrawing() {
        let check = CheckRow("agree").cellUpdate { _, _ in }
        let choice = ListCheckRow<String>("red") { $0.selectableValue = "red" }.cellUpdate { _, _ in }
        let form = Form()
        form +++ Section() <<< check <<< choice
        #expect(check.cellForDrawing()?.isSelected == false)
        check.value = true
        #expect(check.cellForDrawing()?.isSelected == true)
        #expect(choice.cellForDrawing()?.isSelected == false)
        choice.value = "red"
        #expect(choice.cellForDrawing()?.isSelected == true)
    }

    @Test func theTwoParameterSelectionCallbackGetsTheCellAndADisabledRowUnchanged() {
        var selected: [(Bool, Bool?)] = []
        let row = CheckRow("c") { $0.disabled = true; $0.value = false }
            .onCellSelection { cell, row in selected.append((cell.baseRow === row, row.value)) }
        let form = Form()
        form +++ Section() <<< row
        row.didSelect()
        #expect(selected.count == 1)
        #expect(selected.first?.0 == true)
        #expect(selected.first?.1 == false)
    }

    @Test func updateCellAsksFrontEndsToDrawAgainWhichRunsCellUpdate() {
        var updates = 0
        var redraws = 0
        let row = LabelRow("l").cellUpdate { _, _ in updates += 1 }
        let form = Form()
        form +++ Section() <<< row
        form.addObserver { event in
            if case .rowUpdated(let updated, _) = event, updated === row {
                redraws += 1
                _ = updated.cellForDrawing()
            }
        }
        row.cell.update()
        #expect(redraws == 1)
        #expect(updates == 1)
    }

    @Test func eachFormOfATemplateSetsUpItsOwnCell() throws {
        var setups = 0
        let template = try FormTemplate {
            let definition = Form()
            definition +++ Section() <<< TextRow("t").cellSetup { cell, _ in setups += 1; cell.classes.append("hooked") }
            return definition
        }
        let one = template.makeForm()
        let two = template.makeForm()
        let first = try #require(one.rowBy(tag: "t"))
        let second = try #require(two.rowBy(tag: "t"))
        first.cell.classes.append("only-one")
        #expect(second.cell.classes == ["hooked"])
        #expect(first.cell.classes == ["hooked", "only-one"])
        #expect(setups == 2)
    }

    @Test func theThemeGivesEachRoleItsColour() {
        var theme = FormTheme()
        theme.invalid = ThemeColor(hex: "#c62828")
        #expect(theme.color(for: .invalid)?.hex == "#c62828")
        #expect(theme.color(for: .accent) == nil)
        #expect(ThemeRole.allCases.count == 5)
    }
}
