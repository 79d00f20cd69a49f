/// Why a terminal could not be used.
public enum TerminalError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Standard input or output is not a terminal.
    case notATerminal
    /// Input ended before the form was done.
    case endOfInput
    /// Input ended, in plain mode, with rows still unanswered or in error: their
    /// titles, each with what is wrong.
    case unanswered([String])
    /// In plain mode with answers that do not come from a terminal, one question got
    /// answers it could not take again and again (three empty ones in a row, or ten
    /// of any kind), so the run stopped there rather than ask without end: the
    /// question, and the rows still unanswered or in error, each with what is wrong.
    case gaveUp(question: String, unanswered: [String])

    public var description: String {
        switch self {
        case .notATerminal: "standard input and output are not a terminal"
        case .endOfInput: "input ended before the form was done"
        case .unanswered(let rows): "input ended before these were answered: " + rows.joined(separator: "; ")
        case .gaveUp(let question, let rows):
            "no answer to \"\(question)\" could be taken after several tries; still unanswered: " + rows.joined(separator: "; ")
        }
    }
}
