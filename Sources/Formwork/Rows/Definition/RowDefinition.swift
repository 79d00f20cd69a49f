/// What a row asks for, frozen: its tag, title, placeholder and help, when it
/// validates, its conditions, its callbacks and its rules, and what each row type
/// adds (a mask, options, bounds).
///
/// A row holds its state in one form (value, typed text, errors, focus, whether it
/// is hidden) and its settings: its own while it is built, in a draft, and once a
/// ``FormTemplate`` is made, a frozen definition that every form the template
/// makes shares, so that making a form allocates state only. A row of such a form
/// that is changed (`row.title = …`) takes the definition's settings into a draft
/// of its own and keeps the change there: the definition itself is never written.
/// Its stored properties are `let`s, and the compiler checks that it is
/// `Sendable`.
///
/// Front ends that work something out once per row (a piece of markup, a layout)
/// key what they keep on the identity of a template's definition,
/// ``BaseRow/sharedDefinition``: it lives as long as the template and never
/// changes.
public final class RowDefinition: Sendable {
    /// The settings every row type has.
    let settings: RowSettings
    /// What the row's value type adds (its rules, its options), frozen: a
    /// ``FrozenValueSettings`` of the row's value type; nil for rows without a
    /// value.
    let typed: (any AnyObject & Sendable)?

    /// Whether the definition is a ``FormTemplate``'s, shared by the forms it makes
    /// for as long as the template lives. A front end may keep what it works out
    /// from such a definition for as long as it keeps the definition. A definition
    /// read from a row built directly (``BaseRow/definition``) is not.
    public let isShared: Bool

    init(settings: RowSettings, typed: (any AnyObject & Sendable)?, isShared: Bool) {
        self.settings = settings
        self.typed = typed
        self.isShared = isShared
    }
}

/// What a row with a typed value adds to its frozen definition: its rules, display
/// closure, reset and start values, and what its row type adds to those (an
/// option row's options, a ``FrozenOptionSettings``).
final class FrozenValueSettings<Value: Equatable>: Sendable {
    /// The settings, behind ``SharedValue``: a row's value type, its rules and its
    /// display closure need not be `Sendable`.
    let value: SharedValue<ValueSettings<Value>>
    /// What the row type adds; nil for most.
    let extra: (any AnyObject & Sendable)?

    init(_ value: ValueSettings<Value>, extra: (any AnyObject & Sendable)?) {
        self.value = SharedValue(value)
        self.extra = extra
    }
}
