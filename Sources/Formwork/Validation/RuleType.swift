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
    /// Returns the error for `value` of `row`, or nil when it is valid: for rules
    /// that read other rows of the form being checked (through `row.form`), which
    /// is each request's own when forms come from a ``FormTemplate``. By default,
    /// ``isValid(value:)``.
    func isValid(value: RowValueType?, in row: BaseRow) -> ValidationError?
    /// What the rule checks, for front ends that re-check it elsewhere (the browser)
    /// and for form schemas; nil when it can only run in Swift.
    var descriptor: RuleDescriptor? { get }
}

extension RuleType {
    /// None by default: a rule runs only in Swift unless it describes itself.
    public var descriptor: RuleDescriptor? { nil }

    public func isValid(value: RowValueType?, in row: BaseRow) -> ValidationError? {
        isValid(value: value)
    }
}

/// A portable description of a rule: what a front end needs to run the same check
/// with the same message somewhere else.
public enum RuleDescriptor: Sendable, Hashable {
    /// A value is present: not nil, not blank text, not an empty collection
    /// (``RuleRequired``).
    case required
    /// An email address (``RuleEmail``).
    case email
    /// A web address with a host (``RuleURL``).
    case url
    /// The whole text matches `pattern`; empty text passes when `allowsEmpty`
    /// (``RuleRegExp``).
    case regex(pattern: String, allowsEmpty: Bool)
    /// Text of at least this many characters; empty text passes (``RuleMinLength``).
    case minLength(Int)
    /// Text of at most this many characters (``RuleMaxLength``).
    case maxLength(Int)
    /// Text of exactly this many characters; empty text passes (``RuleExactLength``).
    case exactLength(Int)
    /// A number greater than the bound (``RuleGreaterThan``); `greaterThan` in schemas.
    case greaterThan(Double)
    /// A number of at least the bound (``RuleGreaterOrEqualThan``); `min` in schemas.
    case greaterOrEqual(Double)
    /// A number smaller than the bound (``RuleSmallerThan``); `smallerThan` in schemas.
    case smallerThan(Double)
    /// A number of at most the bound (``RuleSmallerOrEqualThan``); `max` in schemas.
    case smallerOrEqual(Double)
    /// The same value as the row with this tag (``RuleEqualsToRow``).
    case equalsToRow(tag: String)
    /// A US phone number written `111-111-1111` (``RuleUSPhone``).
    case usPhone
    /// A US state name or two-letter code (``RuleUSState``).
    case usState
    /// A five-digit ZIP code (``RuleZipCode``).
    case zipCode
    /// A card expiry date written `MM/YY`, not in the past (``RuleCardExpiry``).
    case cardExpiry
    /// A number with at most this many decimal places (``RuleDecimalPlaces``).
    case decimalPlaces(Int)
}

/// A rule as a row holds it (``Row/rules``): its identifier, the error it
/// reports, what it checks when it describes itself, and its check.
///
/// People add rules with `add(rule:)`; ``Row/rules`` lists them, as Eureka's
/// `row.rules` does, for code that counts or walks them.
//
// The built-in rules every form uses (required, lengths, email, numeric bounds) are
// held inline, checked without a call through a closure or any reference counting.
// Any other rule is kept whole in a small box with its check; wrapping is
// inlinable, so a rule added in another module is checked by code made for its
// concrete types, not by generic code that looks types up on every check.
public struct ValidationRuleHelper<T> {
    @usableFromInline let builtIn: BuiltInRule?
    @usableFromInline let ruleID: String?
    @usableFromInline let message: RuleMessage?
    @usableFromInline let box: AnyRuleBox<T>?
    /// The check of a boxed rule, made where the rule's types are known: a generic
    /// class's methods would run its unspecialized code even for a box made in
    /// specialized code. It captures nothing; the box is passed in.
    /// The row is passed when the rule checks a row's value (nil when code checks a
    /// value on its own).
    @usableFromInline let check: ((AnyRuleBox<T>, T?, BaseRow?) -> ValidationError?)?

