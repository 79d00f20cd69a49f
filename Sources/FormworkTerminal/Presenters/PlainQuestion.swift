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
    /// By what the row holds (its value class): a row with options is asked to
    /// choose from them, yes or no as `y/n`, a date by its shape, a file by its path,
    /// a row that holds nothing is shown, and any other is asked for a line of text.
    public func plainQuestion(for row: BaseRow) -> PlainQuestion {
        if !row.optionLists.isEmpty { return .choices }
        let words = row.messages.keyboard
        switch row.valueClass {
        case .boolean: return .line(shape: [words.yesOrNo])
        case .date(let mode): return .line(shape: [words.dateShape(mode)])
        case .file: return .line(shape: [words.pathToAFile])
        case .none: return .shown
        case .text, .integer, .decimal, .oneChoice, .severalChoices: return .line(shape: row.plainBounds.map { [$0] } ?? [])
        }
    }

    /// By what the row holds: yes or no in the form's words, a date as typed (a space
    /// for the `T`), a file read from its path, and text as typed (trimmed, but a
    /// password to the letter; empty text takes the value away). The reason when
    /// the row refuses it.
    public func takePlainAnswer(_ answer: String, for row: BaseRow) -> String? {
        switch row.valueClass {
        case .boolean: return PlainAnswer.yesOrNo(answer, for: row)
        case .date: return PlainAnswer.date(answer, for: row)
        case .file: return FileInput.load(path: answer.trimmingCharacters(in: .whitespaces), into: row)
        default: return PlainAnswer.text(answer, for: row)
        }
    }
}

/// How the built-in presenters take a plain answer, shared with the protocol's
/// defaults.
enum PlainAnswer {
    /// Yes or no in the form's words; an empty answer changes nothing.
    static func yesOrNo(_ answer: String, for row: BaseRow) -> String? {
        let words = row.messages.keyboard
        if answer.trimmingCharacters(in: .whitespaces).isEmpty { return nil }
        guard let yes = words.yes(answer) else { return words.answerYesOrNo }
        return row.takeInput(.text(yes ? "true" : "false")).message
    }

    /// A date as typed; a date and time may be written with a space for the `T`.
    static func date(_ answer: String, for row: BaseRow) -> String? {
        let trimmed = answer.trimmingCharacters(in: .whitespaces)
        return row.takeInput(trimmed.isEmpty ? .absent : .text(trimmed.replacingOccurrences(of: " ", with: "T"))).message
    }

    /// Text as typed: trimmed, but a password is kept to the letter.
    static func text(_ answer: String, for row: BaseRow) -> String? {
        let text = row.isSecret ? answer : answer.trimmingCharacters(in: .whitespaces)
        return row.takeInput(text.isEmpty ? .absent : .text(text)).message
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
    /// catalogue's words count first, in any case; then what scripts send whatever
    /// the form's language: `1`, `true`, `on`, `y`, `yes` and `0`, `false`, `off`, `n`,
    /// `no`.
    public func yes(_ answer: String) -> Bool? {
        let word = answer.trimmingCharacters(in: .whitespaces).lowercased()
        if yesAnswers.contains(where: { $0.lowercased() == word }) { return true }
        if noAnswers.contains(where: { $0.lowercased() == word }) { return false }
        if Self.scriptYes.contains(word) { return true }
        if Self.scriptNo.contains(word) { return false }
        return nil
    }

    private static let scriptYes: Set = ["1", "true", "on", "y", "yes"]
    private static let scriptNo: Set = ["0", "false", "off", "n", "no"]

    /// How a yes-or-no question shows its answers: `y/n`.
    public var yesOrNo: String {
        (yesAnswers.first ?? "y") + "/" + (noAnswers.first ?? "n")
    }
}
