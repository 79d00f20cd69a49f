import Foundation

/// A portable rule and its message: what form schemas and model descriptions use to
/// ask for validation without Swift closures.
public struct RuleSpecification: Sendable, Hashable {
    /// What to check.
    public var descriptor: RuleDescriptor
    /// The message; nil for the rule's default message.
    public var message: String?

    /// A specification.
    ///
    /// - Parameters:
    ///   - descriptor: what to check.
    ///   - message: the message shown when the check fails; nil for the rule's default.
    public init(_ descriptor: RuleDescriptor, message: String? = nil) {
        self.descriptor = descriptor
        self.message = message
    }
}

/// A rule that cannot check the values of the row it was given to.
public struct RuleMismatch: Error, Sendable, Equatable, CustomStringConvertible {
    /// The rule's name, as in schemas (`minLength`).
    public let rule: String
    /// What the row holds (`Int`).
    public let valueType: String
    /// What else is wrong with the rule, when it fits the row but cannot be used (a
    /// pattern that is not in the supported syntax).
    public var detail: String?

    init(rule: String, valueType: String, detail: String? = nil) {
        self.rule = rule
        self.valueType = valueType
        self.detail = detail
    }

    public var description: String {
        if let detail { return "rule \"\(rule)\": \(detail)" }
        return "rule \"\(rule)\" does not apply to a row of \(valueType) values"
    }
}

extension RuleDescriptor {
    /// The rule's name in schemas.
    public var name: String {
        switch self {
        case .required: return "required"
        case .email: return "email"
        case .url: return "url"
        case .regex: return "regex"
        case .minLength: return "minLength"
        case .maxLength: return "maxLength"
        case .exactLength: return "exactLength"
        case .greaterThan: return "greaterThan"
        case .greaterOrEqual: return "min"
        case .smallerThan: return "smallerThan"
        case .smallerOrEqual: return "max"
        case .equalsToRow: return "equalsToRow"
        case .usPhone: return "usPhone"
        case .usState: return "usState"
        case .zipCode: return "zipCode"
        case .cardExpiry: return "cardExpiry"
        case .decimalPlaces: return "decimalPlaces"
        }
    }
}

extension BaseRow {
    /// Adds the rule a specification describes, typed for this row.
    ///
    /// - Throws: ``RuleMismatch`` when the rule cannot check this row's values
    ///   (`minLength` on an `IntRow`, `email` on a `SwitchRow`), or cannot be used at
    ///   all (a regular expression that is not in the supported syntax).
    public func add(ruleSpecification spec: RuleSpecification) throws(RuleMismatch) {
        if case .regex(let pattern, _) = spec.descriptor {
            do {
                _ = try RegexProgram(pattern: pattern)
            } catch {
                throw RuleMismatch(rule: spec.descriptor.name, valueType: valueTypeName, detail: error.description)
            }
        }
        guard addPortableRule(spec) else {
            throw RuleMismatch(rule: spec.descriptor.name, valueType: valueTypeName)
        }
    }
}

/// Builds typed rules from portable specifications.
enum PortableRules {
    /// Adds `spec` to `row`; false when the rule does not fit the row's value type.
    static func add<V>(_ spec: RuleSpecification, to row: Row<V>) -> Bool {
        let m = spec.message
        switch spec.descriptor {
        case .required:
            row.add(rule: RuleRequired<V>(msg: m))
            return true
        case .equalsToRow(let tag):
            row.add(rule: RuleEqualsToRow<V>(row: row, tag: tag, msg: m, id: nil))
            return true
        case .url:
            guard let r = row as? Row<URL> else { return false }
            r.add(rule: RuleURL(msg: m))
            return true
        case .greaterThan(let bound), .greaterOrEqual(let bound), .smallerThan(let bound), .smallerOrEqual(let bound):
            return addComparison(spec.descriptor, bound, m, to: row)
        case .decimalPlaces(let places):
            if let r = row as? Row<String> { r.add(rule: RuleDecimalPlaces<String>(maxPlaces: places, msg: m)); return true }
            if let r = row as? Row<Double> { r.add(rule: RuleDecimalPlaces<Double>(maxPlaces: places, msg: m)); return true }
            return false
        default:
            guard let r = row as? Row<String> else { return false }
            r.add(rule: stringRule(spec.descriptor, m))
            return true
        }
    }

    private static func stringRule(_ descriptor: RuleDescriptor, _ m: String?) -> ValidationRuleHelper<String> {
        switch descriptor {
        case .email: return ValidationRuleHelper(RuleEmail(msg: m))
        case .regex(let pattern, let allowsEmpty):
            return ValidationRuleHelper(RuleRegExp(regExpr: pattern, allowsEmpty: allowsEmpty, msg: m))
        case .minLength(let n): return ValidationRuleHelper(RuleMinLength(minLength: UInt(max(0, n)), msg: m))
        case .maxLength(let n): return ValidationRuleHelper(RuleMaxLength(maxLength: UInt(max(0, n)), msg: m))
        case .exactLength(let n): return ValidationRuleHelper(RuleExactLength(exactLength: UInt(max(0, n)), msg: m))
        case .usPhone: return ValidationRuleHelper(RuleUSPhone(msg: m))
        case .usState: return ValidationRuleHelper(RuleUSState(msg: m))
        case .zipCode: return ValidationRuleHelper(RuleZipCode(msg: m))
        default: return ValidationRuleHelper(RuleCardExpiry(msg: m))
        }
    }

    /// Adds the real comparison rule for the row's number type. A fractional bound
    /// on whole numbers does not fit (`min: 2.5` on an `IntRow` is a mistake).
    private static func addComparison<V>(_ descriptor: RuleDescriptor, _ bound: Double, _ m: String?, to row: Row<V>) -> Bool {
        if let r = row as? Row<Int> {
            guard let b = Int(exactly: bound) else { return false }
            r.add(rule: comparison(descriptor, b, m))
        } else if let r = row as? Row<Double> {
            r.add(rule: comparison(descriptor, bound, m))
        } else if let r = row as? Row<Float> {
            r.add(rule: comparison(descriptor, Float(bound), m))
        } else {
            return false
        }
        return true
    }

    private static func comparison<T: Comparable>(_ descriptor: RuleDescriptor, _ bound: T, _ m: String?) -> ValidationRuleHelper<T> {
        switch descriptor {
        case .greaterThan: return ValidationRuleHelper(RuleGreaterThan(min: bound, msg: m))
        case .greaterOrEqual: return ValidationRuleHelper(RuleGreaterOrEqualThan(min: bound, msg: m))
        case .smallerThan: return ValidationRuleHelper(RuleSmallerThan(max: bound, msg: m))
        default: return ValidationRuleHelper(RuleSmallerOrEqualThan(max: bound, msg: m))
        }
    }
}
