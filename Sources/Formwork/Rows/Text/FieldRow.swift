import Foundation

/// A row a person fills in by typing: front ends read ``text`` and call
/// ``setText(_:)`` with what was typed.
public protocol TextInputRow: BaseRow {
    /// The text to show in the field: what the person typed, or the value as text.
    var text: String { get }
    /// Takes typed text, turning it into the row's value.
    func setText(_ text: String)
    /// Shown in an empty field.
    var placeholder: String? { get set }
}

/// The base of every text-entry row: typed text becomes a typed value and back.
///
/// Text that does not parse ("12a" in an `IntRow`) is kept as typed, the value
/// becomes nil and the row reports a plain validation error; nothing crashes and
/// nothing the person typed is dropped.
open class FieldRow<Value: Equatable>: Row<Value>, TextInputRow {
    /// The field's settings; nil while it has none. Read through the box: an
    /// optional `FieldSettings` would be tested through its type's witnesses.
    private final var settings: FieldSettingsBox? {
        readSettings { $0.fieldSettings } ?? nil
    }

    private func changeSettings(_ change: (inout FieldSettings) -> Void) {
        var settings = self.settings?.value ?? FieldSettings()
        change(&settings)
        let box = FieldSettingsBox(settings)
        changeDefinition { $0.settings.fieldSettings = box }
        notifyUpdated(.settings)
    }

    /// Formats text as it is typed (US phone, card expiry, ZIP, or a pattern of your own).
    public final var textMask: TextMask? {
        get { settings?.value.textMask }
        set { changeSettings { $0.textMask = newValue } }
    }

    /// Turns values into text; a `NumberFormatter` or `DateFormatter` also reads
    /// typed text back. Without one, the row's own conversion is used.
    public final var formatter: Formatter? {
        get { settings?.value.formatter?.value }
        set { changeSettings { $0.formatter = newValue.map { SharedValue($0) } } }
    }

    /// Reads typed text when the row's own parsing does not fit (tried first).
    public final var textParser: ((String) -> Value?)? {
        get { settings?.value.textParser?.function as? (String) -> Value? }
        set { changeSettings { $0.textParser = newValue.map { SharedClosure($0 as Any) } } }
    }

    /// What kind of text the field holds, for what fills fields in (a browser, a
    /// password manager); by default the one its kind implies.
    public final var contentType: TextContentType? {
        get { settings?.value.contentType ?? Self.contentType(of: kind) }
        set { changeSettings { $0.contentType = newValue } }
    }

    /// The mask and content type; number rows add nothing else.
    open override var inputHints: RowInputHints {
        RowInputHints(mask: textMask?.pattern, contentType: contentType)
    }

    static func contentType(of kind: RowKind) -> TextContentType? {
        // By the kinds' names: matching the kinds' static values looks each one up
        // first, and this is asked for every field drawn.
        switch kind.rawValue {
        case "text": nil
        case "name": .name
        case "email": .email
        case "secureText": .password
        case "phone": .telephoneNumber
        case "account", "twitter": .username
        case "zipCode": .postalCode
        case "url": .url
        case "integer": .integer
        case "decimal": .decimal
        default: nil
        }
    }

    /// The message shown when typed text does not parse.
    public final var invalidInputMessage: String? {
        get { settings?.value.invalidInputMessage }
        set { changeSettings { $0.invalidInputMessage = newValue } }
    }

    /// What the person typed, while it is what the value came from.
    private final var typedText: String?
    private final var isApplyingText: Bool {
        get { flags.isApplyingText }
        set { flags.isApplyingText = newValue }
    }
    /// Why the typed text gave no value, when it did not: kept with the row's
    /// extras, which most rows never need.
    private final var textFailure: TextFailure? {
        get { extras?.textFailure }
        set {
            guard newValue != nil || extras != nil else { return }
            ensureExtras().textFailure = newValue
        }
    }

    /// What the person typed, while the value came from it; otherwise the value through
    /// ``formatter`` or ``text(for:)``, or empty text when there is no value.
    public var text: String {
        if let typedText { return typedText }
        // An empty row answers without touching its generic value, whose type
        // would be looked up on every call.
        guard holdsValue else { return "" }
        return valueText()
    }

