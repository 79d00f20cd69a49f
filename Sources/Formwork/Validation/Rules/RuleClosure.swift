/// The value must pass a closure, which returns an error or nil.
public struct RuleClosure<T: Equatable>: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// The check.
    public var closure: (T?) -> ValidationError?
    /// The check that is given the row, when the rule was made with one.
    private var rowClosure: ((T?, BaseRow) -> ValidationError?)?

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

    /// A rule that runs `closure` with the value and its row, to read other rows of
    /// the row's form: each form a ``FormTemplate`` makes is its own, so a closure
    /// in a shared definition reaches rows this way, never by capturing them.
    ///
    /// ```swift
    /// row.add(rule: RuleClosure<String> { value, row in
    ///     let password: PasswordRow? = row.form?.rowBy(tag: "password")
    ///     return value == password?.value ? nil : ValidationError(msg: "The passwords differ.")
    /// })
    /// ```
    public init(validationError: ValidationError? = nil, id: String? = nil,
                closure: @escaping (T?, BaseRow) -> ValidationError?) {
        self.id = id
        self.validationError = validationError ?? ValidationError(.invalidValue)
        self.closure = { _ in nil }
        rowClosure = closure
    }

    public func isValid(value: T?) -> ValidationError? {
        closure(value)
    }

    public func isValid(value: T?, in row: BaseRow) -> ValidationError? {
        rowClosure.map { $0(value, row) } ?? closure(value)
    }
}
