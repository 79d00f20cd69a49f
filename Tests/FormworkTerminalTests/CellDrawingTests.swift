import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct CellDrawingTests {
    @Test func theCellsColoursComeFromTheTheme() throws {
        let form = Form()
        form.theme.invalid = ThemeColor(hex: "#c62828")
        form.theme.accent = ThemeColor(hex: "#5b3cc4")
        form +++ Section()
            <<< TextRow("a") { $0.title = "Alpha"; $0.value = "x" }
                .cellUpdate { cell, _ in cell.style = CellStyle(textColor: .invalid, tintColor: .accent) }
            <<< TextRow("b") { $0.title = "Beta"; $0.value = "y" }
        let screen = FormHarness(form, width: 30)
        let alpha = try #require(screen.lines.firstIndex { $0.contains("Alpha") })
        let beta = try #require(screen.lines.firstIndex { $0.contains("Beta") })
        #expect(screen.buffer.cell(row: alpha, column: 2).style.foreground == .rgb(0xC6, 0x28, 0x28))
        #expect(screen.buffer.cell(row: alpha, column: 29 - 1).style.foreground == .rgb(0x5B, 0x3C, 0xC4))
        // The focus pointer takes the tint too; the other row keeps the usual styles.
        #expect(screen.buffer.cell(row: alpha, column: 0).style.foreground == .rgb(0x5B, 0x3C, 0xC4))
        #expect(screen.buffer.cell(row: beta, column: 2).style.foreground == nil)
        #expect(screen.buffer.cell(row: beta, column: 29 - 1).style.foreground == nil)
    }

    @Test func movingTheFocusRunsCellUpdateWithTheHighlight() throws {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") { $0.title = "Alpha" }
                .cellUpdate { cell, _ in cell.style.textColor = cell.isHighlighted ? .accent : nil }
            <<< TextRow("b") { $0.title = "Beta" }
        var screen = FormHarness(form, width: 30)
        let alpha = try #require(screen.lines.firstIndex { $0.contains("Alpha") })
        #expect(screen.buffer.cell(row: alpha, column: 2).style.foreground == .cyan)
        _ = screen.press(.down)
        #expect(screen.line(containing: "Beta")?.hasPrefix("❯") == true)
        #expect(screen.buffer.cell(row: alpha, column: 2).style.foreground == nil)
    }

    @Test func plainModeAsksWithTheAccessibilityLabel() {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") { $0.title = "Nm" }
                .cellSetup { cell, _ in cell.accessibilityLabel = "Your full name" }
        let (_, transcript) = runPlain(form, answers: "Ada\n")
        #expect(transcript.contains("Your full name"))
        #expect(!transcript.contains("Nm"))
    }
}
