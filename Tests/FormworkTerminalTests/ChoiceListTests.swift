import Formwork
import Testing
@testable import FormworkTerminal

@Suite("Lists of choices: moving, filtering, choosing, and what a person sees")
struct ChoiceListTests {
    func options(_ titles: [String], selected: String? = nil) -> [RowOption] {
        titles.map { RowOption(key: $0.lowercased(), title: $0, isSelected: $0 == selected) }
    }

    func scene(_ titles: [String], multiple: Bool = false, selected: String? = nil, view: Int = 4) -> ChoiceScene {
        ChoiceScene(title: "Colour", list: RowOptionList(options: options(titles, selected: selected), allowsMultipleSelection: multiple),
                    palette: TerminalPalette(), viewHeight: view)
    }

    func screen(_ scene: inout ChoiceScene, width: Int = 40) -> [String] {
        var buffer = ScreenBuffer(width: width, height: scene.height(width: width, limit: 20))
        _ = scene.draw(into: &buffer)
        return buffer.lines
    }

    func press(_ scene: inout ChoiceScene, _ keys: KeyPress...) -> SceneStep {
        var step = SceneStep.stay
        for key in keys { step = scene.handle(.key(key)) }
        return step
    }

    func type(_ scene: inout ChoiceScene, _ text: String) {
        for character in text { _ = scene.handle(.key(KeyPress(.character(character)))) }
    }

    let colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"]

