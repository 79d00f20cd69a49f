import Foundation

/// The definition of a text-entry row: how typed text becomes its value.
class FieldRowDefinition<Value: Equatable>: ValueRowDefinition<Value>, @unchecked Sendable {
    @exclusivity(unchecked) var textMask: TextMask?
    @exclusivity(unchecked) var formatter: Formatter?
    @exclusivity(unchecked) var textParser: ((String) -> Value?)?
    @exclusivity(unchecked) var invalidInputMessage: String?
    @exclusivity(unchecked) var contentType: TextContentType?

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
