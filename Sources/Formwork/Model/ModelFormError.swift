/// Why a form cannot be built from a model, or a model from a form's values.
public enum ModelFormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// A property's type cannot be shown as a row; the property is named by its tag.
    case unsupportedType(property: String, type: String)
    /// The type does not decode as a keyed container of properties.
    case notAModel(String)
    /// A form description names a key path that is not a stored property of the model.
    case unknownField(String)
    /// A form description asks for a row kind that cannot hold the property's type.
    case rowKindMismatch(property: String, kind: String, type: String)
    /// A rule in a form description does not fit the property's row.
    case ruleMismatch(property: String, rule: String)
    /// The model's value cannot be held by the property's row (a `UInt64` above
    /// `Int.max`, a date outside years 1 to 9999, a `javascript:` link).
    case valueDoesNotFit(property: String, value: String)

    public var description: String {
        switch self {
        case .unsupportedType(let property, let type):
            return "Property '\(property)' has type \(type), which Formwork cannot show as a row."
        case .notAModel(let type):
            return "\(type) does not decode as a set of named properties, so it cannot become a form."
        case .unknownField(let name):
            return "The form description names '\(name)', which is not a stored property of the model."
        case .rowKindMismatch(let property, let kind, let type):
            return "Property '\(property)' is \(type); a \(kind) row cannot hold it."
        case .ruleMismatch(let property, let rule):
            return "Rule \"\(rule)\" does not apply to property '\(property)'."
        case .valueDoesNotFit(let property, let value):
            return "Property '\(property)' holds \(value), which its row cannot hold."
        }
    }
}

/// A form's values do not make a valid model: each problem names its field.
public struct FormDecodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// One problem per field, in form order; each carries the field's tag and message.
    public let errors: [ValidationError]

    /// The tags of the fields with problems.
    public var tags: [String] { errors.compactMap(\.tag) }

    public var description: String {
        "The form has \(errors.count) problem\(errors.count == 1 ? "" : "s"): "
            + errors.map { "\($0.tag ?? "form"): \($0.msg)" }.joined(separator: "; ")
    }
}
