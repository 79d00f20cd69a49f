/// The definition of a ``ListCheckRow``: the value it stands for.
final class ListCheckRowDefinition<T: Equatable>: ValueRowDefinition<T>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var selectableValue: T?

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? ListCheckRowDefinition<T> {
            selectableValue = other.selectableValue
        }
        super.init(copying: other)
    }
}
