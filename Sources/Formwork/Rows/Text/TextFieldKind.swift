/// RSFormView's field kinds: a mask and a rule in one step, for any text row.
public enum TextFieldKind: Sendable, Hashable {
    /// `111-111-1111`.
    case usPhone
    /// A US state name or code.
    case usState
    /// Five digits.
    case zipCode
    /// `MM/YY`, not expired.
    case cardExpiry
    /// A number with at most this many decimal places.
    case decimal(places: Int)
    /// An email address.
    case email
    /// A password: anything but nothing. (A ``PasswordRow`` also hides what is typed.)
    case password
    /// A whole number, written with digits and an optional sign.
    case integer
}

extension FieldRow where Value == String {
    /// Applies a field kind: sets the mask that formats typing and the content
    /// type, and adds the rule that checks the result, RSFormView's default check
    /// for the kind: an email's format, a password not empty, a whole number.
    ///
    /// - Parameters:
    ///   - fieldKind: the kind.
    ///   - message: what the rule says when the text does not pass; nil for the
    ///     form's own words for the kind.
    public func useFieldKind(_ fieldKind: TextFieldKind, message: String? = nil) {
        switch fieldKind {
        case .usPhone:
            textMask = .usPhone
            contentType = .telephoneNumber
            add(rule: RuleUSPhone(msg: message))
        case .usState:
            add(rule: RuleUSState(msg: message))
        case .zipCode:
            textMask = .zipCode
            contentType = .postalCode
            add(rule: RuleZipCode(msg: message))
        case .cardExpiry:
            textMask = .cardExpiry
            contentType = .cardExpiry
            add(rule: RuleCardExpiry(msg: message))
        case .decimal(let places):
            add(rule: RuleDecimalPlaces<String>(maxPlaces: places, msg: message))
        case .email:
            contentType = .email
            add(rule: RuleEmail(msg: message))
        case .password:
            contentType = .password
            add(rule: RuleRequired(msg: message))
        case .integer:
            contentType = .integer
            var rule = RuleRegExp(regExpr: TextFieldKind.integerPattern, msg: message)
            if message == nil { rule.validationError = ValidationError(.wholeNumber, ruleID: nil) }
            add(rule: rule)
        }
    }
}

extension TextFieldKind {
    /// The field kinds a schema names in `fieldKind`.
    static let schemaKinds: [(name: String, kind: TextFieldKind)] = [
        ("usPhone", .usPhone), ("usState", .usState), ("zipCode", .zipCode), ("cardExpiry", .cardExpiry),
        ("email", .email), ("password", .password), ("integer", .integer),
    ]

    /// A whole number as typed: digits, after an optional sign.
    static let integerPattern = "^[-+]?[0-9]+$"

    /// The field kind a schema names.
    init?(schemaName: String) {
        guard let found = Self.schemaKinds.first(where: { $0.name == schemaName }) else { return nil }
        self = found.kind
    }

    /// The mask the kind sets, if any.
    var mask: TextMask? {
        switch self {
        case .usPhone: return .usPhone
        case .zipCode: return .zipCode
        case .cardExpiry: return .cardExpiry
        case .usState, .decimal, .email, .password, .integer: return nil
        }
    }

    /// The rule the kind adds.
    var rule: RuleDescriptor? {
        switch self {
        case .usPhone: return .usPhone
        case .usState: return .usState
        case .zipCode: return .zipCode
        case .cardExpiry: return .cardExpiry
        case .decimal(let places): return .decimalPlaces(places)
        case .email: return .email
        case .password: return .required
        case .integer: return .regex(pattern: Self.integerPattern, allowsEmpty: true)
        }
    }
}
