import Formwork

/// The "string length" row of a post on custom Eureka rows: a line of text with a
/// limit, and a count of how much of it is used under the field.
///
/// The limit is a `RuleMaxLength`, so every front end knows it through
/// the row's rule descriptors: a browser stops typing at it, the script checks it
/// live, and the server keeps text sent over it and says so. The kind,
/// `RowKind.countedText`, is what lets the web gallery draw the count
/// (`CountedTextPresenter`).
package final class CountedTextRow: StringFieldRow {
    package override var kind: RowKind { .countedText }

    package required init(tag: String?) { super.init(tag: tag) }

    /// The most characters the text may have; nil for no limit. Kept as the row's
    /// rule, so copies and schemas carry it with the other rules.
    package var limit: Int? {
        get { Self.limit(in: ruleDescriptors) }
        set {
            remove(ruleWithIdentifier: Self.limitRule)
            if let newValue, newValue > 0 { add(rule: RuleMaxLength(maxLength: UInt(newValue), id: Self.limitRule)) }
        }
    }

    private static let limitRule = "countedText.limit"

    /// The smallest `maxLength` among rules: the limit a row with them has, as a
    /// front end that reads only the rules works it out.
    package static func limit(in rules: [RuleDescriptor]) -> Int? {
        rules.compactMap { descriptor -> Int? in
            if case .maxLength(let n) = descriptor { return n }
            return nil
        }.min()
    }
}
