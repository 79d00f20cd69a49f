import Foundation
import Formwork

/// Reading back a form Formwork wrote (``FormJSONSchema``): the UI schema's
/// widgets name row types and its `ui:options` their settings, its layout gives
/// the sections and pages, and the JSON Schema gives everything it can say (each
/// value's title, help, initial value, choices and rules, which rows are
/// required). What is read is the form's description, built as `Form(schema:)`
/// builds one.
extension SchemaFormBuilder {
    /// Whether `ui` is a UI schema Formwork wrote.
    static func isFormwork(_ ui: UISchema) -> Bool {
        ui.root.object?["ui:formwork"]?.object != nil
    }

    /// The keywords of a property the form reads back.
    private static let readKeywords: Set<String> = [
        "type", "title", "description", "default", "enum", "items", "uniqueItems", "format", "pattern", "minLength",
        "maxLength", "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum", "readOnly", "writeOnly",
    ]

    /// The form's description from the schema and a Formwork UI schema, with the
    /// map from its rows to the instance.
    mutating func formworkSchema() -> FormSchema {
        let document = root.object ?? JSONObject()
        for key in document.keys {
            let read = ["title", "type", "properties", "required", "additionalProperties"].contains(key)
            mark("/" + SchemaView.escaped(key), read ? .rendered : Self.defaultOutcome(key, shown: true))
        }
        let properties = document["properties"]?.object ?? JSONObject()
        var requiredNames = Set(document["required"]?.array?.compactMap(\.string) ?? [])
        // Rows shown under a condition are required in the `else` of its `if`.
        for entry in document["allOf"]?.array ?? [] {
            requiredNames.formUnion(entry["else"]?["required"]?.array?.compactMap(\.string) ?? [])
        }
        let marker = ui.root.object?["ui:formwork"]?.object
        var reader = FormworkLayoutReader(properties: properties, required: requiredNames, ui: ui, rowTypes: rowTypes)
        let sections = reader.sections(ui.root.object?["ui:layout"])
        map = reader.map
        for (name, property) in properties {
            let pointer = "/properties/" + SchemaView.escaped(name)
            mark(pointer, .rendered)
            guard case .object(let object) = property else { continue }
            for key in object.keys {
                mark(pointer + "/" + SchemaView.escaped(key), Self.readKeywords.contains(key) ? .rendered : Self.defaultOutcome(key, shown: true))
            }
        }
        return FormSchema(title: document["title"]?.string, textMarkup: marker?["textMarkup"]?.string.flatMap(TextMarkup.init(rawValue:)),
                          sections: sections)
    }
}

/// Reads a JSON Forms layout Formwork wrote into sections of rows, each row from
/// its property and its UI schema node.
struct FormworkLayoutReader {
    let properties: JSONObject
    let required: Set<String>
    let ui: UISchema
    let rowTypes: RowTypeRegistry
    var map = SchemaFieldMap()
    private var placed: Set<String> = []

    init(properties: JSONObject, required: Set<String>, ui: UISchema, rowTypes: RowTypeRegistry) {
        self.properties = properties
        self.required = required
        self.ui = ui
        self.rowTypes = rowTypes
    }

    mutating func sections(_ layout: JSON?) -> [SectionSchema] {
        var sections: [SectionSchema] = []
        let elements = layout?["elements"]?.array ?? []
        if layout?["type"]?.string == "Categorization" {
            for category in elements {
                let options = category["options"]?.object
                var groups = category["elements"]?.array ?? []
                if options?["page"] != .bool(false) {
                    var page = SectionSchema(kind: .page, tag: options?["tag"]?.string,
                                             header: options?["label"] == .bool(false) ? nil : category["label"]?.string,
                                             footer: options?["footer"]?.string, hidden: options?["hidden"]?.string)
                    let own = groups.prefix { $0["type"]?.string != "Group" }
                    page.rows = own.compactMap { row($0) }
                    groups.removeFirst(own.count)
                    sections.append(page)
                }
                sections += groups.map { section($0) }
            }
        } else {
            sections = elements.map { section($0) }
        }
        // Properties the layout does not place still show, last.
        let rest = ui.ordered(properties.keys, at: []).filter { !placed.contains($0) }
        if !rest.isEmpty { sections.append(SectionSchema(rows: rest.compactMap { row(named: $0) })) }
        return sections
    }

    private mutating func section(_ element: JSON) -> SectionSchema {
        let options = element["options"]?.object
        var section = SectionSchema(tag: options?["tag"]?.string, header: element["label"]?.string,
                                    footer: options?["footer"]?.string, hidden: options?["hidden"]?.string)
        let elements = element["type"]?.string == "Group" || element["elements"] != nil ? element["elements"]?.array ?? [] : [element]
        switch options?["kind"]?.string {
        case "multivalued":
            section.kind = .multivalued
            if let name = elements.first.flatMap(Self.propertyName) { repeatingGroup(name, into: &section) }
        case "selectable":
            section.kind = .selectable
            section.selection = options?["selection"]?.string
            section.enableDeselection = options?["enableDeselection"]?.bool
            if let name = elements.first.flatMap(Self.propertyName) { choiceOfRows(name, into: &section) }
        default:
            section.rows = elements.compactMap { row($0) }
        }
        return section
    }

    static func propertyName(_ control: JSON) -> String? {
        guard control["type"]?.string == "Control", let scope = control["scope"]?.string, scope.hasPrefix("#/properties/") else { return nil }
        let token = String(scope.dropFirst("#/properties/".count))
        guard !token.contains("/") else { return nil }
        return token.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
    }

