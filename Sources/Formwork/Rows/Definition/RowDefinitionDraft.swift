/// A row's settings while it is built, or once it is changed after its template
/// froze them: the builder that a ``RowDefinition`` is frozen from.
///
/// A draft belongs to one row and is never shared, so it is changed in place:
/// building a form with the DSL makes one draft per row, whatever it sets. Each
/// class keeps what it adds as one value and freezes and takes it back whole, so
/// no field can be left behind.
@usableFromInline
class RowDefinitionDraft {
    /// The settings every row type has.
    // Unchecked: `rulesDidChange`, which writes it, is inlined into the modules that
    // build forms, where the compiler cannot see every access and would check each
    // at run time; every access reads a field or assigns one, calling out to
    // nothing. Measured with `formwork-bench serving` when every definition field
    // was checked this way: the DSL path went from 5.71–5.75 to 6.31–6.35 times
    // the hand-written loop.
    @usableFromInline @exclusivity(unchecked) final var settings: RowSettings

    /// An empty draft.
    @usableFromInline
    required init() {
        settings = RowSettings()
    }

    /// The frozen definition of these settings.
    final func freeze(isShared: Bool) -> RowDefinition {
        RowDefinition(settings: settings, typed: frozenTyped(), isShared: isShared)
    }

    /// What the row's value type adds, frozen; nil for rows without a value.
    func frozenTyped() -> (any AnyObject & Sendable)? { nil }

    /// Takes the settings of a frozen definition of a row of the same type, whole.
    func take(_ definition: RowDefinition) {
        settings = definition.settings
    }

    /// Forgets what was worked out from the rules, after they changed.
    @usableFromInline
    final func rulesDidChange(count: Int) {
        settings.rulesDidChange(count: count)
    }
}

/// The draft of a row whose value has a type: its rules, how its value is shown,
/// what a reset puts back.
@usableFromInline
class ValueRowDefinitionDraft<Value: Equatable>: RowDefinitionDraft {
    /// What the value type adds.
    // Unchecked for the reason `settings` gives: `append(rule:)` is inlined into
    // the modules that build forms.
    @usableFromInline @exclusivity(unchecked) final var value: ValueSettings<Value>

    @usableFromInline
    required init() {
        value = ValueSettings()
        super.init()
    }

    final override func frozenTyped() -> (any AnyObject & Sendable)? {
        FrozenValueSettings(value, extra: frozenExtra())
    }

    /// What the row type adds to the value's settings, frozen; nil for most.
    func frozenExtra() -> (any AnyObject & Sendable)? { nil }

    override func take(_ definition: RowDefinition) {
        super.take(definition)
        guard let typed = definition.typed else { return }
        let frozen = unsafeDowncast(typed, to: FrozenValueSettings<Value>.self)
        value = frozen.value.value
        takeExtra(frozen.extra)
    }

    /// Takes what the row type adds back from its frozen form.
    func takeExtra(_ extra: (any AnyObject & Sendable)?) {}

    /// Changes the rules, keeping their count and what is worked out from them in step.
    final func changeRules(_ change: (inout [ValidationRuleHelper<Value>]) -> Void) {
        value.changeRules(change)
        rulesDidChange(count: value.ruleCount)
    }

    /// Adds a rule (see ``ValueSettings/append(rule:)``). Inlinable, so that a form
    /// built in another module adds its rules in code made for the row's value type.
    @inlinable
    final func append(rule: ValidationRuleHelper<Value>) {
        value.append(rule: rule)
        rulesDidChange(count: value.ruleCount)
    }

    /// Keeps `start` as the value forms start with.
    final func keepStartValue(_ start: Value?) {
        value.startValues = start.map { [$0] } ?? []
        settings.hasStartValue = start != nil
    }
}

extension RowDefinitionDraft {
    /// Changes the rare settings (see ``RowSettings/changeRare(_:)``).
    final func changeRare(_ change: (inout RareRowSettings) -> Void) {
        settings.changeRare(change)
    }

    /// Changes the callbacks and custom settings, copied whole.
    final func changeCallbacks(_ change: (inout RowCallbacks) -> Void) {
        settings.changeRare { $0.changeCallbacks(change) }
    }
}
