/// Stricter checks a schema from outside can be held to.
public struct SchemaOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Refuse regular expressions that repeat a repetition (`(a+)+`, `(\w+\s?)*`).
    /// Formwork checks any pattern in linear time, but browsers backtrack, and such a
    /// pattern on a long value can stall a person's page for seconds.
    public static let refusingNestedQuantifiers = SchemaOptions(rawValue: 1)
}
