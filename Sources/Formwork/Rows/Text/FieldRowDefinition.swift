import Foundation

/// The definition of a text-entry row: how typed text becomes its value.
final class FieldRowDefinition<Value: Equatable>: ValueRowDefinition<Value> {
    var textMask: TextMask?
    var formatter: Formatter?
    var textParser: ((String) -> Value?)?
    var invalidInputMessage: String?
    var contentType: TextContentType?

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? FieldRowDefinition<Value> {
            textMask = other.textMask
            formatter = other.formatter
            textParser = other.textParser
            invalidInputMessage = other.invalidInputMessage
            contentType = other.contentType
        }
        super.init(copying: other)
    }
}
