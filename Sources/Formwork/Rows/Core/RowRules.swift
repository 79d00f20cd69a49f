/// What is worked out from a row's rules (how many there are, what they check,
/// their messages in English), in a box that copies of the row share as they share
/// the rules.
///
/// The box is changed (by a change of the rules, or to keep what was worked out)
/// only while one row alone holds it; otherwise the row gets a new box. So
/// the copies a template makes from many tasks read boxes nothing writes, a box's
/// address stands for the rules as they are (``RowDefinitionMark``), and a copy
/// takes all of it with one reference. Untyped, so reading it looks up no generic
/// type.
final class RowRules {
    /// How many rules there are.
    private(set) var count: Int
    /// What each rule that describes itself checks, in order, once worked out.
    var descriptors: [RuleDescriptor]?
    /// The described rules with their English messages, once worked out.
    var englishDescribed: [DescribedRule]?

    init(count: Int, descriptors: [RuleDescriptor]? = nil, englishDescribed: [DescribedRule]? = nil) {
        self.count = count
        self.descriptors = descriptors
        self.englishDescribed = englishDescribed
    }

    /// Forgets what was worked out, for rules that changed.
    func rulesDidChange(count: Int) {
        self.count = count
        descriptors = nil
        englishDescribed = nil
    }
}
