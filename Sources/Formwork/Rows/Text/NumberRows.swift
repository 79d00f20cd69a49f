import Foundation

/// A whole number.
public final class IntRow: FieldRow<Int> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
    /// A copy of `other`'s definition (see ``BaseRow/init(copying:)``).
    public required init(copying other: BaseRow) { super.init(copying: other) }
    /// Takes input (see ``BaseRow/takeInput(_:)``).
    public override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// The input's errors (see ``BaseRow/inputErrors()``).
    public override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/integer``.
    public override var kind: RowKind { .integer }
    override var invalidInputKey: MessageKey? { .wholeNumber }

    /// Reads digits with an optional sign; nil for anything else or a number beyond
    /// `Int`'s range.
    public override func parse(text: String) -> Int? {
        Int(text)
    }
}

/// A decimal number.
public final class DecimalRow: FieldRow<Double> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
    /// A copy of `other`'s definition (see ``BaseRow/init(copying:)``).
    public required init(copying other: BaseRow) { super.init(copying: other) }
    /// Takes input (see ``BaseRow/takeInput(_:)``).
    public override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// The input's errors (see ``BaseRow/inputErrors()``).
    public override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/decimal``.
    public override var kind: RowKind { .decimal }
    override var invalidInputKey: MessageKey? { .number }

    /// Accepts plain decimal notation (`-12.5`, `3e4`), not `nan`, `inf` or hex; in a
    /// form whose locale writes decimals with a comma, `12,5` too.
    public override func parse(text: String) -> Double? {
        var text = text
        if let separator = form?.decimalSeparator, separator != ".", !text.contains("."), text.contains(separator) {
            text = text.replacingOccurrences(of: separator, with: ".")
        }
        guard text.allSatisfy({ "0123456789.-+eE".contains($0) }), let d = Double(text), d.isFinite else { return nil }
        return d
    }

    /// Whole values without a trailing `.0` (`12`), others as Swift writes them
    /// (`12.5`): the text a field is edited as, the same in every locale.
    public override func text(for value: Double) -> String {
        format(value)
    }

    /// The value for reading, with the decimal separator of the form's locale
    /// (`12,5` in French), unless a formatter is set.
    public override func displayString(for value: Double) -> String {
        if formatter != nil { return super.displayString(for: value) }
        return localized(format(value), in: form)
    }
}

/// A web address.
public final class URLRow: FieldRow<URL> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
    /// A copy of `other`'s definition (see ``BaseRow/init(copying:)``).
    public required init(copying other: BaseRow) { super.init(copying: other) }
    /// Takes input (see ``BaseRow/takeInput(_:)``).
    public override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// The input's errors (see ``BaseRow/inputErrors()``).
    public override func inputErrors() -> [ValidationError] { super.inputErrors() }
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/url``.
    public override var kind: RowKind { .url }
    override var invalidInputKey: MessageKey? { .url }

    /// Reads text with `URL(string:)`; text containing whitespace does not parse.
    public override func parse(text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace) else { return nil }
        return URL(string: text)
    }

    /// The URL's `absoluteString`.
    public override func text(for value: URL) -> String { value.absoluteString }
}
