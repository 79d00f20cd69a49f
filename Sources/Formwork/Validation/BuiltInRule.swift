/// A built-in rule held inline in a row's list of rules: checking it calls through no
/// closure and counts no references, and adding one allocates nothing (unless it has
/// a message of its own, which the row's rule keeps beside it). `ValidationRuleHelper` keeps the rules every form uses
/// (required, lengths, email, numeric bounds) this way, and any other rule in a box.
@usableFromInline
struct BuiltInRule {
    @usableFromInline
    enum Comparison { case greater, atLeast, smaller, atMost }

    @usableFromInline
    enum Check {
        case required
        case minLength(Int), maxLength(Int), exactLength(Int)
        case email
        case integerBound(Comparison, Int)
        case numberBound(Comparison, Double)
    }

    // Nothing but plain values: copying the rule out of a row's list is a copy of
    // bytes, with no reference to count.
    @usableFromInline let check: Check

    @usableFromInline
    init(_ check: Check) {
        self.check = check
    }

    /// The error the rule reports: its message given in code, or the built-in one.
    func validationError(id: String?, message: RuleMessage?) -> ValidationError {
        message?.error ?? ValidationError(messageKey, ruleID: id)
    }

    private var messageKey: MessageKey {
        switch check {
        case .required: return .required
        case .minLength(let n): return .minLength(n)
        case .maxLength(let n): return .maxLength(n)
        case .exactLength(let n): return .exactLength(n)
        case .email: return .email
        case .integerBound(let comparison, let bound): return Self.key(comparison, describeBound(bound))
        case .numberBound(let comparison, let bound): return Self.key(comparison, describeBound(bound))
        }
    }

    private static func key(_ comparison: Comparison, _ bound: String) -> MessageKey {
        switch comparison {
        case .greater: return .greaterThan(bound)
        case .atLeast: return .atLeast(bound)
        case .smaller: return .smallerThan(bound)
        case .atMost: return .atMost(bound)
        }
    }

    var descriptor: RuleDescriptor {
        switch check {
        case .required: return .required
        case .minLength(let n): return .minLength(n)
        case .maxLength(let n): return .maxLength(n)
        case .exactLength(let n): return .exactLength(n)
        case .email: return .email
        case .integerBound(let comparison, let bound): return Self.descriptor(comparison, Double(bound))
        case .numberBound(let comparison, let bound): return Self.descriptor(comparison, bound)
        }
    }

    private static func descriptor(_ comparison: Comparison, _ bound: Double) -> RuleDescriptor {
        switch comparison {
        case .greater: return .greaterThan(bound)
        case .atLeast: return .greaterOrEqual(bound)
        case .smaller: return .smallerThan(bound)
        case .atMost: return .smallerOrEqual(bound)
        }
    }

    /// Whether `value` passes: the same verdicts as the rule types themselves give.
    @usableFromInline
    func accepts<T>(_ value: T?) -> Bool {
        passes(value)
    }

    private func passes<T>(_ value: T?) -> Bool {
        switch check {
        case .required:
            guard let value else { return false }
            if T.self == String.self { return !isBlankText(unsafeBitCast(value, to: String.self)) }
            if T.self == Int.self || T.self == Double.self || T.self == Float.self || T.self == Bool.self { return true }
            return !isBlank(value)
        case .minLength(let n):
            guard let text = Self.text(value), !text.isEmpty else { return true }
            return text.count >= n
        case .maxLength(let n):
            guard let text = Self.text(value) else { return true }
            return text.utf8.count <= n || text.count <= n
        case .exactLength(let n):
            guard let text = Self.text(value), !text.isEmpty else { return true }
            return text.count == n
        case .email:
            guard let text = Self.text(value), !text.isEmpty else { return true }
            return EmailSyntax.isValid(text)
        case .integerBound(let comparison, let bound):
            guard let value, T.self == Int.self else { return true }
            return Self.holds(comparison, unsafeBitCast(value, to: Int.self), bound)
        case .numberBound(let comparison, let bound):
            guard let value, T.self == Double.self else { return true }
            return Self.holds(comparison, unsafeBitCast(value, to: Double.self), bound)
        }
    }

    private static func text<T>(_ value: T?) -> String? {
        guard let value, T.self == String.self else { return nil }
        return unsafeBitCast(value, to: String.self)
    }

    private static func holds<N: Comparable>(_ comparison: Comparison, _ value: N, _ bound: N) -> Bool {
        switch comparison {
        case .greater: return value > bound
        case .atLeast: return value >= bound
        case .smaller: return value < bound
        case .atMost: return value <= bound
        }
    }
}

/// A message a rule was given in code, in a box of its own, so that rules without
/// one (nearly all) hold no reference and copy as plain bytes.
@usableFromInline
final class RuleMessage {
    let error: ValidationError
    @usableFromInline init(_ error: ValidationError) { self.error = error }
}

/// A rule that can be held as a ``BuiltInRule``.
@usableFromInline
protocol BuiltInRuleConvertible {
    /// The rule inline, or nil when this instance cannot be (a bound of a type the
    /// inline form does not hold).
    var builtInRule: BuiltInRule? { get }
    /// The identifier and the message given in code.
    var id: String? { get }
    var customMessage: RuleMessage? { get }
    /// The rule at `pointer` inline (see the extension); a requirement, so that each
    /// rule type answers with code made for it.
    static func inline(at pointer: UnsafeRawPointer) -> (rule: BuiltInRule, id: String?, message: RuleMessage?)?
}

extension BuiltInRuleConvertible {
    /// The rule at `pointer` (a `Self`) inline, with its identifier and message: read
    /// through the type, so that no rule is boxed in an existential to be asked.
    @usableFromInline
    static func inline(at pointer: UnsafeRawPointer) -> (rule: BuiltInRule, id: String?, message: RuleMessage?)? {
        let rule = pointer.assumingMemoryBound(to: Self.self).pointee
        guard let inline = rule.builtInRule else { return nil }
        return (inline, rule.id, rule.customMessage)
    }
}

extension RuleRequired: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { BuiltInRule(.required) }
}

extension RuleMinLength: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { BuiltInRule(.minLength(Int(clamping: min))) }
}

extension RuleMaxLength: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { BuiltInRule(.maxLength(Int(clamping: max))) }
}

extension RuleExactLength: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { BuiltInRule(.exactLength(Int(clamping: length))) }
}

extension RuleEmail: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { BuiltInRule(.email) }
}

/// An integer or double bound inline; any other type of bound stays in a box.
private func boundRule<T>(_ comparison: BuiltInRule.Comparison, _ bound: T) -> BuiltInRule? {
    if T.self == Int.self { return BuiltInRule(.integerBound(comparison, unsafeBitCast(bound, to: Int.self))) }
    if T.self == Double.self {
        let number = unsafeBitCast(bound, to: Double.self)
        guard number.isFinite else { return nil }
        return BuiltInRule(.numberBound(comparison, number))
    }
    return nil
}

extension RuleGreaterThan: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { boundRule(.greater, min) }
}

extension RuleGreaterOrEqualThan: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { boundRule(.atLeast, min) }
}

extension RuleSmallerThan: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { boundRule(.smaller, max) }
}

extension RuleSmallerOrEqualThan: BuiltInRuleConvertible {
    @usableFromInline var builtInRule: BuiltInRule? { boundRule(.atMost, max) }
}
