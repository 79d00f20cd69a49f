import Foundation

extension RuleSchema {
    /// The portable rule this entry describes, or the issues that prevent it.
    func specification() -> Result<RuleSpecification, SchemaIssue> {
        guard let name = rule else { return .failure(SchemaIssue(path: "rule", message: "missing; name the rule, such as \"required\"")) }
        func number() -> Double? { value?.doubleValue }
        func count() -> Result<Int, SchemaIssue> {
            guard let n = number(), n >= 0, n.rounded() == n, n <= 1_000_000_000 else {
                return .failure(SchemaIssue(path: "value", message: "\"\(name)\" needs a whole number of characters"))
            }
            return .success(Int(n))
        }
        func bound(_ make: (Double) -> RuleDescriptor) -> Result<RuleDescriptor, SchemaIssue> {
            guard let n = number() else { return .failure(SchemaIssue(path: "value", message: "\"\(name)\" needs a number")) }
            return .success(make(n))
        }
        let descriptor: Result<RuleDescriptor, SchemaIssue>
        switch name {
        case "required": descriptor = .success(.required)
        case "email": descriptor = .success(.email)
        case "url": descriptor = .success(.url)
        case "usPhone": descriptor = .success(.usPhone)
        case "usState": descriptor = .success(.usState)
        case "zipCode": descriptor = .success(.zipCode)
        case "cardExpiry": descriptor = .success(.cardExpiry)
        case "minLength": descriptor = count().map(RuleDescriptor.minLength)
        case "maxLength": descriptor = count().map(RuleDescriptor.maxLength)
        case "exactLength": descriptor = count().map(RuleDescriptor.exactLength)
        case "decimalPlaces": descriptor = count().map(RuleDescriptor.decimalPlaces)
        case "min": descriptor = bound(RuleDescriptor.greaterOrEqual)
        case "max": descriptor = bound(RuleDescriptor.smallerOrEqual)
        case "greaterThan": descriptor = bound(RuleDescriptor.greaterThan)
        case "smallerThan": descriptor = bound(RuleDescriptor.smallerThan)
        case "equalsToRow":
            if case .string(let tag)? = value, !tag.isEmpty {
                descriptor = .success(.equalsToRow(tag: tag))
            } else {
                descriptor = .failure(SchemaIssue(path: "value", message: "\"equalsToRow\" needs the tag of the other row"))
            }
        case "regex":
            if case .string(let pattern)? = value {
                do {
                    _ = try RegexProgram(pattern: pattern)
                    descriptor = .success(.regex(pattern: pattern, allowsEmpty: allowsEmpty ?? true))
                } catch {
                    descriptor = .failure(SchemaIssue(path: "value", message: "the regular expression does not compile: \(error.reason) at position \(error.position)"))
                }
            } else {
                descriptor = .failure(SchemaIssue(path: "value", message: "\"regex\" needs a pattern string"))
            }
        default:
            descriptor = .failure(SchemaIssue(path: "rule", message: "unknown rule \"\(name)\""))
        }
        return descriptor.map { RuleSpecification($0, message: message) }
    }

    /// The schema entry for a rule of a row built in code; the message is left out
    /// when it is the rule's default.
    init(_ spec: RuleSpecification) {
        let d = spec.descriptor
        self.init(rule: d.name)
        switch d {
        case .minLength(let n), .maxLength(let n), .exactLength(let n), .decimalPlaces(let n): value = .integer(n)
        case .greaterThan(let b), .greaterOrEqual(let b), .smallerThan(let b), .smallerOrEqual(let b): value = .number(b)
        case .equalsToRow(let tag): value = .string(tag)
        case .regex(let pattern, let empty):
            value = .string(pattern)
            allowsEmpty = empty ? nil : false
        default: break
        }
        message = spec.message == d.defaultMessage ? nil : spec.message
    }
}

extension RuleDescriptor {
    /// The message the rule shows when none is given.
    var defaultMessage: String {
        switch self {
        case .required: return RuleRequired<String>().validationError.msg
        case .email: return RuleEmail().validationError.msg
        case .url: return RuleURL().validationError.msg
        case .regex: return "Invalid value."
        case .minLength(let n): return RuleMinLength(minLength: UInt(Swift.max(0, n))).validationError.msg
        case .maxLength(let n): return RuleMaxLength(maxLength: UInt(Swift.max(0, n))).validationError.msg
        case .exactLength(let n): return RuleExactLength(exactLength: UInt(Swift.max(0, n))).validationError.msg
        case .greaterThan(let b): return RuleGreaterThan(min: b).validationError.msg
        case .greaterOrEqual(let b): return RuleGreaterOrEqualThan(min: b).validationError.msg
        case .smallerThan(let b): return RuleSmallerThan(max: b).validationError.msg
        case .smallerOrEqual(let b): return RuleSmallerOrEqualThan(max: b).validationError.msg
        case .equalsToRow: return "The values do not match."
        case .usPhone: return RuleUSPhone().validationError.msg
        case .usState: return RuleUSState().validationError.msg
        case .zipCode: return RuleZipCode().validationError.msg
        case .cardExpiry: return RuleCardExpiry().validationError.msg
        case .decimalPlaces(let n): return RuleDecimalPlaces<String>(maxPlaces: n).validationError.msg
        }
    }
}
