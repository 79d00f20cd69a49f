/// What a row asks for, apart from what happens to it in one form: its tag, title,
/// placeholder and help, when it validates, its conditions, its callbacks and its
/// rules, and what each row type adds (a mask, options, bounds).
///
/// A row holds its state in one form (value, typed text, errors, focus, whether it
/// is hidden) and a reference to its definition. Every form a ``FormTemplate``
/// makes shares the template's definitions: making a form allocates state only.
/// Setting a definition property on a row (`row.title = …`) gives that row a
/// definition of its own when it shares one (copy on write), so one request's form
/// never changes another's or the template's.
///
/// Front ends that work something out once per row (a piece of markup, a layout)
/// key what they keep on the definition's identity, ``BaseRow/definition``: the
/// rows of every form from one template share it until one of them is changed.
public class RowDefinition: @unchecked Sendable {
    // Unchecked: a definition is changed only through a row that holds the only
    // reference to it (`BaseRow.changeDefinition` copies it first otherwise), so
    // while the rows of several forms on several tasks share it, nothing writes
    // it. Its closures (callbacks, closure rules and conditions, display closures)
    // are shared the same way: ``FormTemplate`` documents that they reach rows
    // only through what they are given, never by capturing rows or other state.
    //
    // Its fields are internal and each is read, or assigned whole, by code that
    // calls out to nothing while it does: the compiler proves that no two accesses
    // overlap and checks none of them at run time. A field that holds something
    // whose release could run code (`Any`, closures) is assigned by swapping, so
    // the old value goes after the access ends. Only the rules, which code inlined
    // into other modules appends to, are unchecked (see `inlineChecks`).

    /// Identifies the row in its form.
    final var tag: String? {
        didSet { escapedTag = tag.flatMap(IdentifierText.escapeIfNeeded) }
    }
    /// The tag as it stands in an identifier when that is not the tag itself,
    /// worked out when the tag is set (nil for nearly every tag).
    private final var escapedTag: String?
    /// The tag as it stands in an identifier.
    final var identifierFromTag: String? { escapedTag ?? tag }
    /// The row's label.
    final var title: String?
    /// When the row validates itself.
    final var validationOptions: ValidationOptions = .validatesOnBlur
    /// What few rows set, kept apart so that a definition without them is small to
    /// make and to free: most rows of most forms set none.
    private final var rare: RareSettingsBox?

    /// The rare settings to change: this definition's own box, copied whole first
    /// when it shares one with the definition it was copied from.
    private final func rareSettings() -> RareSettingsBox {
        if isKnownUniquelyReferenced(&rare), let rare { return rare }
        let made = RareSettingsBox(rare?.settings ?? RareRowSettings())
        rare = made
        return made
    }

