/// The base of the rows that hold text (``TextRow``, ``EmailRow``, ``PasswordRow``…):
/// a ``FieldRow`` of `String`. Subclass it for a text row of your own.
///
/// The row kinds of a value type repeat the hot entry points of their generic
/// bases here, each calling `super`: such calls are direct, so the generic code
/// under them runs made for the concrete type instead of looking types up on every
/// edit and every check. ``IntRow``, ``DecimalRow``, ``DateFieldRow`` and the
/// controls do the same.
open class StringFieldRow: FieldRow<String> {
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
    /// A copy of `other`'s definition (see ``BaseRow/init(copying:)``).
    public required init(copying other: BaseRow) { super.init(copying: other) }
    /// Takes typed text (see ``FieldRow/applyInput(_:)``).
    open override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// Text as it is (see ``FieldRow/parse(text:)``).
    open override func parse(text: String) -> String? { super.parse(text: text) }
    /// The typed text's errors (see ``FieldRow/inputErrors()``).
    open override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    open override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }
}
