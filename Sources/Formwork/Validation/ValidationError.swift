/// A message explaining why a row's value is not acceptable.
public struct ValidationError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The message shown next to the field.
    public let msg: String
    /// The identifier of the rule that produced it, if any.
    public var ruleID: String?
    /// The tag of the row it belongs to, filled in when a form collects errors.
    public var tag: String?

    /// An error with the given message.
    public init(msg: String, ruleID: String? = nil, tag: String? = nil) {
        self.msg = msg
        self.ruleID = ruleID
        self.tag = tag
    }

    public var description: String { msg }
}
