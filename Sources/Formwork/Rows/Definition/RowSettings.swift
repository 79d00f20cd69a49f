/// The settings every row type has, as one value: its tag, title and when it
/// validates, its rare settings, its field settings, and what is worked out from
/// its rules.
///
/// A row's draft holds it while the row is built (``RowDefinitionDraft``), and a
/// ``RowDefinition`` holds it frozen. Both copy it whole: there is no list of
/// fields to keep in step.
@usableFromInline
struct RowSettings: Sendable {
    @usableFromInline init() {}

    /// Identifies the row in its form.
    private(set) var tag: String?
    /// The tag as it stands in an identifier when that is not the tag itself,
    /// worked out when the tag is set (nil for nearly every tag).
    private var escapedTag: String?
    /// The row's label.
    var title: String?
    /// When the row validates itself.
    var validationOptions: ValidationOptions = .validatesOnBlur
    /// What few rows set, kept apart so that settings without them are small to
    /// make and to free: most rows of most forms set none.
    var rare: RareSettingsBox?
    /// What a text-entry row adds (mask, formatter, parser, message, content type);
    /// nil for other rows and for most fields.
    var fieldSettings: FieldSettingsBox?
    /// How many rules the row has: kept here, untyped, so that code for any row
    /// reads it without looking a generic type up.
    @usableFromInline var ruleCount = 0
    /// What each rule that describes itself checks, in order, once worked out.
    @usableFromInline var ruleDescriptors: [RuleDescriptor]?
    /// The described rules with their English messages, once worked out.
    @usableFromInline var englishDescribedRules: [DescribedRule]?
    /// Whether the forms of a template start with a value: asked of every row a
    /// form is made with, without reading a typed value.
    var hasStartValue = false
    /// Whether a `hidden` or `disabled` condition is set: worked out when the rare
    /// settings change, since every row is asked on every request.
    private(set) var hasConditions = false
    /// Whether any observer of the row's events is set, worked out likewise.
    private(set) var hasEventHandlers = false
    /// Whether any `cellSetup` or `cellUpdate` callback is set, worked out likewise.
    private(set) var hasCellHooks = false

    /// Sets the tag with the form it takes in an identifier, worked out by the
    /// caller (`escapedTag(for:)`), so that nothing is called while the settings
    /// are being changed.
    mutating func setTag(_ tag: String?, escaped: String?) {
        self.tag = tag
        escapedTag = escaped
    }

    /// What `tag` becomes in an identifier when that is not the tag itself.
    static func escapedTag(for tag: String?) -> String? {
        tag.flatMap(IdentifierText.escapeIfNeeded)
    }

    /// The tag as it stands in an identifier.
    var identifierFromTag: String? { escapedTag ?? tag }

    /// Forgets what was worked out from the rules, after they changed.
    @usableFromInline
    mutating func rulesDidChange(count: Int) {
        ruleCount = count
        // Compared first: most rows never worked either out, and storing nil over
        // nil still releases the old value.
        if ruleDescriptors != nil { ruleDescriptors = nil }
        if englishDescribedRules != nil { englishDescribedRules = nil }
    }

    /// Changes the rare settings: a new box, since boxes are shared by the
    /// definitions and drafts that copied these settings, and never written.
    mutating func changeRare(_ change: (inout RareRowSettings) -> Void) {
        var settings = rare?.settings ?? RareRowSettings()
        change(&settings)
        rare = RareSettingsBox(settings)
        hasConditions = settings.hidden != nil || settings.disabled != nil
        hasEventHandlers = !(settings.callbacks?.value.eventHandlers.isEmpty ?? true)
        hasCellHooks = settings.callbacks?.value.hasCellHooks ?? false
    }

    /// Shown in an empty field.
    var placeholder: String? { rare?.settings.placeholder }
    /// A longer explanation shown with the row.
    var help: String? { rare?.settings.help }
    /// When the row is hidden.
    var hidden: Condition? { rare?.settings.hidden }
    /// When the row is disabled.
    var disabled: Condition? { rare?.settings.disabled }
    /// How much of a line the row takes.
    var width: RowWidth { rare?.settings.width ?? .full }
    /// Whether the row's answer is kept out of drafts and saved answers.
    var isSensitive: Bool { rare?.settings.isSensitive ?? false }
    /// Whether the row takes the focus when its form or page is first shown.
    var autofocus: Bool { rare?.settings.autofocus ?? false }
    /// When an expanded inline row collapses by itself.
    var inlineRowHideOptions: InlineRowHideOptions {
        rare?.settings.inlineRowHideOptions ?? [.anotherInlineRowIsShown, .focusChanges]
    }
    /// What the row's type adds to every row's settings (``RowKindSettings``).
    var kindSettings: (any Sendable)? { rare?.settings.kindSettings }
    /// The row's callbacks and custom settings; nil for most rows.
    var callbacks: RowCallbacks? { rare?.settings.callbacks?.value }
}

/// The settings few rows have, as one value, copied whole into a new box when
/// one of them changes.
struct RareRowSettings: Sendable {
    var placeholder: String?
    var help: String?
    var hidden: Condition?
    var disabled: Condition?
    var inlineRowHideOptions: InlineRowHideOptions = [.anotherInlineRowIsShown, .focusChanges]
    var kindSettings: (any Sendable)?
    var width = RowWidth.full
    var isSensitive = false
    var autofocus = false
    /// Callbacks and the settings of custom rows: what Swift cannot check is
    /// `Sendable` (see ``SharedValue``).
    var callbacks: SharedValue<RowCallbacks>?

    /// Changes the callbacks, copied whole.
    mutating func changeCallbacks(_ change: (inout RowCallbacks) -> Void) {
        var own = callbacks?.value ?? RowCallbacks()
        change(&own)
        callbacks = SharedValue(own)
    }
}

/// A row's callbacks, in the order they were added, its actions and the settings
/// its custom type declares: the Eureka-style closures ported code sets, which are
/// not `@Sendable`, and custom settings of any type.
struct RowCallbacks {
    /// Observers of the row's events.
    var eventHandlers: [(FormEvent) -> Void] = []
    /// The row's `cellSetup` callbacks.
    var cellSetups: [(RowCell, BaseRow) -> Void] = []
    /// The row's `cellUpdate` callbacks.
    var cellUpdates: [(RowCell, BaseRow) -> Void] = []
    /// The row's actions on its leading side.
    var leadingSwipe = SwipeConfiguration()
    /// The row's actions on its trailing side.
    var trailingSwipe = SwipeConfiguration()
    /// The row's `onPresent` callbacks.
    var presentHandlers: [(Form, SelectorDescription) -> Void] = []
    /// The row's `onExpandInlineRow`/`onCollapseInlineRow` callbacks.
    var inlineHooks: [InlineHook] = []
    /// The settings custom row types declare with ``RowSetting``, by property.
    var customSettings: [AnyHashable: Any] = [:]

    /// Whether the row has actions on either side.
    var hasRowActions: Bool { !leadingSwipe.actions.isEmpty || !trailingSwipe.actions.isEmpty }
    /// Whether any `cellSetup` or `cellUpdate` callback is set.
    var hasCellHooks: Bool { !cellSetups.isEmpty || !cellUpdates.isEmpty }
}

/// The box settings keep their rare settings in: never changed, so every copy of
/// the settings shares it.
final class RareSettingsBox: Sendable {
    let settings: RareRowSettings

    init(_ settings: RareRowSettings) { self.settings = settings }
}
