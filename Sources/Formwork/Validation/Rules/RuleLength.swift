/// The text must have at least `min` characters. Empty values pass.
public struct RuleMinLength: RuleType {
    public var id: String?
    public var validationError: ValidationError
    public let min: UInt

    public init(minLength: UInt, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.min = minLength
        self.validationError = ValidationError(msg: msg ?? "Enter at least \(minLength) characters.", ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count < Int(min) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .minLength(Int(min)) }
}

/// The text must have at most `max` characters.
public struct RuleMaxLength: RuleType {
    public var id: String?
    public var validationError: ValidationError
    public let max: UInt

    public init(maxLength: UInt, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.max = maxLength
        self.validationError = ValidationError(msg: msg ?? "Enter at most \(maxLength) characters.", ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value else { return nil }
        return value.count > Int(max) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .maxLength(Int(max)) }
}

/// The text must have exactly `length` characters. Empty values pass.
public struct RuleExactLength: RuleType {
    public var id: String?
    public var validationError: ValidationError
    public let length: UInt

    public init(exactLength: UInt, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.length = exactLength
        self.validationError = ValidationError(msg: msg ?? "Enter exactly \(exactLength) characters.", ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count != Int(length) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .exactLength(Int(length)) }
}
