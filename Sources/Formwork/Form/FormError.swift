/// Errors from structural operations on forms and sections.
///
/// An extensible error in the style of Hummingbird's: match on ``code``; new codes
/// may be added without breaking code that handles the ones it knows.
public struct FormError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public struct Code: Hashable, Sendable, CustomStringConvertible {
        private enum Value: String { case rowNotInSection, operationNotAllowed, noRowProvider, indexOutOfRange }
        private let value: Value
        private init(_ value: Value) { self.value = value }
        public var description: String { value.rawValue }

        /// The anchor row is not in the section.
        public static var rowNotInSection: Code { Code(.rowNotInSection) }
        /// The multivalued section does not allow the operation.
        public static var operationNotAllowed: Code { Code(.operationNotAllowed) }
        /// A multivalued section with `.insert` has no `multivaluedRowToInsertAt`.
        public static var noRowProvider: Code { Code(.noRowProvider) }
        /// An index is outside the rows that can be edited.
        public static var indexOutOfRange: Code { Code(.indexOutOfRange) }
    }

    /// What kind of problem it is.
    public let code: Code
    /// The problem in a sentence.
    public let description: String

    private init(_ code: Code, _ description: String) {
        self.code = code
        self.description = description
    }

    /// The anchor row (by tag, when it has one) is not in the section.
    public static func rowNotInSection(_ tag: String?) -> FormError {
        FormError(.rowNotInSection, "The row \(tag.map { "\"\($0)\"" } ?? "(untagged)") is not in this section.")
    }

    /// The multivalued section does not allow this operation.
    public static func operationNotAllowed(_ what: String) -> FormError {
        FormError(.operationNotAllowed, "This section does not allow \(what).")
    }

    /// A multivalued section with `.insert` has no `multivaluedRowToInsertAt`.
    public static var noRowProvider: FormError {
        FormError(.noRowProvider, "The section has no multivaluedRowToInsertAt to make new rows.")
    }

    /// An index is outside the rows that can be edited.
    public static func indexOutOfRange(_ index: Int) -> FormError {
        FormError(.indexOutOfRange, "Index \(index) is outside the section's editable rows.")
    }
}