    @Test("The list shows a window of options, the highlight with a pointer, and where it is")
    func firstScreen() {
        var list = scene(colours)
        #expect(screen(&list) == [
            "? Colour (type to filter)",
            "❯ Red", "  Orange", "  Yellow", "  Green",
            "  1 of 7  Enter choose · Esc cancel",
        ])
    }

    @Test("Moving past the window scrolls it; the ends hold; PgDn, Home and End jump")
    func moving() {
        var list = scene(colours)
        _ = press(&list, KeyPress(.down), KeyPress(.down), KeyPress(.down), KeyPress(.down))
        #expect(Array(screen(&list)[1...4]) == ["  Orange", "  Yellow", "  Green", "❯ Blue"])
        _ = press(&list, KeyPress(.end), KeyPress(.down))
        #expect(list.list.highlighted?.title == "Violet")
        _ = press(&list, KeyPress(.home), KeyPress(.up))
        #expect(list.list.highlighted?.title == "Red")
        _ = press(&list, KeyPress(.pageDown))
        #expect(list.list.highlighted?.title == "Green")
        #expect(screen(&list).last?.hasPrefix("  4 of 7") == true)
    }

    @Test("The option already chosen is highlighted and in view")
    func startsAtTheChosenOption() {
        var list = scene(colours, selected: "Indigo")
        #expect(list.list.highlighted?.title == "Indigo")
        #expect(screen(&list).contains("❯ Indigo"))
    }

    @Test("Typing filters without regard to case; the highlight stays on an option still shown")
    func filtering() {
        var list = scene(colours)
        _ = press(&list, KeyPress(.down), KeyPress(.down)) // Yellow
        type(&list, "L")
        #expect(screen(&list) == ["? Colour L", "❯ Yellow", "  Blue", "  Violet", "", "  1 of 3  Enter choose · Esc cancel"], "the list keeps its height as it filters")
        type(&list, "ue")
        #expect(list.list.highlighted?.title == "Blue")
        type(&list, "zz")
        #expect(screen(&list)[1] == "  No option matches")
        #expect(press(&list, KeyPress(.enter)) == .stay, "Enter with nothing to choose does nothing")
        _ = press(&list, KeyPress(.backspace), KeyPress(.backspace))
        #expect(list.list.highlighted?.title == "Blue")
        _ = press(&list, .control("u"))
        #expect(list.list.matchCount == 7)
    }

    @Test("A paste filters as typing does")
    func pasteFilters() {
        var list = scene(colours)
        _ = list.handle(.paste("ind"))
        #expect(list.list.highlighted?.title == "Indigo")
        #expect(list.list.matchCount == 1)
    }

    @Test("Enter chooses; Escape cancels")
    func choosing() {
        var list = scene(colours)
        #expect(press(&list, KeyPress(.down), KeyPress(.enter)) == .finish)
        #expect(list.result == ["orange"])
        var other = scene(colours)
        #expect(press(&other, KeyPress(.escape)) == .cancel)
        #expect(other.result == nil)
    }

    @Test("A multiple selection chooses with Space and finishes with Enter")
    func multiple() {
        var list = scene(colours, multiple: true, selected: "Green")
        _ = press(&list, KeyPress(.home), KeyPress(.character(" ")), KeyPress(.down), KeyPress(.down), KeyPress(.character(" ")))
        #expect(screen(&list)[1...3] == ["  ◉ Red", "  ◯ Orange", "❯ ◉ Yellow"])
        #expect(press(&list, KeyPress(.enter)) == .finish)
        #expect(list.result.map(Set.init) == ["red", "yellow", "green"])
    }

    @Test("Grouped options show their headers, which the highlight passes over")
    func groups() {
        let list = RowOptionList(groups: [
            RowOptionGroup(key: "warm", header: "Warm", options: options(["Red", "Orange"])),
            RowOptionGroup(key: "cold", header: "Cold", options: options(["Blue"])),
        ], allowsMultipleSelection: false)
        var choices = ChoiceScene(title: "Colour", list: list, palette: TerminalPalette(), viewHeight: 5)
        #expect(Array(screen(&choices)[1...5]) == ["Warm", "❯ Red", "  Orange", "Cold", "  Blue"])
        _ = press(&choices, KeyPress(.down), KeyPress(.down))
        #expect(choices.list.highlighted?.title == "Blue")
        type(&choices, "r")
        #expect(Array(screen(&choices)[1...3]) == ["Warm", "❯ Red", "  Orange"])
    }

    @Test("Titles from a form are made safe: no escape sequence reaches the screen")
    func hostileTitles() {
        var list = scene(["\u{1B}[2JRed\u{7}", "Blue"])
        let lines = screen(&list)
        #expect(lines[1] == "❯ \u{FFFD}[2JRed\u{FFFD}")
    }

    @Test("The choice is made on the row as a person's input")
    func appliedToTheRow() {
        let row = PushRow<String>("colour") { $0.options = colours }
        func key(_ title: String, _ row: BaseRow) -> String { row.optionLists[0].options.first { $0.title == title }!.key }
        TerminalSelector.apply([key("Green", row)], of: row.optionLists[0], to: row, list: 0)
        #expect(row.value == "Green")
        let many = MultipleSelectorRow<String>("colours") { $0.options = colours; $0.value = ["Red"] }
        TerminalSelector.apply([key("Blue", many), key("Green", many)], of: many.optionLists[0], to: many, list: 0)
        #expect(many.value == Set(["Blue", "Green"]))
    }

    @Test("Ten thousand options: only the rows in view are drawn")
    func longList() {
        let titles = (0..<10_000).map { "Item \($0)" }
        var list = scene(titles, view: 10)
        _ = press(&list, KeyPress(.end))
        let lines = screen(&list)
        #expect(lines.count == 12)
        #expect(lines[10] == "❯ Item 9999")
        #expect(lines[11].hasPrefix("  10000 of 10000"))
        type(&list, "999")
        #expect(list.list.matchCount == 19)
    }

    @Test("After a small window the list takes its rows again when the window grows")
    func growsBack() {
        var list = scene(colours, view: 6)
        var small = ScreenBuffer(width: 40, height: 4)
        _ = list.draw(into: &small)
        #expect(list.height(width: 40, limit: 30) == 8)
    }

    @Test("In fewer than three rows the highlighted option still shows")
    func tinyWindow() {
        var list = scene(colours)
        _ = press(&list, KeyPress(.down))
        var tiny = ScreenBuffer(width: 40, height: 2)
        _ = list.draw(into: &tiny)
        #expect(tiny.lines == ["❯ Orange", ""])
        _ = press(&list, KeyPress(.down))
        _ = list.draw(into: &tiny)
        #expect(tiny.lines[0] == "❯ Yellow")
    }
}
