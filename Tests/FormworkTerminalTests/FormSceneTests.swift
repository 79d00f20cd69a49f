import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct FormSceneTests {
    @Test func sectionsShowHeadersFootersAndValuesAtTheRight() {
        let form = Form()
        form.title = "Settings"
        form +++ Section(header: "Account", footer: "Used to sign in") <<< EmailRow("email") { $0.title = "Email"; $0.value = "a@b.c" }
            +++ Section("Other") <<< TextRow("t") { $0.title = "Nick" }
        let screen = FormHarness(form, width: 40)
        #expect(Array(screen.lines.prefix(7)) == [
            "Settings",
            "Account",
            "❯ Email" + String(repeating: " ", count: 39 - 7 - 5) + "a@b.c",
            "  Used to sign in",
            "",
            "Other",
            "  Nick",
        ])
        #expect(screen.lines.last == "  type to edit · Ctrl-S submit")
    }

    @Test func tabAndArrowsFollowTheFormsNavigation() {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") { $0.title = "A" }
            <<< TextRow("b") { $0.title = "B"; $0.disabled = true }
            <<< TextRow("c") { $0.title = "C" }
        var screen = FormHarness(form)
        screen.press(.tab)
        #expect(screen.focusedLine?.contains("C") == true)
        screen.press(.tab, .shift)
        #expect(screen.focusedLine?.contains("A") == true)
        // Stopping at disabled rows, as the options say.
        var stopping = FormHarness(form, navigation: [.stopAtDisabledRows, .skipRowsThatCannotTakeFocus])
        stopping.press(.down)
        #expect(stopping.focusedLine?.contains("A") == true)
    }

    @Test func enterMovesOnAndSubmitsOnTheLastRow() {
        let form = Form()
        form +++ Section() <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B" }
        var screen = FormHarness(form)
        #expect(screen.press(.enter) == .stay)
        #expect(screen.focusedLine?.contains("B") == true)
        #expect(screen.press(.enter) == .finish)
    }

    @Test func submittingValidatesAndTakesTheFocusToTheFirstError() {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") { $0.title = "A" }
            <<< EmailRow("e") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
            <<< TextRow("c") { $0.title = "C"; $0.add(rule: RuleRequired()) }
        var screen = FormHarness(form)
        #expect(screen.control("s") == .stay)
        #expect(screen.focusedLine?.contains("Email") == true)
        #expect(screen.lines.filter { $0.contains("✗") }.count == 2)
        #expect(screen.lines.last?.contains("2 errors to fix") == true)
        screen.type("x@y.z")
        screen.press(.down)
        screen.type("ok")
        #expect(screen.control("s") == .finish)
    }

    @Test func conditionsHideAndShowRowsLiveAndTheFocusMovesOffAHiddenRow() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("more") { $0.title = "More"; $0.value = true }
            <<< TextRow("detail") { $0.title = "Detail"; $0.hidden = "$more == false" }
            <<< TextRow("last") { $0.title = "Last" }
        var screen = FormHarness(form)
        #expect(screen.line(containing: "Detail") != nil)
        screen.press(.character(" "))
        #expect(screen.line(containing: "Detail") == nil)
        screen.press(.character(" "))
        screen.press(.down)
        screen.type("typed")
        // Hiding the row with focus: the focus goes to the next row, and the text stays.
        _ = form.rowBy(tag: "more")?.takeInput(.text("false"))
        screen.draw()
        #expect(screen.focusedLine?.contains("Last") == true)
        _ = form.rowBy(tag: "more")?.takeInput(.text("true"))
        screen.draw()
        #expect(screen.line(containing: "Detail")?.hasSuffix("typed") == true)
    }

    @Test func tenThousandRowsScrollByTheFocus() {
        let form = Form()
        let section = Section("Items")
        for index in 0..<10_000 { section <<< CheckRow("r\(index)") { $0.title = "Row \(index)" } }
        form +++ section
        var screen = FormHarness(form, height: 10)
        #expect(screen.lines[0] == "Items")
        for _ in 0..<9 { screen.press(.down) }
        // Nine lines in view above the line of hints: the focus on the last of them.
        #expect(screen.lines[8].hasPrefix("❯ Row 9"))
        #expect(screen.lines[0].hasPrefix("  Row 1 "))
        screen.press(.up)
        #expect(screen.lines[7].hasPrefix("❯ Row 8"))
        #expect(screen.lines[0].hasPrefix("  Row 1 "))
        for _ in 0..<1_000 { screen.press(.pageDown) }
        #expect(screen.lines[8].hasPrefix("❯ Row 9999"))
        for _ in 0..<1_000 { screen.press(.pageUp) }
        #expect(screen.lines[0] == "Items")
        #expect(screen.lines[1].hasPrefix("❯ Row 0"))
    }

    @Test func theViewComesDownToFillRoomThatOpensBelow() {
        let form = Form()
        let section = Section("Items")
        for index in 0..<20 { section <<< TextRow("r\(index)") { $0.title = "Row \(index)" } }
        form +++ section
        var screen = FormHarness(form, height: 8)
        for _ in 0..<15 { screen.press(.down) }
        #expect(screen.lines[6].hasPrefix("❯ Row 15"))
        // The window grows: the rows above come back rather than empty lines below.
        screen.resize(height: 30)
        #expect(screen.lines[0] == "Items")
        #expect(screen.lines[16].hasPrefix("❯ Row 15"))
        // Rows below go: the view comes down with the form's end.
        screen.resize(height: 8)
        for _ in 0..<7 { screen.press(.up) }
        #expect(screen.lines[0].hasPrefix("❯ Row 8"))
        for index in 12..<20 { _ = form.rowBy(tag: "r\(index)").map { $0.hidden = true } }
        screen.draw()
        #expect(screen.lines[6].hasPrefix("  Row 11"))
        #expect(screen.lines[3].hasPrefix("❯ Row 8"))
    }

    @Test func pagingPassesOverRowsWithoutLeavingThemInError() {
        let form = Form()
        let section = Section()
        for index in 0..<30 { section <<< TextRow("r\(index)") { $0.title = "Row \(index)"; $0.add(rule: RuleRequired()) } }
        form +++ section
        var screen = FormHarness(form, height: 40)
        screen.press(.pageDown)
        #expect(screen.focusedLine?.hasPrefix("❯ Row 10") == true)
        // Only the row left validates, as a person leaving it would see.
        #expect(form.rows.filter { !$0.validationErrors.isEmpty }.map(\.tag) == ["r0"])
        screen.press(.pageUp)
        #expect(screen.focusedLine?.hasPrefix("❯ Row 0") == true)
    }

    @Test func repeatingGroupsAddMoveAndDelete() {
        let form = Form()
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in TextRow { $0.title = "Phone" } }
        }
        var screen = FormHarness(form)
        #expect(screen.focusedLine == "❯ Add")
        screen.press(.enter)
        screen.type("one")
        screen.control("n")
        screen.type("two")
        #expect(screen.lines.last?.contains("Alt-↑↓ move · Ctrl-X delete · Ctrl-N add") == true)
        #expect(form.jsonValues()["phones"] == .array([.string("one"), .string("two")]))
        screen.press(.up, .alt)
        #expect(form.jsonValues()["phones"] == .array([.string("two"), .string("one")]))
        #expect(screen.focusedLine?.hasSuffix("two") == true)
        screen.control("x")
        #expect(form.jsonValues()["phones"] == .array([.string("one")]))
        #expect(screen.focusedLine?.hasSuffix("one") == true)
        screen.control("x")
        #expect(form.jsonValues()["phones"] == .array([]))
        #expect(screen.focusedLine == "❯ Add")
    }

    @Test func summariesNameEveryAnsweredRowAndNeverAPassword() {
        let form = Form()
        form.title = "Sign up"
        form +++ Section()
            <<< EmailRow("e") { $0.title = "Email"; $0.value = "a@b.c" }
            <<< PasswordRow("p") { $0.title = "Password"; $0.value = "secret" }
            <<< TextRow("n") { $0.title = "Nick" }
            <<< PushRow<String>("c") { $0.title = "Colour"; $0.options = ["Red"]; $0.value = "Red" }
        let scene = FormScene(form: form, presenters: TerminalPresenters(), navigation: [])
        let lines = scene.summary(width: 80, cancelled: false).map(\.text)
        #expect(lines == ["✔ Sign up", "  Email: a@b.c", "  Password: ••••••", "  Colour: Red"])
        #expect(scene.summary(width: 80, cancelled: true).map(\.text) == ["✖ Sign up (cancelled)"])
    }

    @Test func theInlineHeightIsTheFormsLinesAndTheLineOfHints() {
        let form = Form()
        form +++ Section("A") <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B" }
        let scene = FormScene(form: form, presenters: TerminalPresenters(), navigation: [])
        #expect(scene.height(width: 80, limit: 20) == 4)
        #expect(scene.height(width: 80, limit: 3) == 3)
    }

    @Test func disabledRowsAreDimmed() {
        let form = Form()
        form +++ Section() <<< TextRow("a") { $0.title = "A" } <<< TextRow("b") { $0.title = "B"; $0.value = "x"; $0.disabled = true }
        let screen = FormHarness(form)
        #expect(screen.buffer.cell(row: 1, column: 2).style.dim)
        #expect(!screen.buffer.cell(row: 0, column: 2).style.dim)
    }
}
