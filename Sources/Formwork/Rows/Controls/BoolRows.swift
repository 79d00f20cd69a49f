/// A check mark; selecting the row toggles it.
public final class CheckRow: Row<Bool> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
    /// The input's errors (see ``BaseRow/inputErrors()``).
    public override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/check``.
    public override var kind: RowKind { .check }

    /// Toggles the value; an empty value becomes true.
    public override func customDidSelect() {
        value = !(value ?? false)
    }

    /// `true` or `false`; nil when empty.
    public override var inputText: String? { value.map { $0 ? "true" : "false" } }

    /// On for `on`, `true`, `yes` or `1` (what a ticked checkbox sends); off for
    /// `off`, `false`, `no`, `0`, empty text, or nothing sent.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        switch toggleInput(input) {
        case .success(let on): value = on; return .accepted(on)
        case .failure(let error): return rejectInput(error)
        }
    }

    /// The form's words for yes and no.
    public override func displayString(for value: Bool) -> String {
        return value ? messages.yes : messages.no
    }
}

/// An on/off switch; selecting the row toggles it.
public final class SwitchRow: Row<Bool> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
    /// The input's errors (see ``BaseRow/inputErrors()``).
    public override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/toggle``.
    public override var kind: RowKind { .toggle }

    /// Toggles the value; an empty value becomes true.
    public override func customDidSelect() {
        value = !(value ?? false)
    }

    /// `true` or `false`; nil when empty.
    public override var inputText: String? { value.map { $0 ? "true" : "false" } }

    /// On for `on`, `true`, `yes` or `1` (what a ticked checkbox sends); off for
    /// `off`, `false`, `no`, `0`, empty text, or nothing sent.
    public override func applyInput(_ input: RowInput) -> RowInputResult {
        switch toggleInput(input) {
        case .success(let on): value = on; return .accepted(on)
        case .failure(let error): return rejectInput(error)
        }
    }

    /// The form's words for yes and no.
    public override func displayString(for value: Bool) -> String {
        return value ? messages.yes : messages.no
    }
}

/// A switch's or check's input as on or off: absent is off.
func toggleInput(_ input: RowInput) -> Result<Bool, RowInputError> {
    switch input.singleText() {
    case .failure(let error): return .failure(error)
    case .success(nil): return .success(false)
    case .success(let text?):
        switch text.lowercased() {
        case "on", "true", "yes", "1": return .success(true)
        case "off", "false", "no", "0", "": return .success(false)
        default: return .failure(RowInputError(.onOrOff))
        }
    }
}
