/// What a row that chooses from options adds to its value's settings, as one
/// value: its options with what is worked out from them, the selector's title,
/// how each option is titled (a multiple selector's) and the message for a value
/// that is not an option.
struct OptionSettings<T: Equatable> {
    /// Changed in place only in a row's own draft (see `OptionsRow.optionStore`),
    /// and only by the store's own methods.
    var optionStore = OptionStore<T>()
    var selectorTitle: String?
    /// The text shown for one option; nil for its description.
    var optionDisplayText: ((T) -> String)?
    var invalidOptionMessage: String?
}

/// An option row's settings, frozen into its definition with its value's.
final class FrozenOptionSettings<T: Equatable>: Sendable {
    /// The settings, behind ``SharedValue``: options need not be `Sendable`. What
    /// is worked out from them was worked out before they were frozen, and the
    /// store's box is written only when one store alone holds it, which a frozen
    /// one never does while anything reads it.
    let options: SharedValue<OptionSettings<T>>

    init(_ options: OptionSettings<T>) { self.options = SharedValue(options) }
}

/// The draft of a row that chooses one option.
final class OptionsRowDefinitionDraft<T: Equatable>: ValueRowDefinitionDraft<T>, OptionStoreDefinition {
    typealias RowValue = T
    var options = OptionSettings<T>()

    required init() {
        super.init()
    }

    override func frozenExtra() -> (any AnyObject & Sendable)? { FrozenOptionSettings(options) }

    override func takeExtra(_ extra: (any AnyObject & Sendable)?) {
        if let extra { options = DefinitionCast.cast(extra, to: FrozenOptionSettings<T>.self).options.value }
    }
}

/// The draft of a row that chooses several options.
final class MultipleSelectorRowDefinitionDraft<T: Hashable>: ValueRowDefinitionDraft<Set<T>>, OptionStoreDefinition {
    typealias RowValue = Set<T>
    var options = OptionSettings<T>()

    required init() {
        super.init()
    }

    override func frozenExtra() -> (any AnyObject & Sendable)? { FrozenOptionSettings(options) }

    override func takeExtra(_ extra: (any AnyObject & Sendable)?) {
        if let extra { options = DefinitionCast.cast(extra, to: FrozenOptionSettings<T>.self).options.value }
    }
}
