/// The text must have at least `min` characters. Empty values pass.
public struct RuleMinLength: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the form.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.minLength(Int(clamping: min)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    // Only a message given in code is stored, in a box: the rule is copied into
    // every row, and a plain rule holds no reference at all.
    @usableFromInline var customMessage: RuleMessage?
    /// The fewest characters allowed.
    public let min: UInt

    /// A minimum length rule.
    ///
    /// - Parameters:
    ///   - minLength: the fewest characters allowed.
    ///   - msg: the message shown when the text is shorter; nil for "Enter at least …
    ///     characters."
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(minLength: UInt, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.min = minLength
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count < Int(clamping: min) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .minLength(Int(clamping: min)) }
}

/// The text must have at most `max` characters.
public struct RuleMaxLength: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the form.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.maxLength(Int(clamping: max)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    // Only a message given in code is stored, in a box: the rule is copied into
    // every row, and a plain rule holds no reference at all.
    @usableFromInline var customMessage: RuleMessage?
    /// The most characters allowed.
    public let max: UInt

    /// A maximum length rule.
    ///
    /// - Parameters:
    ///   - maxLength: the most characters allowed.
    ///   - msg: the message shown when the text is longer; nil for "Enter at most …
    ///     characters."
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(maxLength: UInt, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.max = maxLength
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value else { return nil }
        // No more bytes than the limit means no more characters: no need to count them.
        if value.utf8.count <= Int(clamping: max) { return nil }
        return value.count > Int(clamping: max) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .maxLength(Int(clamping: max)) }
}

/// The text must have exactly `length` characters. Empty values pass.
public struct RuleExactLength: RuleType {
    public var id: String?
    /// The error, worded by the rule's message or, when it has none, by the form.
    public var validationError: ValidationError {
        get { customMessage?.error ?? ValidationError(.exactLength(Int(clamping: length)), ruleID: id) }
        set { customMessage = RuleMessage(newValue) }
    }
    // Only a message given in code is stored, in a box: the rule is copied into
    // every row, and a plain rule holds no reference at all.
    @usableFromInline var customMessage: RuleMessage?
    /// The number of characters required.
    public let length: UInt

    /// An exact length rule.
    ///
    /// - Parameters:
    ///   - exactLength: the number of characters required.
    ///   - msg: the message shown when the length differs; nil for "Enter exactly …
    ///     characters."
    ///   - id: an identifier for removing the rule.
    @inlinable
    public init(exactLength: UInt, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.length = exactLength
        self.customMessage = msg.map { RuleMessage(ValidationError(msg: $0, ruleID: id)) }
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return value.count != Int(clamping: length) ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .exactLength(Int(clamping: length)) }
}
