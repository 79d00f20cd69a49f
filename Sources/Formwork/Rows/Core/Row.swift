import Foundation

/// A row whose value has a type.
///
/// ```swift
/// let age = IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterThan(min: 17)) }
/// age.value = 21
/// ```
open class Row<Value: Equatable>: BaseRow {
    /// The row's value; nil when empty.
    public final var value: Value? {
        get { storedValue }
        set { assignValue(newValue) }
    }

    /// What the value type says the row holds; for a type that says nothing by
    /// itself, one choice when the row offers options, and nothing otherwise.
    open override var valueClass: RowValueClass {
        // The kind first: built-in rows say theirs at no cost, and a custom
        // selectable row's is `.listCheck`.
        if let known = RowValueClass.of(Value.self) { return kind == .listCheck ? .oneChoice : known }
        if kind == .listCheck { return .oneChoice }
        guard let list = optionLists.first else { return .none }
        return list.allowsMultipleSelection ? .severalChoices : .oneChoice
    }

    /// What the row is, for a row type that does not say: ``RowKind/listCheck`` for
    /// a ``SelectableRowType``; by its value type otherwise: ``RowKind/check`` for
    /// `Bool`, ``RowKind/integer``, ``RowKind/decimal``, ``RowKind/date``,
    /// ``RowKind/options`` or ``RowKind/multipleOptions`` when the type lists its
    /// cases (a `CaseIterable` enum, or a `Set` of one), ``RowKind/text`` for the rest.
    open override var kind: RowKind {
        if isSelectableRowType { return .listCheck }
        if Value.self == Bool.self { return .check }
        if Value.self == Int.self { return .integer }
        if Value.self == Double.self { return .decimal }
        if Value.self == Date.self { return .date }
        guard let choices = caseChoices else { return .text }
        return choices.isMultiple ? .multipleOptions : .options
    }