    /// Wraps `rule`.
    @inlinable
    init<R: RuleType>(_ rule: R) where R.RowValueType == T {
        if let type = R.self as? any BuiltInRuleConvertible.Type,
           let inline = withUnsafePointer(to: rule, { type.inline(at: UnsafeRawPointer($0)) }) {
            builtIn = inline.rule
            ruleID = inline.id
            message = inline.message
            box = nil
            check = nil
        } else {
            builtIn = nil
            ruleID = nil
            message = nil
            box = RuleBox(rule)
            check = { box, value, row in
                let rule = unsafeDowncast(box, to: RuleBox<R>.self).rule
                return row.map { rule.isValid(value: value, in: $0) } ?? rule.isValid(value: value)
            }
        }
    }

    /// A built-in rule without an identifier or a message of its own: all of it is
    /// its check.
    @usableFromInline
    init(plain builtIn: BuiltInRule) {
        self.builtIn = builtIn
        ruleID = nil
        message = nil
        box = nil
        check = nil
    }

    /// Whether the rule is all its check: built in, with no identifier or message.
    @usableFromInline var isPlainBuiltIn: Bool { builtIn != nil && ruleID == nil && message == nil }

    /// The identifier the rule was added with.
    public var id: String? { builtIn == nil ? box?.id : ruleID }
    /// What the rule checks, when it describes itself (the built-in rules do).
    // No key path here: in generic code one is looked up by name on every use.
    public var descriptor: RuleDescriptor? {
        if let builtIn { return builtIn.descriptor }
        return box?.descriptor
    }
    /// The error the rule reports when a value fails it.
    public var validationError: ValidationError {
        if let builtIn { return builtIn.validationError(id: ruleID, message: message) }
        return box?.validationError ?? ValidationError(.invalidValue)
    }

    /// Checks `value`: nil when it passes, otherwise the error, with the rule's identifier.
    @inlinable
    public func isValid(value: T?) -> ValidationError? {
        isValid(value: value, of: nil)
    }

    /// Checks `value` of `row` (``RuleType/isValid(value:in:)``): nil when it
    /// passes, otherwise the error, with the rule's identifier.
    @inlinable
    public func isValid(value: T?, in row: BaseRow) -> ValidationError? {
        isValid(value: value, of: row)
    }

    @inlinable
    func isValid(value: T?, of row: BaseRow?) -> ValidationError? {
        if let builtIn { return builtIn.accepts(value) ? nil : failure() }
        guard let box, let check, let error = check(box, value, row) else { return nil }
        return withRuleID(error)
    }

    /// The error of a built-in rule that failed, with the rule's identifier.
    @usableFromInline
    func failure() -> ValidationError {
        withRuleID(validationError)
    }

    /// The error with the rule's identifier, unless it names one already.
    @inlinable
    func withRuleID(_ error: ValidationError) -> ValidationError {
        guard error.ruleID == nil, let id else { return error }
        var error = error
        error.ruleID = id
        return error
    }
}

/// A rule checking values of type `T`, whatever its own type.
@usableFromInline
class AnyRuleBox<T> {
    @usableFromInline init() {}
    @usableFromInline var id: String? { nil }
    var descriptor: RuleDescriptor? { nil }
    var validationError: ValidationError { ValidationError(.invalidValue) }
}

@usableFromInline
final class RuleBox<R: RuleType>: AnyRuleBox<R.RowValueType> {
    @usableFromInline let rule: R
    @inlinable init(_ rule: R) { self.rule = rule }
    @inlinable override var id: String? { rule.id }
    override var descriptor: RuleDescriptor? { rule.descriptor }
    override var validationError: ValidationError { rule.validationError }
}

/// An ordered collection of rules for values of type `T`.
public struct RuleSet<T> {
    /// The rules, in the order they run.
    var rules: [ValidationRuleHelper<T>] = []

    /// The identifiers of the rules, in the order they run; nil for a rule added
    /// without one.
    public var ruleIdentifiers: [String?] { rules.map { $0.id } }

    /// The number of rules.
    public var count: Int { rules.count }

    /// An empty rule set.
    public init() {}

    /// Adds a rule.
    @inlinable
    public mutating func add<R: RuleType>(rule: R) where R.RowValueType == T {
        append(ValidationRuleHelper(rule))
    }

    @usableFromInline
    mutating func append(_ rule: ValidationRuleHelper<T>) {
        rules.append(rule)
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
