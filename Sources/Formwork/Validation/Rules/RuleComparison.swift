/// The value must be greater than `min`. Empty values pass.
public struct RuleGreaterThan<T: Comparable>: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the bound.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.greaterThan(describeBound(min)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    @usableFromInline var customMessage: RuleMessage?
    /// The bound: values must be greater than it.
    public let min: T

    /// A rule requiring values greater than `min`.
    ///
    /// - Parameters:
    ///   - min: the bound; values must be greater than it.
    ///   - msg: the message shown when the value fails; nil for "Enter a value greater than …".
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(min: T, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.min = min
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    @inlinable
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value > min ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { numericBound(min).map(RuleDescriptor.greaterThan) }
}

/// The value must be greater than or equal to `min`. Empty values pass.
public struct RuleGreaterOrEqualThan<T: Comparable>: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the bound.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.atLeast(describeBound(min)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    @usableFromInline var customMessage: RuleMessage?
    /// The bound: values must be greater than or equal to it.
    public let min: T

    /// A rule requiring values of at least `min`.
    ///
    /// - Parameters:
    ///   - min: the bound; values must be greater than or equal to it.
    ///   - msg: the message shown when the value fails; nil for "Enter a value of at least …".
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(min: T, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.min = min
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    @inlinable
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value >= min ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { numericBound(min).map(RuleDescriptor.greaterOrEqual) }
}

/// The value must be smaller than `max`. Empty values pass.
public struct RuleSmallerThan<T: Comparable>: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the bound.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.smallerThan(describeBound(max)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    @usableFromInline var customMessage: RuleMessage?
    /// The bound: values must be smaller than it.
    public let max: T

    /// A rule requiring values smaller than `max`.
    ///
    /// - Parameters:
    ///   - max: the bound; values must be smaller than it.
    ///   - msg: the message shown when the value fails; nil for "Enter a value smaller than …".
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(max: T, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.max = max
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    @inlinable
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value < max ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { numericBound(max).map(RuleDescriptor.smallerThan) }
}

/// The value must be smaller than or equal to `max`. Empty values pass.
public struct RuleSmallerOrEqualThan<T: Comparable>: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the bound.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.atMost(describeBound(max)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    @usableFromInline var customMessage: RuleMessage?
    /// The bound: values must be smaller than or equal to it.
    public let max: T

    /// A rule requiring values of at most `max`.
    ///
    /// - Parameters:
    ///   - max: the bound; values must be smaller than or equal to it.
    ///   - msg: the message shown when the value fails; nil for "Enter a value of at most …".
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(max: T, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.max = max
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    @inlinable
    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        return value <= max ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { numericBound(max).map(RuleDescriptor.smallerOrEqual) }
}

/// A bound as a Double when it is a number; other bounds (dates) have no portable form.
private func numericBound<T>(_ bound: T) -> Double? {
    switch bound {
    case let v as any BinaryInteger: return Double(v)
    // Through its shortest text, so a Float 0.1 is described as 0.1.
    case let v as Float: return Double(String(v))
    case let v as any BinaryFloatingPoint: return Double(v)
    default: return nil
    }
}

/// A bound as people write it: `3` rather than `3.0` for whole numbers.
func describeBound<T>(_ bound: T) -> String {
    if let d = bound as? Double { return NumberText.plain(d) }
    if let f = bound as? Float { return NumberText.plain(f) }
    return "\(bound)"
}
