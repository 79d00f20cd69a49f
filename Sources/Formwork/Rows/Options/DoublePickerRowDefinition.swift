/// The definition of a ``DoublePickerRow``: where its two lists come from and how
/// options are titled. Nil for each: the row's default.
final class DoublePickerRowDefinition<A: Equatable, B: Equatable>: ValueRowDefinition<Tuple<A, B>>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var firstOptions: (() -> [A])?
    var secondOptions: ((A) -> [B])?
    var optionTitle: ((Any) -> String)?

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? DoublePickerRowDefinition<A, B> {
            firstOptions = other.firstOptions
            secondOptions = other.secondOptions
            optionTitle = other.optionTitle
        }
        super.init(copying: other)
    }
}