    /// Shown in an empty field.
    final var placeholder: String? {
        get { rare?.settings.placeholder }
        set { rareSettings().settings.placeholder = newValue }
    }
    /// A longer explanation shown with the row.
    final var help: String? {
        get { rare?.settings.help }
        set { rareSettings().settings.help = newValue }
    }
    /// When the row is hidden.
    final var hidden: Condition? {
        get { rare?.settings.hidden }
        set { rareSettings().settings.hidden = newValue }
    }
    /// When the row is disabled.
    final var disabled: Condition? {
        get { rare?.settings.disabled }
        set { rareSettings().settings.disabled = newValue }
    }
    /// Observers of the row's events: the Eureka-style callbacks.
    final var eventHandlers: [(FormEvent) -> Void] {
        get { rare?.settings.eventHandlers ?? [] }
        set { rareSettings().settings.eventHandlers = newValue }
    }
    /// The row's `cellSetup` callbacks, in the order they were added.
    final var cellSetups: [(RowCell, BaseRow) -> Void] {
        get { rare?.settings.cellSetups ?? [] }
        set { rareSettings().settings.cellSetups = newValue }
    }
    /// The row's `cellUpdate` callbacks, in the order they were added.
    final var cellUpdates: [(RowCell, BaseRow) -> Void] {
        get { rare?.settings.cellUpdates ?? [] }
        set { rareSettings().settings.cellUpdates = newValue }
    }
    /// The row's actions on its leading side.
    final var leadingSwipe: SwipeConfiguration {
        get { rare?.settings.leadingSwipe ?? SwipeConfiguration() }
        set { rareSettings().settings.leadingSwipe = newValue }
    }
    /// The row's actions on its trailing side.
    final var trailingSwipe: SwipeConfiguration {
        get { rare?.settings.trailingSwipe ?? SwipeConfiguration() }
        set { rareSettings().settings.trailingSwipe = newValue }
    }
    /// The row's `onPresent` callbacks, in order.
    final var presentHandlers: [(Form, SelectorDescription) -> Void] {
        get { rare?.settings.presentHandlers ?? [] }
        set { rareSettings().settings.presentHandlers = newValue }
    }
    /// The row's Eureka-form `onExpandInlineRow`/`onCollapseInlineRow` callbacks,
    /// called before the inline row is shown or removed.
    final var inlineHooks: [InlineHook] {
        get { rare?.settings.inlineHooks ?? [] }
        set { rareSettings().settings.inlineHooks = newValue }
    }
    /// Whether the row has actions on either side.
    final var hasRowActions: Bool {
        guard let rare else { return false }
        return !rare.settings.leadingSwipe.actions.isEmpty || !rare.settings.trailingSwipe.actions.isEmpty
    }
    /// Whether any `cellSetup` or `cellUpdate` callback is set.
    final var hasCellHooks: Bool {
        guard let rare else { return false }
        return !rare.settings.cellSetups.isEmpty || !rare.settings.cellUpdates.isEmpty
    }
    /// Whether a `hidden` or `disabled` condition is set.
    final var hasConditions: Bool {
        guard let rare else { return false }
        return rare.settings.hidden != nil || rare.settings.disabled != nil
    }
    /// Whether any observer of the row's events is set.
    final var hasEventHandlers: Bool {
        guard let rare else { return false }
        return !rare.settings.eventHandlers.isEmpty
    }
    /// How much of a line the row takes.
    final var width: RowWidth {
        get { rare?.settings.width ?? .full }
        set { rareSettings().settings.width = newValue }
    }
    /// When an expanded inline row collapses by itself.
    final var inlineRowHideOptions: InlineRowHideOptions {
        get { rare?.settings.inlineRowHideOptions ?? [.anotherInlineRowIsShown, .focusChanges] }
        set { rareSettings().settings.inlineRowHideOptions = newValue }
    }
    /// What the row's type adds to every row's settings (``RowKindSettings``).
    final var kindSettings: (any Sendable)? {
        get { rare?.settings.kindSettings }
        set { rareSettings().settings.kindSettings = newValue }
    }
    /// The settings custom row types declare with ``RowSetting``, by property.
    final var customSettings: [AnyHashable: Any] {
        get { rare?.settings.customSettings ?? [:] }
        set { rareSettings().settings.customSettings = newValue }
    }

    /// What a text-entry row adds (mask, formatter, parser, message, content type),
    /// in a box copies share; nil for other rows and for most fields.
    final var fieldSettings: FieldSettingsBox?

    /// How many rules the row has: kept here, untyped, so that code for any row
    /// reads it without looking a generic type up.
    final var ruleCount = 0
    /// What each rule that describes itself checks, in order, once worked out.
    final var ruleDescriptors: [RuleDescriptor]?
    /// The described rules with their English messages, once worked out.
    final var englishDescribedRules: [DescribedRule]?
    /// Whether the forms of a template start with a value: asked of every row a
    /// form is made with, without reading a typed value.
    final var hasStartValue = false

    /// Whether the definition is a ``FormTemplate``'s, shared by the forms it makes:
    /// it lives as long as the template and is never changed (a form that changes
    /// a row gets a copy, which is not shared). A front end may keep what it works
    /// out from such a definition for as long as it keeps the definition.
    public internal(set) final var isShared: Bool {
        get { storedIsShared }
        set { storedIsShared = newValue }
    }
    private final var storedIsShared = false

