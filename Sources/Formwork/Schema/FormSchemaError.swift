/// One problem in a schema, with where it is: `sections[1].rows[3].type`.
public struct SchemaIssue: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where, as a path into the schema.
    public var path: String
    /// What is wrong.
    public var message: String

    /// A problem at a place in a schema.
    ///
    /// - Parameters:
    ///   - path: where, such as `sections[1].rows[3].type`; empty for the whole schema.
    ///   - message: what is wrong.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }

    func prefixed(_ prefix: String) -> SchemaIssue {
        SchemaIssue(path: path.isEmpty ? prefix : (path.hasPrefix("[") ? prefix + path : prefix + "." + path), message: message)
    }
}

/// A schema that cannot become a form: every problem found, together.
public struct FormSchemaError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The problems, in schema order.
    public let issues: [SchemaIssue]

    /// An error of `issues`, for a loader of another format that maps onto schemas.
    public init(issues: [SchemaIssue]) {
        self.issues = issues
    }

    public var description: String {
        "The form schema has \(issues.count) problem\(issues.count == 1 ? "" : "s"):\n"
            + issues.map { "  " + $0.description }.joined(separator: "\n")
    }
}
