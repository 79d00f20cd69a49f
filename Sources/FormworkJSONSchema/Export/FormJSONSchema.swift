import Formwork

/// A form written as a JSON Schema (draft 2020-12) of its values and a UI schema
/// of how it is shown, to hand to other tools and to read back.
///
/// ```swift
/// let written = FormJSONSchema(form: form)
/// print(written.schema.prettyDescription)     // {"$schema": …, "properties": {"email": {"type": "string", "format": "email"}, …}}
/// let again = try Form(jsonSchema: written.schema, uiSchema: written.uiSchema)
/// ```
///
/// The schema says what JSON Schema can: each value's type, title, help (as
/// `description`), initial value (`default`), choices (`enum`), the rules
/// keywords say (`minLength`, `pattern`, `format: email`, `minimum`, …), which
/// rows are `required`, repeating groups as arrays, and, as `if`/`then`/`else`,
/// when a row is absent because a condition hides it. Any validator can check a
/// submission with it; ``instance(of:)`` gives the instance a form's rows make.
///
/// The UI schema is react-jsonschema-form's: `ui:order`, each row's type as
/// `ui:widget`, its placeholder as `ui:placeholder` and its other settings as
/// `ui:options`, read from the row type's declared settings. Its `ui:layout` is
/// a JSON Forms layout of the sections (`Group`) and pages (`Categorization`),
/// with `rule`s where JSON Schema can say a condition. Under `ui:formwork` it
/// keeps what only Formwork reads: conditions as written, rules no keyword says,
/// the rows of a selectable section. `Form(jsonSchema:uiSchema:)` reads both
/// back into the same form.
///
/// A form made from a JSON Schema is written as the schema and UI schema it was
/// made from. What only Swift can say (closure rules, `.function` conditions,
/// option providers) is left out, as `FormSchema` leaves it out; a secret's
/// value is never written.
public struct FormJSONSchema: Sendable {
    /// The JSON Schema of the form's values.
    public let schema: JSON
    /// How the form is shown, in react-jsonschema-form's `ui:` vocabulary with a
    /// JSON Forms layout.
    public let uiSchema: JSON
    /// What the schema alone does not say, one line each (a rule only the form
    /// checks, a condition JSON Schema cannot say): the UI schema keeps it.
    public let notes: [String]
    let map: SchemaFieldMap

    /// The form's schemas.
    public init(form: Form) {
        if let check = form.schemaCheck {
            var document = check.document
            if case .object(let members) = document, members["$schema"] == nil {
                // Said first, as schemas say it: the dialect the form was checked with.
                var marked: JSONObject = ["$schema": .string(FormJSONSchemaWriter.draft)]
                for (key, value) in members { marked[key] = value }
                document = .object(marked)
            }
            self.init(schema: document, uiSchema: check.uiSchema ?? .null, notes: [], map: check.map)
        } else {
            self.init(schema: FormSchema(form: form), rowTypes: form.rowTypes)
        }
    }

    private init(schema: JSON, uiSchema: JSON, notes: [String], map: SchemaFieldMap) {
        self.schema = schema
        self.uiSchema = uiSchema
        self.notes = notes
        self.map = map
    }

    /// The schemas of a form's description.
    ///
    /// - Parameters:
    ///   - schema: the form's description.
    ///   - rowTypes: the row types its rows name, to know what each holds.
    public init(schema: FormSchema, rowTypes: RowTypeRegistry = .current) {
        var writer = FormJSONSchemaWriter(rowTypes: rowTypes)
        (self.schema, uiSchema) = writer.write(schema)
        notes = writer.notes
        map = writer.map
    }

    /// The instance of ``schema`` that `form`'s shown rows make: each value as its
    /// row writes it in a schema (days as `2024-05-01`, choices as the options'
    /// values), an empty row absent, a repeating group an array of its items.
    public func instance(of form: Form) -> JSON {
        map.instance(of: form)
    }
}

extension JSONSchema {
    /// The JSON Schema of `form`'s values (``FormJSONSchema/schema``), compiled.
    ///
    /// - Throws: ``JSONSchemaError`` only for a form whose rows' patterns the
    ///   validator cannot compile.
    public init(form: Form, options: JSONSchemaOptions = .forms) throws(JSONSchemaError) {
        try self.init(FormJSONSchema(form: form).schema, options: options)
    }
}
