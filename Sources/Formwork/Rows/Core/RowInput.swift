/// Input for a row as a front end receives it.
public enum RowInput: Sendable, Hashable {
    /// One value: typed text, an option's key, a checkbox's value.
    case text(String)
    /// Several values under one name: the keys chosen in a multiple selector, the
    /// columns of a cascading picker, or a name a client repeated.
    case texts([String])
    /// Nothing was sent for the row, as for an unticked checkbox: off, empty, none
    /// chosen.
    case absent
    /// A file, as an upload sends it (for an ``ImageRow``). Rows that take text
    /// refuse it.
    case file(UploadedFile)

    /// The one value the input holds: nil when there is none; an error when there
    /// are several for a row that takes one.
    func singleText() -> Result<String?, RowInputError> {
        switch self {
        case .absent: return .success(nil)
        case .text(let text): return .success(text)
        case .texts(let texts):
            if texts.count > 1 { return .failure(RowInputError(.singleValue)) }
            return .success(texts.first)
        case .file:
            return .failure(RowInputError(.notValidHere))
        }
    }

    /// Every value the input holds, in order; none when absent.
    public var values: [String] {
        switch self {
        case .absent: return []
        case .text(let text): return [text]
        case .texts(let texts): return texts
        case .file: return []
        }
    }
}

/// A reason input could not be taken, as a built-in message.
struct RowInputError: Error {
    let key: MessageKey
    init(_ key: MessageKey) { self.key = key }
}

/// What a row did with input (``BaseRow/takeInput(_:)``).
public enum RowInputResult {
    /// The input was taken; the row's value is now this.
    case accepted(Any?)
    /// The input could not be taken as sent: the message says why, in the form's
    /// language. The row keeps what a person typed (a text row's text) and shows the
    /// message when it validates; otherwise it is unchanged.
    case rejected(String)
    /// The input was not for the row to take: it is read-only, disabled or hidden.
    /// Nothing changed.
    case ignored(InputIgnoredReason)

    /// Whether the input was taken.
    public var isAccepted: Bool {
        if case .accepted = self { return true }
        return false
    }

    /// The message of a rejection.
    public var message: String? {
        if case .rejected(let message) = self { return message }
        return nil
    }
}

/// Why a row ignored input.
public enum InputIgnoredReason: Sendable, Hashable {
    /// A label, a button, a subform: people do not fill it in.
    case readOnly
    /// The row's `disabled` condition holds.
    case disabled
    /// The row, or its section, is hidden.
    case hidden
}

extension BaseRow {
    /// Takes input as a front end receives it, as a person's edit: typed text,
    /// an option's key, the keys of a multiple choice, a checkbox that was sent or
    /// not. Every row kind reads it its own way (``applyInput(_:)``): text rows parse
    /// it, switches and checks read on or off (absent is off), sliders and steppers
    /// hold to their bounds and steps, dates read ISO text, option rows read keys.
    ///
    /// This is the door for what clients send, so it never changes a read-only,
    /// disabled or hidden row. ``Form/setValues(_:)`` is the programmer's tool and
    /// has no such limits.
    @discardableResult
    public func takeInput(_ input: RowInput) -> RowInputResult {
        if isReadOnly { return .ignored(.readOnly) }
        if isDisabled { return .ignored(.disabled) }
        if !isVisible { return .ignored(.hidden) }
        return withChangeCause(.input) {
            let result = applyInput(input)
            if result.isAccepted { clearInputRejection() }
            return result
        }
    }

    /// Records that input could not be taken: the row keeps its value and reports
    /// the error when it validates.
    func rejectInput(_ error: RowInputError) -> RowInputResult {
        let rejection = ValidationError(error.key, ruleID: "input")
        inputRejection = rejection
        wasChanged = true
        validateAfterEdit()
        return .rejected(rejection.worded(in: messages).msg)
    }

    /// Rejects input a custom row cannot take, from its ``applyInput(_:)``: the row
    /// keeps its value (and what a person typed) and shows `message` when it
    /// validates, until the next input it takes.
    public func rejectInput(message: String) -> RowInputResult {
        inputRejection = ValidationError(msg: message, ruleID: "input")
        wasChanged = true
        validateAfterEdit()
        return .rejected(message)
    }

    /// Forgets a rejected input, and its error on the row.
    // Inlined: every value change and every input taken asks, and most rows never
    // had a rejection (nor the side state that would hold one).
    @inline(__always)
    func clearInputRejection() {
        if extras != nil { forgetInputRejection() }
    }

    private func forgetInputRejection() {
        guard let rejection = inputRejection else { return }
        inputRejection = nil
        setValidationErrors(validationErrors.filter { !($0.ruleID == "input" && $0.messageKey == rejection.messageKey) })
    }
}
