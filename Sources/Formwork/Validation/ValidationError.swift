/// A message explaining why a row's value is not acceptable.
///
/// Two errors are equal when their message, rule and tag are.
public struct ValidationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The message shown next to the field.
    public let msg: String
    /// The identifier of the rule that produced it, if any.
    public var ruleID: String?
    /// The tag of the row it belongs to, filled in when a form collects errors.
    public var tag: String?
    /// The built-in message it words, so that a form can word it in its own language.
    var messageKey: MessageKey?

    /// An error with the given message.
    public init(msg: String, ruleID: String? = nil, tag: String? = nil) {
        self.msg = msg
        self.ruleID = ruleID
        self.tag = tag
    }

    public var description: String { msg }

    public static func == (lhs: ValidationError, rhs: ValidationError) -> Bool {
        lhs.msg == rhs.msg && lhs.ruleID == rhs.ruleID && lhs.tag == rhs.tag
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(msg)
        hasher.combine(ruleID)
        hasher.combine(tag)
    }
}
