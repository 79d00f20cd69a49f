import Formwork
import FormworkTerminal

/// Draws Eureka's `ImageCheckRow` (registered for the type) in the terminal: the
/// row's two images, chosen and not, become a filled and an empty square. Space or
/// Enter chooses it, as its section allows.
struct ImageCheckTerminalPresenter: TerminalRowPresenter {
    /// The list check as every choice of a selectable section has it.
    private let check = TerminalPresenters().presenter(for: .listCheck)

    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        let chosen = row.baseValue != nil
        return TerminalRowDrawing(value: StyledLine(chosen ? "▣" : "□", style: chosen ? context.palette.accent : context.palette.secondary))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        check.handle(event, on: row, state: &state, context: context)
    }

    func hints(for row: BaseRow, state: TerminalRowState) -> String { check.hints(for: row, state: state) }

    func plainQuestion(for row: BaseRow) -> PlainQuestion { check.plainQuestion(for: row) }

    func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? { check.takePlainAnswer(answer, for: row) }
}
