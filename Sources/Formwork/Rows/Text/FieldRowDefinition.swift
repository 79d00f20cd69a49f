import Foundation

/// The definition of a text-entry row: how typed text becomes its value.
class FieldRowDefinition<Value: Equatable>: ValueRowDefinition<Value>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    /// The settings, which most fields leave alone, apart: a field's definition
    /// without them is small to make and to free.
    private final var settings: FieldSettings?

    /// The settings, or nil when none was set: what typing reads first.
    final var fieldSettings: FieldSettings? { settings }

    private final func ownSettings() -> FieldSettings {
        if let settings { return settings }
        let made = FieldSettings()
        settings = made
        return made
    }

    final var textMask: TextMask? {
        get { settings?.textMask }
        set { ownSettings().textMask = newValue }
    }
    final var formatter: Formatter? {
        get { settings?.formatter }
        set { ownSettings().formatter = newValue }
    }
    final var textParser: ((String) -> Value?)? {
        get { settings?.textParser as? (String) -> Value? }
        set {
            // Swapped in: the old parser goes after the access ends.
            var parser = newValue as Any?
            swap(&ownSettings().textParser, &parser)
        }
    }
    final var invalidInputMessage: String? {
        get { settings?.invalidInputMessage }
        set { ownSettings().invalidInputMessage = newValue }
    }
    final var contentType: TextContentType? {
        get { settings?.contentType }
        set { ownSettings().contentType = newValue }
    }

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? FieldRowDefinition<Value> { settings = other.settings?.copy() }
        super.init(copying: other)
    }
}

/// A field's settings, owned by one definition. The parser is kept untyped, so
/// that the box is the same for every value type.
final class FieldSettings {
    var textMask: TextMask?
    var formatter: Formatter?
    var textParser: Any?
    var invalidInputMessage: String?
    var contentType: TextContentType?

    init() {}

    func copy() -> FieldSettings {
        let copy = FieldSettings()
        copy.textMask = textMask
        copy.formatter = formatter
        var parser = textParser
        swap(&copy.textParser, &parser)
        copy.invalidInputMessage = invalidInputMessage
        copy.contentType = contentType
        return copy
    }
}
