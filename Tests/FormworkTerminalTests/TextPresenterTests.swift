import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct TextPresenterTests {
    @Test func typingReachesTheRowAtOnceAndShowsRightAligned() {
        let form = Form()
        form +++ Section("Who") <<< NameRow("name") { $0.title = "Name"; $0.placeholder = "Ada Lovelace" }
        var screen = FormHarness(form)
        #expect(screen.focusedLine == "❯ Name" + String(repeating: " ", count: 59 - 6 - 12) + "Ada Lovelace")
        screen.type("Grace")
        #expect(form.rowBy(tag: "name")?.baseValue as? String == "Grace")
        let line = try! #require(screen.focusedLine)
        #expect(line.hasSuffix("Grace"))
        #expect(line.count == 59)
        // The cursor stands after the text.
        #expect(screen.cursor == ScreenCursor(row: 1, column: 59))
    }

    @Test func wideCharactersAndEmojiEditAsOne() {
        let form = Form()
        form +++ Section() <<< TextRow("t") { $0.title = "Text" }
        var screen = FormHarness(form)
        screen.type("日本👍🏽")
        #expect(screen.focusedLine?.hasSuffix("日本👍🏽") == true)
        // Three characters of two columns each, right-aligned: the cursor stands after
        // them, and one ← moves it two columns.
        #expect(screen.cursor == ScreenCursor(row: 0, column: 59))
        screen.press(.left)
        #expect(screen.cursor == ScreenCursor(row: 0, column: 57))
        screen.press(.backspace)
        #expect(form.rowBy(tag: "t")?.baseValue as? String == "日👍🏽")
    }

    @Test func aPasteIsOneEdit() {
        let form = Form()
        form +++ Section() <<< TextRow("t") { $0.title = "Text" }
        var changes = 0
        _ = form.addObserver { if case .valueChanged = $0 { changes += 1 } }
        var screen = FormHarness(form)
        screen.send(.paste("pasted\ttext\u{1B}[31m"))
        #expect(changes == 1)
        // What reaches the screen is safe: no escape or tab character is drawn.
        #expect(!screen.text.contains("\u{1B}"))
        #expect(screen.buffer.lines.allSatisfy { !$0.contains("\t") })
    }

    @Test func masksApplyAsTypedAndLettersAreRefusedWithANote() {
        let form = Form()
        form +++ Section() <<< PhoneRow("phone") { $0.title = "Phone"; $0.useFieldKind(.usPhone) }
        var screen = FormHarness(form)
        screen.type("555123x4567")
        #expect(form.rowBy(tag: "phone")?.inputText == "555-123-4567")
        screen.press(.character("9"))
        #expect(screen.lines.last?.contains("Expected ###-###-####") == true)
        #expect(form.rowBy(tag: "phone")?.inputText == "555-123-4567")
    }

    @Test func passwordsNeverShow() {
        let form = Form()
        form +++ Section() <<< PasswordRow("pw") { $0.title = "Password" } <<< TextRow("next") { $0.title = "Next" }
        var screen = FormHarness(form)
        screen.type("hunter2")
        #expect(!screen.text.contains("hunter2"))
        #expect(screen.focusedLine?.hasSuffix("•••••••") == true)
        screen.press(.tab)
        #expect(!screen.text.contains("hunter2"))
        #expect(screen.line(containing: "Password")?.hasSuffix("••••••") == true)
        #expect(form.rowBy(tag: "pw")?.baseValue as? String == "hunter2")
    }

    @Test func textThatDoesNotParseStaysAsTypedWithTheMessageUnderIt() {
        let form = Form()
        form +++ Section() <<< IntRow("n") { $0.title = "Count" } <<< TextRow("next") { $0.title = "Next" }
        var screen = FormHarness(form)
        screen.type("12a")
        screen.press(.tab)
        #expect(screen.line(containing: "Count")?.hasSuffix("12a") == true)
        #expect(screen.text.contains("✗"))
    }

    @Test func textAreasShowTheirLinesBelowAndEnterMakesANewLine() {
        let form = Form()
        form +++ Section() <<< TextAreaRow("notes") { $0.title = "Notes" } <<< TextRow("next") { $0.title = "Next" }
        var screen = FormHarness(form)
        screen.type("one")
        screen.press(.enter)
        screen.type("two")
        #expect(form.rowBy(tag: "notes")?.baseValue as? String == "one\ntwo")
        #expect(screen.lines[1] == "    one")
        #expect(screen.lines[2] == "    two")
        #expect(screen.cursor == ScreenCursor(row: 2, column: 7))
        // ↑ moves within the text; from the first line it leaves the row.
        screen.press(.up)
        #expect(screen.cursor == ScreenCursor(row: 1, column: 7))
        screen.press(.down)
        screen.press(.down)
        #expect(screen.focusedLine?.contains("Next") == true)
        // Unfocused, a text area shows its first line and that there is more.
        #expect(screen.line(containing: "Notes")?.hasSuffix("one …") == true)
    }

    @Test func longTextScrollsToKeepTheCursorInView() {
        let form = Form()
        form +++ Section() <<< TextRow("t") { $0.title = "T" }
        var screen = FormHarness(form, width: 20)
        screen.type("abcdefghijklmnopqrstuvwxyz")
        let line = try! #require(screen.focusedLine)
        #expect(line.hasSuffix("xyz"))
        #expect(line.count <= 19)
        #expect(screen.cursor?.column == 19)
        screen.press(.home)
        #expect(screen.focusedLine?.contains("abc") == true)
    }
}

@Suite struct ColourPresenterTests {
    @Test func aColourShowsItsHexAndASwatchPaintedInIt() throws {
        let form = Form()
        form +++ Section() <<< ColorRow("accent") { $0.title = "Accent"; $0.value = "#3366cc" }
        var screen = FormHarness(form)
        let line = try #require(screen.focusedLine)
        #expect(line.hasSuffix("#3366cc  ██"), "\(line)")
        #expect(screen.style(of: "██")?.foreground == .rgb(0x33, 0x66, 0xcc))
        for _ in 0..<7 { screen.press(.backspace) }
        screen.type("#F80")
        #expect(form.rowBy(tag: "accent")?.baseValue as? String == "#ff8800")
        #expect(screen.style(of: "██")?.foreground == .rgb(0xff, 0x88, 0x00), "the swatch follows what is typed")
        screen.type("x")
        #expect(screen.focusedLine?.contains("██") == false, "no colour, no swatch")
    }

    @Test func aPlainQuestionSaysTheShapeOfAColour() {
        let row = ColorRow("accent") { $0.title = "Accent" }
        #expect(TextFieldPresenter().plainQuestion(for: row) == .line(shape: ["#rrggbb"]))
    }
}
