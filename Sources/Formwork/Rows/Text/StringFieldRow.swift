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
    /// Takes typed text (see ``FieldRow/applyInput(_:)``).
    open override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// Text as it is (see ``FieldRow/parse(text:)``).
    open override func parse(text: String) -> String? { super.parse(text: text) }
    /// The typed text's errors (see ``FieldRow/inputErrors()``).
    open override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    open override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }

    /// Reads `mask` (a pattern) and `fieldKind` (`usPhone`, `usState`, `zipCode`,
    /// `cardExpiry`, `email`, `password`, `integer`: a mask or content type and a rule).
    open override func readSchemaSettings(_ settings: inout SchemaRowSettings) {
        super.readSchemaSettings(&settings)
        if let mask = settings.string("mask") {
            if mask.contains(where: TextPattern.isSlot) { textMask = TextMask(pattern: mask) } else {
                settings.report("mask", "has no #, A or * to hold typed characters, so it would erase everything typed")
            }
        }
        if let name = settings.string("fieldKind") {
            if let kind = TextFieldKind(schemaName: name) { useFieldKind(kind) } else {
                let names = TextFieldKind.schemaKinds.map(\.name)
                settings.report("fieldKind", "unknown field kind \"\(name)\"; use \(names.joinedAsChoices)")
            }
        }
    }

    /// Writes the mask, or the field kind whose mask and rule the row has.
    open override func writeSchemaSettings(_ settings: inout SchemaRowSettings) {
        super.writeSchemaSettings(&settings)
        guard let mask = textMask else { return }
        let specifications = ruleSpecifications
        if let kind = TextFieldKind.schemaKinds.first(where: { $0.kind.mask == mask && specifications.contains(RuleSpecification($0.kind.rule!)) }) {
            settings["fieldKind"] = .string(kind.name)
            if let rule = kind.kind.rule { settings.writesRule(rule) }
        } else {
            settings["mask"] = .string(mask.pattern)
        }
    }
}
