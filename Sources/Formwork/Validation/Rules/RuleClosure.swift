/// The value must pass a closure, which returns an error or nil.
public struct RuleClosure<T: Equatable>: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// The check.
    public var closure: (T?) -> ValidationError?

    /// A rule that runs `closure`.
    ///
    /// - Parameters:
    ///   - validationError: the rule's ``RuleType/validationError``; the error reported is
    ///     the one `closure` returns.
    ///   - id: an identifier for removing the rule.
    ///   - closure: returns the error for a value, or nil when it is valid.
    public init(validationError: ValidationError? = nil, id: String? = nil,
                closure: @escaping (T?) -> ValidationError?) {
        self.id = id
        self.validationError = validationError ?? ValidationError(.invalidValue)
        self.closure = closure
    }

    public func isValid(value: T?) -> ValidationError? {
        closure(value)
    }
}