    // Most fields hold text or whole numbers: their text is made by code made for them.
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    @inline(never)
    private final func valueText() -> String {
        guard let value else { return "" }
        if let formatter, let s = formatter.string(for: value) { return s }
        return text(for: value)
    }

    /// What the person typed, or the value as text (``text``); nil when empty, and
    /// always nil for a password, whose text a front end is never handed.
    open override var inputText: String? {
        guard !isSecret else { return nil }
        let text = self.text
        return text.isEmpty ? nil : text
    }

    override func setUntypedTransformer(_ display: @escaping (Any) -> String, parse: ((String) -> Any?)?) -> Bool {
        formatter = TransformingFormatter(display)
        if let parse {
            textParser = { text in parse(text).flatMap { $0 as? Value ?? ValueConversion.convert($0, to: Value.self) } }
        }
        return true
    }

    /// The value through ``formatter`` when one is set, otherwise ``text(for:)``.
    open override func displayString(for value: Value) -> String {
        if let formatter, let s = formatter.string(for: value) { return s }
        return text(for: value)
    }

    /// The text a value is edited as. Subclasses override it (dates as ISO 8601).
    open func text(for value: Value) -> String {
        String(describing: value)
    }

    /// Parses typed text; nil when it does not parse. Subclasses override it.
    open func parse(text: String) -> Value? {
        if let text = KnownValueType.value(fromString: text, as: Value.self) { return text }
        return ValueConversion.convert(text, to: Value.self)
    }

    /// Why text that did not parse cannot be kept, when it is more than not being a
    /// value of the type; nil for the row's usual message.
    func parseProblem(for text: String) -> MessageKey? { nil }

    /// Whether surrounding spaces are removed before parsing (numbers, emails, URLs).
    open var trimsWhitespace: Bool { !(Value.self == String.self) }

