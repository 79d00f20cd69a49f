/// Errors from structural operations on forms and sections.
public enum FormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The anchor row (by tag, when it has one) is not in the section.
    case rowNotInSection(String?)
    /// The multivalued section does not allow this operation.
    case operationNotAllowed(String)
    /// A multivalued section with `.insert` has no `multivaluedRowToInsertAt`.
    case noRowProvider
    /// An index is outside the rows that can be edited.
    case indexOutOfRange(Int)

    public var description: String {
        switch self {
        case .rowNotInSection(let tag): return "The row \(tag.map { "\"\($0)\"" } ?? "(untagged)") is not in this section."
        case .operationNotAllowed(let what): return "This section does not allow \(what)."
        case .noRowProvider: return "The section has no multivaluedRowToInsertAt to make new rows."
        case .indexOutOfRange(let i): return "Index \(i) is outside the section's editable rows."
        }
    }
}
