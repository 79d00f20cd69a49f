import Formwork

/// Text rows of every kind: typing goes straight into the row with focus, edited by
/// characters as a person sees them, with masks applied as they type, passwords
/// hidden, and a text area's lines below the row.
///
/// Every edit reaches the row at once as its input (so conditions and checks follow
/// live); text the row cannot read stays as typed, with the row's message under it.
struct TextFieldPresenter: TerminalRowPresenter {
    /// The kinds edited as text.
    static let kinds: [RowKind] = [.text, .name, .email, .secureText, .phone, .twitter, .account, .zipCode, .url, .integer, .decimal,
                                   .textArea, .color]
    static let passwordDot: Character = "•"

    func focus(_ row: BaseRow, state: inout TerminalRowState) {
        state.editor = TextEditor(row.inputText ?? "", isMultiline: row.kind == .textArea)
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard var editor = state.editor else { return .ignored }
        let before = editor
        state.note = nil
        switch event {
        case .paste(let text):
            guard editor.insert(text) == .edited else { return .handled }
        case .key(let press):
            if editor.isMultiline && press.modifiers.isEmpty && (press.key == .up || press.key == .down) {
                guard editor.moveLine(by: press.key == .up ? -1 : 1) else { return .ignored }
                state.editor = editor
                return .handled
            }
            switch editor.handle(press) {
            case .ignored: return .ignored
            case .moved:
                state.editor = editor
                return .handled
            case .edited: break
            }
        default:
            return .ignored
        }
        if let pattern = row.inputHints.mask, case .key = event {
            // A key that fits no place of the mask is refused; a paste is kept as
            // pasted, and the row says what is wrong with it.
            if !editor.applyMask(TextMask(pattern: pattern), before: before) {
                state.note = row.messages.keyboard.expected(pattern)
            }
        }
        state.editor = editor
        if editor.text != before.text { _ = row.takeInput(.text(editor.text)) }
        return .handled
    }

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let palette = context.palette
        let secret = row.isSecret
        guard context.isFocused, let editor = state.editor else {
            let text = row.inputText ?? ""
            // A password's text is never read back; that it has one is shown.
            if secret, let mask = row.displayText { return TerminalRowDrawing(value: StyledLine(mask)) }
            if text.isEmpty {
                return TerminalRowDrawing(value: StyledLine(row.placeholder ?? "", style: palette.secondary))
            }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            var value = StyledLine(String(lines[0]))
            if lines.count > 1 { value.append(" …", style: palette.secondary) }
            Self.appendSwatch(of: row, to: &value)
            return TerminalRowDrawing(value: value)
        }
        let field = TextStyle(underline: true)
        if editor.isMultiline {
            // The text's lines below the row, the cursor's line scrolled to show it.
            let (cursorLine, offset) = editor.cursorLine
            var lines: [StyledLine] = []
            var cursor: (line: Int?, column: Int) = (0, 0)
            let width = max(1, context.lineWidth - 4)
            for (index, range) in editor.lineRanges.enumerated() {
                let characters = Array(editor.characters[range])
                let window = Self.window(characters, cursor: index == cursorLine ? offset : 0, width: width)
                var line = StyledLine([Span(trusted: "    ")])
                line.append(window.text, style: field)
                lines.append(line)
                if index == cursorLine { cursor = (index, 4 + window.cursorColumn) }
            }
            let words = row.messages.keyboard
            return TerminalRowDrawing(value: StyledLine("(" + words.enterKey + ": " + words.newLine + ")", style: palette.secondary),
                                      lines: lines, cursor: cursor)
        }
        let shown = secret ? Array(repeating: Self.passwordDot, count: editor.characters.count) : editor.characters
        if shown.isEmpty, let placeholder = row.placeholder {
            return TerminalRowDrawing(value: StyledLine(placeholder, style: palette.secondary), cursor: (nil, 0))
        }
        let window = Self.window(shown, cursor: editor.cursor, width: max(1, context.valueWidth - (row.kind == .color ? 4 : 0)))
        var value = StyledLine(window.text, style: field)
        Self.appendSwatch(of: row, to: &value)
        return TerminalRowDrawing(value: value, cursor: (nil, window.cursorColumn))
    }

    /// After a colour row's text, two cells painted in the colour it holds (`#rrggbb`);
    /// nothing while it holds none.
    static func appendSwatch(of row: BaseRow, to line: inout StyledLine) {
        guard row.kind == .color, let text = row.baseValue as? String, text.utf8.count == 7,
              let rgb = UInt32(text.dropFirst(), radix: 16) else { return }
        let colour = TerminalColor.rgb(UInt8(rgb >> 16), UInt8(rgb >> 8 & 0xff), UInt8(rgb & 0xff))
        line.append("  ")
        line.append("\u{2588}\u{2588}", style: TextStyle(foreground: colour))
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String {
        let words = row.messages.keyboard
        return row.kind == .textArea ? words.hints((words.enterKey, words.newLine), (words.tabKey, words.next)) : words.typeToEdit
    }

    /// The mask, the bounds, the placeholder as an example, and that a text area is
    /// answered on one line.
    func plainQuestion(for row: BaseRow) -> PlainQuestion {
        let words = row.messages.keyboard
        var shape: [String] = []
        if let mask = row.inputHints.mask { shape.append(mask) }
        if let bounds = row.plainBounds { shape.append(bounds) }
        if let placeholder = row.placeholder, !placeholder.isEmpty { shape.append(words.example(placeholder)) }
        if row.kind == .textArea { shape.append(words.oneLine) }
        if row.kind == .color { shape.append("#rrggbb") }
        return .line(shape: shape)
    }

    /// The text as typed: trimmed, but a password is kept to the letter.
    func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? { PlainAnswer.text(answer, for: row) }

    /// The characters that fit `width` columns with the cursor in view, and the
    /// cursor's column among them; the cursor may stand just past the last character.
    static func window(_ characters: [Character], cursor: Int, width: Int) -> (text: String, cursorColumn: Int) {
        var start = 0
        var before = 0
        for c in characters[..<cursor] { before += CellWidth.of(c) }
        // Drop characters from the start until the cursor's column fits.
        while before > width - 1 && start < cursor {
            before -= CellWidth.of(characters[start])
            start += 1
        }
        var text = ""
        var used = 0
        for c in characters[start...] {
            let w = CellWidth.of(c)
            if used + w > width { break }
            text.append(c)
            used += w
        }
        return (text, before)
    }
}
