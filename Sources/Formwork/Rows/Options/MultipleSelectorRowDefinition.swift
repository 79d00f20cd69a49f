/// The definition of a row that chooses several options: its options, with what
/// is worked out from them, how each is titled, the selector's title and the
/// message for a value that is not an option.
final class MultipleSelectorRowDefinition<T: Hashable>: ValueRowDefinition<Set<T>>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    /// Changed in place only through a row that alone holds this definition (see
    /// `MultipleSelectorRow.optionStore`), and only by the store's own methods.
    var optionStore = OptionStore<T>()
    var selectorTitle: String?
    /// The text shown for one option; nil for its description.
    var optionDisplayText: ((T) -> String)?
    var invalidOptionMessage: String?

    required init() {
        super.init()
    }

    /// The copy shares the options' box until one of the two changes it.
    required init(copying other: RowDefinition) {
        if let other = other as? MultipleSelectorRowDefinition<T> {
            optionStore = other.optionStore
            selectorTitle = other.selectorTitle
            optionDisplayText = other.optionDisplayText
            invalidOptionMessage = other.invalidOptionMessage
        }
        super.init(copying: other)
    }
}
