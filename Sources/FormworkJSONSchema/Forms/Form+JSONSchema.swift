import Formwork

/// Why a form cannot be made from a JSON Schema.
public struct JSONSchemaFormError: Error, Sendable, CustomStringConvertible {
    /// What became of every keyword; its ``FormSchemaReport/refusals`` say what
    /// stopped the form. Empty when the schema itself could not be compiled.
    public let report: FormSchemaReport
    /// Why the schema cannot be used to validate, when it cannot.
    public let schemaError: JSONSchemaError?
    /// What else stopped the form: an OpenAPI operation that is not in the
    /// document, or that takes no body.
    public let problem: String?

    init(report: FormSchemaReport, schemaError: JSONSchemaError?, problem: String? = nil) {
        self.report = report
        self.schemaError = schemaError
        self.problem = problem
    }

    /// Each refusal, or the schema's error, on a line of its own.
    public var description: String {
        if let problem { return problem }
        if let schemaError { return "the schema cannot be used: \(schemaError)" }
        return report.refusals.map { entry -> String in
            let reason: String
            if case .refused(let why) = entry.outcome { reason = why } else { reason = "" }
            return "\(entry.pointer.isEmpty ? "/" : entry.pointer): \(reason)"
        }.joined(separator: "\n")
    }
}

extension JSONSchemaOptions {
    /// The options a form validates its submissions with unless told otherwise:
    /// formats are checked, since a form that says "a date" should mean it.
    public static var forms: JSONSchemaOptions {
        var options = JSONSchemaOptions()
        options.assertsFormat = true
        return options
    }
}

extension Form {
    /// A form made from a JSON Schema (draft 2020-12), and checked with it.
    ///
    /// ```swift
    /// let form = try Form(jsonSchema: JSON(parsing: """
    ///     {"title": "Sign up", "type": "object", "required": ["email"],
    ///      "properties": {
    ///        "email": {"type": "string", "format": "email", "title": "Email"},
    ///        "age": {"type": "integer", "minimum": 18},
    ///        "plan": {"enum": ["free", "pro"], "default": "free"}}}
    ///     """))
    /// ```
    ///
    /// Properties become rows in the schema's order (or `ui:order`'s), objects
    /// titled sections, arrays of choices rows of several choices, arrays of single
    /// values repeating groups; `required`, bounds, lengths and `pattern` become the
    /// rows' rules, and `if`/`then`/`else`, `dependentSchemas` and a `oneOf` of
    /// variants become conditions. Each time the form validates, the instance its
    /// rows make (``jsonSchemaInstance``) is validated against the whole schema
    /// too, so what the rows cannot show (`not`, `contains`, `dependentRequired`, …)
    /// still holds; those errors land on their rows. ``FormSchemaReport`` says what
    /// became of each keyword.
    ///
    /// - Parameters:
    ///   - jsonSchema: the schema.
    ///   - uiSchema: how to show it, in react-jsonschema-form's `ui:` vocabulary.
    ///   - options: how submissions are validated; formats are checked by default.
    ///   - rowTypes: the row types the widgets of a UI schema that ``FormJSONSchema``
    ///     wrote name.
    /// - Throws: ``JSONSchemaFormError`` with every keyword the form cannot be made
    ///   with, each with its pointer and reason, or the schema's own error.
    ///
    /// A schema and UI schema that ``FormJSONSchema`` wrote give back the form they
    /// were written from: the UI schema names each row's type and keeps its
    /// settings, its sections and its pages, and the schema gives the rest.
    public convenience init(jsonSchema: JSON, uiSchema: JSON? = nil, options: JSONSchemaOptions = .forms,
                            rowTypes: RowTypeRegistry = .current) throws(JSONSchemaFormError) {
        self.init()
        var builder = SchemaFormBuilder(schema: jsonSchema, uiSchema: UISchema(uiSchema ?? .null), into: self)
        builder.rowTypes = rowTypes
        builder.build()
        let report = builder.report
        guard report.rendersForm else { throw JSONSchemaFormError(report: report, schemaError: nil) }
        if let described = builder.described {
            do {
                try load(schema: described, rowTypes: rowTypes)
            } catch {
                throw JSONSchemaFormError(report: report, schemaError: nil,
                                          problem: "the schema and its UI schema describe a form that cannot be built: \(error)")
            }
        }
        let validator: JSONSchema
        do {
            validator = try JSONSchema(jsonSchema, options: options)
        } catch {
            throw JSONSchemaFormError(report: report, schemaError: error)
        }
        let base = jsonSchema.object?["$id"]?.string ?? options.baseURI
        add(check: JSONSchemaFormCheck(schema: validator, map: builder.map, document: jsonSchema, uiSchema: uiSchema, base: base))
    }

    var schemaCheck: JSONSchemaFormCheck? {
        checks.lazy.compactMap { $0 as? JSONSchemaFormCheck }.first
    }

    /// The instance of its JSON Schema the form's shown rows make: an empty field
    /// is an absent property (`null` where the schema allows it), numbers and
    /// booleans are typed, days are `YYYY-MM-DD`. Nil for a form not made from a
    /// JSON Schema.
    public var jsonSchemaInstance: JSON? {
        schemaCheck.map { $0.map.instance(of: self) }
    }

    /// Fills the rows with an instance of the form's JSON Schema.
    ///
    /// - Returns: the JSON pointers of the values no row could take (a value of
    ///   another type, a choice not listed); nil for a form not made from a JSON
    ///   Schema.
    @discardableResult
    public func fill(jsonSchemaInstance instance: JSON) -> [String]? {
        schemaCheck.map { $0.map.fill(self, from: instance) }
    }
}
