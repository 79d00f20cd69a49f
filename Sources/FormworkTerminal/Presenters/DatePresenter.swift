import Foundation
import Formwork

/// Date, time, date-and-time and countdown rows.
///
/// Closed, the row shows its value as the form's locale writes it. Enter opens a
/// picker in place: ←/→ (or Tab) choose a field, ↑/↓ (or +/−) step it, digits type
/// it; minutes keep to the row's minute interval and the value to its earliest and
/// latest dates. Every step reaches the row at once; Esc puts back what it was, Enter
/// closes. An inline picker (the row an Inline row expands below itself) opens as it
/// appears.
struct DatePresenter: TerminalRowPresenter {
    func focus(_ row: BaseRow, state: inout TerminalRowState) {
        state.original = row.inputText
        state.isOpen = row.isInlinePicker
    }

    func blur(_ row: BaseRow, state: inout TerminalRowState) {
        state.isOpen = false
    }

    /// The fields the picker starts from: the row's value, or now (in the form's time
    /// zone) held within the row's bounds.
    private func fields(of row: BaseRow) -> DateFields {
        if let text = row.inputText, let fields = DateFields(kind: row.kind, text: text) { return fields }
        var fields = DateFields(kind: row.kind, date: Date(), timeZone: row.form?.timeZone ?? TimeZone.current)
        fields.clamp(earliest: row.inputHints.earliest, latest: row.inputHints.latest)
        return fields
    }

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let palette = context.palette
        // A picker row always shows its fields once it has a value; without one it
        // shows its placeholder until opened, never the time of the frame it was drawn
        // in (a row out of focus is kept as drawn, so that time would stand still).
        let showsFields = state.isOpen && context.isFocused || row.presentation == .picker && row.inputText != nil
        guard showsFields else {
            if let text = row.displayText, !text.isEmpty { return TerminalRowDrawing(value: StyledLine(text)) }
            return TerminalRowDrawing(value: StyledLine(row.placeholder ?? row.messages.keyboard.notSet, style: palette.secondary))
        }
        let fields = fields(of: row)
        var value = StyledLine()
        var cursor = 0
        for (index, part) in fields.shownParts.enumerated() {
            var style = row.inputText == nil ? palette.secondary : TextStyle.plain
            if state.isOpen && context.isFocused && index == state.field {
                style = palette.accent
                style.reverse = true
                cursor = value.width
            }
            value.spans.append(Span(trusted: part.text, style: style))
            value.spans.append(Span(trusted: part.separator))
        }
        return TerminalRowDrawing(value: value, cursor: state.isOpen && context.isFocused ? (nil, cursor) : nil)
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event else { return .ignored }
        guard state.isOpen else {
            guard event.isPress else { return .ignored }
            if row.presentation == .inline { return .ignored }  // the form expands the inline picker
            state.isOpen = true
            state.original = row.inputText
            state.field = 0
            state.editor = nil
            return .handled
        }
        var fields = fields(of: row)
        let count = fields.fields.count
        // Minutes between 1 and 30, whatever step a custom row gives.
        let minutes = (row.inputHints.step ?? 60) / 60
        let interval = minutes.isFinite ? Int(min(30, max(1, minutes))) : 1
        switch press.key {
        case .left where press.modifiers.isEmpty, .tab where press.modifiers == .shift:
            guard state.field > 0 else { return press.key == .tab ? .ignored : .handled }
            state.field -= 1
            state.editor = nil
            return .handled
        case .right, .tab:
            guard state.field < count - 1 else { return press.key == .tab ? .ignored : .handled }
            state.field += 1
            state.editor = nil
            return .handled
        case .up, .character("+"), .character("="):
            fields.step(field: state.field, by: 1, minuteInterval: interval)
        case .down, .character("-"):
            fields.step(field: state.field, by: -1, minuteInterval: interval)
        case .character(let c) where c.isASCII && c.isNumber:
            // Digits type the field; it moves on when it has all its digits.
            var typed = state.editor ?? TextEditor("")
            _ = typed.insert(String(c))
            let digits = fields.fields[state.field].digits
            fields.set(field: state.field, to: Int(typed.text) ?? 0)
            if typed.characters.count >= digits {
                state.editor = nil
                if state.field < count - 1 { state.field += 1 }
            } else {
                state.editor = typed
            }
        case .escape:
            state.isOpen = false
            if row.inputText != state.original {
                _ = row.takeInput(state.original.map(RowInput.text) ?? .absent)
            }
            return .handled
        case .enter:
            state.isOpen = false
            return row.isInlinePicker ? .ignored : .handled
        default:
            return .ignored
        }
        fields.clamp(earliest: row.inputHints.earliest, latest: row.inputHints.latest)
        if fields.text != row.inputText { _ = row.takeInput(.text(fields.text)) }
        return .handled
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return state.isOpen
            ? words.hints(("←→", words.field), ("↑↓", words.change), (words.enterKey, words.done), (words.escapeKey, words.undo))
            : words.hints((words.enterKey, words.change))
    }
}