    /// When the row checks its value, besides every row's settings.
    open override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("validationOptions", \Row<Value>.validationOptions,
                     "When the row checks its value: on each change, when it loses focus, on each change once it lost focus once, or only when asked.",
                     as: .optionSet(["validatesOnChange": .validatesOnChange, "validatesOnBlur": .validatesOnBlur,
                                     "validatesOnChangeAfterBlurred": .validatesOnChangeAfterBlurred, "validatesOnDemand": .validatesOnDemand]),
                     example: .validatesOnChange),
        ]
    }

    /// What a control shows and sends back for the value, for a row type that does
    /// not say: `true` or `false` for yes or no (a custom `Row<Bool>`, drawn as a
    /// check); nil for other value types.
    open override var inputText: String? {
        guard Value.self == Bool.self, let value = storedValue as? Bool else { return nil }
        return value ? "true" : "false"
    }

    /// The cases of a value type that lists them (see ``kind``), as one list; none
    /// otherwise. Row types with options of their own override it.
    open override var optionLists: [RowOptionList] {
        guard let choices = caseChoices else { return [] }
        return [choices.optionList(value: value, title: title)]
    }

    /// Chooses a case of a value type that lists them; for a set, adds it.
    open override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard let choices = caseChoices else { return try super.selectOption(key: key, inList: list) }
        guard list == 0, let index = choices.index(ofKey: key) else { throw unknownKey(key, list) }
        let indexes = choices.isMultiple ? Set(choices.chosen(in: value)).union([index]).sorted() : [index]
        withChangeCause(.input) { _ = setBaseValue(choices.value(indexes)) }
    }

    /// Clears a chosen case of a value type that lists them; for a set, removes it.
    open override func deselectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        guard let choices = caseChoices else { return try super.deselectOption(key: key, inList: list) }
        guard list == 0, let index = choices.index(ofKey: key) else { throw unknownKey(key, list) }
        let indexes = choices.chosen(in: value).filter { $0 != index }
        withChangeCause(.input) { _ = setBaseValue(choices.value(indexes)) }
    }

    /// The cases the value type lists, for a row not of a selectable row type;
    /// nil at the cost of a few comparisons for the common value types.
    final var caseChoices: CaseChoices? {
        if Value.self == String.self || Value.self == Int.self || Value.self == Double.self
            || Value.self == Bool.self || Value.self == Date.self { return nil }
        if isSelectableRowType { return nil }
        return CaseChoices.of(Value.self)
    }

    /// The value itself, read through ``value`` and written only by
    /// ``assignValue(_:)``, by `exchange(_:with:)`: no access to it overlaps
    /// another, which the compiler proves, so none is checked at run time.
    final var storedValue: Value?

    /// Sets the value and does what follows: a change is reported (conditions,
    /// validation, observers); any assignment, even of an equal value, clears a
    /// rejected input. Returns the value before.
    @discardableResult
    final func assignValue(_ newValue: Value?) -> Value? {
        // One access takes the old value out and puts the new one in.
        let oldValue = exchange(&storedValue, with: newValue)
        holdsValue = newValue != nil
        valueWasAssigned()
        clearInputRejection()
        guard !optionalsEqual(newValue, oldValue) else { return oldValue }
        valueDidSet()
        // An inline row and the row that expanded it share one value.
        if hasInlineRelation { shareValueWithInlineRow() }
        valueDidChange(oldValue: oldValue)
        return oldValue
    }

    /// Whether ``value`` is set, kept as it is assigned: front ends ask every empty
    /// row for its text, and reading a generic optional looks its type up.
    final var holdsValue: Bool {
        get { flags.holdsValue }
        set { flags.holdsValue = newValue }
    }

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

    /// Reads the row's typed settings (its rules, display closure, reset and start
    /// values), its draft's or its definition's; nil while it has neither.
    @inline(__always)
    final func readValueSettings<R>(_ read: (ValueSettings<Value>) -> R) -> R? {
        if let draftStorage {
            return read(DefinitionCast.cast(draftStorage, to: ValueRowDefinitionDraft<Value>.self).value)
        }
        if let definitionStorage, let typed = definitionStorage.typed {
            return read(DefinitionCast.cast(typed, to: FrozenValueSettings<Value>.self).value.value)
        }
        return nil
    }

    // Specialized: in code for any value type, making the definition looks its
    // class up for `Value` first.
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    @_specialize(where Value == Bool)
    @_specialize(where Value == Double)
    override func makeDraft() -> RowDefinitionDraft { ValueRowDefinitionDraft<Value>() }

    /// Turns the value into display text. Option rows title their options with it
    /// once, and keep the titles until the options or the closure change.
    ///
    /// Unless set, it is the row's own way of showing a value, as Eureka's default
    /// shows the value's description: ``displayString(for:)``, or nil for no value.
    /// Setting nil goes back to that.
    public final var displayValueFor: ((Value?) -> String?)? {
        get {
            if let own = readValueSettings({ $0.displayValueFor }) ?? nil { return own }
            return { [weak self] value in
                guard let value else { return nil }
                return self?.displayString(for: value) ?? String(describing: value)
            }
        }
        set { setDisplayValueFor(newValue) }
    }

    @_specialize(where Value == String)
    private final func setDisplayValueFor(_ newValue: ((Value?) -> String?)?) {
        changeDefinition(as: ValueRowDefinitionDraft<Value>.self) { $0.value.displayValueFor = newValue }
        displayValueForDidChange()
        notifyUpdated(.settings)
    }

    /// Called when ``displayValueFor`` changes, for rows that keep what it returned.
    func displayValueForDidChange() {}

    /// The value as text: ``displayValueFor`` when set (it also sees nil), otherwise
    /// ``displayString(for:)`` of the value, or nil when empty.
    open override var displayText: String? {
        if isSecret { return value == nil ? nil : BaseRow.secretMask }
        if let shown = readValueSettings({ $0.displayText(for: value) }) ?? nil { return shown }
        return value.map(displayString(for:))
    }

    /// How the row shows a value when no ``displayValueFor`` is set:
    /// `String(describing:)` unless a row type knows better.
    open func displayString(for value: Value) -> String {
        if let text = KnownValueType.string(value) { return text }
        return String(describing: value)
    }

    /// What ``resetRowValue()`` restores. Unless set, it is the value the row had when
    /// it joined a form.
    public var resetValue: Value? {
        get {
            if let explicit = readValueSettings({ $0.explicitResetValue }) ?? nil { return explicit }
            return initialValue
        }
        set {
            let box = ResetValueBox(newValue as Any?)
            changeDefinition(as: ValueRowDefinitionDraft<Value>.self) { $0.value.resetValueBox = box }
        }
    }
    /// The value the row had when it joined its form. Kept only for a row that had
    /// one (most start empty), and for a row of a template's form by its
    /// definition, which keeps the value all such rows start with.
    final var initialValue: Value? {
        if startedWithDefinitionValue { return readValueSettings { $0.startValue } ?? nil }
        return extras?.initialValue as? Value
    }

    /// Puts back ``resetValue`` and forgets that the row was touched: no errors,
    /// ``BaseRow/wasChanged`` and ``BaseRow/wasBlurred`` false.
    open func resetRowValue() {
        value = resetValue
        wasChanged = false
        wasBlurred = false
        cleanValidationErrors()
    }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// What `$tag` reads: the common value types directly, others through
    /// ``PredicateValue/init(_:)``, so reading a row costs no boxing.
    override var predicateValue: PredicateValue {
        guard let value else { return .null }
        if let text = KnownValueType.string(value) { return .string(normalizedNFC(text)) }
        if let flag = KnownValueType.bool(value) { return .bool(flag) }
        if let number = KnownValueType.int(value) { return .number(Double(number)) }
        if let number = KnownValueType.double(value) { return .number(number) }
        return PredicateValue(value)
    }

    override func didJoinForm() {
        startedWithDefinitionValue = false
        // Most rows join empty, and then touch no typed storage (nor, in code for
        // any value type, look its type up).
        if holdsValue {
            keepInitialValue()
        } else if extras?.initialValue != nil {
            extras?.initialValue = nil
        }
    }

    @inline(never)
    private func keepInitialValue() {
        guard let value = storedValue else { return }
        ensureExtras().initialValue = value
    }

    /// Starts with the value the template's row had, when it had one.
    override func didTakeDefinition() {
        if readSettings({ $0.hasStartValue }) == true { takeStartValue() }
    }

    // Apart, so that the common case (no value to start with) does not look up the
    // metadata the typed work needs; switches, checks and lists of strings start
    // with a value most often, and take it by code made for them.
    @inline(never)
    @_specialize(where Value == Bool)
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    private func takeStartValue() {
        guard let start = readValueSettings({ $0.startValue }) ?? nil else { return }
        value = start
        startedWithDefinitionValue = true
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
        if let choices = caseChoices { return applyCaseInput(input, choices) }
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

    /// Takes the keys of the cases chosen; a key that is no case refuses the whole
    /// input and keeps the row's value.
    private func applyCaseInput(_ input: RowInput, _ choices: CaseChoices) -> RowInputResult {
        let keys = input.values.filter { !$0.isEmpty }
        if !choices.isMultiple && keys.count > 1 { return rejectInput(RowInputError(.singleValue)) }
        var indexes: [Int] = []
        for key in keys {
            guard let index = choices.index(ofKey: key) else { return rejectInput(RowInputError(.notValid)) }
            if !indexes.contains(index) { indexes.append(index) }
        }
        guard setBaseValue(choices.value(indexes.sorted())) else { return rejectInput(RowInputError(.notValid)) }
        return .accepted(value)
    }

    /// Converts an untyped value to this row's type, or nil when that would lose
    /// information. Subclasses with unusual value types can override it.
    open func convertValue(_ any: Any) -> Value? {
        if let converted = ValueConversion.convert(any, to: Value.self) { return converted }
        // A value type that lists its cases also takes their keys (from a schema,
        // `setValues`, stored JSON).
        return caseChoices?.value(fromKeysIn: any) as? Value
    }

    // MARK: Schemas

    /// Takes a value in the JSON of the value type (a string, a whole number, a
    /// number, true or false) and converts it as ``setBaseValue(_:)`` does.
    open override func setSchemaValue(_ json: JSONValue) -> String? {
        if Value.self == UploadedFile.self {
            guard let file = UploadedFile(jsonValue: json) else { return "\(json.typeName) is not a file for a \(schemaTypeName) row" }
            value = file as? Value
            return nil
        }
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
        if let choices = caseChoices { return choices.json(of: value) }
        return JSONValue(any: value)
    }

    // MARK: Rules

    /// The row's rules, in the order they run: read them to count or walk them, as
    /// Eureka code does; change them with ``add(rule:)``, ``remove(ruleWithIdentifier:)``
    /// and ``removeAllRules()``.
    // Kept in the row's definition with how many there are and what is worked out
    // from them (what they check), which a change drops.
    public final var rules: [ValidationRuleHelper<Value>] {
        readValueSettings { $0.rules } ?? []
    }

    /// Changes the rules, through the one path that keeps their count and what is
    /// worked out from them in step.
    @usableFromInline
    final func changeRules(_ change: (inout [ValidationRuleHelper<Value>]) -> Void) {
        changeDefinition(as: ValueRowDefinitionDraft<Value>.self) { $0.changeRules(change) }
        // Whether the row is required shows: a row in a form may be drawn already.
        notifyUpdated(.settings)
    }

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
        changeDefinition(as: ValueRowDefinitionDraft<Value>.self) { $0.append(rule: rule) }
        // Whether the row is required shows: a row in a form may be drawn already.
        notifyUpdated(.settings)
    }

    /// Adds every rule of a rule set.
    public func add(ruleSet: RuleSet<Value>) {
        changeRules { $0.append(contentsOf: ruleSet.rules) }
    }

    /// Removes the rules added with `identifier`.
    public func remove(ruleWithIdentifier identifier: String) {
        changeRules { $0.removeAll { $0.id == identifier } }
    }

    /// Removes every rule.
    public func removeAllRules() {
        changeRules { $0.removeAll() }
    }

    /// The error of every rule the row has that fails, in order.
    // Option rows of strings and whole numbers reach this from code for any value
    // type (their classes are generic): it dispatches to code made for them.
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    open override func ruleErrors() -> [ValidationError] {
        // The checks are read on their own, so the definition need not be held
        // while they run: the rules are reached only when one fails.
        guard let checks = readValueSettings({ $0.inlineChecks }) else { return [] }
        let value = storedValue
        guard checks.coversEveryRule else { return readValueSettings { $0.ruleErrors(for: value, of: self) } ?? [] }
        var errors: [ValidationError] = []
        for index in 0..<checks.count {
            if let check = checks[index], !BuiltInRule(check).accepts(value),
               let rule = readValueSettings({ $0.rules[index] }) {
                errors.append(rule.failure())
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
        if form?.hasCustomMessages != true, let described = readSettings({ $0.englishDescribedRules }) ?? nil { return described }
        guard ruleCount > 0 else { return [] }
        let messages = form?.customMessages
        let described = readValueSettings { $0.describedRules(in: messages) } ?? []
        if messages == nil { keepWorkedOut { $0.settings.englishDescribedRules = described } }
        return described
    }

    /// What each rule that describes itself checks, in order.
    open override var ruleDescriptors: [RuleDescriptor] {
        guard ruleCount > 0 else { return [] }
        if let descriptors = readSettings({ $0.ruleDescriptors }) ?? nil { return descriptors }
        let descriptors = readValueSettings { $0.describedDescriptors() } ?? []
        keepWorkedOut { $0.settings.ruleDescriptors = descriptors }
        return descriptors
    }

    /// Keeps what was worked out from the rules in the row's draft, when it has
    /// one: a frozen definition is never written. Templates work it out before
    /// they freeze their rows.
    private func keepWorkedOut(_ keep: (RowDefinitionDraft) -> Void) {
        guard let draftStorage else { return }
        keep(draftStorage)
    }

    /// Works out what the rules check once, for every copy.
    override func prepareForSharing() {
        super.prepareForSharing()
        if holdsValue { changeDefinition(as: ValueRowDefinitionDraft<Value>.self) { $0.keepStartValue(value) } }
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
