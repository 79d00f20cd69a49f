/// What is worked out from a row's rules (what they check, their messages in
/// English), in a box that copies of the row share as they share the rules.
///
/// A row gets the box when something is first worked out, and drops it when its
/// rules change, so building a form allocates none. The box is filled in only
/// while one row alone holds it; otherwise the row gets a new box. So the copies
/// a template makes from many tasks read boxes nothing writes, and a box's
/// address, with the number of rules, stands for the rules as they are
/// (``RowDefinitionMark``). Untyped, so reading it looks up no generic type.
final class RowRules {
    /// What each rule that describes itself checks, in order, once worked out.
    var descriptors: [RuleDescriptor]?
    /// The described rules with their English messages, once worked out.
    var englishDescribed: [DescribedRule]?

    init(descriptors: [RuleDescriptor]? = nil, englishDescribed: [DescribedRule]? = nil) {
        self.descriptors = descriptors
        self.englishDescribed = englishDescribed
    }
}
