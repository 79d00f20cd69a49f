/// When a row validates itself.
///
/// Errors are only shown once a person has touched the row (changed or left it),
/// or when the whole form is validated, for example on submit.
public struct ValidationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Validate every time the value changes.
    public static let validatesOnChange = ValidationOptions(rawValue: 1 << 0)
    /// Validate when the row loses focus (the default).
    public static let validatesOnBlur = ValidationOptions(rawValue: 1 << 1)
    /// Validate on blur, and on every change once the row has been blurred.
    public static let validatesOnChangeAfterBlurred = ValidationOptions(rawValue: 1 << 2)
    /// Only validate when asked to (`row.validate()` or `form.validate()`).
    public static let validatesOnDemand = ValidationOptions(rawValue: 1 << 3)
    /// Validate on change and on blur.
    public static let validatesAlways: ValidationOptions = [.validatesOnChange, .validatesOnBlur]
}
