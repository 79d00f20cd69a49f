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
}

extension FieldRow where Value == String {
    /// Applies a field kind: sets the mask that formats typing and adds the rule
    /// that checks the result.
    public func useFieldKind(_ fieldKind: TextFieldKind) {
        switch fieldKind {
        case .usPhone:
            textMask = .usPhone
            contentType = .telephoneNumber
            add(rule: RuleUSPhone())
        case .usState:
            add(rule: RuleUSState())
        case .zipCode:
            textMask = .zipCode
            contentType = .postalCode
            add(rule: RuleZipCode())
        case .cardExpiry:
            textMask = .cardExpiry
            contentType = .cardExpiry
            add(rule: RuleCardExpiry())
        case .decimal(let places):
            add(rule: RuleDecimalPlaces<String>(maxPlaces: places))
        }
    }
}

extension TextFieldKind {
    /// The field kinds a schema names in `fieldKind`.
    static let schemaKinds: [(name: String, kind: TextFieldKind)] = [
        ("usPhone", .usPhone), ("usState", .usState), ("zipCode", .zipCode), ("cardExpiry", .cardExpiry),
    ]

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
        case .usState, .decimal: return nil
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
        }
    }
}
