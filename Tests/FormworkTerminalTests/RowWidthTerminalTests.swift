import Formwork
import Testing
@testable import FormworkTerminal

@Suite("Half rows in the terminal")
struct RowWidthTerminalTests {
    private static func form() -> Form {
        let form = Form()
        form +++ Section()
            <<< NameRow("first") { $0.title = "First"; $0.value = "Ada"; $0.width = .half }
            <<< NameRow("last") { $0.title = "Last"; $0.value = "Lovelace"; $0.width = .half; $0.add(rule: RuleMinLength(minLength: 3)) }
            <<< TextRow("note") { $0.title = "Note" }
        return form
    }

    @Test func twoHalfRowsShareALineWhenWide() throws {
        var screen = FormHarness(Self.form(), width: 80)
        let line = try #require(screen.line(containing: "First"))
        #expect(line.contains("Last"), "\(screen.lines)")
        #expect(line.contains("Ada") && line.contains("Lovelace"))
        // The right half starts half way across.
        let last = try #require(line.range(of: "Last"))
        #expect(line.distance(from: line.startIndex, to: last.lowerBound) >= 39)
        #expect(screen.line(containing: "Note") != line)
        // The focus moves to the second half: the pointer is on the same line, and the
        // cursor sits in the right half while typing.
        screen.press(.down)
        let focused = try #require(screen.focusedLine ?? screen.line(containing: "❯"))
        #expect(focused.contains("First") && focused.contains("❯ Last"), "\(screen.lines)")
        screen.press(.enter)
        #expect((screen.cursor?.column ?? 0) >= 40, "\(String(describing: screen.cursor))")
    }

    @Test func theyStackWhenNarrowOrWhileShowingErrors() throws {
        let form = Self.form()
        let narrow = FormHarness(form, width: 50)
        #expect(narrow.line(containing: "First")?.contains("Last") == false, "\(narrow.lines)")
        (form.rowBy(tag: "last") as? NameRow)?.value = "L"
        _ = form.validate()
        let wide = FormHarness(form, width: 80)
        #expect(wide.line(containing: "First")?.contains("Last") == false, "\(wide.lines)")
        #expect(wide.lines.contains { $0.contains("✗") })
    }
}
