import Foundation
import Formwork

/// Writes a form's description as a JSON Schema of its values and a UI schema of
/// how it is shown. What JSON Schema can say goes in the schema: each value's
/// type, title, help, initial value, choices and the rules keywords say, which
/// rows are required, and when a row is absent (its conditions, as `if`/`then`).
/// The rest goes in the UI schema: each row's type as `ui:widget`, its other
/// settings as `ui:options`, its placeholder, its sections and pages as a JSON
/// Forms layout, and under `ui:formwork` what only Formwork reads (conditions as
/// written, rules no keyword says, the rows of a selectable section).
struct FormJSONSchemaWriter {
    let rowTypes: RowTypeRegistry
    private var properties = JSONObject()
    private var required: [String] = []
    private var ui = JSONObject()
    private var order: [String] = []
    private(set) var notes: [String] = []
    private(set) var map = SchemaFieldMap()
    /// The properties that are absent under conditions (of their page, section or
    /// row), with whether each is required when shown.
    private var conditional: [(tag: String, hidden: [String], required: Bool)] = []
    /// What each row type holds and whether it is a secret, from one new row of it.
    private var kinds: [String: (valueClass: RowValueClass, isSecret: Bool)?] = [:]
    /// Each property's JSON type, for conditions (``learnTypes(_:)``).
    private var types: [String: String] = [:]

    init(rowTypes: RowTypeRegistry) {
        self.rowTypes = rowTypes
    }

    static let draft = "https://json-schema.org/draft/2020-12/schema"

    // MARK: The form

    mutating func write(_ form: FormSchema) -> (schema: JSON, ui: JSON) {
        learnTypes(form)
        var layout: [JSON] = []
        var categories: [JSONObject] = []
        let paged = form.sections.contains { $0.kind == .page }
        var pageHidden: String?
        for section in form.sections {
            if section.kind == .page {
                pageHidden = section.hidden
                var category: JSONObject = ["type": "Category", "label": .string(section.header ?? "")]
                var options = sectionOptions(section)
                if section.header == nil { options["label"] = false }
                if !options.isEmpty { category["options"] = .object(options) }
                if let rule = rule("HIDE", section.hidden) { category["rule"] = rule }
                let hidden = [section.hidden].compactMap { $0 }
                category["elements"] = .array(section.rows.map { rowElement($0, hiddenBy: hidden) })
                categories.append(category)
                continue
            }
            let element = sectionElement(section, hiddenBy: [pageHidden, section.hidden].compactMap { $0 })
            guard paged else {
                layout.append(element)
                continue
            }
            if categories.isEmpty {
                // Sections before the first page: a category that is not a page.
                categories.append(["type": "Category", "label": "", "options": ["page": false], "elements": []])
            }
            var elements = categories[categories.count - 1]["elements"]?.array ?? []
            elements.append(element)
            categories[categories.count - 1]["elements"] = .array(elements)
        }

        var root: JSONObject = ["$schema": .string(Self.draft)]
        if let title = form.title { root["title"] = .string(title) }
        root["type"] = "object"
        root["properties"] = .object(properties)
        if !required.isEmpty { root["required"] = .array(required.map(JSON.string)) }
        root["additionalProperties"] = false
        let conditions = conditionEntries()
        if !conditions.isEmpty { root["allOf"] = .array(conditions) }

        var uiRoot: JSONObject = [:]
        var marker: JSONObject = ["version": 1]
        if let markup = form.textMarkup { marker["textMarkup"] = .string(markup.rawValue) }
        uiRoot["ui:formwork"] = .object(marker)
        uiRoot["ui:order"] = .array(order.map(JSON.string))
        uiRoot["ui:layout"] = paged ? ["type": "Categorization", "elements": .array(categories.map(JSON.object))]
                                    : ["type": "VerticalLayout", "elements": .array(layout)]
        for (key, value) in ui { uiRoot[key] = value }
        return (.object(root), .object(uiRoot))
    }

    private func sectionOptions(_ section: SectionSchema) -> JSONObject {
        var options = JSONObject()
        if let tag = section.tag { options["tag"] = .string(tag) }
        if let footer = section.footer { options["footer"] = .string(footer) }
        if let hidden = section.hidden { options["hidden"] = .string(hidden) }
        return options
    }

    /// A JSON Forms rule with `effect` when `condition` holds, where JSON Schema can say it.
    private func rule(_ effect: String, _ condition: String?) -> JSON? {
        guard let condition, let test = schema(ofCondition: condition) else { return nil }
        return ["effect": .string(effect), "condition": ["scope": "#", "schema": test]]
    }

