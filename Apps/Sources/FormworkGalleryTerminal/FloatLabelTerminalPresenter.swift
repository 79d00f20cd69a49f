import Formwork
import FormworkTerminal

/// Draws Eureka's `TextFloatLabelRow` (registered for the type) in the terminal: the
/// built-in text field, with the row's title in the field, dimmed, while it is empty
/// and without focus, as the web draws the label inside the field.
struct FloatLabelTerminalPresenter: TextFieldDecorator {
    /// The text field as every text row has it: editing keys, mask, placeholder.
    let field = TerminalPresenters().presenter(for: .text)

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        guard !context.isFocused, (row.inputText ?? "").isEmpty, let title = row.displayTitle, !title.isEmpty else {
            return field.draw(row, state: state, context: context)
        }
        return TerminalRowDrawing(value: StyledLine(title, style: context.palette.secondary))
    }
}
