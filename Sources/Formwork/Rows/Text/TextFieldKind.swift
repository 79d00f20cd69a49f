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
            add(rule: RuleUSPhone())
        case .usState:
            add(rule: RuleUSState())
        case .zipCode:
            textMask = .zipCode
            add(rule: RuleZipCode())
        case .cardExpiry:
            textMask = .cardExpiry
            add(rule: RuleCardExpiry())
        case .decimal(let places):
            add(rule: RuleDecimalPlaces<String>(maxPlaces: places))
        }
    }
}
