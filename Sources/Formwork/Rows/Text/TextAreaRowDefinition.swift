/// The definition of a text area: how many lines it shows at first.
final class TextAreaRowDefinition: FieldRowDefinition<String>, @unchecked Sendable {
    var visibleLines = 3

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? TextAreaRowDefinition { visibleLines = other.visibleLines }
        super.init(copying: other)
    }
}
