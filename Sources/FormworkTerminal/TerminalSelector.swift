import Foundation
import Formwork

/// Asks a person to choose among a row's options in the terminal: a list that filters
/// as they type, moved with the arrows, PgUp/PgDn and Home/End, that costs the same to
/// move with ten options or ten thousand.
///
/// A single selection ends with Enter; a multiple one chooses with Space and ends with
/// Enter. A command-line tool that asks one question uses it on its own:
///
/// ```swift
/// let colour = PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"] }
/// if try TerminalSelector(row: colour).run() {
///     print(colour.value ?? "none")
/// }
/// ```
public struct TerminalSelector {
    /// The row whose options are shown; the choice is made on it.
    public let row: BaseRow
    /// Which of the row's option lists (a cascading picker has several).
    public var list: Int
    /// How the terminal is used.
    public var options: TerminalOptions

    /// A selector for one of `row`'s option lists.
    public init(row: BaseRow, list: Int = 0, options: TerminalOptions = TerminalOptions()) {
        self.row = row
        self.list = list
        self.options = options
    }

    /// Shows the list until a person chooses (true: the choice is made on the row, as
    /// their input) or cancels with Escape or Ctrl-C (false: the row is unchanged).
    ///
    /// - Throws: ``TerminalError/notATerminal`` when standard input or output is not a
    ///   terminal, ``TerminalError/endOfInput`` when input ends first.
    public func run(on device: TerminalDevice = TerminalDevice()) throws(TerminalError) -> Bool {
        let lists = row.optionLists
        guard list < lists.count else { return false }
        let palette = TerminalPalette(theme: row.form?.theme ?? FormTheme())
        var scene = ChoiceScene(title: row.displayTitle ?? row.title ?? "", list: lists[list], palette: palette,
                                viewHeight: max(3, options.maximumInlineHeight - 2), words: row.messages.keyboard)
        let session = TerminalSession(device: device, options: options, environment: ProcessInfo.processInfo.environment)
        guard try session.run(&scene), let keys = scene.result else { return false }
        Self.apply(keys, of: lists[list], to: row, list: list)
        return true
    }

    /// Makes the choice on the row as a person's input: chooses `keys` and, in a
    /// multiple selection, leaves the others unchosen.
    static func apply(_ keys: [String], of optionList: RowOptionList, to row: BaseRow, list: Int) {
        let chosen = Set(keys)
        for option in optionList.options {
            if chosen.contains(option.key) {
                if !option.isSelected { try? row.selectOption(key: option.key, inList: list) }
            } else if optionList.allowsMultipleSelection && option.isSelected {
                try? row.deselectOption(key: option.key, inList: list)
            }
        }
    }
}
