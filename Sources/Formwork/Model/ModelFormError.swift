/// Why a form cannot be built from a model, or a model from a form's values.
///
/// An extensible error in the style of Hummingbird's: match on ``code``; new codes
/// may be added without breaking code that handles the ones it knows.
public struct ModelFormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String { case unsupportedType, notAModel, unknownField, rowTypeMismatch, ruleMismatch, valueDoesNotFit }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        public var description: String { value.rawValue }

        /// A property's type cannot be shown as a row.
        public static var unsupportedType: Code { Code(.unsupportedType) }
        /// The type does not decode as a keyed container of properties.
        public static var notAModel: Code { Code(.notAModel) }
        /// A form description names something that is not a stored property.
        public static var unknownField: Code { Code(.unknownField) }
        /// A form description asks for a row type that cannot hold the property's type,
        /// or options of another type.
        public static var rowTypeMismatch: Code { Code(.rowTypeMismatch) }
        /// A form description gives a value transformer to a row that shows no text it
    /// could transform (a switch). Its code is ``Code/rowTypeMismatch``.
    public static func transformerMismatch(property: String, rowType: String) -> ModelFormError {
        ModelFormError(.rowTypeMismatch, property: property, detail: rowType,
                       "Property '\(property)' has a value transformer, but a \(rowType) row shows no text to transform.")
    }

    /// A rule in a form description does not fit the property's row.
        public static var ruleMismatch: Code { Code(.ruleMismatch) }
        /// The model's value cannot be held by the property's row.
        public static var valueDoesNotFit: Code { Code(.valueDoesNotFit) }
    }

    /// What kind of problem it is.
    public let code: Code
    /// The property concerned, by its tag (or, for ``Code/unknownField``, the name the
    /// description used); nil when the problem is the model's type.
    public let property: String?
    /// What else the problem names: the type, row type, rule or value.
    public let detail: String?
    /// The problem in a sentence.
    public let description: String

    private init(_ code: Code, property: String?, detail: String?, _ description: String) {
        self.code = code
        self.property = property
        self.detail = detail
        self.description = description
    }

    /// A property's type cannot be shown as a row; the property is named by its tag.
    public static func unsupportedType(property: String, type: String) -> ModelFormError {
        ModelFormError(.unsupportedType, property: property, detail: type,
                       "Property '\(property)' has type \(type), which Formwork cannot show as a row.")
    }

    /// The type does not decode as a keyed container of properties.
    public static func notAModel(_ type: String) -> ModelFormError {
        ModelFormError(.notAModel, property: nil, detail: type,
                       "\(type) does not decode as a set of named properties, so it cannot become a form.")
    }

    /// A form description names a key path that is not a stored property of the model.
    public static func unknownField(_ name: String) -> ModelFormError {
        ModelFormError(.unknownField, property: name, detail: nil,
                       "The form description names '\(name)', which is not a stored property of the model.")
    }

    /// A form description asks for a row type that cannot hold the property's type.
    public static func rowTypeMismatch(property: String, rowType: String, type: String) -> ModelFormError {
        ModelFormError(.rowTypeMismatch, property: property, detail: rowType,
                       "Property '\(property)' is \(type); a \(rowType) row cannot hold it.")
    }

    /// A form description gives options that the property's row cannot offer: the
    /// row has no options at all, or options of another type. Its code is
    /// ``Code/rowTypeMismatch``.
    ///
    /// - Parameters:
    ///   - property: the property's tag.
    ///   - rowType: the name of the property's row type.
    ///   - optionType: the type of the options given.
    ///   - rowHasOptions: whether rows of that type have options.
    public static func optionsMismatch(property: String, rowType: String, optionType: String, rowHasOptions: Bool) -> ModelFormError {
        let why = rowHasOptions
            ? "its options are \(optionType), which a \(rowType) row for it cannot offer."
            : "it is shown as a \(rowType) row, which has no options; give it a row type with options, such as push."
        return ModelFormError(.rowTypeMismatch, property: property, detail: rowType, "Property '\(property)' has options, but " + why)
    }

    /// A form description gives a value transformer to a row that shows no text it
    /// could transform (a switch). Its code is ``Code/rowTypeMismatch``.
    public static func transformerMismatch(property: String, rowType: String) -> ModelFormError {
        ModelFormError(.rowTypeMismatch, property: property, detail: rowType,
                       "Property '\(property)' has a value transformer, but a \(rowType) row shows no text to transform.")
    }

    /// A rule in a form description does not fit the property's row.
    public static func ruleMismatch(property: String, rule: String) -> ModelFormError {
        ModelFormError(.ruleMismatch, property: property, detail: rule,
                       "Rule \"\(rule)\" does not apply to property '\(property)'.")
    }

    /// The model's value cannot be held by the property's row (a `UInt64` above
    /// `Int.max`, a date outside years 1 to 9999, a `javascript:` link).
    public static func valueDoesNotFit(property: String, value: String) -> ModelFormError {
        ModelFormError(.valueDoesNotFit, property: property, detail: value,
                       "Property '\(property)' holds \(value), which its row cannot hold.")
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
