import Foundation

/// A US phone number written `111-111-1111` (what ``TextMask/usPhone`` produces).
public struct RuleUSPhone: RuleType {
    public var id: String?
    public var validationError: ValidationError

    /// A US phone number rule.
    ///
    /// - Parameters:
    ///   - msg: the message shown when the value is not a US phone number.
    ///   - id: an identifier for removing the rule.
    public init(msg: String? = nil, id: String? = nil) {
        self.id = id
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.usPhone, ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return TextPattern.matches(value, "###-###-####") ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { .usPhone }
}

/// The name or the two-letter code of a US state or DC, in any letter case.
public struct RuleUSState: RuleType {
    public var id: String?
    public var validationError: ValidationError

    /// A US state rule.
    ///
    /// - Parameters:
    ///   - msg: the message shown when the value is not a US state.
    ///   - id: an identifier for removing the rule.
    public init(msg: String? = nil, id: String? = nil) {
        self.id = id
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.usState, ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return USStates.contains(value) ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { .usState }
}

/// A five-digit US ZIP code.
public struct RuleZipCode: RuleType {
    public var id: String?
    public var validationError: ValidationError

    /// A ZIP code rule.
    ///
    /// - Parameters:
    ///   - msg: the message shown when the value is not a five-digit ZIP code.
    ///   - id: an identifier for removing the rule.
    public init(msg: String? = nil, id: String? = nil) {
        self.id = id
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.zipCode, ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        return TextPattern.matches(value, "#####") ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { .zipCode }
}

/// A card expiry date written `MM/YY`, with a real month and, unless
/// `allowsExpired`, not before the current month.
public struct RuleCardExpiry: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// Whether dates in the past pass.
    public var allowsExpired: Bool
    /// The current date, replaceable for tests.
    public var now: @Sendable () -> Date

    /// A card expiry rule.
    ///
    /// - Parameters:
    ///   - allowsExpired: whether dates before the current month pass.
    ///   - now: the current date; replace it in tests.
    ///   - msg: the message shown when the value is not a valid expiry date.
    ///   - id: an identifier for removing the rule.
    public init(allowsExpired: Bool = false, now: @escaping @Sendable () -> Date = { Date() },
                msg: String? = nil, id: String? = nil) {
        self.id = id
        self.allowsExpired = allowsExpired
        self.now = now
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.cardExpiry, ruleID: id)
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return nil }
        guard TextPattern.matches(value, "##/##"),
              let month = Int(value.prefix(2)), let year = Int(value.suffix(2)), (1...12).contains(month)
        else { return validationError }
        if allowsExpired { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let today = calendar.dateComponents([.year, .month], from: now())
        let currentYear = (today.year ?? 2000) % 100, currentMonth = today.month ?? 1
        return (year, month) >= (currentYear, currentMonth) ? nil : validationError
    }

    /// `.cardExpiry` when expired dates are refused (the portable meaning); a rule
    /// that allows them is not described rather than described wrongly.
    public var descriptor: RuleDescriptor? { allowsExpired ? nil : .cardExpiry }
}

/// A number with at most `maxPlaces` digits after the decimal point. Works on text
/// and on numbers (their shortest exact decimal form).
public struct RuleDecimalPlaces<T: CustomStringConvertible>: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// The most digits allowed after the decimal point.
    public let maxPlaces: Int

    /// A decimal places rule.
    ///
    /// - Parameters:
    ///   - maxPlaces: the most digits allowed after the decimal point.
    ///   - msg: the message shown when there are more; nil for "Use at most … decimal
    ///     places."
    ///   - id: an identifier for removing the rule.
    public init(maxPlaces: Int, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.maxPlaces = maxPlaces
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.decimalPlaces(maxPlaces), ruleID: id)
    }

    public func isValid(value: T?) -> ValidationError? {
        guard let value else { return nil }
        let text = value.description
        if text.isEmpty { return nil }
        guard let places = Self.decimalPlaces(text) else { return validationError }
        return places <= maxPlaces ? nil : validationError
    }

    /// The number of digits after the point, honouring an exponent; nil when not a number.
    static func decimalPlaces(_ text: String) -> Int? {
        // Plain decimal notation only: `Double` also reads hex floats and "nan".
        let lower = text.lowercased()
        let parts = lower.split(separator: "e", maxSplits: 1, omittingEmptySubsequences: false)
        let isDigits = { (s: Substring) in !s.isEmpty && s.allSatisfy { $0.isASCII && $0.isNumber } }
        let unsigned = { (s: Substring) in s.first == "-" || s.first == "+" ? s.dropFirst() : s }
        let number = unsigned(parts[0]).split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard number.allSatisfy(isDigits) || (number.count == 2 && (isDigits(number[0]) || number[0].isEmpty) && isDigits(number[1])),
              parts.count == 1 || isDigits(unsigned(parts[1])) else { return nil }
        let mantissa = String(parts[0])
        // Clamped: a huge exponent must not overflow the subtraction below, and one
        // too long for an `Int` is as far out as its sign says.
        var exponent = 0
        if parts.count == 2 {
            exponent = Int(parts[1]) ?? (parts[1].first == "-" ? -10_000 : 10_000)
        }
        exponent = Swift.max(-10_000, Swift.min(10_000, exponent))
        var fraction = mantissa.split(separator: ".", maxSplits: 1).dropFirst().first.map(String.init) ?? ""
        while fraction.hasSuffix("0") { fraction.removeLast() }
        return max(0, fraction.count - exponent)
    }

    public var descriptor: RuleDescriptor? { .decimalPlaces(maxPlaces) }
}

/// US states and DC, by name and code.
enum USStates {
    static let codes: [String: String] = [
        "AL": "Alabama", "AK": "Alaska", "AZ": "Arizona", "AR": "Arkansas", "CA": "California",
        "CO": "Colorado", "CT": "Connecticut", "DE": "Delaware", "DC": "District of Columbia",
        "FL": "Florida", "GA": "Georgia", "HI": "Hawaii", "ID": "Idaho", "IL": "Illinois",
        "IN": "Indiana", "IA": "Iowa", "KS": "Kansas", "KY": "Kentucky", "LA": "Louisiana",
        "ME": "Maine", "MD": "Maryland", "MA": "Massachusetts", "MI": "Michigan", "MN": "Minnesota",
        "MS": "Mississippi", "MO": "Missouri", "MT": "Montana", "NE": "Nebraska", "NV": "Nevada",
        "NH": "New Hampshire", "NJ": "New Jersey", "NM": "New Mexico", "NY": "New York",
        "NC": "North Carolina", "ND": "North Dakota", "OH": "Ohio", "OK": "Oklahoma", "OR": "Oregon",
        "PA": "Pennsylvania", "RI": "Rhode Island", "SC": "South Carolina", "SD": "South Dakota",
        "TN": "Tennessee", "TX": "Texas", "UT": "Utah", "VT": "Vermont", "VA": "Virginia",
        "WA": "Washington", "WV": "West Virginia", "WI": "Wisconsin", "WY": "Wyoming",
    ]
    static let names: Set<String> = Set(codes.values.map { $0.lowercased() })

    static func contains(_ text: String) -> Bool {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        return codes[trimmed.uppercased()] != nil || names.contains(trimmed.lowercased())
    }
}
