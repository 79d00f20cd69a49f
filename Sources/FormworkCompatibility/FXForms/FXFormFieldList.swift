import Foundation

/// FXForms' field dictionaries (the `fields` array, as code or a property list
/// declares it) loaded as a form.
///
/// Each entry is a key, or a dictionary of FXForms' field properties: `key`,
/// `type`, `title`, `placeholder`, `default`, `options`, `header`, `footer`,
/// `inline`, `sortable`, `template` and `action`. They map onto a `FormSchema`,
/// so a list is checked as a schema is, and every problem is named by its place in
/// the list (`[3].type`).
///
/// ```swift
/// let form = try Form(fxFormFieldsJSON: Data("""
///     [{"key": "email", "header": "Account"}, "password",
///      {"key": "gender", "options": ["Male", "Female", "Other"]},
///      {"title": "Submit", "action": "submit:"}]
///     """.utf8))
/// ```
///
/// A field's type is FXForms' name (`longtext`, `integer`, `boolean`, `option`,
/// `bitfield`…) or any row type's name; without one, a field with options is a
/// choice among them, one with an action a button, and any other a text field
/// (email, password, URL or phone when its key says so). A field whose options are
/// `inline` lists them in the form, a section of rows ticked as FXForms ticks them
/// (several for a bitfield). A field with a `template`
/// is a repeating group of such rows, sortable when asked. An action names the
/// button's tag (`submit:` is `submit`): add its `onCellSelection` to the row.
public enum FXFormFieldList {
    /// The field properties FXForms defines that a list may hold.
    static let knownProperties: Set<String> = [
        "key", "type", "title", "placeholder", "default", "options", "header", "footer", "inline", "sortable",
        "template", "action",
    ]

    /// FXForms' field types and the row types they are.
    static let fieldTypes: [String: RowTypeName] = [
        "default": .text, "label": .label, "text": .text, "longtext": .textArea, "url": .url, "email": .email,
        "phone": .phone, "password": .password, "number": .decimal, "integer": .int, "unsigned": .int,
        "float": .decimal, "bitfield": .multipleSelector, "boolean": .switch, "option": .check, "date": .date,
        "time": .time, "datetime": .dateTime, "image": .image,
    ]

