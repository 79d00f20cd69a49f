import Formwork
import Testing
@testable import FormworkTerminal

final class StarsRow: Row<Int>, RowType {
    required init(tag: String?) { super.init(tag: tag) }
}

/// Draws a number as stars, and takes + and - on it.
struct StarsPresenter: TerminalRowPresenter {
    func draw(_ row: BaseRow, state: TerminalRowState, context: TerminalRowContext) -> TerminalRowDrawing {
        TerminalRowDrawing(value: StyledLine(String(repeating: "★", count: Int(row.displayText ?? "0") ?? 0)))
    }

    func handle(_ event: TerminalEvent, on row: BaseRow, state: inout TerminalRowState,
                context: TerminalRowContext) -> TerminalRowResponse {
        guard case .key(let press) = event, case .character(let c) = press.key, c == "+" || c == "-" else { return .ignored }
        let now = Int(row.displayText ?? "0") ?? 0
        _ = row.takeInput(.text(String(max(0, now + (c == "+" ? 1 : -1)))))
        return .handled
    }

    func plainQuestion(for row: BaseRow) -> PlainQuestion { .line(shape: []) }
    func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? {
        row.takeInput(.text(String(answer.filter { $0 == "*" }.count))).isAccepted ? nil : "Type stars"
    }
}

@Suite struct TerminalRowTypePresenterTests {
    @Test func aPresenterRegisteredForARowTypeDrawsItAndTakesItsKeys() {
        var presenters = TerminalPresenters()
        presenters.register(StarsPresenter(), forRowType: StarsRow.self)
        let form = Form()
        form +++ Section() <<< StarsRow("rating") { $0.title = "Rating"; $0.value = 2 } <<< IntRow("n") { $0.title = "Number"; $0.value = 2 }
        var screen = FormHarness(form, width: 30, presenters: presenters)
        #expect(screen.line(containing: "Rating")?.hasSuffix("★★") == true)
        #expect(screen.line(containing: "Number")?.hasSuffix("2") == true)
        _ = screen.send(.key(KeyPress(.character("+"))))
        #expect(screen.line(containing: "Rating")?.hasSuffix("★★★") == true)
        #expect((form.rowBy(tag: "rating") as? StarsRow)?.value == 3)
    }

    @Test func plainModeAsksWithThePresenterOfTheType() {
        var presenters = TerminalPresenters()
        presenters.register(StarsPresenter(), forRowType: StarsRow.self)
        let form = Form()
        form +++ Section() <<< StarsRow("rating") { $0.title = "Rating" }
        let (outcome, _) = runPlain(form, answers: "****\n", presenters: presenters)
        guard case .success(.completed(let values)) = outcome else { Issue.record("not completed: \(outcome)"); return }
        #expect(values["rating"] as? Int == 4)
    }
}
