import Formwork
import FormworkGalleryForms
import FormworkTerminal

/// Draws a row of kind `RowKind.weekDays` in the terminal as seven days in a line,
/// the chosen ones marked; ←→ move between the days and Space chooses one.
///
/// In plain mode the days are typed by name, or by the start of their names, one
/// after the other (`sat, sun`), rather than chosen by number from a list.
///
/// Reads the row only through the core's renderer API (its first option list) and
/// changes it as a person's input (`takeInput`), so its rules and conditions follow.
struct WeekDayTerminalPresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        guard let list = row.optionLists.first else { return TerminalRowDrawing(value: StyledLine()) }
        let palette = context.palette
        var line = StyledLine()
        var cursor = 0
        for (index, option) in list.options.enumerated() {
            if index > 0 { line.spans.append(Span(" ")) }
            let highlighted = context.isFocused && index == state.field
            if highlighted { cursor = line.width }
            var style = option.isSelected ? palette.accent : palette.secondary
            if highlighted { style.underline = true }
            line.spans.append(Span((option.isSelected ? "●" : "○") + String(option.title.prefix(3)), style: style))
        }
        return TerminalRowDrawing(value: line, cursor: context.isFocused ? (nil, cursor) : nil)
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event, press.modifiers.isEmpty, let list = row.optionLists.first else { return .ignored }
        let count = list.options.count
        switch press.key {
        case .left: state.field = (state.field + count - 1) % count
        case .right: state.field = (state.field + 1) % count
        case .character(" "), .character("x"):
            let day = list.options[min(state.field, count - 1)]
            var chosen = list.options.filter(\.isSelected).map(\.key)
            if day.isSelected { chosen.removeAll { $0 == day.key } } else { chosen.append(day.key) }
            _ = row.takeInput(chosen.isEmpty ? .absent : .texts(chosen))
        case .enter: return .moveOn
        default: return .ignored
        }
        return .handled
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return words.hints(("←→", words.move), (words.spaceKey, words.choose))
    }

    /// The days' short names, and an example of an answer.
    func plainQuestion(for row: BaseRow) -> PlainQuestion {
        guard let list = row.optionLists.first else { return .line(shape: []) }
        let names = list.options.map { String($0.title.prefix(3)) }
        let example = names.suffix(2).joined(separator: ", ")
        return .line(shape: [names.joined(separator: " "), row.messages.keyboard.example(example)])
    }

    /// Days named in full or by the start of their names, separated by commas or
    /// spaces; nothing typed chooses none.
    func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? {
        guard let list = row.optionLists.first else { return nil }
        var keys: [String] = []
        for part in answer.split(whereSeparator: { $0 == "," || $0 == " " }) {
            let word = part.lowercased()
            let matches = list.options.filter { $0.title.lowercased().hasPrefix(word) || $0.key.lowercased() == word }
            guard matches.count == 1 else {
                let words = row.messages.keyboard
                return matches.isEmpty ? words.noOptionMatchesAnswer(String(part)) : words.optionsMatch(matches.count, String(part))
            }
            if !keys.contains(matches[0].key) { keys.append(matches[0].key) }
        }
        return row.takeInput(keys.isEmpty ? .absent : .texts(keys)).message
    }
}
