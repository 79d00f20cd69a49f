/// The value must equal the value of another row, such as a password confirmation.
public struct RuleEqualsToRow<T: Equatable>: RuleType {
    public var id: String?
    public var validationError: ValidationError
    /// The tag of the row to compare with.
    public let tag: String
    private let form: () -> Form?

    /// A rule requiring the value of the row tagged `tag` in `form`.
    ///
    /// - Parameters:
    ///   - form: the form the other row is looked up in when the rule runs; held weakly.
    ///   - tag: the tag of the row to compare with.
    ///   - msg: the message shown when the values differ.
    ///   - id: an identifier for removing the rule.
    public init(form: Form, tag: String, msg: String? = nil, id: String? = nil) {
        self.id = id
        self.form = { [weak form] in form }
        self.tag = tag
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.valuesDoNotMatch, ruleID: id)
    }

    /// A rule that finds the form through `row` when it runs, for rules made before
    /// the row joins a form (from a schema or a model description).
    init(row: BaseRow, tag: String, msg: String?, id: String?) {
        self.id = id
        self.form = { [weak row] in row?.form }
        self.tag = tag
        self.validationError = msg.map { ValidationError(msg: $0, ruleID: id) } ?? ValidationError(.valuesDoNotMatch, ruleID: id)
    }

    public func isValid(value: T?) -> ValidationError? {
        compare(value, in: form())
    }

    /// Compares with the row of the form `row` is in: each form a template makes
    /// is compared with its own row.
    public func isValid(value: T?, in row: BaseRow) -> ValidationError? {
        compare(value, in: row.form ?? form())
    }

    private func compare(_ value: T?, in form: Form?) -> ValidationError? {
        let other: Row<T>? = form?.rowBy(tag: tag)
        return other?.value == value ? nil : validationError
    }

    public var descriptor: RuleDescriptor? { .equalsToRow(tag: tag) }
}
