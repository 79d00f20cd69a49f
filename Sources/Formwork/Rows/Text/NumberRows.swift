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
    /// form whose locale writes decimals with a comma, `12,5` too. A number a `Double`
    /// cannot keep exactly (more than about seventeen significant digits, or beyond
    /// its range) does not parse: it would change what was typed.
    public override func parse(text: String) -> Double? {
        let text = canonicalNumberText(text)
        guard text.allSatisfy({ "0123456789.-+eE".contains($0) }), let d = Double(text),
              DecimalText.isExact(d, for: Substring(text)) else { return nil }
        return d
    }

    override func parseProblem(for text: String) -> MessageKey? {
        let text = canonicalNumberText(text)
        guard text.allSatisfy({ "0123456789.-+eE".contains($0) }), DecimalText.digits(Substring(text)) != nil else { return nil }
        return .numberNotExact
    }

    /// Typed text with the decimal separator of the form's locale made a point.
    private func canonicalNumberText(_ text: String) -> String {
        guard let separator = form?.decimalSeparator, separator != ".", !text.contains("."), text.contains(separator) else {
            return text
        }
        return text.replacingOccurrences(of: separator, with: ".")
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
    /// Takes input (see ``BaseRow/takeInput(_:)``).
    public override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// The rules' errors (see ``Row/ruleErrors()``).
    public override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// Always ``RowKind/url``.
    public override var kind: RowKind { .url }
    override var invalidInputKey: MessageKey? { .url }

    /// The schemes people may enter: `http` and `https` unless set. A `javascript:`
    /// or `data:` link is refused rather than kept for a front end to render.
    public final var allowedSchemes: Set<String> = ["http", "https"]

    /// Reads text with `URL(string:)`; text containing whitespace, or with a scheme
    /// that is not allowed, does not parse.
    public override func parse(text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace), let url = URL(string: text), hasAllowedScheme(url) else { return nil }
        return url
    }

    override func parseProblem(for text: String) -> MessageKey? {
        guard let url = URL(string: text), !hasAllowedScheme(url) else { return nil }
        return .urlScheme
    }

    /// An address without a scheme (`example.com/a`) or with an allowed one.
    func hasAllowedScheme(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return !url.absoluteString.contains(":") }
        return allowedSchemes.contains(scheme)
    }

    /// A `URL`, or text that reads as one, with an allowed scheme.
    public override func convertValue(_ any: Any) -> URL? {
        guard let url = super.convertValue(any), hasAllowedScheme(url) else { return nil }
        return url
    }

    /// An error for an address set in code whose scheme is not allowed.
    public override func inputErrors() -> [ValidationError] {
        let errors = super.inputErrors()
        guard errors.isEmpty, let value, !hasAllowedScheme(value) else { return errors }
        return [ValidationError(.urlScheme, ruleID: "input")]
    }

    /// A copy of `other` with its allowed schemes.
    public required init(copying other: BaseRow) {
        allowedSchemes = unsafeDowncast(other, to: URLRow.self).allowedSchemes
        super.init(copying: other)
    }

    /// The URL's `absoluteString`.
    public override func text(for value: URL) -> String { value.absoluteString }
}
