/// The settings of a row whose value has a type, as one value: its rules, how its
/// value is shown, what a reset puts back and what a template's forms start with.
///
/// What rows do with these is done by methods here rather than in `Row<Value>`:
/// every field has the same layout whatever `Value` is, so these methods find
/// them without looking a type up, while code in a generic class looks the class
/// up for its `Value` every time (a third of the time of building a form,
/// measured).
@usableFromInline
struct ValueSettings<Value: Equatable> {
    /// What the rules check, the first few inline, with how many there are: all a
    /// row reads to check a value, and all a row keeps when its rules are a few
    /// built-in checks without identifiers or messages of their own (most rows).
    @usableFromInline var inlineChecks = InlineRuleChecks()
    /// Every rule, in order, once one is more than a plain built-in check or they
    /// are more than fit inline; empty before (no array is made for most rows).
    @usableFromInline var listedRules: [ValidationRuleHelper<Value>] = []
    /// Turns the value into display text.
    var displayValueFor: ((Value?) -> String?)?
    /// What a reset restores, when set: kept untyped and in a box, since freeing a
    /// field of type `Value?` or `Any`, even an empty one, goes through its type's
    /// witnesses (measured: 59 instructions for every definition freed).
    var resetValueBox: ResetValueBox?
    /// The value the forms of a template start with: none, or one. An array, not
    /// an optional, for the reason ``resetValueBox`` is untyped.
    var startValues: [Value] = []

    @usableFromInline init() {}

    /// The row's rules, in the order they run.
    var rules: [ValidationRuleHelper<Value>] {
        if listedRules.count > 0 || inlineChecks.count == 0 { return listedRules }
        var rules: [ValidationRuleHelper<Value>] = []
        rules.reserveCapacity(inlineChecks.count)
        for index in 0..<inlineChecks.count {
            if let check = inlineChecks[index] { rules.append(ValidationRuleHelper(plain: BuiltInRule(check))) }
        }
        return rules
    }

    /// How many rules there are.
    @usableFromInline var ruleCount: Int { listedRules.count > 0 ? listedRules.count : inlineChecks.count }

    /// Changes the rules, keeping the inline checks in step.
    mutating func changeRules(_ change: (inout [ValidationRuleHelper<Value>]) -> Void) {
        var list = rules
        change(&list)
        listedRules = list
        inlineChecks = InlineRuleChecks(list.map { $0.builtIn?.check })
    }

    /// Adds a rule: a plain built-in check stays inline while there is room and no
    /// rule is listed; any other rule lists them all, with room for four at once.
    /// Inlinable, so that a form built in another module adds its rules in code
    /// made for the row's value type (generic code looks the rule type up for
    /// every rule).
    @inlinable
    mutating func append(rule: ValidationRuleHelper<Value>) {
        // `count`, not `isEmpty`: in code for any value type, `isEmpty` goes through
        // Collection's witness table and looks the array's type up.
        if rule.isPlainBuiltIn, listedRules.count == 0, inlineChecks.count < InlineRuleChecks.capacity {
            inlineChecks.append(rule.builtIn?.check)
        } else {
            if listedRules.count == 0 {
                listedRules = listedInlineRules()
                listedRules.reserveCapacity(4)
            }
            listedRules.append(rule)
            inlineChecks.append(rule.builtIn?.check)
        }
    }

    /// The rules kept inline so far, as a list.
    @usableFromInline
    func listedInlineRules() -> [ValidationRuleHelper<Value>] {
        rules
    }

    /// The error of every rule that fails for `value`, in order; nothing is
    /// allocated when every rule passes, which is most of the time.
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    func ruleErrors(for value: Value?, of row: BaseRow) -> [ValidationError] {
        var errors: [ValidationError] = []
        for rule in rules {
            // Built-in rules inline, checked by code made for this value type.
            if let builtIn = rule.builtIn {
                if !builtIn.accepts(value) { errors.append(rule.failure()) }
            } else if let error = rule.isValid(value: value, of: row) {
                errors.append(error)
            }
        }
        return errors
    }

    /// What each rule that describes itself checks, in order.
    func describedDescriptors() -> [RuleDescriptor] {
        var descriptors: [RuleDescriptor] = []
        for rule in rules { if let descriptor = rule.descriptor { descriptors.append(descriptor) } }
        return descriptors
    }

    /// Each rule that describes itself with its message, in `messages` or as built.
    func describedRules(in messages: FormMessages?) -> [DescribedRule] {
        var described: [DescribedRule] = []
        for rule in rules {
            guard let descriptor = rule.descriptor else { continue }
            var error = rule.validationError
            if let messages { error = error.worded(in: messages) }
            described.append(DescribedRule(descriptor: descriptor, message: error.msg))
        }
        return described
    }

    /// The value as display text through ``displayValueFor``; nil when none is set.
    func displayText(for value: Value?) -> String?? {
        guard let displayValueFor else { return nil }
        return .some(displayValueFor(value))
    }

    /// The value the forms of a template start with.
    var startValue: Value? { startValues.first }

    /// What a reset restores when one was set; nil when none was.
    var explicitResetValue: Value?? {
        guard let resetValueBox else { return nil }
        return .some(resetValueBox.value as? Value)
    }
}

/// A reset value set on a row; never changed, so copies share it.
final class ResetValueBox {
    let value: Any?

    init(_ value: Any?) { self.value = value }
}
