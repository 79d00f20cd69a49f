import Testing
@testable import FormworkTerminal

@Suite("Widths: how many columns text takes, and text made safe for a terminal")
struct CellWidthTests {
    @Test("Columns per character", arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("年", 2), ("한", 2), ("Ａ", 2), ("🎉", 2), ("\u{200B}", 0),
        ("ｱ", 1), ("→", 1), ("\u{7}", 0), ("\u{1B}", 0), ("\u{9C}", 0), ("☃", 1), ("⌚", 2), ("𠀀", 2),
        ("👍🏽", 2), ("🇫🇷", 2), ("👩‍💻", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2), ("🇫", 2),
    ] as [(String, Int)])
    func widths(_ text: String, _ width: Int) {
        #expect(CellWidth.of(text) == width)
        if text.count == 1 { #expect(CellWidth.of(Character(text)) == width) }
        // A row holding it takes that many columns, and what follows stands after it.
        var buffer = ScreenBuffer(width: 10, height: 1)
        let end = buffer.write(text + "x", row: 0, column: 0)
        if width > 0 { #expect(end == width + 1) }
    }

    @Test("Sanitizing removes everything a terminal would act on")
    func sanitizing() {
        let hostile = "a\u{1B}]0;pwned\u{7}b\u{1B}[2Jc\r\nd\u{9B}31m\te"
        let safe = TerminalText.sanitized(hostile)
        #expect(!safe.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
        #expect(safe.hasPrefix("a\u{FFFD}]0;pwned\u{FFFD}b\u{FFFD}[2Jc\u{FFFD}d\u{FFFD}31m e"))
        #expect(TerminalText.sanitized("plain text") == "plain text")
        #expect(TerminalText.sanitized("\u{301}x") == "\u{25CC}\u{301}x")
    }

    @Test("Cutting text to a width never splits a wide character")
    func cutting() {
        #expect(TerminalText.truncated("年月日曜", to: 5) == "年月…")
        #expect(TerminalText.truncated("short", to: 10) == "short")
        #expect(TerminalText.prefix("ab🎉c", fitting: 3).text == "ab")
        #expect(StyledLine("abcdef").truncated(to: 4).text == "abc…")
    }

    @Test("A wide character half overwritten leaves a blank, never half a character")
    func halfOverwritten() {
        var buffer = ScreenBuffer(width: 6, height: 1)
        buffer.write("年月日", row: 0, column: 0)
        buffer.write("x", row: 0, column: 1)
        #expect(buffer.text(ofRow: 0) == " x月日")
        buffer.write("y", row: 0, column: 2)
        #expect(buffer.text(ofRow: 0) == " xy 日")
        buffer.write("年月日年", row: 0, column: 1)
        #expect(buffer.text(ofRow: 0) == " 年月", "the last wide character does not fit and is left out")
    }
}
