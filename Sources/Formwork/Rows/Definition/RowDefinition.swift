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

    /// Identifies the row in its form.
    final var tag: String? {
        didSet { identifierFromTag = tag.map(IdentifierText.escape) }
    }
    /// The tag as it stands in an identifier, worked out when the tag is set.
    private(set) final var identifierFromTag: String?
    /// The row's label.
    final var title: String?
    /// Shown in an empty field.
    final var placeholder: String?
    /// A longer explanation shown with the row.
    final var help: String?
    /// When the row validates itself.
    final var validationOptions: ValidationOptions = .validatesOnBlur
    /// When the row is hidden.
    final var hidden: Condition?
    /// When the row is disabled.
    final var disabled: Condition?
    /// Observers of the row's events: the Eureka-style callbacks.
    final var eventHandlers: [(FormEvent) -> Void] = []
    /// When an expanded inline row collapses by itself.
    final var inlineRowHideOptions: InlineRowHideOptions = [.anotherInlineRowIsShown, .focusChanges]
    /// The settings custom row types declare with ``RowSetting``, by property.
    final var customSettings: [AnyKeyPath: Any] = [:]

    /// How many rules the row has: kept here, untyped, so that code for any row
    /// reads it without looking a generic type up.
    final var ruleCount = 0
    /// What each rule that describes itself checks, in order, once worked out.
    final var ruleDescriptors: [RuleDescriptor]?
    /// The described rules with their English messages, once worked out.
    final var englishDescribedRules: [DescribedRule]?

    /// An empty definition.
    required init() {}

    /// A copy of `other`, for a row that changes a definition it shares. Each
    /// definition class copies what it adds and calls `super`.
    required init(copying other: RowDefinition) {
        tag = other.tag
        identifierFromTag = other.identifierFromTag
        title = other.title
        placeholder = other.placeholder
        help = other.help
        validationOptions = other.validationOptions
        hidden = other.hidden
        disabled = other.disabled
        eventHandlers = other.eventHandlers
        inlineRowHideOptions = other.inlineRowHideOptions
        customSettings = other.customSettings
        ruleCount = other.ruleCount
        ruleDescriptors = other.ruleDescriptors
        englishDescribedRules = other.englishDescribedRules
    }

    /// A copy of the same class.
    final func copy() -> RowDefinition {
        type(of: self).init(copying: self)
    }

    /// Forgets what was worked out from the rules, after they changed.
    final func rulesDidChange(count: Int) {
        ruleCount = count
        ruleDescriptors = nil
        englishDescribedRules = nil
    }
}

/// The definition of a row whose value has a type: its rules, how its value is
/// shown and what a reset puts back.
class ValueRowDefinition<Value: Equatable>: RowDefinition {
    /// The row's rules, in the order they run.
    final var rules: [ValidationRuleHelper<Value>] = []
    /// Turns the value into display text.
    final var displayValueFor: ((Value?) -> String?)?
    /// What a reset restores, when set.
    final var resetValue: Value?
    final var hasResetValue = false

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? ValueRowDefinition<Value> {
            rules = other.rules
            displayValueFor = other.displayValueFor
            resetValue = other.resetValue
            hasResetValue = other.hasResetValue
        }
        super.init(copying: other)
    }
}