    /// The placeholder, the content type and the message for text that does not
    /// parse, besides every row's settings.
    open override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("placeholder", \FieldRow<Value>.placeholder, "Shown in the empty field.", as: .text, example: "Type here"),
            .setting("contentType", \FieldRow<Value>.contentType,
                     "What kind of text the field holds, for what fills fields in (`name`, `email`, `postalCode`, …).",
                     as: .rawText(TextContentType.self), example: .oneTimeCode),
            .setting("invalidInputMessage", \FieldRow<Value>.invalidInputMessage,
                     "The message shown when typed text does not parse.", as: .text, example: "Not a value this field takes."),
        ]
    }

    /// The message for text that does not parse, in English; a form words the
    /// built-in rows' messages in its own catalogue.
    open var defaultInvalidInputMessage: String { FormMessages.english.text(for: invalidInputKey ?? .notValid) }

    /// The built-in message for text that does not parse; nil for a row that words
    /// its own with ``defaultInvalidInputMessage``.
    var invalidInputKey: MessageKey? { .notValid }

    /// Empty text is no value, however it arrives.
    @discardableResult
    open override func setBaseValue(_ newValue: Any?) -> Bool {
        if let text = unwrapOptional(newValue) as? String, text.isEmpty { return super.setBaseValue(nil) }
        return super.setBaseValue(newValue)
    }

    /// Takes typed text: applies ``textMask``, trims surrounding spaces when
    /// ``trimsWhitespace``, then tries ``textParser``, ``formatter`` and
    /// ``parse(text:)`` in turn. Text that does not parse, or that the mask cannot
    /// hold without dropping characters, is kept as typed, the value becomes nil and
    /// ``inputErrors()`` reports it.
    public final func setText(_ typed: String) {
        takeText(typed)
    }

    /// ``setText(_:)``, returning the value the text gave.
    @discardableResult
    private final func takeText(_ typed: String) -> Value? {
        // Most fields have no mask, parser or formatter: their settings are nil.
        let settings = readSettings { $0.fieldSettings } ?? nil
        var shown = typed
        var failure: TextFailure?
        if let textMask = settings?.value.textMask {
            let (masked, fits) = textMask.check(typed)
            if fits { shown = masked } else { failure = .mask(textMask.pattern) }
        }
        var parsed: Value?
        if failure == nil {
            let source = trimsWhitespace ? trimmedWhitespace(shown) : shown
            if !source.isEmpty {
                if let settings { parsed = parseWithSettings(settings.value, source) }
                if parsed == nil { parsed = parse(text: source) }
                if parsed == nil { failure = parseProblem(for: source).map(TextFailure.problem) ?? .parse }
            }
        }
        let oldFailure = textFailure
        typedText = shown
        textFailure = failure
        isApplyingText = true
        let outerCause = pendingChangeCause
        pendingChangeCause = .input
        let oldValue = assignValue(parsed)
        pendingChangeCause = outerCause
        isApplyingText = false
        if oldFailure != failure, optionalsEqual(oldValue, parsed), form != nil {
            // The value did not move but the input became (in)valid: treat as an edit.
            wasChanged = true
            validateAfterEdit()
        }
        return parsed
    }

    /// Takes one value of text as typed (``setText(_:)``); nothing sent empties the
    /// field. Text that does not parse or fit is kept, and rejected with its message.
    open override func applyInput(_ input: RowInput) -> RowInputResult {
        switch input.singleText() {
        case .failure(let error):
            return rejectInput(error)
        case .success(let text):
            let parsed = takeText(text ?? "")
            guard textFailure != nil, let error = textError() else { return .accepted(parsed) }
            return .rejected(error.worded(in: messages).msg)
        }
    }

    /// The value of text through the row's own parser, then its formatter.
    private func parseWithSettings(_ settings: FieldSettings, _ text: String) -> Value? {
        if let parser = settings.textParser?.function as? (String) -> Value?, let parsed = parser(text) { return parsed }
        switch settings.formatter?.value {
        case let f as NumberFormatter: return f.number(from: text).flatMap { ValueConversion.convert($0.doubleValue, to: Value.self) }
        case let f as DateFormatter: return f.date(from: text).flatMap { ValueConversion.convert($0, to: Value.self) }
        default: return nil
        }
    }

    /// Any assignment in code replaces what was typed, even when the value does not
    /// change (clearing a row whose text did not parse).
    override func valueWasAssigned() {
        guard !isApplyingText else { return }
        typedText = nil
        if textFailure != nil {
            textFailure = nil
            setValidationErrors(validationErrors.filter { $0.ruleID != "input" })
        }
    }

    /// An error with ``invalidInputMessage`` (or ``defaultInvalidInputMessage``) when
    /// the typed text did not parse, or one naming the format when the mask could not
    /// hold it.
    open override func inputErrors() -> [ValidationError] {
        guard textFailure != nil, let error = textError() else { return [] }
        return [error]
    }

    private func textError() -> ValidationError? {
        switch textFailure {
        case nil:
            return nil
        case .mask(let pattern):
            return ValidationError(.format(pattern), ruleID: "input")
        case .problem(let key):
            return ValidationError(key, ruleID: "input")
        case .parse:
            if let invalidInputMessage { return ValidationError(msg: invalidInputMessage, ruleID: "input") }
            let message = defaultInvalidInputMessage
            // A subclass that words its own message keeps it in every language.
            if let key = invalidInputKey, message == FormMessages.english.text(for: key) {
                return ValidationError(key, ruleID: "input")
            }
            return ValidationError(msg: message, ruleID: "input")
        }
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// Also drops the typed text.
    open override func resetRowValue() {
        typedText = nil
        textFailure = nil
        super.resetRowValue()
    }
}

/// A formatter that shows values through a closure: a model description's value
/// transformer (FXForms' `valueTransformer`), as a field's ``FieldRow/formatter``.
final class TransformingFormatter: Formatter, @unchecked Sendable {
    // Unchecked: set once, and the closure is the description's, which is read-only.
    private let display: (Any) -> String

    init(_ display: @escaping (Any) -> String) {
        self.display = display
        super.init()
    }

    required init?(coder: NSCoder) { nil }

    override func string(for obj: Any?) -> String? {
        obj.map(display)
    }
}
