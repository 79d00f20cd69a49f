/// The value must be present: not nil, not an empty or all-blank string, not an
/// empty collection.
public struct RuleRequired<T: Equatable>: RuleType {
    public var id: String?
    public var validationError: ValidationError

    /// - Parameters:
    ///   - msg: the message shown when the value is missing; nil for the form's
    ///     ``FormMessages/required``.
    ///   - id: an identifier for removing the rule.
    public init(msg: String? = nil, id: String? = nil) {
        self.id = id
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.required, ruleID: id)
    }

    public func isValid(value: T?) -> ValidationError? {
        isBlank(value) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .required }
}

/// Whether a value counts as empty for `RuleRequired`.
func isBlank(_ value: Any?) -> Bool {
    guard let value = unwrapOptional(value) else { return true }
    switch value {
    case let s as String: return s.allSatisfy(\.isWhitespace)
    case let c as any Collection: return c.isEmpty
    default: return false
    }
}
