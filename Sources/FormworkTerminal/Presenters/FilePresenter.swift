import Foundation
import Formwork

/// A file row: Enter asks for the path of a file, which is read (up to the row's size
/// limit) and given to the row as an upload would be; the row decides whether it takes
/// it. Backspace or Delete empties the row.
struct FilePresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let palette = context.palette
        if context.isFocused, state.isOpen, let editor = state.editor {
            let label = "    " + row.messages.keyboard.path + ": "
            let labelWidth = CellWidth.of(label)
            let window = TextFieldPresenter.window(editor.characters, cursor: editor.cursor, width: max(1, context.lineWidth - labelWidth))
            var line = StyledLine([Span(label, style: palette.secondary)])
            line.append(window.text, style: TextStyle(underline: true))
            return TerminalRowDrawing(value: StyledLine(row.displayText ?? ""), lines: [line], cursor: (0, labelWidth + window.cursorColumn))
        }
        if let text = row.displayText, !text.isEmpty { return TerminalRowDrawing(value: StyledLine(text)) }
        return TerminalRowDrawing(value: StyledLine(row.messages.keyboard.noFile, style: palette.secondary))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        state.note = nil
        guard state.isOpen, var editor = state.editor else {
            guard case .key(let press) = event, press.modifiers.isEmpty else { return .ignored }
            switch press.key {
            case .enter, .character(" "):
                state.isOpen = true
                state.editor = TextEditor("")
                return .handled
            case .backspace, .delete:
                if row.baseValue != nil { _ = row.takeInput(.absent) }
                return .handled
            default:
                return .ignored
            }
        }
        switch event {
        case .paste(let text):
            _ = editor.insert(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case .key(let press) where press.key == .escape:
            state.isOpen = false
            state.editor = nil
            return .handled
        case .key(let press) where press.key == .enter:
            state.isOpen = false
            state.editor = nil
            state.note = FileInput.load(path: editor.text, into: row)
            return .handled
        case .key(let press):
            if editor.handle(press) == .ignored { return .ignored }
        default:
            return .ignored
        }
        state.editor = editor
        return .handled
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return state.isOpen
            ? words.hints(("", words.typeAPath), (words.enterKey, words.load), (words.escapeKey, words.cancel))
            : words.hints((words.enterKey, words.chooseAFile), (words.backspaceKey, words.remove))
    }
}

/// A file named by its path, given to a row as an upload would be.
enum FileInput {
    /// Reads the file at `path` (a leading `~` is the home folder) into the row, up
    /// to one byte past its size limit; the reason when it cannot be read or the row
    /// refuses it. Empty text changes nothing.
    static func load(path: String, into row: BaseRow) -> String? {
        let expanded = (path as NSString).expandingTildeInPath
        guard !expanded.isEmpty else { return nil }
        let limit = row.inputHints.maximumBytes ?? Int.max
        guard let handle = FileHandle(forReadingAtPath: expanded) else { return row.messages.keyboard.noFileAt(path) }
        defer { try? handle.close() }
        // One byte past the limit is enough for the row to know the file is too large.
        guard let data = try? handle.read(upToCount: limit == Int.max ? Int.max : limit + 1) else {
            return row.messages.keyboard.fileNotRead(path)
        }
        let file = UploadedFile(name: (expanded as NSString).lastPathComponent, contentType: "application/octet-stream", data: data)
        return row.takeInput(.file(file)).message
    }
}
