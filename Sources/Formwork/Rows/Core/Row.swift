/// A row whose value has a type.
///
/// ```swift
/// let age = IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterThan(min: 17)) }
/// age.value = 21
/// ```
open class Row<Value: Equatable>: BaseRow {
    // Properties marked @exclusivity(unchecked) are read on every copy, edit and
    // check. Each is assigned whole, or changed in place by code that calls out to
    // nothing, so no two accesses can overlap: the run-time check would only cost
    // (it was a third of the time of making a form from a template).
    /// The row's value; nil when empty.
    @exclusivity(unchecked) public final var value: Value? {
        didSet {
            holdsValue = value != nil
            valueWasAssigned()
            if inputRejection != nil { clearInputRejection() }
            guard !optionalsEqual(value, oldValue) else { return }
            valueDidSet()
            // An inline row and the row that expanded it share one value.
            if hasInlineRelation { shareValueWithInlineRow() }
            valueDidChange(oldValue: oldValue)
        }
    }

    /// Whether ``value`` is set, kept as it is assigned: front ends ask every empty
    /// row for its text, and reading a generic optional looks its type up.
    @exclusivity(unchecked) final var holdsValue = false

    private func shareValueWithInlineRow() {
        let cause = pendingChangeCause
        if let owner = inlineOwner as? Row<Value> { owner.withChangeCause(cause) { owner.value = value } }
        if let inline = expandedInlineRow as? Row<Value> { inline.withChangeCause(cause) { inline.value = value } }
    }

    /// Hook for subclasses that keep state derived from the value (typed text, an
    /// expanded inline row); runs before observers hear of the change.
    func valueDidSet() {}

    /// Hook run on every assignment, even of an equal value.
    func valueWasAssigned() {}

    /// Sets the value without calling `onChange` callbacks and without counting as an
    /// edit (no validation, ``BaseRow/wasChanged`` untouched). Conditions and front ends still
    /// see the new value, so the form stays consistent.
    public func setValueSilently(_ newValue: Value?) {
        withChangeCause(.silent) { value = newValue }
    }

    /// Turns the value into display text; when nil, the row's own ``displayString(for:)`` is used.
    /// Option rows title their options with it once, and keep the titles until the
    /// options or the closure change.
    @exclusivity(unchecked) public final var displayValueFor: ((Value?) -> String?)? {
        didSet {
            displayValueForDidChange()
            notifyUpdated(.settings)
        }
    }

    /// Called when ``displayValueFor`` changes, for rows that keep what it returned.
    func displayValueForDidChange() {}

    /// The value as text: ``displayValueFor`` when set (it also sees nil), otherwise
    /// ``displayString(for:)`` of the value, or nil when empty.
    open override var displayText: String? {
        if let displayValueFor { return displayValueFor(value) }
        return value.map(displayString(for:))
    }

    /// How the row shows a value when no ``displayValueFor`` is set:
    /// `String(describing:)` unless a row type knows better.
    open func displayString(for value: Value) -> String {
        if Value.self == String.self { return unsafeBitCast(value, to: String.self) }
        return String(describing: value)
    }

    /// What ``resetRowValue()`` restores. Unless set, it is the value the row had when
    /// it joined a form.
    public var resetValue: Value? {
        get { hasExplicitResetValue ? explicitResetValue : initialValue }
        set { explicitResetValue = newValue; hasExplicitResetValue = true }
    }
    @exclusivity(unchecked) private final var explicitResetValue: Value?
    @exclusivity(unchecked) private final var hasExplicitResetValue = false
    @exclusivity(unchecked) final var initialValue: Value?

    /// Puts back ``resetValue`` and forgets that the row was touched: no errors,
    /// ``BaseRow/wasChanged`` and ``BaseRow/wasBlurred`` false.
    open func resetRowValue() {
        value = hasExplicitResetValue ? explicitResetValue : initialValue
        wasChanged = false
        wasBlurred = false
        cleanValidationErrors()
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }

    /// A copy of `other` with its value, rules, display closure and reset value.
    public required init(copying other: BaseRow) {
        let other = unsafeDowncast(other, to: Row<Value>.self)
        value = other.value
        holdsValue = other.holdsValue
        displayValueFor = other.displayValueFor
        rules = other.rules
        explicitResetValue = other.explicitResetValue
        hasExplicitResetValue = other.hasExplicitResetValue
        initialValue = other.initialValue
        super.init(copying: other)
    }

