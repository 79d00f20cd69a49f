import Formwork
import Testing

@Suite("Moving between rows")
struct NavigationTests {
    /// The field, short and date fixtures in one form: 11 + 2 + 8 rows.
    private func combinedForm() -> Form {
        let form = Form()
        for source in [EurekaFixtures.fieldForm(), EurekaFixtures.shortForm(), EurekaFixtures.dateForm()] {
            let sections = source.allSections
            source.removeAll()
            form.append(contentsOf: sections)
        }
        return form
    }

    @Test func nextAndPreviousWithinAndAcrossSections() throws {
        let form = combinedForm()
        let sixth = form.nextRow(for: form[0][5])
        #expect(sixth === form[0][6])
        #expect(sixth === form.rowBy(tag: "count"))

        let tenth = form.nextRow(for: form[0][8])
        #expect(tenth === form[0][9])
        #expect(form.nextRow(for: form[2][7]) == nil)
        #expect(form.previousRow(for: form[0][10]) === tenth)
        #expect(form.previousRow(for: form[0][0]) == nil)

        let next = try #require(form.nextRow(for: form[1][1]))
        #expect(next === form[2][0])
        #expect(form.previousRow(for: next) === form[1][1])
    }

    @Test func rowsListsTheVisibleRowsOfAllSections() throws {
        let form = combinedForm()
        #expect(form.rows.count == 21)
        #expect(form.rows[12] === form.rowBy(tag: "age"))
        #expect(form.rows[20] === form.rowBy(tag: "quarterHours"))
        let age: IntRow = try #require(form.rowBy(tag: "age"))
        age.hidden = true
        #expect(form.rows.count == 20)
        #expect(form.allRows.count == 21)
    }

    @Test func hiddenRowsAndSectionsAndEmptySectionsAreSkipped() {
        let form = Form()
        form +++ Section() <<< TextRow("a") <<< TextRow("hiddenRow") { $0.hidden = true }
        form +++ Section()
        form +++ Section { $0.hidden = true } <<< TextRow("inHiddenSection")
        form +++ Section() <<< TextRow("b")
        let a = form.rowBy(tag: "a")!, b = form.rowBy(tag: "b")!
        #expect(form.nextRow(for: a) === b)
        #expect(form.previousRow(for: b) === a)
        #expect(form.nextRow(for: form.rowBy(tag: "hiddenRow")!) == nil)
    }

    @Test func disabledRowsAreSkippedUnlessAskedFor() {
        let form = Form()
        form +++ Section() <<< TextRow("a") <<< TextRow("off") { $0.disabled = true } <<< TextRow("b")
        let a = form.rowBy(tag: "a")!, off = form.rowBy(tag: "off")!, b = form.rowBy(tag: "b")!
        #expect(form.nextRow(for: a) === b)
        #expect(form.previousRow(for: b) === a)
        #expect(form.nextRow(for: a, options: [.stopAtDisabledRows]) == nil, "navigation ends at a disabled row")
        #expect(form.previousRow(for: b, options: [.stopAtDisabledRows, .skipRowsThatCannotTakeFocus]) == nil)
        #expect(off.isDisabled)
    }

    @Test func labelsAreSkippedUnlessAskedFor() {
        let form = Form()
        form +++ Section() <<< TextRow("a") <<< LabelRow("label") <<< TextRow("b")
        let a = form.rowBy(tag: "a")!, label = form.rowBy(tag: "label")!, b = form.rowBy(tag: "b")!
        #expect(!label.canTakeFocus)
        #expect(form.nextRow(for: a) === b)
        #expect(form.nextRow(for: a, options: [.skipRowsThatCannotTakeFocus]) === b)
        #expect(form.nextRow(for: a, options: []) == nil, "navigation ends at a row that cannot take focus")
        #expect(form.previousRow(for: b, options: []) == nil)
        #expect(form.nextRow(for: label, options: []) === b)
    }

    @Test func aRowOutsideTheFormHasNoNeighbours() {
        let form = EurekaFixtures.shortForm()
        #expect(form.nextRow(for: TextRow("loose")) == nil)
        #expect(form.previousRow(for: TextRow("loose")) == nil)
    }

    @Test func focusMovesAndIsReported() throws {
        let form = EurekaFixtures.shortForm()
        let name = try #require(form.rowBy(tag: "name"))
        let age = try #require(form.rowBy(tag: "age"))
        var moves: [(String?, String?)] = []
        form.addObserver { event in
            if case .focusChanged(let from, let to) = event { moves.append((from?.tag, to?.tag)) }
        }
        name.didBeginEditing()
        #expect(form.focusedRow === name)
        #expect(name.isFocused)
        age.didBeginEditing()
        #expect(!name.isFocused && age.isFocused)
        age.didEndEditing()
        #expect(form.focusedRow == nil)
        #expect(moves.map { "\($0.0 ?? "nil")>\($0.1 ?? "nil")" } == ["nil>name", "name>age", "age>nil"])
    }

    /// Eureka: a disabled text field cannot become first responder.
    @Test func aDisabledRowDoesNotTakeFocus() throws {
        let form = Form()
        form +++ Section() <<< IntRow("int") { $0.disabled = true } <<< TextRow("text")
        let int = try #require(form.rowBy(tag: "int"))
        #expect(int.isDisabled)
        int.didBeginEditing()
        #expect(!int.isFocused)
        #expect(form.focusedRow == nil)

        int.disabled = false
        int.didBeginEditing()
        #expect(int.isFocused)
    }
}