    private func schema(ofCondition condition: String) -> JSON? {
        guard let predicate = try? FormPredicate(format: condition) else { return nil }
        return ConditionSchema(types: types).schema(predicate.expression)
    }

    /// The JSON type of every property the form will have (empty when it has no
    /// one type), before any is written: a condition may read a later row.
    private mutating func learnTypes(_ form: FormSchema) {
        for section in form.sections {
            if let tag = section.tag, section.kind == .multivalued || section.kind == .selectable {
                types[tag] = section.kind == .multivalued || section.selection == "multiple" ? "array" : ""
                continue
            }
            for row in section.rows {
                guard let tag = row.tag, !tag.isEmpty, types[tag] == nil, let valueClass = valueClass(of: row),
                      valueClass != .none else { continue }
                let shape = Self.valueSchema(valueClass, options: row.settings["options"])
                types[tag] = shape["type"]?.string ?? (shape["enum"]?.array?.allSatisfy { $0.string != nil } == true ? "string" : "")
            }
        }
    }

    // MARK: Sections

    private mutating func sectionElement(_ section: SectionSchema, hiddenBy: [String]) -> JSON {
        var group: JSONObject = ["type": "Group"]
        if let header = section.header { group["label"] = .string(header) }
        var options = sectionOptions(section)
        let elements: [JSON]
        switch section.kind {
        case .multivalued?:
            options["kind"] = "multivalued"
            elements = [repeatingGroup(section, hiddenBy: hiddenBy)]
        case .selectable?:
            options["kind"] = "selectable"
            if let selection = section.selection { options["selection"] = .string(selection) }
            if let deselection = section.enableDeselection { options["enableDeselection"] = .bool(deselection) }
            elements = [choiceOfRows(section, hiddenBy: hiddenBy)]
        default:
            elements = section.rows.map { rowElement($0, hiddenBy: hiddenBy) }
        }
        if !options.isEmpty { group["options"] = .object(options) }
        if let rule = rule("HIDE", section.hidden) { group["rule"] = rule }
        group["elements"] = .array(elements)
        return .object(group)
    }

    /// A repeating group: an array of its items' values.
    private mutating func repeatingGroup(_ section: SectionSchema, hiddenBy: [String]) -> JSON {
        let tag = section.tag ?? "group\(order.count + 1)"
        let template = section.template ?? section.rows.first
        var property: JSONObject = ["type": "array"]
        if let header = section.header { property["title"] = .string(header) }
        if let footer = section.footer { property["description"] = .string(footer) }
        var node: JSONObject = [:]
        var formwork: JSONObject = [:]
        if let template {
            var plain = template
            plain.value = nil
            let (items, itemNode) = describe(plain, tag: tag + "[]", inList: true)
            property["items"] = .object(items)
            node["items"] = .object(itemNode)
        }
        let options = section.multivaluedOptions ?? []
        formwork["multivaluedOptions"] = .array(options.map(JSON.string))
        node["ui:options"] = ["addable": .bool(options.contains("insert")), "removable": .bool(options.contains("delete")),
                              "orderable": .bool(options.contains("reorder"))]
        // Items that are not the template with a value are written whole.
        let bare = section.rows.map { row -> RowSchema in
            var copy = row
            copy.value = nil
            return copy
        }
        if section.template == nil || bare.contains(where: { $0 != section.template }) {
            formwork["itemRows"] = .array(bare.map(Self.json))
        }
        if section.template == nil { formwork["template"] = false }
        if !section.rows.isEmpty {
            property["default"] = .array(section.rows.map { $0.value.map(JSON.init) ?? .null })
        }
        node["ui:formwork"] = .object(formwork)
        add(tag, property: property, node: node, hiddenBy: hiddenBy, required: false)
        map.fields.append(SchemaField(tag: tag, path: [tag], value: .row, nullable: false, isList: true,
                                      isRequired: false, title: section.header ?? tag))
        return control(tag, hidden: nil, disabled: nil)
    }