    /// What `$tag` reads: the common value types directly, others through
    /// ``PredicateValue/init(_:)``, so reading a row costs no boxing.
    override var predicateValue: PredicateValue {
        guard let value else { return .null }
        if Value.self == String.self { return .string(normalizedNFC(unsafeBitCast(value, to: String.self))) }
        if Value.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        if Value.self == Int.self { return .number(Double(unsafeBitCast(value, to: Int.self))) }
        if Value.self == Double.self { return .number(unsafeBitCast(value, to: Double.self)) }
        return PredicateValue(value)
    }

    override func didJoinForm() {
        initialValue = value
    }

    /// The typed ``value``; setting it converts as ``setBaseValue(_:)`` does.
    open override var baseValue: Any? {
        get { value }
        set { setBaseValue(newValue) }
    }

    /// Sets ``value`` from an untyped value converted by ``convertValue(_:)``; nil, at
    /// any depth of optional, empties the row. Returns false, keeping the current
    /// value, when the value does not convert.
    @discardableResult
    open override func setBaseValue(_ newValue: Any?) -> Bool {
        guard let newValue = unwrapOptional(newValue) else {
            value = nil
            return true
        }
        guard let converted = convertValue(newValue) else { return false }
        value = converted
        return true
    }

    /// Reads one value of text as the row's type (``convertValue(_:)``); empty text
    /// or nothing empties the row. Row kinds with their own input override it.
    open override func applyInput(_ input: RowInput) -> RowInputResult {
        switch input.singleText() {
        case .failure(let error): return rejectInput(error)
        case .success(let text):
            guard let text, !text.isEmpty else {
                value = nil
                return .accepted(nil)
            }
            guard let converted = convertValue(text) else { return rejectInput(RowInputError(.notValid)) }
            value = converted
            return .accepted(converted)
        }
    }

    /// Converts an untyped value to this row's type, or nil when that would lose
    /// information. Subclasses with unusual value types can override it.
    open func convertValue(_ any: Any) -> Value? {
        ValueConversion.convert(any, to: Value.self)
    }

    // MARK: Schemas

    /// Takes a value in the JSON of the value type (a string, a whole number, a
    /// number, true or false) and converts it as ``setBaseValue(_:)`` does.
    open override func setSchemaValue(_ json: JSONValue) -> String? {
        if let expected = SchemaValueType.of(Value.self), !expected.accepts(json) {
            return "expected \(expected.name) for a \(schemaTypeName) row, found \(json.typeName)"
        }
        guard setBaseValue(json.anyValue) else {
            return "\(json.typeName) does not fit a \(schemaTypeName) row (\(valueTypeName))"
        }
        return nil
    }

    /// The value as JSON: strings, numbers, true or false, lists.
    open override var schemaValue: JSONValue? {
        guard let value else { return nil }
        return JSONValue(any: value)
    }

    // MARK: Rules

    /// The row's rules, in the order they run. How many there are is kept in
    /// ``BaseRow/ruleCount``, and what is worked out from them (what they check) in
    /// ``BaseRow/ruleStore``, which a change drops.
    ///
    /// Every change goes through a method here that then calls
    /// ``BaseRow/rulesDidChange(count:)``; not an observer, which would run as code
    /// for any value type and look the array's type up on every rule added.
    @exclusivity(unchecked) @usableFromInline final var rules: [ValidationRuleHelper<Value>] = []

    /// The identifiers of the row's rules, in the order they run; nil for a rule
    /// added without one. ``ruleSpecifications`` describes the rules that describe
    /// themselves.
    public final var ruleIdentifiers: [String?] { rules.map { $0.id } }

    /// Adds a rule.
    @inlinable
    public func add<R: RuleType>(rule: R) where R.RowValueType == Value {
        add(rule: ValidationRuleHelper(rule))
    }

    /// Adds a rule that is already wrapped. Inlinable, so that a form built in
    /// another module adds its rules in code made for the row's value type.
    @inlinable
    func add(rule: ValidationRuleHelper<Value>) {
        // Rows have a few rules: room for four at once, not a new buffer per rule.
        // `count`, not `isEmpty`: in code for any value type, `isEmpty` goes through
        // Collection's witness table and looks the array's type up.
        if rules.count == 0 { rules.reserveCapacity(4) }
        rules.append(rule)
        rulesDidChange(count: rules.count)
    }

    /// Adds every rule of a rule set.
    public func add(ruleSet: RuleSet<Value>) {
        rules.append(contentsOf: ruleSet.rules)
        rulesDidChange(count: rules.count)
    }

    /// Removes the rules added with `identifier`.
    public func remove(ruleWithIdentifier identifier: String) {
        rules.removeAll { $0.id == identifier }
        rulesDidChange(count: rules.count)
    }

