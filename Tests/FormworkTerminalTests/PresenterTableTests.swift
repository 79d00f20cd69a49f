import Foundation
import Formwork
import FormworkTerminal
import Testing

/// The terminal's presenter table: one for every kind the core's rows have, the same
/// fallback as the web's for a kind it does not know, and a plain question for
/// every row.
@Suite("Terminal presenters: every kind, one fallback")
struct TerminalPresenterTableTests {
    @Test func everyBuiltInKindAndRegisteredRowTypeHasAPresenter() {
        let presenters = TerminalPresenters()
        for kind in RowKind.builtIn {
            #expect(presenters.hasPresenter(for: kind), "no terminal presenter for \(kind)")
        }
        for entry in RowTypeRegistry.builtIn.entries {
            #expect(presenters.hasPresenter(for: entry.makeRow().kind), "no terminal presenter for \(entry.name)")
        }
    }

    @Test func aRowOfAnUnknownKindIsDrawnAndAskedAsWhatItHolds() {
        let presenters = TerminalPresenters()
        for (row, drawnAs) in OddKindRows.all() {
            #expect(!presenters.hasPresenter(for: row.kind))
            let presenter = presenters.presenter(for: row)
            #expect(type(of: presenter) == type(of: presenters.presenter(for: drawnAs)),
                    "\(type(of: row)) is not drawn as \(drawnAs)")
            // Asked in plain mode as its fallback's own rows are.
            let question = presenter.plainQuestion(for: row)
            switch drawnAs {
            case .options, .multipleOptions: #expect(question == .choices, "\(type(of: row))")
            case .label: #expect(question == .shown, "\(type(of: row))")
            default:
                guard case .line = question else { Issue.record("\(type(of: row)): \(question)"); continue }
            }
        }
    }

    @Test func everyRegisteredRowTypeIsAskedInPlainMode() {
        let presenters = TerminalPresenters()
        for entry in RowTypeRegistry.builtIn.entries {
            let row = entry.makeRow()
            let question = presenters.presenter(for: row).plainQuestion(for: row)
            if row.isReadOnly && row.valueClass == .none {
                #expect(question == .shown, "\(entry.name)")
            } else if !row.optionLists.isEmpty {
                #expect(question == .choices, "\(entry.name)")
            }
        }
    }
}
