/// The definition of a row that chooses one option: its options, with what is
/// worked out from them, the selector's title and the message for a value that is
/// not an option.
final class OptionsRowDefinition<T: Equatable>: ValueRowDefinition<T>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    /// Changed in place only through a row that alone holds this definition (see
    /// `OptionsRow.optionStore`), and only by the store's own methods.
    var optionStore = OptionStore<T>()
    var selectorTitle: String?
    var invalidOptionMessage: String?

    required init() {
        super.init()
    }

    /// The copy shares the options' box until one of the two changes it.
    required init(copying other: RowDefinition) {
        if let other = other as? OptionsRowDefinition<T> {
            optionStore = other.optionStore
            selectorTitle = other.selectorTitle
            invalidOptionMessage = other.invalidOptionMessage
        }
        super.init(copying: other)
    }
}