    /// A selectable section: one of its rows' values, or several.
    private mutating func choiceOfRows(_ section: SectionSchema, hiddenBy: [String]) -> JSON {
        let tag = section.tag ?? "selection\(order.count + 1)"
        let values = section.rows.map { $0.settings["selectableValue"].map(JSON.init) ?? .null }
        let chosen = section.rows.indices.filter { section.rows[$0].value == .bool(true) }.map { values[$0] }
        let several = section.selection == "multiple"
        var property: JSONObject = [:]
        if let header = section.header { property["title"] = .string(header) }
        if several {
            property["type"] = "array"
            property["uniqueItems"] = true
            property["items"] = ["enum": .array(values)]
            if !chosen.isEmpty { property["default"] = .array(chosen) }
        } else {
            property["enum"] = .array(values)
            if let first = chosen.first { property["default"] = first }
        }
        let rows = section.rows.map { row -> JSON in
            var copy = row
            copy.value = nil
            return Self.json(copy)
        }
        let node: JSONObject = ["ui:widget": several ? "checkboxes" : "radio",
                                "ui:enumNames": .array(section.rows.map { .string($0.title ?? "") }),
                                "ui:formwork": ["rows": .array(rows)]]
        add(tag, property: property, node: node, hiddenBy: hiddenBy, required: false)
        map.fields.append(SchemaField(tag: tag, path: [tag], value: .selection, nullable: false, isList: false,
                                      isRequired: false, title: section.header ?? tag))
        return control(tag, hidden: nil, disabled: nil)
    }

    // MARK: Rows

    private mutating func rowElement(_ row: RowSchema, hiddenBy: [String]) -> JSON {
        guard let tag = row.tag, !tag.isEmpty, properties[tag] == nil,
              let valueClass = valueClass(of: row), valueClass != .none else {
            // No value: a row the UI schema alone describes.
            return ["type": "Label", "text": .string(row.title ?? ""), "options": ["row": Self.json(row)]]
        }
        let (property, node) = describe(row, tag: tag)
        let isRequired = row.rules?.contains { $0.rule == "required" } == true
        let hidden = hiddenBy + [row.hidden].compactMap { $0 }
        add(tag, property: property, node: node, hiddenBy: hidden, required: isRequired)
        map.fields.append(SchemaField(tag: tag, path: [tag], value: .row, nullable: false, isList: false,
                                      isRequired: isRequired && hidden.isEmpty, title: row.title ?? tag))
        return control(tag, hidden: row.hidden, disabled: row.disabled)
    }

    private func control(_ tag: String, hidden: String?, disabled: String?) -> JSON {
        var control: JSONObject = ["type": "Control", "scope": .string("#/properties/" + Self.escaped(tag))]
        if let rule = rule("HIDE", hidden) ?? rule("DISABLE", disabled) { control["rule"] = rule }
        return .object(control)
    }

    private mutating func add(_ tag: String, property: JSONObject, node: JSONObject, hiddenBy: [String], required isRequired: Bool) {
        properties[tag] = .object(property)
        if !node.isEmpty { ui[tag] = .object(node) }
        order.append(tag)
        if hiddenBy.isEmpty {
            if isRequired { required.append(tag) }
        } else {
            conditional.append((tag, hiddenBy, isRequired))
        }
    }

    /// What a row holds, from its type's row.
    private mutating func valueClass(of row: RowSchema) -> RowValueClass? {
        let type = row.type ?? ""
        return kind(of: type)?.valueClass
    }

    private mutating func isSecret(_ row: RowSchema) -> Bool {
        kind(of: row.type ?? "")?.isSecret == true
    }

    private mutating func kind(of type: String) -> (valueClass: RowValueClass, isSecret: Bool)? {
        if let known = kinds[type] { return known }
        var found: (valueClass: RowValueClass, isSecret: Bool)?
        if let row = rowTypes.entry(named: RowTypeName(rawValue: type))?.makeRow() { found = (row.valueClass, row.isSecret) }
        kinds[type] = found
        return found
    }

