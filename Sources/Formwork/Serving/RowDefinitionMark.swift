/// What a row of a template's definition was, for a front end that works out
/// something from it once (the markup of a text field) and must tell, on every
/// form it draws, whether that row of the form still has the same definition.
///
/// Copies made by a ``FormTemplate`` share the boxes their definition is kept in
/// (placeholder and help, the rules, a field's mask and content type) until one of
/// them changes its own, which then gets a box of its own. So a row whose boxes
/// are the ones marked, with the same title and validation options, has the
/// definition marked, and telling costs a few comparisons of addresses instead
/// of reading every setting.
///
/// Only the built-in text field rows can be marked: they keep no other setting
/// that is shown. The mark keeps a copy of the row, which shares its boxes: while
/// the mark lives their addresses cannot be reused, and a row that changes one
/// gets a new box rather than changing the shared one.
package final class RowDefinitionMark: @unchecked Sendable {
    // @unchecked: the copy is only held, never read or changed.
    private let type: ObjectIdentifier
    private let title: String?
    private let validationOptions: ValidationOptions
    private let boxes: RowDefinitionBoxes
    private let keeper: BaseRow

    /// The mark of `row`'s definition; nil when its type keeps settings the mark
    /// does not cover.
    package init?(of row: BaseRow) {
        let type = ObjectIdentifier(Swift.type(of: row))
        guard Self.markableTypes.contains(type) else { return nil }
        // Rules stand for themselves by their box's address: a row with rules and no
        // box yet (not prepared by a template) has nothing to compare by.
        guard row.ruleCount == 0 || row.ruleStore != nil else { return nil }
        self.type = type
        title = row.title
        validationOptions = row.validationOptions
        boxes = row.definitionBoxes
        keeper = row.makeCopy()
    }

    /// Whether `row` has the definition marked: the same type, title, validation
    /// options and definition boxes. False does not mean that anything differs,
    /// only that the boxes do.
    package func isUnchanged(in row: BaseRow) -> Bool {
        ObjectIdentifier(Swift.type(of: row)) == type && row.definitionBoxes == boxes
            && row.validationOptions == validationOptions && row.title == title
    }

    private static let markableTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(TextRow.self), ObjectIdentifier(NameRow.self), ObjectIdentifier(EmailRow.self),
        ObjectIdentifier(PasswordRow.self), ObjectIdentifier(PhoneRow.self), ObjectIdentifier(TwitterRow.self),
        ObjectIdentifier(AccountRow.self), ObjectIdentifier(ZipCodeRow.self), ObjectIdentifier(IntRow.self),
        ObjectIdentifier(DecimalRow.self), ObjectIdentifier(URLRow.self),
    ]
}

/// The addresses of the boxes a row's definition is kept in, and how many rules
/// it has (a row with no rules has no box for them).
struct RowDefinitionBoxes: Equatable {
    var definition: ObjectIdentifier?
    var rules: ObjectIdentifier?
    var ruleCount: Int
    var fieldSettings: ObjectIdentifier?
}
