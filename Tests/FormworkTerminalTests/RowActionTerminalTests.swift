import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct RowActionTerminalTests {
    @Test func ctrlOListsTheRowsActionsAndEnterPerformsOne() {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") {
                $0.title = "Alpha"
                $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Delete") { _, row, done in
                    if let section = row.section, let index = section.firstIndex(where: { $0 === row }) { section.remove(at: index) }
                    done?(true)
                }]
            }
            <<< TextRow("b") { $0.title = "Beta" }
        var screen = FormHarness(form, width: 50)
        #expect(screen.lines.last?.contains("Ctrl-O actions") == true, "\(screen.lines)")
        screen.control("o")
        #expect(screen.lines.contains { $0.contains("Delete") }, "the list of actions shows: \(screen.lines)")
        screen.press(.enter)
        #expect(form.allRows.map(\.tag) == ["b"])
        #expect(screen.focusedLine?.contains("Beta") == true, "focus settles on a row still there")
        // A row without actions has no hint and Ctrl-O does nothing.
        #expect(screen.lines.last?.contains("Ctrl-O") == false)
        screen.control("o")
        #expect(form.allRows.map(\.tag) == ["b"])
    }
}

@Suite struct TerminalSelectorDescriptionTests {
    @Test func theListTakesTheSelectorTitleAndStaysOpenWhenAsked() {
        let form = Form()
        form +++ Section() <<< PushRow<String>("colour") {
            $0.title = "Colour"
            $0.options = ["Red", "Green", "Blue"]
            $0.selectorTitle = "Choose a colour"
        }.onPresent { _, to in to.dismissOnSelection = false }
        var screen = FormHarness(form, width: 50, height: 16)
        screen.press(.enter)
        #expect(screen.lines.contains { $0.contains("Choose a colour") }, "\(screen.lines)")
        screen.press(.down)
        screen.press(.enter)
        #expect((form.rowBy(tag: "colour") as? PushRow<String>)?.value == "Green")
        #expect(screen.lines.contains { $0.contains("Choose a colour") }, "the list stays open: \(screen.lines)")
        screen.press(.escape)
        #expect(!screen.lines.contains { $0.contains("Choose a colour") })
        #expect((form.rowBy(tag: "colour") as? PushRow<String>)?.value == "Green")
    }
}
