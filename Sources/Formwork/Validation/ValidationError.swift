/// A message explaining why a row's value is not acceptable.
///
/// Two errors are equal when their message, rule and tag are.
public struct ValidationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The message, when it was given as text.
    private var text: String?
    /// The built-in message it words, so that a form can word it in its own language;
    /// worded only when read, since most errors made are never shown.
    var messageKey: MessageKey?
    /// The identifier of the rule that produced it, if any.
    public var ruleID: String?
    /// The tag of the row it belongs to, filled in when a form collects errors.
    public var tag: String?

    /// An error with the given message.
    public init(msg: String, ruleID: String? = nil, tag: String? = nil) {
        self.text = msg
        self.ruleID = ruleID
        self.tag = tag
    }

    /// A built-in message, worded in English until a form words it in its catalogue.
    init(_ key: MessageKey, ruleID: String? = nil, tag: String? = nil) {
        self.messageKey = key
        self.ruleID = ruleID
        self.tag = tag
    }

    /// The built-in "required" message (for inlinable rule initialisers).
    @usableFromInline
    static func required(ruleID: String?) -> ValidationError { ValidationError(.required, ruleID: ruleID) }

    /// The message shown next to the field.
    public var msg: String {
        if let text { return text }
        return messageKey.map { FormMessages.english.text(for: $0) } ?? ""
    }

    /// The error worded in `messages`; errors with messages of their own are unchanged.
    func worded(in messages: FormMessages) -> ValidationError {
        guard let messageKey else { return self }
        var error = self
        error.text = messages.text(for: messageKey)
        return error
    }

    /// Words a built-in message in English now rather than on every reading.
    mutating func wordInEnglish() {
        guard text == nil, let messageKey else { return }
        text = FormMessages.english.text(for: messageKey)
    }

    public var description: String { msg }

    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        guard lhs.ruleID == rhs.ruleID, lhs.tag == rhs.tag else { return false }
        // Two built-in messages not yet worded are the same when their keys are.
        if lhs.text == nil, rhs.text == nil { return lhs.messageKey == rhs.messageKey }
        return lhs.msg == rhs.msg
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(msg)
        hasher.combine(ruleID)
        hasher.combine(tag)
    }
}
