/// The definition of a ``TriplePickerRow``: where its three lists come from and
/// how options are titled. Nil for each: the row's default.
final class TriplePickerRowDefinition<A: Equatable, B: Equatable, C: Equatable>: ValueRowDefinition<Tuple3<A, B, C>>,
    @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var firstOptions: (() -> [A])?
    var secondOptions: ((A) -> [B])?
    var thirdOptions: ((A, B) -> [C])?
    var optionTitle: ((Any) -> String)?

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? TriplePickerRowDefinition<A, B, C> {
            firstOptions = other.firstOptions
            secondOptions = other.secondOptions
            thirdOptions = other.thirdOptions
            optionTitle = other.optionTitle
        }
        super.init(copying: other)
    }
}
