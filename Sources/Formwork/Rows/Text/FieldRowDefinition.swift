import Foundation

/// What a text-entry row adds to every row's settings: how typed text becomes its
/// value. Most fields set none of it.
///
/// Held in an immutable box shared by every copy of the definition: a change makes
/// a new box, so there is no list of fields to copy and nothing a form shares is
/// written.
final class FieldSettingsBox: Sendable {
    let value: FieldSettings

    init(_ value: FieldSettings) { self.value = value }
}

/// A field's settings as one value. The parser is kept untyped, so that the value
/// is the same for every value type.
struct FieldSettings: Sendable {
    var textMask: TextMask?
    var formatter: SharedValue<Formatter>?
    var textParser: SharedClosure<Any>?
    var invalidInputMessage: String?
    var contentType: TextContentType?
}
