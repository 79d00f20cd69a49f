import Foundation

/// How a ``FormField``'s text is checked: RSFormView's `ValidationType`.
///
/// Every built-in check but ``none`` refuses empty text, as RSFormView's do; the
/// formats are Formwork's own rules' (`RuleEmail`, `RuleUSState`,
/// `RuleUSPhone`, `RuleZipCode`, `RuleDecimalPlaces`).
///
/// ```swift
/// confirmField.validationType = .custom(evaluator: { [weak self] value in
///     value == self?.fields().first { $0.name == "PASSWORD" }?.value
/// })
/// ```
public enum ValidationType {
    /// An email address.
    case email
    /// Any text but none.
    case nonEmpty
    /// No check: the field is valid unless marked invalid
    /// (``FormViewModel/markItemInvalid(fieldName:error:)``).
    case none
    /// A US state's name or two-letter code.
    case usState
    /// `MM/yyyy`, a month from 01 to 12, not before this month.
    case expiration
    /// Five digits.
    case fiveDigitZipCode
    /// `111-111-1111`.
    case usPhone
    /// A whole number.
    case integer
    /// A number with at most this many decimal places.
    case double(maxDecimalPlaces: Int)
    /// The evaluator's answer for the text: true when valid. It may read other
    /// fields (``FormViewModel/fields()``), which hold what the person typed.
    case custom(evaluator: (String) -> (Bool))

    /// Whether `text` passes the check.
    public func isValid(_ text: String) -> Bool {
        switch self {
        case .none: return true
        case .custom(let evaluator): return evaluator(text)
        default: break
        }
        guard !text.isEmpty else { return false }
        switch self {
        case .email: return RuleEmail().isValid(value: text) == nil
        case .nonEmpty: return true
        case .usState: return RuleUSState().isValid(value: text) == nil
        case .expiration: return Self.isExpiry(text, today: Date())
        case .fiveDigitZipCode: return RuleZipCode().isValid(value: text) == nil
        case .usPhone: return RuleUSPhone().isValid(value: text) == nil
        case .integer: return Int(text) != nil
        case .double(let places): return Double(text) != nil && RuleDecimalPlaces<String>(maxPlaces: places).isValid(value: text) == nil
        case .none, .custom: return true
        }
    }

    /// Whether `text` is `MM/yyyy` and not before the month of `today`.
    static func isExpiry(_ text: String, today: Date) -> Bool {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 2, parts[1].count == 4,
              parts.allSatisfy({ $0.allSatisfy { $0.isASCII && $0.isNumber } }),
              let month = Int(parts[0]), let year = Int(parts[1]), (1...12).contains(month) else { return false }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        let now = calendar.dateComponents([.year, .month], from: today)
        guard let thisYear = now.year, let thisMonth = now.month else { return false }
        return year > thisYear || (year == thisYear && month >= thisMonth)
    }
}
