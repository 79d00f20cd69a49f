import Formwork

extension Form {
    /// A form for the request body of one operation of an OpenAPI 3.1 document.
    ///
    /// ```swift
    /// let form = try Form(openAPI: JSON(parsing: document), operationID: "createPet")
    /// ```
    ///
    /// The operation's `requestBody` (or the request body its `$ref` names) gives
    /// the schema of its `application/json` content (or of the first content that
    /// has one). The document's `components/schemas` come with it, so its `$ref`s
    /// to them are followed; the form is then made as
    /// ``init(jsonSchema:uiSchema:options:rowTypes:)`` makes one, and checks submissions
    /// with the same schema. OpenAPI's own words in schemas (`discriminator`,
    /// `example`, `xml`, `externalDocs`) are annotations.
    ///
    /// - Throws: ``JSONSchemaFormError`` when the document has no such operation,
    ///   the operation takes no body with a schema, or the schema makes no form.
    public convenience init(openAPI document: JSON, operationID: String, uiSchema: JSON? = nil,
                            options: JSONSchemaOptions = .forms) throws(JSONSchemaFormError) {
        let schema = try OpenAPIRequestSchema.schema(in: document, operationID: operationID)
        try self.init(jsonSchema: schema, uiSchema: uiSchema, options: options)
    }
}

/// The schema of an operation's request body, as a schema of its own: the
/// document's component schemas become its `$defs`, and references to them are
/// written to point there.
enum OpenAPIRequestSchema {
    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    static func schema(in document: JSON, operationID: String) throws(JSONSchemaFormError) -> JSON {
        guard let paths = document["paths"]?.object else { throw problem("the document has no paths") }
        var found: (operation: JSONObject, pointer: String)?
        for (path, item) in paths {
            for method in methods {
                if let operation = item[method]?.object, operation["operationId"]?.string == operationID {
                    found = (operation, "/paths/\(SchemaView.escaped(path))/\(method)")
                }
            }
        }
        guard let (operation, pointer) = found else { throw problem("no operation has the operationId \"\(operationID)\"") }
        guard var body = operation["requestBody"]?.object else { throw problem("\(pointer) takes no request body") }
        if let reference = body["$ref"]?.string {
            let prefix = "#/components/requestBodies/"
            guard reference.hasPrefix(prefix),
                  let named = document["components"]?["requestBodies"]?[String(reference.dropFirst(prefix.count))]?.object else {
                throw problem("\(pointer)/requestBody: the reference \(reference) leads to no request body")
            }
            body = named
        }
        let contents = body["content"]?.object ?? JSONObject()
        let media = contents["application/json"] != nil ? "application/json"
            : contents.keys.first { contents[$0]?["schema"] != nil }
        guard let media, let schema = contents[media]?["schema"] else {
            throw problem("\(pointer)/requestBody has no content with a schema")
        }
        var root: JSONObject
        if case .object(let object) = rewritten(schema) {
            root = object
        } else {
            root = JSONObject()
            root["allOf"] = .array([rewritten(schema)])
        }
        if root["title"] == nil, let summary = operation["summary"]?.string { root["title"] = .string(summary) }
        if let components = document["components"]?["schemas"]?.object {
            var definitions = root["$defs"]?.object ?? JSONObject()
            for (name, component) in components where definitions[name] == nil { definitions[name] = rewritten(component) }
            root["$defs"] = .object(definitions)
        }
        return .object(root)
    }

    /// `value` with every reference to a component schema pointing into `$defs`.
    static func rewritten(_ value: JSON) -> JSON {
        switch value {
        case .object(let object):
            var copy = JSONObject()
            for (key, member) in object {
                if key == "$ref", let reference = member.string, reference.hasPrefix("#/components/schemas/") {
                    copy[key] = .string("#/$defs/" + reference.dropFirst("#/components/schemas/".count))
                } else {
                    copy[key] = rewritten(member)
                }
            }
            return .object(copy)
        case .array(let items):
            return .array(items.map(rewritten))
        default:
            return value
        }
    }

    private static func problem(_ text: String) -> JSONSchemaFormError {
        JSONSchemaFormError(report: FormSchemaReport(entries: []), schemaError: nil, problem: text)
    }
}