    private mutating func row(_ element: JSON) -> RowSchema? {
        if element["type"]?.string == "Label", let described = element["options"]?["row"] {
            return Self.decode(described)
        }
        return Self.propertyName(element).flatMap { row(named: $0) }
    }

    private mutating func row(named name: String) -> RowSchema? {
        guard !placed.contains(name), let property = properties[name]?.object else { return nil }
        placed.insert(name)
        let node = ui.node([name]) ?? JSONObject()
        let row = describedRow(property, node: node, tag: name)
        let isRequired = row.rules?.contains { $0.rule == "required" } == true
        map.fields.append(SchemaField(tag: name, path: [name], value: .row, nullable: false, isList: false,
                                      isRequired: isRequired,
                                      title: row.title ?? name))
        return row
    }

    /// A row from its property schema and UI node.
    private func describedRow(_ property: JSONObject, node: JSONObject, tag: String?) -> RowSchema {
        let type = node["ui:widget"]?.string ?? "text"
        var row = RowSchema(type: RowTypeName(rawValue: type), tag: tag, title: property["title"]?.string)
        var settings: [String: JSONValue] = [:]
        if case .object(let options)? = node["ui:options"]?.coreValue { settings = options }
        if let placeholder = node["ui:placeholder"]?.string { settings["placeholder"] = .string(placeholder) }
        if let help = property["description"]?.string { settings["help"] = .string(help) }
        if let values = property["enum"] ?? property["items"]?["enum"] { settings["options"] = values.coreValue }
        row.settings = settings
        row.value = property["default"]?.coreValue
        let formwork = node["ui:formwork"]?.object
        row.hidden = formwork?["hidden"]?.string
        row.disabled = formwork?["disabled"]?.string
        row.rules = rules(property, formwork: formwork, type: type, required: tag.map(required.contains) ?? false)
        return row
    }

    /// The rules: `required`, those the keywords say, and those only the UI
    /// schema keeps, in the order it gives.
    private func rules(_ property: JSONObject, formwork: JSONObject?, type: String, required: Bool) -> [RuleSchema]? {
        let kept = (formwork?["rules"]?.array ?? []).compactMap { Self.decode($0, as: RuleSchema.self) }
        let keptNames = Set(kept.compactMap(\.rule))
        var rules: [RuleSchema] = []
        if required && !keptNames.contains("required") { rules.append(RuleSchema(rule: "required")) }
        // What the value's own shape says (a date's format) is not a rule.
        var keywords = property
        if let valueClass = rowTypes.entry(named: RowTypeName(rawValue: type))?.makeRow().valueClass {
            let shape = FormJSONSchemaWriter.valueSchema(valueClass, options: nil)
            for key in ["format", "pattern"] where keywords[key] != nil && keywords[key] == shape[key] { keywords[key] = nil }
        }
        rules += RuleKeywords.read(keywords).map(\.rule).filter { !keptNames.contains($0.rule ?? "") }
        rules += kept
        if let order = formwork?["ruleOrder"]?.array?.compactMap(\.string) {
            var remaining = rules
            var sorted: [RuleSchema] = []
            for name in order {
                if let index = remaining.firstIndex(where: { $0.rule == name }) { sorted.append(remaining.remove(at: index)) }
            }
            rules = sorted + remaining
        }
        return rules.isEmpty ? nil : rules
    }

    private mutating func repeatingGroup(_ name: String, into section: inout SectionSchema) {
        guard !placed.contains(name), let property = properties[name]?.object else { return }
        placed.insert(name)
        section.tag = name
        let node = ui.node([name]) ?? JSONObject()
        let formwork = node["ui:formwork"]?.object
        if let options = formwork?["multivaluedOptions"]?.array?.compactMap(\.string) { section.multivaluedOptions = options }
        var template: RowSchema?
        if formwork?["template"] != .bool(false), let items = property["items"]?.object {
            template = describedRow(items, node: node["items"]?.object ?? JSONObject(), tag: nil)
            template?.value = nil
        }
        section.template = template
        let written = (formwork?["itemRows"]?.array ?? []).compactMap { Self.decode($0, as: RowSchema.self) }
        let values = property["default"]?.array ?? []
        section.rows = (0..<max(written.count, values.count)).compactMap { index in
            guard var item = written.indices.contains(index) ? written[index] : template else { return nil }
            item.value = values.indices.contains(index) && values[index] != .null ? values[index].coreValue : nil
            return item
        }
        map.fields.append(SchemaField(tag: name, path: [name], value: .row, nullable: false, isList: true,
                                      isRequired: false, title: section.header ?? name))
    }

    private mutating func choiceOfRows(_ name: String, into section: inout SectionSchema) {
        guard !placed.contains(name), let property = properties[name]?.object else { return }
        placed.insert(name)
        section.tag = name
        let node = ui.node([name]) ?? JSONObject()
        let chosen: [JSON] = property["default"].map { $0.array ?? [$0] } ?? []
        section.rows = (node["ui:formwork"]?["rows"]?.array ?? []).compactMap { json -> RowSchema? in
            guard var row = Self.decode(json, as: RowSchema.self) else { return nil }
            if let value = row.settings["selectableValue"], chosen.contains(JSON(value)) { row.value = .bool(true) }
            return row
        }
        map.fields.append(SchemaField(tag: name, path: [name], value: .selection, nullable: false, isList: false,
                                      isRequired: false, title: section.header ?? name))
    }

    static func decode(_ json: JSON) -> RowSchema? {
        decode(json, as: RowSchema.self)
    }

    static func decode<T: Decodable>(_ json: JSON, as type: T.Type) -> T? {
        try? JSONDecoder().decode(type, from: Data(json.description.utf8))
    }
}