    /// One entry: a key, or a dictionary of field properties.
    enum Entry: Decodable {
        case key(String)
        case properties([String: JSONValue])

        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let key = try? container.decode(String.self) {
                self = .key(key)
            } else {
                self = .properties(try container.decode([String: JSONValue].self))
            }
        }
    }

    /// The schema of `entries`, with the place in the list of each schema row and
    /// template, and the problems found before the schema is checked.
    static func schema(of entries: [Entry]) -> (FormSchema, places: [String: Int], issues: [SchemaIssue]) {
        var sections: [SectionSchema] = []
        var current = SectionSchema(rows: [])
        var places: [String: Int] = [:]
        var issues: [SchemaIssue] = []
        func close() {
            if !current.rows.isEmpty || current.header != nil || current.footer != nil { sections.append(current) }
            current = SectionSchema(rows: [])
        }
        for (index, entry) in entries.enumerated() {
            let properties: [String: JSONValue]
            switch entry {
            case .key(let key): properties = ["key": .string(key)]
            case .properties(let dictionary): properties = dictionary
            }
            for name in properties.keys.sorted() where !knownProperties.contains(name) {
                issues.append(SchemaIssue(path: "[\(index)].\(name)", message: "not a field property FXForms loads (UIKit's cells and segues are left out)"))
            }
            if let header = properties["header"] {
                close()
                current.header = header.text
            }
            let row = Self.row(of: properties, at: index, issues: &issues)
            if let template = properties["template"] {
                // A collection: a repeating group of the template's rows.
                close()
                if case .object(let templateProperties) = template {
                    current.kind = .multivalued
                    current.tag = row.tag
                    current.header = current.header ?? row.title
                    current.template = Self.row(of: templateProperties, at: index, issues: &issues)
                    current.multivaluedOptions = properties["sortable"]?.isTrue == true ? ["insert", "delete", "reorder"] : ["insert", "delete"]
                    places["sections[\(sections.count)].template"] = index
                } else {
                    issues.append(SchemaIssue(path: "[\(index)].template", message: "expected a dictionary of field properties"))
                }
                current.footer = properties["footer"]?.text
                close()
                continue
            }
            if properties["inline"]?.isTrue == true, case .array(let choices)? = properties["options"] {
                // Checked as a field's options are when not inline, named where the list has them.
                let problem = choices.isEmpty ? "missing; a field with options needs a list of them"
                    : !Self.areTextOrNumbers(choices) ? "options must be all strings or all numbers"
                    : Set(choices).count != choices.count ? "an option appears twice" : nil
                if let problem {
                    issues.append(SchemaIssue(path: "[\(index)].options", message: problem))
                    continue
                }
                // Options inline: a list of them in the form, each a row that is
                // ticked (a selectable section), as FXForms lists them in its table.
                // A header of this field's heads the list, not a section of its own.
                let header = current.rows.isEmpty ? current.header : nil
                if header != nil { current.header = nil }
                close()
                current = inlineChoices(row, choices, header: header, properties: properties)
                for place in current.rows.indices { places["sections[\(sections.count)].rows[\(place)]"] = index }
                close()
                continue
            }
            if properties["sortable"] != nil {
                issues.append(SchemaIssue(path: "[\(index)].sortable", message: "only a collection (a field with a template) can be sorted"))
            }
            places["sections[\(sections.count)].rows[\(current.rows.count)]"] = index
            current.rows.append(row)
            if let footer = properties["footer"] {
                current.footer = footer.text
                close()
            }
        }
        close()
        return (FormSchema(sections: sections), places, issues)
    }

    /// The selectable section of a field whose options show inline: headed by the
    /// field's title, one row per option, the default ticked; several may be ticked
    /// for a bitfield (or an array default), one otherwise.
    static func inlineChoices(_ field: RowSchema, _ choices: [JSONValue], header: String?,
                              properties: [String: JSONValue]) -> SectionSchema {
        let chosen: [JSONValue]
        switch properties["default"] {
        case .array(let values)?: chosen = values
        case let value?: chosen = [value]
        case nil: chosen = []
        }
        let multiple = properties["type"]?.text == "bitfield" || chosen.count > 1
        var section = SectionSchema(kind: .selectable, tag: field.tag, header: header ?? field.title,
                                    footer: properties["footer"]?.text, rows: [])
        section.selection = multiple ? "multiple" : "single"
        for (position, choice) in choices.enumerated() {
            var row = RowSchema(type: .listCheck, tag: (field.tag ?? "choice") + "_" + String(position),
                                title: choice.text ?? Self.title(of: choice))
            row.settings["selectableValue"] = choice
            if chosen.contains(choice) { row.value = .bool(true) }
            section.rows.append(row)
        }
        return section
    }

    /// Whether `choices` are all text or all numbers, the options a schema holds.
    private static func areTextOrNumbers(_ choices: [JSONValue]) -> Bool {
        choices.allSatisfy { if case .string = $0 { true } else { false } }
            || choices.allSatisfy { switch $0 { case .integer, .number: true; default: false } }
    }

    /// A number option, as people read it.
    private static func title(of value: JSONValue) -> String {
        switch value {
        case .integer(let number): String(number)
        case .number(let number): String(number)
        default: ""
        }
    }

    /// The schema row of one field's properties.
    static func row(of properties: [String: JSONValue], at index: Int, issues: inout [SchemaIssue]) -> RowSchema {
        let key = properties["key"]?.text
        let options = properties["options"]
        let typeName = properties["type"]?.text
        let type: RowTypeName
        if let typeName {
            type = fieldTypes[typeName] ?? RowTypeName(rawValue: typeName)
        } else if options != nil {
            type = properties["inline"]?.isTrue == true ? .segmented : .push
        } else if properties["action"] != nil {
            type = .button
        } else if key == nil {
            type = .label
        } else {
            let lower = key?.lowercased() ?? ""
            type = lower.contains("email") ? .email : lower.contains("password") ? .password
                : lower.hasSuffix("url") ? .url : lower.contains("phone") ? .phone : .text
        }
        var row = RowSchema(type: type, tag: key ?? properties["action"]?.text.map(Self.actionTag),
                            title: properties["title"]?.text ?? key.map(TitleCase.title(fromKey:)))
        if let placeholder = properties["placeholder"] { row.settings["placeholder"] = placeholder }
        // A bitfield's value is the set of its options chosen: with no property to hold
        // bits, the form holds what they stand for.
        if let options { row.settings["options"] = options }
        if let value = properties["default"] { row.value = value }
        if typeName == "unsigned" { row.rules = [RuleSchema(rule: "min", value: .integer(0))] }
        return row
    }

    /// The entries `decode` reads, or the error that the data is not `format` of keys
    /// and dictionaries.
    static func entries(as format: String, _ decode: () throws -> [Entry]) throws(FormSchemaError) -> [Entry] {
        do {
            return try decode()
        } catch {
            throw FormSchemaError(issues: [SchemaIssue(path: "", message: "not \(format) of field keys and dictionaries")])
        }
    }

    /// A button's tag from its action's selector name: `submitForm:` is `submitForm`.
    static func actionTag(_ action: String) -> String {
        action.hasSuffix(":") ? String(action.dropLast()) : action
    }
}

