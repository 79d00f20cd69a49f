import Formwork

/// How a row is asked when a form is asked line by line, in plain mode.
///
/// Plain mode is a mode of every presenter, as the drawn form is: a presenter says
/// what its row's question looks like and reads the answer typed. The form adds what
/// every question has: the row's name, `(required)`, the value offered to keep, help
/// text, and asking again with the reason when the row refuses an answer.
public enum PlainQuestion: Sendable, Equatable {
    /// Asked for one line of text. `shape` says what an answer looks like, in the
    /// form's words (`YYYY-MM-DD`, `y/n`, a mask, bounds, an example); the answer goes
    /// to the presenter's ``TerminalRowPresenter/takePlainAnswer(_:for:)``.
    case line(shape: [String])
    /// Asked to choose from the row's option lists, one list after the other, by
    /// number or by words of an option's title.
    case choices
    /// Shown, not asked: the row holds nothing a person types (a label, a button).
    case shown
}

extension TerminalRowPresenter {
    /// A row with options is asked to choose from them; any other for a line of text.
    public func plainQuestion(for row: BaseRow) -> PlainQuestion {
        row.optionLists.isEmpty ? .line(shape: []) : .choices
    }

    /// Gives the row the text typed (trimmed; empty text takes its value away); the
    /// reason when the row refuses it.
    public func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        return row.takeInput(trimmed.isEmpty ? .absent : .text(trimmed)).message
    }
}

extension BaseRow {
    /// The bounds of a number row in plain words (`1 to 10`); nil without both.
    var plainBounds: String? {
        guard let low = inputHints.minimum, let high = inputHints.maximum else { return nil }
        return messages.keyboard.range(messages.number(low), messages.number(high))
    }
}

extension KeyboardWords {
    /// The answer read as yes (true) or no (false); nil when it is neither. The
    /// catalogue's words count in any case, and so do `1` and `0`, which scripts may
    /// send in any language.
    public func yes(_ answer: String) -> Bool? {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        if word == "1" || yesAnswers.contains(where: { $0.lowercased() == word }) { return true }
        if word == "0" || noAnswers.contains(where: { $0.lowercased() == word }) { return false }
        return nil
    }

    /// How a yes-or-no question shows its answers: `y/n`.
    public var yesOrNo: String {
        (yesAnswers.first ?? "y") + "/" + (noAnswers.first ?? "n")
    }
}
