import Foundation

/// A whole number.
public final class IntRow: FieldRow<Int> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// A row with a tag.
    public required init(tag: String?) { super.init(tag: tag) }
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
        DecimalText.exactDouble(Substring(canonicalNumberText(text)))
    }

    override func parseProblem(for text: String) -> MessageKey? {
        let text = Substring(canonicalNumberText(text))
        guard DecimalText.isPlainNotation(text), DecimalText.digits(text) != nil else { return nil }
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
        NumberText.plain(value)
    }

    /// The value for reading, with the decimal separator of the form's locale
    /// (`12,5` in French), unless a formatter is set.
    public override func displayString(for value: Double) -> String {
        if formatter != nil { return super.displayString(for: value) }
        return localized(NumberText.plain(value), in: form)
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
    public final var allowedSchemes: Set<String> {
        get { kindSettings(Settings.self).allowedSchemes }
        set { changeKindSettings(Settings.self) { $0.allowedSchemes = newValue } }
    }

    /// The schemes a link row takes.
    struct Settings: RowKindSettings {
        /// `http` and `https`, the schemes a link row takes unless set.
        static let webSchemes: Set<String> = ["http", "https"]
        var allowedSchemes = Settings.webSchemes
    }

    /// The schemes people may enter, besides a field's settings.
    public override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("allowedSchemes", \URLRow.allowedSchemes, "The schemes people may enter (`http` and `https` unless set).",
                     as: .strings, example: ["https"]),
        ]
    }

    /// Reads an absolute address: a scheme that is allowed and, for `http` and
    /// `https`, a host. Text typed without a scheme that starts with a host name
    /// (`example.com/a`) is read as `https://example.com/a`, as browsers and Django
    /// read it; a scheme-relative address (`//evil.example/x`), one without a host
    /// (`http:evil.example`) or text with whitespace does not parse.
    public override func parse(text: String) -> URL? {
        guard !text.contains(where: \.isWhitespace), let url = Self.address(text), isAcceptable(url) else { return nil }
        return url
    }

    override func parseProblem(for text: String) -> MessageKey? {
        guard !text.contains(where: \.isWhitespace), let url = Self.address(text), !isAcceptable(url) else { return nil }
        return .urlScheme
    }

    /// Text as an address, with `https://` in front when it has no scheme and
    /// starts with a letter or digit (a host name).
    private static func address(_ text: String) -> URL? {
        if let url = URL(string: text), url.scheme != nil { return url }
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic || ("0"..."9").contains(first) else {
            // `//host/path` and the like: a place with no scheme, refused with the reason.
            return text.hasPrefix("/") ? URL(string: text) : nil
        }
        return URL(string: "https://" + text)
    }

    /// Whether the row takes `url`: an allowed scheme and, for the web's schemes, a
    /// host written after `//` with no user name before it.
    func isAcceptable(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased(), allowedSchemes.contains(scheme) else { return false }
        guard scheme == "http" || scheme == "https" else { return true }
        // No user name in front of the host: `https://bank.example@evil.example`
        // is a trick, not an address anyone means.
        guard let host = url.host, !host.isEmpty, url.user == nil, url.password == nil else { return false }
        return url.absoluteString.dropFirst(scheme.count).hasPrefix("://")
    }

    /// A `URL`, or text that reads as one, that the row takes (``parse(text:)``).
    public override func convertValue(_ any: Any) -> URL? {
        if let text = any as? String { return parse(text: text) }
        guard let url = super.convertValue(any), isAcceptable(url) else { return nil }
        return url
    }

    /// An error for an address set in code that the row would not take.
    public override func inputErrors() -> [ValidationError] {
        let errors = super.inputErrors()
        guard errors.isEmpty, let value, !isAcceptable(value) else { return errors }
        return [ValidationError(.urlScheme, ruleID: "input")]
    }


    /// The URL's `absoluteString`.
    public override func text(for value: URL) -> String { value.absoluteString }
}
