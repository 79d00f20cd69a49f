import Testing
@testable import FormworkTerminal

@Suite("Keys: what terminals send becomes keys, pastes and answers")
struct KeyDecoderTests {
    func keys(_ text: String, flush: Bool = true) -> [TerminalEvent] {
        var decoder = KeyDecoder()
        var events = decoder.decode(Array(text.utf8))
        if flush { events += decoder.flush() }
        return events
    }

    func key(_ key: Key, _ modifiers: KeyModifiers = []) -> TerminalEvent { .key(KeyPress(key, modifiers)) }

    @Test("Text, including wide characters, emoji and joined emoji, comes as whole characters")
    func text() {
        #expect(keys("aé年🎉👩‍💻") == ["a", "é", "年", "🎉", "👩‍💻"].map { key(.character(Character($0))) })
    }

    @Test("Control keys")
    func controls() {
        #expect(keys("\r\t\u{7F}\u{3}\u{1A}\u{8}") == [
            key(.enter), key(.tab), key(.backspace), key(.character("c"), .control), key(.character("z"), .control),
            key(.backspace, .control),
        ])
    }

    @Test("Arrows and editing keys in their CSI, SS3 and tilde forms, with modifiers",
          arguments: [
            ("\u{1B}[A", KeyPress(.up)), ("\u{1B}OB", KeyPress(.down)), ("\u{1B}[1;5C", KeyPress(.right, .control)),
            ("\u{1B}[1;3D", KeyPress(.left, .alt)), ("\u{1B}[H", KeyPress(.home)), ("\u{1B}OF", KeyPress(.end)),
            ("\u{1B}[1~", KeyPress(.home)), ("\u{1B}[4~", KeyPress(.end)), ("\u{1B}[5~", KeyPress(.pageUp)),
            ("\u{1B}[6;2~", KeyPress(.pageDown, .shift)), ("\u{1B}[3~", KeyPress(.delete)), ("\u{1B}[2~", KeyPress(.insert)),
            ("\u{1B}[Z", KeyPress(.tab, .shift)), ("\u{1B}OP", KeyPress(.function(1))), ("\u{1B}[15~", KeyPress(.function(5))),
            ("\u{1B}[24~", KeyPress(.function(12))), ("\u{1B}[1;6A", KeyPress(.up, [.shift, .control])),
          ])
    func sequences(_ sequence: String, _ expected: KeyPress) {
        #expect(keys(sequence) == [.key(expected)])
    }

    @Test("kitty's and xterm's forms of keys with modifiers",
          arguments: [
            ("\u{1B}[97;5u", KeyPress(.character("a"), .control)), ("\u{1B}[13u", KeyPress(.enter)),
            ("\u{1B}[13;2u", KeyPress(.enter, .shift)), ("\u{1B}[27u", KeyPress(.escape)), ("\u{1B}[127u", KeyPress(.backspace)),
            ("\u{1B}[9;2u", KeyPress(.tab, .shift)), ("\u{1B}[97:65;2u", KeyPress(.character("A"))),
            ("\u{1B}[27;5;13~", KeyPress(.enter, .control)), ("\u{1B}[27;2;9~", KeyPress(.tab, .shift)),
            ("\u{1B}[99;5:1u", KeyPress(.character("c"), .control)),
          ])
    func modernForms(_ sequence: String, _ expected: KeyPress) {
        #expect(keys(sequence) == [.key(expected)])
    }

    @Test("A key released (kitty's event 3) is not a press")
    func releaseIgnored() {
        #expect(keys("\u{1B}[97;1:3u").isEmpty)
    }

    @Test("Escape alone is Escape only once nothing follows; Escape then a key is Alt")
    func escape() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}".utf8)).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.flush() == [key(.escape)])
        #expect(keys("\u{1B}b") == [key(.character("b"), .alt)])
        #expect(keys("\u{1B}\u{1B}[A") == [key(.up, .alt)])
        #expect(keys("\u{1B}\u{7F}") == [key(.backspace, .alt)])
    }

    @Test("A sequence cut between reads is put together; so is a cut character")
    func splitReads() {
        var decoder = KeyDecoder()
        var events: [TerminalEvent] = []
        for byte in Array("x\u{1B}[1;5Cé🎉\u{1B}[200~pa\u{1B}[201~y".utf8) { events += decoder.decode([byte]) }
        #expect(events == [key(.character("x")), key(.right, .control), key(.character("é")), key(.character("🎉")),
                           .paste("pa"), key(.character("y"))])
        #expect(!decoder.hasPending)
    }

    @Test("A paste comes as one event, its escape sequences and controls as text, its line ends as \\n")
    func bracketedPaste() {
        #expect(keys("\u{1B}[200~one\r\ntwo\rthree\u{1B}[A\u{3}\u{1B}[201~") == [.paste("one\ntwo\nthree\u{1B}[A\u{3}")])
    }

    @Test("A paste longer than the limit is cut at the limit and still ends")
    func pasteLimit() {
        var decoder = KeyDecoder()
        decoder.maximumPasteBytes = 10
        var events = decoder.decode(Array("\u{1B}[200~".utf8))
        for _ in 0..<100 { events += decoder.decode(Array("0123456789".utf8)) }
        events += decoder.decode(Array("\u{1B}[201~!".utf8))
        #expect(events == [.paste("0123456789"), key(.character("!"))])
    }

    @Test("Answers: the cursor's position when one was asked for, and mode reports")
    func answers() {
        var decoder = KeyDecoder()
        decoder.awaitingCursorReport = true
        #expect(decoder.decode(Array("\u{1B}[12;1R".utf8)) == [.cursorPosition(row: 12, column: 1)])
        #expect(keys("\u{1B}[1;2R") == [key(.function(3), .shift)])
        #expect(keys("\u{1B}[?2026;2$y") == [.modeReport(mode: 2026, supported: true)])
        #expect(keys("\u{1B}[?2026;0$y") == [.modeReport(mode: 2026, supported: false)])
        #expect(keys("\u{1B}[I\u{1B}[O") == [.focus(true), .focus(false)])
    }

    @Test("Garbage never crashes and never becomes keys it is not",
          arguments: ["\u{1B}[", "\u{1B}[99999999999999999999A", "\u{1B}[;;;;~", "\u{1B}[<0;10;5M", "\u{1B}[1;2;3;4;5;6;7;8;9;10;11;12;13;14;15;16;17;18;19;20;21;22;23;24;25;26;27;28;29;30;31;32;33;34;35;36;37X",
                      "\u{1B}[1\u{7}", "\u{FF}\u{FE}", "\u{1B}O", "\u{1B}[0u", "\u{1B}[57399u"])
    func garbage(_ text: String) {
        var decoder = KeyDecoder()
        var bytes = Array(text.utf8)
        if text == "\u{FF}\u{FE}" { bytes = [0xFF, 0xFE, 0x80] }
        let events = decoder.decode(bytes) + decoder.flush()
        for event in events {
            if case .key(let press) = event {
                #expect(press.key != .enter && press.key != .escape || text == "\u{1B}[", "\(text.debugDescription) gave \(press)")
            }
        }
        #expect(!decoder.hasPending)
    }

    @Test("Invalid UTF-8 becomes the replacement character")
    func invalidUTF8() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x61, 0xFF, 0x62]) == [key(.character("a")), key(.character("\u{FFFD}")), key(.character("b"))])
    }

    @Test("Shift with a letter whose capital is two letters keeps the shift, and does not crash")
    func shiftSharpS() {
        #expect(keys("\u{1B}[223;2u") == [key(.character("ß"), .shift)])
        #expect(keys("\u{1B}[27;2;223~") == [key(.character("ß"), .shift)])
    }

    @Test("Two escapes with nothing after are two Escape keys")
    func twoEscapes() {
        #expect(keys("\u{1B}\u{1B}") == [key(.escape), key(.escape)])
    }

    @Test("Alt with a byte that starts no character takes that byte only")
    func altWithInvalidByte() {
        var decoder = KeyDecoder()
        #expect(decoder.decode([0x1B, 0xFF, 0x1B, 0x5B, 0x41]) == [key(.character("\u{FFFD}"), .alt), key(.up)])
    }

    @Test("An overlong sequence is dropped whole, none of it typed")
    func overlongSequence() {
        let long = "\u{1B}[" + String(repeating: "1;", count: 100) + "A"
        #expect(keys(long + "x") == [key(.character("x"))])
    }

    @Test("A paste whose end never comes ends when input pauses, so keys work again")
    func unterminatedPaste() {
        var decoder = KeyDecoder()
        #expect(decoder.decode(Array("\u{1B}[200~half a paste".utf8)).isEmpty)
        #expect(decoder.hasPending)
        #expect(decoder.pendingTimeout > 30, "a paste may come in several reads")
        #expect(decoder.flush() == [.paste("half a paste")])
        #expect(decoder.decode([0x03]) == [key(.character("c"), .control)])
    }
}
