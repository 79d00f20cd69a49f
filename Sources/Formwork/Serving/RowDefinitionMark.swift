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
package final class RowDefinitionMark: Sendable {
    private let type: ObjectIdentifier
    private let definition: RowDefinition

    /// The mark of `row`'s definition; nil when its type keeps settings the mark
    /// does not cover.
    package init?(of row: BaseRow) {
        let type = ObjectIdentifier(Swift.type(of: row))
        guard Self.markableTypes.contains(type) else { return nil }
        self.type = type
        definition = row.definition
    }

    /// Whether `row` has the definition marked.
    package func isUnchanged(in row: BaseRow) -> Bool {
        ObjectIdentifier(Swift.type(of: row)) == type && row.definitionStorage === definition
    }

    private static let markableTypes: Set<ObjectIdentifier> = [
        ObjectIdentifier(TextRow.self), ObjectIdentifier(NameRow.self), ObjectIdentifier(EmailRow.self),
        ObjectIdentifier(PasswordRow.self), ObjectIdentifier(PhoneRow.self), ObjectIdentifier(TwitterRow.self),
        ObjectIdentifier(AccountRow.self), ObjectIdentifier(ZipCodeRow.self), ObjectIdentifier(IntRow.self),
        ObjectIdentifier(DecimalRow.self), ObjectIdentifier(URLRow.self),
    ]
}
