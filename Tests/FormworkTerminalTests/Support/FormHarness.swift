import Foundation
import Formwork
@testable import FormworkTerminal

/// A form scene drawn on an in-memory screen, with keys typed as a terminal sends
/// them: what a person sees after each key, without a terminal.
struct FormHarness {
    var scene: FormScene
    let width: Int
    private(set) var height: Int
    private(set) var buffer: ScreenBuffer
    private(set) var cursor: ScreenCursor?

    init(_ form: Form, width: Int = 60, height: Int = 16, navigation: RowNavigationOptions = [.skipRowsThatCannotTakeFocus],
         presenters: TerminalPresenters = TerminalPresenters(), journey: JourneyState = JourneyState(),
         asking: ((BaseRow) -> Bool)? = nil) {
        scene = FormScene(form: form, presenters: presenters, navigation: navigation, journey: journey, asked: asking.map(AskedRows.init))
        self.width = width
        self.height = height
        buffer = ScreenBuffer(width: width, height: height)
        draw()
    }

    /// Draws a frame, as the session does after every key.
    mutating func draw() {
        buffer = ScreenBuffer(width: width, height: height)
        cursor = scene.draw(into: &buffer)
    }

    /// The window changes height, as a resize does.
    mutating func resize(height: Int) {
        self.height = height
        draw()
    }

    /// The screen's lines without trailing spaces.
    var lines: [String] { (0..<height).map { buffer.text(ofRow: $0).replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression) } }
    var text: String { lines.joined(separator: "\n") }

    /// The line that holds `text`, if one does.
    func line(containing text: String) -> String? { lines.first { $0.contains(text) } }

    /// The style of the first cell of `text` where it first shows (on a line whose
    /// characters take one column each).
    func style(of text: String) -> TextStyle? {
        for (row, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return buffer.cell(row: row, column: line.distance(from: line.startIndex, to: range.lowerBound)).style
        }
        return nil
    }

    /// The line of the row with focus (the pointer's).
    var focusedLine: String? { lines.first { $0.hasPrefix("❯") } }

    @discardableResult
    mutating func send(_ event: TerminalEvent) -> SceneStep {
        let step = scene.handle(event)
        draw()
        return step
    }

    @discardableResult
    mutating func press(_ key: Key, _ modifiers: KeyModifiers = []) -> SceneStep {
        send(.key(KeyPress(key, modifiers)))
    }

    @discardableResult
    mutating func control(_ letter: Character) -> SceneStep { send(.key(.control(letter))) }

    /// Types each character as its own key.
    mutating func type(_ text: String) {
        for character in text { press(.character(character)) }
    }
}
