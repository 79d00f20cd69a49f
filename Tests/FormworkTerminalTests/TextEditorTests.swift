import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct TextEditorTests {
    private func keys(_ editor: inout TextEditor, _ presses: KeyPress...) {
        for press in presses { _ = editor.handle(press) }
    }

    @Test func charactersAreWhatAPersonSees() {
        // A flag, a family joined by ZWJ, a skin tone and a combining accent are one character each.
        var editor = TextEditor("a🇫🇷👨‍👩‍👧👍🏽e\u{301}")
        #expect(editor.characters.count == 5)
        _ = editor.handle(KeyPress(.backspace))
        #expect(editor.text == "a🇫🇷👨‍👩‍👧👍🏽")
        keys(&editor, KeyPress(.left), KeyPress(.backspace))
        #expect(editor.text == "a🇫🇷👍🏽")
        #expect(editor.cursor == 2)
    }

    @Test func wordMovesAndDeletes() {
        var editor = TextEditor("hello big world")
        keys(&editor, KeyPress(.left, .control))
        #expect(editor.cursor == 10)
        keys(&editor, KeyPress(.character("b"), .alt))
        #expect(editor.cursor == 6)
        keys(&editor, KeyPress(.character("f"), .alt))
        #expect(editor.cursor == 9)
        keys(&editor, .control("w"))
        #expect(editor.text == "hello  world")
        keys(&editor, KeyPress(.character("d"), .alt))
        #expect(editor.text == "hello ")
        keys(&editor, .control("a"))
        #expect(editor.cursor == 0)
        keys(&editor, .control("k"))
        #expect(editor.text.isEmpty)
    }

    @Test func homeEndKillAndDelete() {
        var editor = TextEditor("abcdef")
        keys(&editor, KeyPress(.home), KeyPress(.delete))
        #expect(editor.text == "bcdef")
        keys(&editor, KeyPress(.end), KeyPress(.left), .control("u"))
        #expect(editor.text == "f")
        #expect(editor.cursor == 0)
        // Backspace at the start changes nothing but is still an editing key.
        #expect(editor.handle(KeyPress(.backspace)) == .moved)
        #expect(editor.handle(KeyPress(.function(5))) == .ignored)
    }

    @Test func oneLineFieldsTakePastedLineBreaksAsSpaces() {
        var line = TextEditor("")
        _ = line.insert("one\ntwo\r\nthree")
        #expect(line.text == "one two three")
        var area = TextEditor("", isMultiline: true)
        _ = area.insert("one\ntwo")
        #expect(area.text == "one\ntwo")
        #expect(area.lineRanges.count == 2)
    }

    @Test func textAreasMoveBetweenLinesKeepingTheColumn() {
        var area = TextEditor("first line\nab\nthird line", isMultiline: true)
        #expect(area.cursorLine.line == 2)
        let movedUp = area.moveLine(by: -1)
        #expect(movedUp)
        #expect(area.cursorLine.line == 1 && area.cursorLine.offset == 2)
        let movedAgain = area.moveLine(by: -1)
        #expect(movedAgain)
        #expect(area.cursorLine.offset == 2)
        let pastTheTop = area.moveLine(by: -1)
        #expect(!pastTheTop)
        _ = area.handle(KeyPress(.enter))
        #expect(area.text == "fi\nrst line\nab\nthird line")
        var line = TextEditor("x")
        #expect(line.handle(KeyPress(.enter)) == .ignored)
    }

    @Test func masksFormatAsTypedAndKeepTheCursorAfterTheSameDigits() {
        var editor = TextEditor("")
        for digit in "5551234" {
            let before = editor
            _ = editor.handle(KeyPress(.character(digit)))
            let fits = editor.applyMask(.usPhone, before: before)
            #expect(fits)
        }
        #expect(editor.text == "555-123-4")
        #expect(editor.cursor == 9)
        // A letter fits no place of the mask: refused, the text as it was.
        let before = editor
        _ = editor.handle(KeyPress(.character("x")))
        let letterFits = editor.applyMask(.usPhone, before: before)
        #expect(!letterFits)
        #expect(editor == before)
        // Deleting back over a dash works.
        keys(&editor, KeyPress(.backspace), KeyPress(.backspace))
        let after = editor
        let shorterFits = editor.applyMask(.usPhone, before: after)
        #expect(shorterFits)
        #expect(editor.text == "555-123")
    }
}