    /// Removes every rule.
    public func removeAllRules() {
        rules.removeAll()
        rulesDidChange(count: rules.count)
    }

    /// The error of every rule the row has that fails, in order.
    // Rows whose class is generic (option rows) reach this through the generic entry:
    // for the common value types it goes on in code made for them.
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    open override func ruleErrors() -> [ValidationError] {
        // Nothing is allocated when every rule passes, which is most of the time.
        var errors: [ValidationError] = []
        let value = self.value
        rules.withUnsafeBufferPointer { rules in
            for index in rules.indices {
                // Built-in rules inline, checked by code made for this value type; only
                // the plain check is read, so passing costs no reference counting.
                if let builtIn = rules[index].builtIn {
                    if !builtIn.accepts(value) { errors.append(rules[index].failure()) }
                } else if let error = rules[index].isValid(value: value) {
                    errors.append(error)
                }
            }
        }
        return errors
    }

    /// Adds the typed rule for `spec`; false when it cannot check this row's values.
    open override func addPortableRule(_ spec: RuleSpecification) -> Bool {
        PortableRules.add(spec, to: self)
    }

    /// The rules that have a ``RuleDescriptor``, each with its message; rules that
    /// only run in Swift (closures) are left out.
    open override var ruleSpecifications: [RuleSpecification] {
        rules.compactMap { rule in
            // A built-in message stays unnamed, so each form words it in its own language.
            rule.descriptor.map {
                RuleSpecification($0, message: rule.validationError.messageKey == nil ? rule.validationError.msg : nil)
            }
        }
    }

    /// Each rule with a ``RuleDescriptor`` and the message it reports in the form's
    /// language.
    open override var describedRules: [DescribedRule] {
        // Asked first without copying the words out: a form that keeps the English
        // ones is the common case, and its answer is cached.
        if form?.hasCustomMessages != true, let described = ruleStore?.englishDescribed { return described }
        guard ruleCount > 0 else { return [] }
        let messages = form?.customMessages
        var described: [DescribedRule] = []
        for rule in rules {
            guard let descriptor = rule.descriptor else { continue }
            var error = rule.validationError
            if let messages { error = error.worded(in: messages) }
            described.append(DescribedRule(descriptor: descriptor, message: error.msg))
        }
        if messages == nil { keepInRuleStore { $0.englishDescribed = described } }
        return described
    }

    /// What each rule that describes itself checks, in order.
    open override var ruleDescriptors: [RuleDescriptor] {
        guard ruleCount > 0 else { return [] }
        if let descriptors = ruleStore?.descriptors { return descriptors }
        var descriptors: [RuleDescriptor] = []
        for rule in rules { if let descriptor = rule.descriptor { descriptors.append(descriptor) } }
        keepInRuleStore { $0.descriptors = descriptors }
        return descriptors
    }

    /// Keeps what was worked out from the rules: in their box when this row alone
    /// holds it, otherwise in a new box for this row (a shared box may be read by
    /// other tasks). Templates work it out before they are copied, so their copies
    /// find it kept.
    private func keepInRuleStore(_ keep: (RowRules) -> Void) {
        if let store = ruleStore {
            if !isKnownUniquelyReferenced(&ruleStore) {
                ruleStore = RowRules(descriptors: store.descriptors, englishDescribed: store.englishDescribed)
            }
        } else {
            ruleStore = RowRules()
        }
        if let store = ruleStore { keep(store) }
    }

    /// Works out what the rules check once, for every copy.
    override func prepareForSharing() {
        super.prepareForSharing()
        _ = ruleDescriptors
        _ = describedRules
    }

    /// Whether the row has a ``RuleRequired``.
    open override var isRequired: Bool { ruleDescriptors.contains(.required) }

    /// Whether a rule of the row has no ``RuleDescriptor``.
    open override var hasServerOnlyRules: Bool { ruleDescriptors.count < ruleCount }

    /// The name of `Value` (`Int`, `String`).
    open override var valueTypeName: String { String(describing: Value.self) }
}

/// Eureka's name for a typed row.
public typealias RowOf<T: Equatable> = Row<T>

/// Whether two optionals are equal, without the tuple `Optional.==` switches on:
/// in unspecialized generic code that tuple's type is looked up on every call.
@inline(__always)
func optionalsEqual<V: Equatable>(_ a: V?, _ b: V?) -> Bool {
    guard let a else { return b == nil }
    guard let b else { return false }
    return a == b
}
