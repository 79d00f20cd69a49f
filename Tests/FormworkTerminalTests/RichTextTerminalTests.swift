import Formwork
import Testing
@testable import FormworkTerminal

/// The author's words with their markup drawn as terminal styles, and said in
/// plain mode with links' addresses.
@Suite("Rich text in the terminal")
struct RichTextTerminalTests {
    private static func form(_ markup: TextMarkup = .markdown) -> Form {
        let form = Form()
        form.textMarkup = markup
        form +++ Section(header: "**Account**", footer: "Read [the terms](https://example.com/terms).")
            <<< TextRow("name") {
                $0.title = "Your *full* name"
                $0.help = "As on your `passport`."
            }
            <<< LabelRow("note") { $0.title = "**Note**"; $0.value = "Saved **automatically**" }
        return form
    }

    /// The style of the first cell of `text` on the screen.
    private func style(of text: String, in screen: FormHarness) throws -> TextStyle {
        let row = try #require(screen.lines.firstIndex { $0.contains(text) })
        let line = screen.lines[row]
        let column = line.distance(from: line.startIndex, to: try #require(line.range(of: text)).lowerBound)
        return screen.buffer.cell(row: row, column: column).style
    }

    @Test func stylesShowInsteadOfTheMarkup() throws {
        let screen = FormHarness(Self.form(), width: 70, height: 12)
        let text = screen.text
        #expect(!text.contains("`") && !text.contains("Your *full*"), "\(text)")
        #expect(try style(of: "full", in: screen).italic)
        #expect(try !style(of: "Your", in: screen).italic)
        #expect(text.contains("Saved **automatically**"), "a label's value is data, never markup")
        #expect(try style(of: "Account", in: screen).underline, "strong in a bold header is underlined")
        #expect(text.contains("Read the terms <https://example.com/terms>."), "\(text)")
        #expect(try style(of: "the terms", in: screen).underline)
    }

    @Test func helpShowsStyledWhenTheRowHasFocus() throws {
        let screen = FormHarness(Self.form(), width: 70, height: 12)
        let help = try #require(screen.line(containing: "As on your"))
        #expect(help.contains("As on your passport."))
        #expect(try style(of: "passport", in: screen).foreground == TerminalPalette().accent.foreground)
    }

    @Test func aTitlesLinkLeavesTheValueItsRoom() throws {
        let form = Form()
        form.textMarkup = .markdown
        form +++ Section() <<< CheckRow("t") { $0.title = "I accept the [terms](https://example.com/legal/terms-of-service)"; $0.value = true }
        let screen = FormHarness(form, width: 60, height: 6)
        let line = try #require(screen.line(containing: "I accept the terms"))
        #expect(!line.contains("https://"), "the address is left out of a line shared with the value")
        #expect(!line.contains("…"))
    }

    @Test func plainFormsShowTheMarkupAsWritten() {
        let screen = FormHarness(Self.form(.plain), width: 70, height: 12)
        #expect(screen.text.contains("Your *full* name"))
        #expect(screen.text.contains("**Account**"))
    }

    @Test func hostileWordsCannotReachTheTerminal() {
        let form = Form()
        form.textMarkup = .markdown
        form +++ Section(header: "*\u{1B}]0;owned\u{07}*", footer: "[Docs\u{202E}](https://evil.example/x) \u{9B}31m")
            <<< TextRow("a") { $0.title = "[x](https://a.example/\u{1B}[2J)" }
        let screen = FormHarness(form, width: 70, height: 8)
        #expect(!screen.text.contains("\u{1B}"))
        #expect(!screen.text.contains("\u{202E}") && !screen.text.contains("\u{9B}"), "no reordering, no C1 control")
        #expect(screen.text.contains("owned"))
        #expect(screen.text.contains("<https://evil.example/x>"))
    }

    @Test func plainModeSaysTheWordsWithLinksAddresses() {
        let (_, transcript) = runPlain(Self.form(), answers: "Ada\n")
        #expect(transcript.contains("\nAccount\n"), "\(transcript)")
        #expect(transcript.contains("As on your passport."))
        #expect(transcript.contains("Read the terms <https://example.com/terms>."))
        #expect(transcript.contains("Your full name"))
        #expect(transcript.contains("Note: Saved **automatically**"))
        #expect(!transcript.contains("*full*") && !transcript.contains("`") && !transcript.contains("\u{1B}"))
    }

    /// Words written on several lines: each line drawn on its own, in both modes.
    private static func linesForm(_ markup: TextMarkup) -> Form {
        let form = Form()
        form.textMarkup = markup
        form +++ Section(header: "First part\nSecond part", footer: "Footer one\r\nFooter *two*")
            <<< TextRow("name") {
                $0.title = "Your\nname"
                $0.help = "Help one\nHelp two"
                $0.add(rule: RuleClosure<String> { _ in ValidationError(msg: "Error one\nError two") })
            }
        return form
    }

    @Test(arguments: [TextMarkup.plain, .markdown])
    func lineBreaksStartNewLines(_ markup: TextMarkup) throws {
        let form = Self.linesForm(markup)
        _ = form.validate()
        let screen = FormHarness(form, width: 70, height: 14)
        #expect(!screen.text.contains("\u{FFFD}"), "\(screen.text)")
        for (first, second) in [("First part", "Second part"), ("Help one", "Help two"), ("Error one", "Error two"), ("Footer one", "two")] {
            let row = try #require(screen.lines.firstIndex { $0.contains(first) }, "\(first)")
            #expect(screen.lines[row + 1].contains(second), "\(screen.text)")
            #expect(!screen.lines[row].contains(second))
        }
        #expect(screen.text.contains("Your name"), "a title stays on its line, its break a space")
        let help = try #require(screen.line(containing: "Help two"))
        #expect(help.hasPrefix("    Help two"), "the second line keeps the help's indent")
        let error = try #require(screen.line(containing: "Error two"))
        #expect(error.hasPrefix("      Error two"), "under the first line's words, not its mark")
    }

    @Test func plainModeSaysEachLine() {
        let (_, transcript) = runPlain(Self.linesForm(.markdown), answers: "Ada\n")
        #expect(!transcript.contains("\u{FFFD}"), "\(transcript)")
        #expect(transcript.contains("First part\nSecond part\n"), "\(transcript)")
        #expect(transcript.contains("  Help one\n  Help two\n"), "\(transcript)")
        #expect(transcript.contains("  ✗ Error one\n    Error two\n"), "\(transcript)")
        #expect(transcript.contains("Your name"), "a title asks on one line")
        #expect(transcript.contains("Footer one\nFooter two"), "\(transcript)")
    }

    @Test func richTextLinesKeepStylesAndLinks() throws {
        let text = RichText(markdown: "a *b\nc* [d\ne](https://x.example)")
        let lines = text.lines
        try #require(lines.count == 3)
        #expect(lines[0].runs.map(\.text) == ["a ", "b"])
        #expect(lines[1].runs.first?.style == .emphasis)
        #expect(lines[1].runs.last?.link?.host == "x.example")
        #expect(lines[2].runs.map(\.text) == ["e"])
        #expect(lines[2].runs[0].link?.host == "x.example")
        #expect(RichText("one").lines == [RichText("one")])
        #expect(RichText("a\n\nb").lines.map(\.plainText) == ["a", "", "b"])
        #expect(TerminalText.lines("a\r\nb\rc\n") == ["a", "b", "c", ""])
        #expect(TerminalText.oneLine("Your\r\nfull\nname") == "Your full name")
        #expect(RichText(markdown: "*a*\nb").singleLine.runs.map(\.text) == ["a", " b"])
    }
}
