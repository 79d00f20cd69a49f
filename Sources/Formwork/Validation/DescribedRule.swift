/// A rule as a front end checks it: what it checks and the message it reports,
/// already worded in the form's language (``BaseRow/describedRules``).
public struct DescribedRule: Sendable, Hashable {
    /// What the rule checks.
    public let descriptor: RuleDescriptor
    /// The message the rule reports when it fails.
    public let message: String

    /// A rule and its message.
    public init(descriptor: RuleDescriptor, message: String) {
        self.descriptor = descriptor
        self.message = message
    }
}