    /// A row's value as a property schema, and how it is shown as a UI schema node.
    /// An item of a list (`inList`) keeps `required` with the rules only the form
    /// checks: an item is there or not, and no keyword says it must hold a value.
    private mutating func describe(_ row: RowSchema, tag: String, inList: Bool = false) -> (JSONObject, JSONObject) {
        var settings = row.settings
        var property = Self.valueSchema(valueClass(of: row) ?? .text, options: settings["options"])
        if property["enum"] != nil || property["items"]?["enum"] != nil { settings["options"] = nil }
        if let title = row.title { property["title"] = .string(title) }
        if case .string(let help)? = settings["help"] {
            property["description"] = .string(help)
            settings["help"] = nil
        }
        var node: JSONObject = ["ui:widget": .string(row.type ?? "")]
        if case .string(let placeholder)? = settings["placeholder"] {
            node["ui:placeholder"] = .string(placeholder)
            settings["placeholder"] = nil
        }
        if !settings.isEmpty { node["ui:options"] = JSON(.object(settings)) }

        var formwork: JSONObject = [:]
        var formOnly: [RuleSchema] = []
        var keywordRules: [String] = []
        for rule in row.rules ?? [] {
            let name = rule.rule ?? ""
            let plain = rule.message == nil && rule.allowsEmpty == nil
            if name == "required" {
                if !plain || inList { formOnly.append(rule) }
                continue
            }
            if RuleKeywords.write(rule, into: &property), plain {
                keywordRules.append(name)
                continue
            }
            formOnly.append(rule)
            if !RuleKeywords.order.contains(name) {
                notes.append("\(tag): the rule \(name) is checked by the form only; the UI schema keeps it")
            }
        }
        // The order the rules are read back in; written when it is not theirs.
        let hasRequired = row.rules?.contains { $0.rule == "required" } == true
        let formOnlyNames = formOnly.map { $0.rule ?? "" }
        let readBack = (hasRequired && !inList && !formOnlyNames.contains("required") ? ["required"] : [])
            + RuleKeywords.order.filter { keywordRules.contains($0) } + formOnlyNames
        let written = (row.rules ?? []).map { $0.rule ?? "" }
        if readBack != written { formwork["ruleOrder"] = .array(written.map(JSON.string)) }
        if !formOnly.isEmpty { formwork["rules"] = .array(formOnly.map(Self.json)) }
        if let hidden = row.hidden { formwork["hidden"] = .string(hidden) }
        if let disabled = row.disabled {
            formwork["disabled"] = .string(disabled)
            if disabled == "TRUEPREDICATE" { property["readOnly"] = true }
        }
        let secret = isSecret(row)
        if let value = row.value {
            if secret {
                notes.append("\(tag): a secret's value is never written")
            } else {
                property["default"] = JSON(value)
            }
        }
        if secret { property["writeOnly"] = true }
        if !formwork.isEmpty { node["ui:formwork"] = .object(formwork) }
        return (property, node)
    }

    /// The schema of the values a row of `valueClass` holds, as rows write them
    /// (``BaseRow/schemaValue``).
    static func valueSchema(_ valueClass: RowValueClass, options: JSONValue?) -> JSONObject {
        var listed: JSON?
        if case .array(let values)? = options, !values.isEmpty { listed = .array(values.map(JSON.init)) }
        switch valueClass {
        case .text: return ["type": "string"]
        case .integer: return ["type": "integer"]
        case .decimal: return ["type": "number"]
        case .boolean: return ["type": "boolean"]
        case .date(let mode):
            switch mode {
            case .date: return ["type": "string", "format": "date"]
            case .dateTime: return ["type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T(?:[01][0-9]|2[0-3]):[0-5][0-9]$"]
            case .time, .countDownTimer: return ["type": "string", "pattern": "^(?:[01][0-9]|2[0-3]):[0-5][0-9]$"]
            }
        case .oneChoice:
            return listed.map { ["enum": $0] } ?? [:]
        case .severalChoices:
            var schema: JSONObject = ["type": "array", "uniqueItems": true]
            if let listed { schema["items"] = ["enum": listed] }
            return schema
        case .file:
            return ["type": "object", "required": ["name", "data"],
                    "properties": ["name": ["type": "string"], "contentType": ["type": "string"],
                                   "data": ["type": "string", "contentEncoding": "base64"]]]
        case .none:
            return [:]
        }
    }

    // MARK: Conditions

    /// `if`/`then`/`else` for the properties absent under conditions: absent
    /// while a condition holds, required otherwise when the row is.
    private mutating func conditionEntries() -> [JSON] {
        var entries: [JSON] = []
        var groups: [(hidden: [String], tags: [String], required: [String])] = []
        for entry in conditional {
            if let index = groups.firstIndex(where: { $0.hidden == entry.hidden }) {
                groups[index].tags.append(entry.tag)
                if entry.required { groups[index].required.append(entry.tag) }
            } else {
                groups.append((entry.hidden, [entry.tag], entry.required ? [entry.tag] : []))
            }
        }
        for group in groups {
            let tests = group.hidden.compactMap(schema(ofCondition:))
            guard tests.count == group.hidden.count else {
                for tag in group.tags {
                    notes.append("\(tag): shown only under a condition JSON Schema cannot say; the UI schema keeps it")
                }
                continue
            }
            var absent = JSONObject()
            for tag in group.tags { absent[tag] = false }
            var entry: JSONObject = ["if": tests.count == 1 ? tests[0] : ["anyOf": .array(tests)],
                                     "then": ["properties": .object(absent)]]
            if !group.required.isEmpty { entry["else"] = ["required": .array(group.required.map(JSON.string))] }
            entries.append(.object(entry))
        }
        return entries
    }

    // MARK: JSON

    static func json<T: Encodable>(_ value: T) -> JSON {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(value), let json = try? JSON(parsing: String(decoding: data, as: UTF8.self)) else {
            return .null
        }
        return json
    }

    static func escaped(_ name: String) -> String {
        name.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
