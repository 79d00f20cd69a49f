/// The definition of a text area: how many lines it shows at first.
final class TextAreaRowDefinition: FieldRowDefinition<String>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var visibleLines = 3

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? TextAreaRowDefinition { visibleLines = other.visibleLines }
        super.init(copying: other)
    }
}
