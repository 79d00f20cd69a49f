import Foundation

/// The value must be present: not nil, not an empty or all-blank string, not an
/// empty collection.
public struct RuleRequired<T: Equatable>: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the form.
    public var validationError: ValidationError {
        get { customMessage?.error ?? .required(ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    // Only a message given in code is stored, in a box: the rule is copied into
    // every row, and a plain rule holds no reference at all.
    @usableFromInline var customMessage: RuleMessage?

    /// - Parameters:
    ///   - msg: the message shown when the value is missing; nil for the form's
    ///     ``FormMessages/required``.
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(msg: String? = nil, id: String? = nil) {
        self.id = id
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    @inlinable
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return validationError }
        if T.self == String.self { return isBlankText(unsafeBitCast(value, to: String.self)) ? validationError : nil }
        // Numbers, dates and switches are never blank: no need to look inside.
        if T.self == Int.self || T.self == Double.self || T.self == Float.self || T.self == Bool.self || T.self == Date.self {
            return nil
        }
        return isBlank(value) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .required }
}

/// Whether text is empty or white space only; text that starts with a visible
/// ASCII character is known not to be without looking further.
@usableFromInline
func isBlankText(_ text: String) -> Bool {
    guard let first = text.utf8.first else { return true }
    if first > 0x20 && first < 0x7F { return false }
    return text.allSatisfy(\.isWhitespace)
}

/// Whether a value counts as empty for `RuleRequired`.
@usableFromInline
func isBlank(_ value: Any?) -> Bool {
    guard let value = unwrapOptional(value) else { return true }
    switch value {
    case let s as String: return isBlankText(s)
    case let c as any Collection: return c.isEmpty
    default: return false
    }
}
