/// A validation rule for values of one type.
///
/// Rules are values: build them once and add them to as many rows as you like.
public protocol RuleType<RowValueType> {
    /// The type of value the rule checks.
    associatedtype RowValueType
    /// An identifier used to remove the rule again.
    var id: String? { get set }
    /// The error reported when the value is not valid.
    var validationError: ValidationError { get set }
    /// Returns the error for `value`, or nil when it is valid.
    func isValid(value: RowValueType?) -> ValidationError?
    /// What the rule checks, for front ends that re-check it elsewhere (the browser)
    /// and for form schemas; nil when it can only run in Swift.
    var descriptor: RuleDescriptor? { get }
}

extension RuleType {
    public var descriptor: RuleDescriptor? { nil }
}

/// A portable description of a rule: what a front end needs to run the same check
/// with the same message somewhere else.
public enum RuleDescriptor: Sendable, Hashable {
    case required
    case email
    case url
    case regex(pattern: String, allowsEmpty: Bool)
    case minLength(Int)
    case maxLength(Int)
    case exactLength(Int)
    case greaterThan(Double)
    case greaterOrEqual(Double)
    case smallerThan(Double)
    case smallerOrEqual(Double)
    case equalsToRow(tag: String)
    case usPhone
    case usState
    case zipCode
    case cardExpiry
    case decimalPlaces(Int)
}

/// A rule of any concrete type, stored on a row with its identifier.
public struct ValidationRuleHelper<T> {
    /// The identifier the rule was added with.
    public let id: String?
    /// What the rule checks, when it can be described.
    public let descriptor: RuleDescriptor?
    /// The error the rule reports.
    public let validationError: ValidationError
    private let check: (T?) -> ValidationError?

    /// Wraps `rule`.
    public init<R: RuleType>(_ rule: R) where R.RowValueType == T {
        id = rule.id
        descriptor = rule.descriptor
        validationError = rule.validationError
        check = rule.isValid(value:)
    }

    /// Checks `value` against the rule.
    public func isValid(value: T?) -> ValidationError? {
        guard var error = check(value) else { return nil }
        if error.ruleID == nil { error.ruleID = id }
        return error
    }
}

/// An ordered collection of rules for values of type `T`.
public struct RuleSet<T> {
    /// The rules, in the order they run.
    public internal(set) var rules: [ValidationRuleHelper<T>] = []

    /// An empty rule set.
    public init() {}

    /// Adds a rule.
    public mutating func add<R: RuleType>(rule: R) where R.RowValueType == T {
        rules.append(ValidationRuleHelper(rule))
    }

    /// Removes every rule added with `identifier`.
    public mutating func remove(ruleWithIdentifier identifier: String) {
        rules.removeAll { $0.id == identifier }
    }

    /// Removes every rule.
    public mutating func removeAllRules() {
        rules.removeAll()
    }
}
