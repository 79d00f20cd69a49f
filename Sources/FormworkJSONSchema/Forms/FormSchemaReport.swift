/// What a form made from a JSON Schema did with each keyword of the schema.
///
/// Every keyword met is one of four things, and none is left out:
///
/// - ``Outcome/rendered``: the form shows it (a property as a row, `required` as a
///   required row, `enum` as choices, `minLength` as a rule, `if` as a condition).
/// - ``Outcome/validatedOnly``: the form cannot show it, but the server checks every
///   submission against the whole schema, so it holds (`not`, `contains`,
///   `propertyNames`, `unevaluatedProperties`, `multipleOf`, …).
/// - ``Outcome/annotation``: words about the schema that neither show nor check
///   (`$comment`, `$id`, `$schema`, unknown keywords).
/// - ``Outcome/refused(_:)``: the form cannot be made with it, and says why (a
///   free-form map, `$dynamicRef` on a rendered path, a reference to a document
///   that was not given).
///
/// ```swift
/// let report = FormSchemaReport(jsonSchema: schema)
/// for entry in report.entries where entry.outcome != .rendered {
///     print(entry.pointer, entry.outcome)
/// }
/// ```
///
/// `Form(jsonSchema:uiSchema:)` makes the same report and throws it, as a
/// ``JSONSchemaFormError``, when anything is refused.
public struct FormSchemaReport: Sendable, Hashable, CustomStringConvertible {
    /// What became of one keyword.
    public enum Outcome: Sendable, Hashable, CustomStringConvertible {
        /// The form shows it.
        case rendered
        /// The server checks it; the form does not show it.
        case validatedOnly
        /// Neither shown nor checked: words about the schema.
        case annotation
        /// The form cannot be made with it, for this reason.
        case refused(String)

        /// `rendered`, `validated only`, `annotation` or `refused: <reason>`.
        public var description: String {
            switch self {
            case .rendered: return "rendered"
            case .validatedOnly: return "validated only"
            case .annotation: return "annotation"
            case .refused(let reason): return "refused: \(reason)"
            }
        }
    }

    /// One keyword of the schema and what became of it.
    public struct Entry: Sendable, Hashable {
        /// The JSON pointer to the keyword in the schema (`/properties/age/minimum`).
        public let pointer: String
        /// The keyword (`minimum`).
        public let keyword: String
        /// What became of it.
        public let outcome: Outcome
    }

    /// Every keyword met, in the order of the schema document.
    public let entries: [Entry]

    /// The keywords the form could not be made with.
    public var refusals: [Entry] {
        entries.filter { if case .refused = $0.outcome { return true }; return false }
    }

    /// Whether a form can be made: nothing was refused.
    public var rendersForm: Bool { refusals.isEmpty }

    /// The report of the form `jsonSchema` makes, with `uiSchema`'s choices. It
    /// never fails: whatever a schema holds is an entry.
    public init(jsonSchema: JSON, uiSchema: JSON? = nil) {
        var builder = SchemaFormBuilder(schema: jsonSchema, uiSchema: uiSchema.map(UISchema.init) ?? UISchema(.null))
        builder.build()
        self = builder.report
    }

    init(entries: [Entry]) {
        self.entries = entries
    }

    /// One line per keyword: its pointer and its outcome.
    public var description: String {
        entries.map { "\($0.pointer.isEmpty ? "/" : $0.pointer)  \($0.outcome)" }.joined(separator: "\n")
    }
}
