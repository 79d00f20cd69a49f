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

@Suite("Scalars that stand alone: text of them is measured, made safe and written a scalar at a time")
struct StandaloneScalarTests {
    /// Every scalar the fast paths take.
    static let standalone: [Unicode.Scalar] = (0x20...0xFFFF).compactMap { value in
        Unicode.Scalar(UInt32(value)).flatMap { CellWidth.standaloneWidth($0) != nil ? $0 : nil }
    }

    /// Scalars that join or extend others, or need care.
    static let joiners: [Unicode.Scalar] = ["\u{301}", "\u{200D}", "\u{FE0F}", "\u{1F3FD}", "\u{1F1EB}", "\u{1160}",
                                            "\u{11A8}", "\u{903}", "\u{93F}", "\u{1B}", "\u{9C}", "\u{20E3}", "\u{3099}"]

    @Test func eachIsACharacterOfItsOwnWithTheWidthOfThatCharacter() {
        // One of each kind of neighbour: ASCII, Latin-1, Greek, Cyrillic, symbols, an
        // emoji shown as emoji, kana, CJK, Hangul, full-width.
        let neighbours: [Unicode.Scalar] = ["a", "é", "λ", "ж", "❯", "⌚", "か", "カ", "年", "한", "Ａ", "\u{2BFF}"]
        for scalar in Self.standalone {
            let character = Character(scalar)
            #expect(CellWidth.standaloneWidth(scalar) == CellWidth.of(character), "U+\(String(scalar.value, radix: 16))")
            #expect(CellWidth.of(character) > 0)
            #expect(TerminalText.sanitized(String(character)) == String(character))
            for other in neighbours {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(other)
                var reversed = String.UnicodeScalarView()
                reversed.append(other)
                reversed.append(scalar)
                #expect(String(pair).count == 2 && String(reversed).count == 2, "U+\(String(scalar.value, radix: 16)) joins")
            }
        }
    }

    @Test func textWithAJoinerIsMeasuredByCharacter() {
        // The fast path must give way whenever a scalar that joins appears anywhere.
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<2_000 {
            var scalars = String.UnicodeScalarView()
            for _ in 0..<Int.random(in: 1...8, using: &generator) {
                let pool = Bool.random(using: &generator) ? Self.joiners : Self.standalone
                scalars.append(pool.randomElement(using: &generator)!)
            }
            let text = String(scalars)
            let byCharacter = text.reduce(0) { $0 + CellWidth.of($1) }
            #expect(CellWidth.of(text) == byCharacter, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
            let safe = TerminalText.sanitized(text)
            #expect(safe == text.map { TerminalText.sanitized($0) }.joined())
            // A row shows the same characters the slow way would.
            var buffer = ScreenBuffer(width: 40, height: 1)
            let end = buffer.write(safe, row: 0, column: 0)
            #expect(end == min(CellWidth.of(safe), 40) || CellWidth.of(safe) > 40)
            let cut = TerminalText.prefix(safe, fitting: 5)
            #expect(cut.width <= 5 && CellWidth.of(cut.text) == cut.width)
        }
    }

    @Test func symbolsAndCJKAreWrittenACellAScalar() {
        var buffer = ScreenBuffer(width: 12, height: 1)
        let end = buffer.write("❯ 年→é", row: 0, column: 0)
        #expect(end == 6)
        #expect(buffer.text(ofRow: 0) == "❯ 年→é")
        #expect(buffer.cell(row: 0, column: 2).isWide)
        #expect(buffer.cell(row: 0, column: 3).isContinuation)
        #expect(TerminalText.prefix("❯ 年→é", fitting: 3).text == "❯ ")
        #expect(StyledLine("❯ 年年年年年年").truncated(to: 6).text == "❯ 年…")
    }
}
