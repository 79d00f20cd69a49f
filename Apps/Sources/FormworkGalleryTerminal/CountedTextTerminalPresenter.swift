import Formwork
import FormworkGalleryForms
import FormworkTerminal

/// Draws a row of kind `RowKind.countedText` in the terminal: the built-in text
/// field, and under it how many characters the text has out of its limit (the row's
/// `maxLength` rule), drawn as a warning once it is over.
///
/// In plain mode the question says the count and the limit (`Bio [0 of 140]`), and
/// the answer is taken as the text field takes it: text over the limit is kept and
/// refused with the rule's message.
struct CountedTextTerminalPresenter: TextFieldDecorator {
    /// The text field as every text row has it: editing keys, mask, placeholder.
    let field = TerminalPresenters().presenter(for: .text)

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        var drawing = field.draw(row, state: state, context: context)
        guard let limit = CountedTextRow.limit(in: row.ruleDescriptors) else { return drawing }
        let used = row.inputText?.count ?? 0
        let count = "    " + row.messages.keyboard.position(used, limit)
        drawing.lines.append(StyledLine(count, style: used > limit ? context.palette.invalid : context.palette.secondary))
        return drawing
    }

    func plainQuestion(for row: BaseRow) -> PlainQuestion {
        guard case .line(var shape) = field.plainQuestion(for: row) else { return field.plainQuestion(for: row) }
        if let limit = CountedTextRow.limit(in: row.ruleDescriptors) {
            shape.insert(row.messages.keyboard.position(row.inputText?.count ?? 0, limit), at: 0)
        }
        return .line(shape: shape)
    }
}
