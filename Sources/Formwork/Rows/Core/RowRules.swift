/// A row's rules as they stand, in a box that copies of the row share.
///
/// A box is changed in place only while one row alone holds it; a row that changes
/// rules it shares with a copy gets a new box. So the copies a template makes from
/// many tasks read boxes that nothing writes, a box's address stands for the rules
/// in it (``RowDefinitionMark``), and a copy takes the rules with one reference
/// instead of one per array.
///
/// This untyped part holds what is read of every row without its value type.
class RowRules {
    /// How many rules there are.
    final var count: Int
    /// What each rule that describes itself checks, in order, once worked out.
    final var descriptors: [RuleDescriptor]?
    /// The described rules with their English messages, once worked out.
    final var englishDescribed: [DescribedRule]?

    init(count: Int, descriptors: [RuleDescriptor]?, englishDescribed: [DescribedRule]?) {
        self.count = count
        self.descriptors = descriptors
        self.englishDescribed = englishDescribed
    }
}

/// The rules themselves, typed for the row's value.
final class TypedRowRules<Value: Equatable>: RowRules {
    final var rules: [ValidationRuleHelper<Value>]

    init(_ rules: [ValidationRuleHelper<Value>], descriptors: [RuleDescriptor]? = nil,
         englishDescribed: [DescribedRule]? = nil) {
        self.rules = rules
        super.init(count: rules.count, descriptors: descriptors, englishDescribed: englishDescribed)
    }
}
