import Formwork
import FormworkTerminal

/// A presenter that draws a text row its own way but edits it as the built-in text
/// field does: every key, the focus, the hints and plain mode's question go to
/// `field`, unless the presenter says otherwise.
protocol TextFieldDecorator: TerminalRowPresenter {
    /// The text field as every text row has it.
    var field: any TerminalRowPresenter { get }
}

extension TextFieldDecorator {
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