    /// An empty definition.
    @usableFromInline
    required init() {}

    /// A copy of `other`, for a row that changes a definition it shares. Each
    /// definition class copies what it adds and calls `super`.
    @usableFromInline
    required init(copying other: RowDefinition) {
        tag = other.tag
        escapedTag = other.escapedTag
        title = other.title
        validationOptions = other.validationOptions
        rare = other.rare
        fieldSettings = other.fieldSettings
        ruleCount = other.ruleCount
        ruleDescriptors = other.ruleDescriptors
        englishDescribedRules = other.englishDescribedRules
        hasStartValue = other.hasStartValue
    }

    /// A copy of the same class.
    final func copy() -> RowDefinition {
        type(of: self).init(copying: self)
    }

    /// Forgets what was worked out from the rules, after they changed.
    @usableFromInline
    final func rulesDidChange(count: Int) {
        ruleCount = count
        // Compared first: most rows never worked either out, and storing nil over
        // nil still releases the old value.
        if ruleDescriptors != nil { ruleDescriptors = nil }
        if englishDescribedRules != nil { englishDescribedRules = nil }
    }
}

/// The definition of a row whose value has a type: its rules, how its value is
/// shown and what a reset puts back.
///
/// What rows do with these is done by methods here rather than in `Row<Value>`:
/// a method of this class finds where its fields are from the object itself,
/// while code in another generic class would look this class up for its `Value`
/// every time (a third of the time of building a form, measured).
@usableFromInline
class ValueRowDefinition<Value: Equatable>: RowDefinition, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    /// What the rules check, the first few inline, with how many there are: all a
    /// row reads to check a value, and all a row keeps when its rules are a few
    /// built-in checks without identifiers or messages of their own (most rows).
    // Unchecked, with `listedRules`: `append(rule:)` is inlined into the modules
    // that build forms, so the compiler cannot see every access and would check
    // each at run time; each is an assignment or an append that calls out to
    // nothing. Measured with `formwork-bench serving` when every definition field
    // was unchecked this way: with the run-time checks the DSL path was 6.31–6.35
    // times the hand-written loop, without them 5.71–5.75.
    @usableFromInline @exclusivity(unchecked) final var inlineChecks = InlineRuleChecks()
    /// Every rule, in order, once one is more than a plain built-in check or they
    /// are more than fit inline; empty before (no array is made for most rows).
    @usableFromInline @exclusivity(unchecked) final var listedRules: [ValidationRuleHelper<Value>] = []

    /// The row's rules, in the order they run.
    final var rules: [ValidationRuleHelper<Value>] {
        if listedRules.count > 0 || inlineChecks.count == 0 { return listedRules }
        var rules: [ValidationRuleHelper<Value>] = []
        rules.reserveCapacity(inlineChecks.count)
        for index in 0..<inlineChecks.count {
            if let check = inlineChecks[index] { rules.append(ValidationRuleHelper(plain: BuiltInRule(check))) }
        }
        return rules
    }
    /// Turns the value into display text.
    final var displayValueFor: ((Value?) -> String?)?
    /// What a reset restores, when set: kept untyped, since a field of type
    /// `Value?` would have the definition look `Optional<Value>` up to free it,
    /// and in a box, since freeing an `Any` field, even an empty one, goes through
    /// its type's witnesses (measured: 59 instructions for every definition freed).
    final var resetValue: Any? {
        get { storedResetValue?.value }
        set {
            var box = newValue.map(ResetValueBox.init)
            swap(&storedResetValue, &box)
        }
    }
    private final var storedResetValue: ResetValueBox?
    final var hasResetValue = false
    /// The value the forms of a template start with: none, or one. An array, not
    /// an optional, for the reason ``resetValue`` is untyped.
    final var startValues: [Value] = []

    @usableFromInline
    required init() {
        super.init()
    }

    /// Changes the rules, keeping their count and what is worked out from them in step.
    final func changeRules(_ change: (inout [ValidationRuleHelper<Value>]) -> Void) {
        var list = rules
        change(&list)
        listedRules = list
        inlineChecks = InlineRuleChecks(list.map { $0.builtIn?.check })
        rulesDidChange(count: list.count)
    }

    /// Adds a rule: a plain built-in check stays inline while there is room and no
    /// rule is listed; any other rule lists them all, with room for four at once.
    /// Inlinable, so that a form built in another module adds its rules in code
    /// made for the row's value type (generic code looks the rule type up for
    /// every rule).
    @inlinable
    final func append(rule: ValidationRuleHelper<Value>) {
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
        rulesDidChange(count: listedRules.count > 0 ? listedRules.count : inlineChecks.count)
    }

    /// The rules kept inline so far, as a list.
    @usableFromInline
    final func listedInlineRules() -> [ValidationRuleHelper<Value>] {
        rules
    }

    /// The error of every rule that fails for `value`, in order; nothing is
    /// allocated when every rule passes, which is most of the time.
    @_specialize(where Value == String)
    @_specialize(where Value == Int)
    final func ruleErrors(for value: Value?, of row: BaseRow) -> [ValidationError] {
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
    final func describedDescriptors() -> [RuleDescriptor] {
        var descriptors: [RuleDescriptor] = []
        for rule in rules { if let descriptor = rule.descriptor { descriptors.append(descriptor) } }
        return descriptors
    }

    /// Each rule that describes itself with its message, in `messages` or as built.
    final func describedRules(in messages: FormMessages?) -> [DescribedRule] {
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
    final func displayText(for value: Value?) -> String?? {
        guard let displayValueFor else { return nil }
        return .some(displayValueFor(value))
    }

    /// The value the forms of a template start with.
    final var startValue: Value? { startValues.first }

    /// Keeps `value` as the value forms start with.
    final func keepStartValue(_ value: Value?) {
        startValues = value.map { [$0] } ?? []
        hasStartValue = value != nil
    }

    /// What a reset restores when one was set; nil when none was.
    final var explicitResetValue: Value?? {
        hasResetValue ? .some(resetValue as? Value) : nil
    }

    @usableFromInline
    required init(copying other: RowDefinition) {
        if let other = other as? ValueRowDefinition<Value> {
            listedRules = other.listedRules
            inlineChecks = other.inlineChecks
            displayValueFor = other.displayValueFor
            hasResetValue = other.hasResetValue
            startValues = other.startValues
        }
        super.init(copying: other)
        if let other = other as? ValueRowDefinition<Value> { resetValue = other.resetValue }
    }
}

/// A reset value set on a definition; never changed, so copies share it.
final class ResetValueBox {
    let value: Any

    init(_ value: Any) { self.value = value }
}

/// The settings few rows have, as one value, copied whole when a definition that
/// shares them changes them.
struct RareRowSettings {
    var placeholder: String?
    var help: String?
    var hidden: Condition?
    var disabled: Condition?
    var eventHandlers: [(FormEvent) -> Void] = []
    var cellSetups: [(RowCell, BaseRow) -> Void] = []
    var cellUpdates: [(RowCell, BaseRow) -> Void] = []
    var leadingSwipe = SwipeConfiguration()
    var trailingSwipe = SwipeConfiguration()
    var presentHandlers: [(Form, SelectorDescription) -> Void] = []
    var inlineHooks: [InlineHook] = []
    var inlineRowHideOptions: InlineRowHideOptions = [.anotherInlineRowIsShown, .focusChanges]
    var customSettings: [AnyHashable: Any] = [:]
    var kindSettings: (any Sendable)?
    var width = RowWidth.full
}

/// The box a definition keeps its rare settings in: shared by a copy of the
/// definition until one of the two changes them.
final class RareSettingsBox {
    var settings: RareRowSettings

    init(_ settings: RareRowSettings) { self.settings = settings }
}
