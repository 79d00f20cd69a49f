/// Why a field's typed text gave no value.
enum TextFailure: Equatable {
    /// The text does not parse as the row's type.
    case parse
    /// The text reads as a value of the type but cannot be kept as typed (a number
    /// too precise, a link with a scheme not allowed); the built-in message.
    case problem(MessageKey)
    /// The mask would have dropped typed characters; the pattern it expects.
    case mask(String)
}
