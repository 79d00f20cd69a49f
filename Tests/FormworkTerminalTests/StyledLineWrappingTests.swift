import Formwork
import Testing
@testable import FormworkTerminal

/// Long footers, help and messages break at spaces instead of being cut at the
/// screen's edge.
@Suite("Wrapping long lines")
struct StyledLineWrappingTests {
    @Test func aLineThatFitsIsKeptWhole() {
        let line = StyledLine("  short words")
        #expect(line.wrapped(to: 20, indent: 2) == [line])
    }

    @Test func wordsBreakAtSpacesWithTheIndentKept() {
        let line = StyledLine([Span(trusted: "  "), Span("one two three four five six", style: TextStyle(dim: true))])
        let lines = line.wrapped(to: 12, indent: 2)
        #expect(lines.map(\.text) == ["  one two", "  three four", "  five six"])
        #expect(lines.allSatisfy { $0.width <= 12 })
        #expect(lines[1].spans.last?.style.dim == true, "styles survive the break")
    }

    @Test func stylesChangeInsideAWordWithoutASpace() {
        var line = StyledLine("aaaa ")
        line.append("bold", style: TextStyle(bold: true))
        line.append(". cc dd", style: .plain)
        let lines = line.wrapped(to: 8, indent: 0)
        #expect(lines.map(\.text) == ["aaaa", "bold. cc", "dd"])
        #expect(lines[1].spans.first?.style.bold == true)
        #expect(lines[1].spans.first?.text == "bold")
    }

    @Test func aWordWiderThanALineIsCut() {
        let lines = StyledLine("see https://example.com/a/very/long/address").wrapped(to: 12, indent: 2)
        #expect(lines.allSatisfy { $0.width <= 12 }, "\(lines.map(\.text))")
        #expect(lines.map(\.text).joined().replacingOccurrences(of: " ", with: "") == "seehttps://example.com/a/very/long/address")
    }

    @Test func leadingSpacesIndentAtMostHalfTheWidth() {
        let lines = StyledLine(String(repeating: " ", count: 30) + "日本 words here").wrapped(to: 12, indent: 2)
        #expect(lines.allSatisfy { $0.width <= 12 }, "\(lines.map(\.text))")
        #expect(lines.map(\.text).joined().contains("日本"))
    }

    @Test func wideCharactersCountTwoColumns() {
        let lines = StyledLine("日本語 日本語 日本語").wrapped(to: 8, indent: 0)
        #expect(lines.map(\.text) == ["日本語", "日本語", "日本語"])
    }

    @Test func aLongFooterAndHelpWrapOnTheScreen() throws {
        let form = Form()
        form.textMarkup = .markdown
        form +++ Section(header: "Terms", footer: "Read [the terms of service](https://example.com/terms) before you accept them, please.")
            <<< TextRow("a") { $0.title = "A"; $0.help = "A long sentence of help that cannot fit on one line of a narrow terminal." }
        let screen = FormHarness(form, width: 40, height: 12)
        #expect(screen.text.contains("<https://example.com/terms>"), "\(screen.lines)")
        #expect(!screen.text.contains("…"), "\(screen.lines)")
        #expect(screen.lines.contains { $0.hasSuffix("terminal.") }, "the end of the help is on the screen")
    }
}
