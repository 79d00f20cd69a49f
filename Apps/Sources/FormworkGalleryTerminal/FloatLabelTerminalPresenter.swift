import Formwork
import FormworkTerminal

/// Draws Eureka's `TextFloatLabelRow` (registered for the type) in the terminal: the
/// built-in text field, with the row's title in the field, dimmed, while it is empty
/// and without focus, as the web draws the label inside the field.
struct FloatLabelTerminalPresenter: TerminalRowPresenter {
    /// The text field as every text row has it: editing keys, mask, placeholder.
    private let field = TerminalPresenters().presenter(for: .text)

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        guard !context.isFocused, (row.inputText ?? "").isEmpty, let title = row.displayTitle, !title.isEmpty else {
            return field.draw(row, state: state, context: context)
        }
        return TerminalRowDrawing(value: StyledLine(title, style: context.palette.secondary))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        field.handle(event, on: row, state: &state, context: context)
    }

    func focus(_ row: BaseRow, state: inout TerminalRowState) { field.focus(row, state: &state) }

    func blur(_ row: BaseRow, state: inout TerminalRowState) { field.blur(row, state: &state) }

    func hints(for row: BaseRow, state: TerminalRowState) -> String { field.hints(for: row, state: state) }

    func plainQuestion(for row: BaseRow) -> PlainQuestion { field.plainQuestion(for: row) }

    func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? { field.takePlainAnswer(answer, for: row) }
}
