import Foundation

/// The value must match a regular expression (the whole value, not a part of it).
public struct RuleRegExp: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// Whether an empty value passes.
    public var allowsEmpty: Bool
    /// The pattern.
    public let pattern: String
    private let regex: NSRegularExpression

    /// A regular expression rule.
    ///
    /// - Parameters:
    ///   - regExpr: an ICU regular expression; one that does not compile is a
    ///     programmer error and stops the program with the pattern named.
    ///   - allowsEmpty: whether an empty value passes.
    ///   - msg: the message shown when the value does not match.
    ///   - id: an identifier for removing the rule.
    public init(regExpr: String, allowsEmpty: Bool = true, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.allowsEmpty = allowsEmpty
        self.pattern = regExpr
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.invalidValue, ruleID: id)
        guard let compiled = Self.compile(regExpr) else {
            programmerError("Formwork: RuleRegExp pattern does not compile: \(regExpr)")
        }
        regex = compiled
    }

    /// The pattern anchored to the whole value, or nil when it does not compile.
    /// Schemas check patterns with this too, so a pattern they accept never stops
    /// the program here.
    static func compile(_ pattern: String) -> NSRegularExpression? {
        try? NSRegularExpression(pattern: "^(?:" + pattern + ")$")
    }

    public func isValid(value: String?) -> ValidationError? {
        guard let value, !value.isEmpty else { return allowsEmpty ? nil : validationError }
        let range = NSRange(value.startIndex..., in: value)
        return regex.firstMatch(in: value, range: range) == nil ? validationError : nil
    }

    public var descriptor: RuleDescriptor? { .regex(pattern: pattern, allowsEmpty: allowsEmpty) }
}