extension JSONValue {
    /// The text of a string.
    fileprivate var text: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// Whether the value is `true` (a property list's `<true/>`, JSON's `true`, or 1).
    fileprivate var isTrue: Bool {
        switch self {
        case .bool(let value): return value
        case .integer(let value): return value != 0
        default: return false
        }
    }
}

extension Form {
    /// A form of FXForms' field dictionaries, given as code gives them: each entry a
    /// key (`String`) or a dictionary of field properties; see ``FXFormFieldList``.
    ///
    /// - Throws: `FormSchemaError` naming each problem by its place in the list.
    public convenience init(fxFormFields fields: [Any], rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) {
        let json: Data
        do {
            json = try JSONSerialization.data(withJSONObject: fields)
        } catch {
            throw FormSchemaError(issues: [SchemaIssue(path: "", message: "the list holds values that are not text, numbers, true or false, arrays or dictionaries")])
        }
        try self.init(fxFormFieldsJSON: json, rowTypes: rowTypes)
    }

    /// A form of FXForms' field dictionaries as JSON: an array of keys and
    /// dictionaries; see ``FXFormFieldList``.
    public convenience init(fxFormFieldsJSON json: Data, rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) {
        try self.init(fxFormFieldEntries: FXFormFieldList.entries(as: "a JSON array") {
            try JSONDecoder().decode([FXFormFieldList.Entry].self, from: json)
        }, rowTypes: rowTypes)
    }

    /// A form of FXForms' field dictionaries as a property list (XML or binary), the
    /// way FXForms loads them from a bundle; see ``FXFormFieldList``.
    public convenience init(fxFormFieldsPropertyList data: Data, rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) {
        try self.init(fxFormFieldEntries: FXFormFieldList.entries(as: "a property list array") {
            try PropertyListDecoder().decode([FXFormFieldList.Entry].self, from: data)
        }, rowTypes: rowTypes)
    }

    private convenience init(fxFormFieldEntries entries: [FXFormFieldList.Entry], rowTypes: RowTypeRegistry) throws(FormSchemaError) {
        let (schema, places, issues) = FXFormFieldList.schema(of: entries)
        guard issues.isEmpty else { throw FormSchemaError(issues: issues) }
        do {
            try self.init(schema: schema, rowTypes: rowTypes)
        } catch {
            throw FormSchemaError(issues: error.issues.map { issue in
                // `sections[1].rows[0].options` is `[4].options`: the place in the list.
                for (prefix, index) in places where issue.path == prefix || issue.path.hasPrefix(prefix + ".") {
                    return SchemaIssue(path: "[\(index)]" + issue.path.dropFirst(prefix.count), message: issue.message)
                }
                return issue
            })
        }
    }
}
