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
