import Foundation
import Formwork

/// Makes a form from a JSON Schema: rows for the values a person can enter,
/// sections for objects, conditions for `if`/`then`/`else` and
/// `dependentSchemas`, and a report of what became of every keyword.
struct SchemaFormBuilder {
    let root: JSON
    let ui: UISchema
    /// The form rows are added to: while a JSON Forms layout is to be laid over
    /// them, a scratch form they are taken from.
    var form: Form
    var map = SchemaFieldMap()

    /// What became of each keyword met, by its pointer. A refusal outweighs
    /// anything else said of the same keyword.
    var outcomes: [String: FormSchemaReport.Outcome] = [:]
    /// The section rows are added to now; nil starts a new one at the next row.
    var section: Section?
    var tags: Set<String> = []
    /// The references being followed, outermost first: a reference met again
    /// inside itself is followed at most ``recursionLimit`` times.
    var references: [String] = []
    static let recursionLimit = 3
    /// The row types a Formwork UI schema's widgets name.
    var rowTypes: RowTypeRegistry = .current
    /// The form's description, when the UI schema is one Formwork wrote: the form
    /// is built from it rather than row by row.
    var described: FormSchema?

    init(schema: JSON, uiSchema: UISchema, into form: Form = Form()) {
        root = schema
        ui = uiSchema
        self.form = form
    }

    // MARK: Outcomes

    mutating func mark(_ pointer: String, _ outcome: FormSchemaReport.Outcome) {
        if case .refused = outcomes[pointer] { return }
        if case .refused = outcome { outcomes[pointer] = outcome; return }
        if outcomes[pointer] == nil || outcomes[pointer] == .validatedOnly { outcomes[pointer] = outcome }
    }

    mutating func mark(_ view: SchemaView, _ keyword: String, _ outcome: FormSchemaReport.Outcome = .rendered) {
        if let found = view.keyword(keyword) { mark(found.pointer, outcome) }
    }

    /// The keywords of a shown schema that nothing shown took: annotations, checks
    /// left to the server, or what a form cannot be made with.
    mutating func finish(_ view: SchemaView) {
        for layer in view.layers {
            for (name, value) in layer.object {
                let pointer = layer.pointer + "/" + SchemaView.escaped(name)
                guard outcomes[pointer] == nil else { continue }
                switch name {
                case "$dynamicRef":
                    mark(pointer, .refused("$dynamicRef on a shown value cannot be followed to a row"))
                case "patternProperties":
                    mark(pointer, .refused("a free-form map has no rows"))
                case "additionalProperties" where value != .bool(false) && value != .bool(true):
                    mark(pointer, .refused("a free-form map has no rows"))
                case "prefixItems":
                    mark(pointer, .refused("a tuple has no rows"))
                default:
                    mark(pointer, Self.defaultOutcome(name, shown: true))
                }
            }
        }
    }

    static func defaultOutcome(_ keyword: String, shown: Bool) -> FormSchemaReport.Outcome {
        if SchemaKeywords.presentation.contains(keyword) { return shown ? .rendered : .annotation }
        if SchemaKeywords.annotations.contains(keyword) { return .annotation }
        if SchemaKeywords.assertions.contains(keyword) { return .validatedOnly }
        return .annotation
    }

    /// The report: every keyword of the document, in its order, with what became
    /// of it; those no shown schema reached are checked by the server only.
    var report: FormSchemaReport {
        var entries: [FormSchemaReport.Entry] = []
        func visit(_ schema: JSON, _ pointer: String, depth: Int) {
            guard depth < 512, case .object(let object) = schema else { return }
            for (name, value) in object {
                let at = pointer + "/" + SchemaView.escaped(name)
                entries.append(FormSchemaReport.Entry(pointer: at, keyword: name,
                                                      outcome: outcomes[at] ?? Self.defaultOutcome(name, shown: false)))
                if SchemaKeywords.single.contains(name) {
                    visit(value, at, depth: depth + 1)
                } else if SchemaKeywords.lists.contains(name), case .array(let items) = value {
                    for (index, item) in items.enumerated() { visit(item, at + "/\(index)", depth: depth + 1) }
                } else if SchemaKeywords.maps.contains(name), case .object(let members) = value {
                    for (key, item) in members { visit(item, at + "/" + SchemaView.escaped(key), depth: depth + 1) }
                }
            }
        }
        if let refusal = outcomes[""], case .refused = refusal {
            entries.append(FormSchemaReport.Entry(pointer: "", keyword: "", outcome: refusal))
        }
        visit(root, "", depth: 0)
        // Boolean schemas a shown property has: no keyword, but an outcome.
        let listed = Set(entries.map(\.pointer))
        for (pointer, outcome) in outcomes.sorted(by: { $0.key < $1.key }) where !listed.contains(pointer) {
            entries.append(FormSchemaReport.Entry(pointer: pointer, keyword: "", outcome: outcome))
        }
        return FormSchemaReport(entries: entries)
    }

    // MARK: References

    /// The schema at `pointer` with the schemas its `$ref`s lead to; nil when a
    /// reference cannot be followed (refused) or recurses too deep (left to the
    /// server).
    mutating func view(_ schema: JSON, at pointer: String) -> SchemaView? {
        guard case .object(let object) = schema else { return nil }
        var layers = [SchemaView.Layer(object: object, pointer: pointer)]
        var current = object
        var currentPointer = pointer
        while let reference = current["$ref"]?.string {
            let refPointer = currentPointer + "/$ref"
            guard let (target, targetPointer) = resolve(reference) else {
                mark(refPointer, .refused(reference.hasPrefix("#")
                    ? "the reference leads to nothing in this document"
                    : "a reference to another document, which a form cannot fetch"))
                return nil
            }
            if references.filter({ $0 == targetPointer }).count >= Self.recursionLimit || layers.contains(where: { $0.pointer == targetPointer }) {
                mark(refPointer, .validatedOnly)
                return nil
            }
            mark(refPointer, .rendered)
            guard case .object(let next) = target else {
                // `$ref` to `true` or `false`: nothing more to read.
                break
            }
            layers.append(SchemaView.Layer(object: next, pointer: targetPointer))
            current = next
            currentPointer = targetPointer
        }
        return SchemaView(layers: layers)
    }

    /// A reference within this document: a JSON pointer fragment or a plain-name
    /// anchor.
    func resolve(_ reference: String) -> (JSON, String)? {
        guard reference.hasPrefix("#") else { return nil }
        let fragment = JSONPointer.percentDecoded(String(reference.dropFirst()))
        if fragment.isEmpty || fragment.hasPrefix("/") {
            guard let tokens = JSONPointer.tokens(fragment), let target = JSONPointer.resolve(tokens, in: root) else { return nil }
            return (target, fragment)
        }
        return Self.anchor(fragment, in: root, at: "")
    }

    static func anchor(_ name: String, in schema: JSON, at pointer: String) -> (JSON, String)? {
        switch schema {
        case .object(let object):
            if object["$anchor"]?.string == name { return (schema, pointer) }
            for (key, value) in object {
                if let found = anchor(name, in: value, at: pointer + "/" + SchemaView.escaped(key)) { return found }
            }
        case .array(let items):
            for (index, item) in items.enumerated() {
                if let found = anchor(name, in: item, at: pointer + "/\(index)") { return found }
            }
        default: break
        }
        return nil
    }

    // MARK: The form

    mutating func build() {
        if Self.isFormwork(ui) {
            described = formworkSchema()
            return
        }
        if let layout = JSONFormsLayout.layout(of: ui) {
            let target = form
            form = Form()
            buildRows()
            var arranger = JSONFormsLayout(map: map, from: form, into: target)
            arranger.arrange(layout)
            target.title = form.title
            form = target
            for refusal in arranger.refusals { mark("ui:" + refusal.pointer, .refused(refusal.reason)) }
            return
        }
        buildRows()
    }

    private mutating func buildRows() {
        guard let view = view(root, at: "") else {
            if case .bool = root { mark("", .refused("a schema of true or false has no rows")) }
            return
        }
        form.title = view.string("title")
        mark(view, "title")
        let types = (view.types ?? []).filter { $0 != "null" }
        if types == ["object"] {
            mark(view, "type")
            mark(view, "description")
            if let description = view.string("description") { startSection(header: nil, footer: description) }
            object(view, path: [], tagPrefix: "", required: true, hidden: nil)
        } else {
            map.rootIsObject = false
            property("value", root, at: "", path: [], required: true, hidden: nil)
        }
        finish(view)
    }

    mutating func startSection(header: String?, footer: String? = nil) {
        let new = Section(header: header, footer: footer)
        form.append(new)
        section = new
    }

    mutating func add(_ row: BaseRow) {
        if section == nil { startSection(header: nil) }
        section!.append(row)
    }

    mutating func tag(for name: String, prefix: String) -> String {
        let safe = name.unicodeScalars.allSatisfy { ($0.isASCII && ($0.properties.isAlphabetic || $0.properties.numericType != nil)) || $0 == "_" || $0 == "-" }
            && !name.isEmpty && !name.hasPrefix("-")
        var base = prefix + (safe ? name : "field\(tags.count + 1)")
        if tags.contains(base) {
            var n = 2
            while tags.contains("\(base)-\(n)") { n += 1 }
            base = "\(base)-\(n)"
        }
        tags.insert(base)
        return base
    }

    /// The rows of an object's properties, in order, then those its conditions add.
    mutating func object(_ view: SchemaView, path: [String], tagPrefix: String, required: Bool, hidden: String?) {
        var properties: [(name: String, schema: JSON, pointer: String)] = []
        var requiredNames: Set<String> = []
        collect(view, into: &properties, required: &requiredNames)
        if let (value, pointer) = view.keyword("allOf"), case .array(let branches) = value {
            var merged = true
            for (index, branch) in branches.enumerated() {
                guard let branchView = self.view(branch, at: pointer + "/\(index)") else { merged = false; continue }
                collect(branchView, into: &properties, required: &requiredNames)
                finish(branchView)
            }
            mark(pointer, merged ? .rendered : .validatedOnly)
        }
        let names = ui.ordered(properties.map(\.name), at: path)
        var rowTags: [String: (tag: String, value: SchemaFieldValue)] = [:]
        for name in names {
            guard let property = properties.first(where: { $0.name == name }) else { continue }
            if let made = self.property(name, property.schema, at: property.pointer, path: path + [name],
                                        required: required && requiredNames.contains(name), hidden: hidden, tagPrefix: tagPrefix) {
                rowTags[name] = made
            }
        }
        let known = Set(properties.map(\.name))
        conditional(view, path: path, tagPrefix: tagPrefix, required: required, hidden: hidden, rows: rowTags, known: known)
        dependent(view, path: path, tagPrefix: tagPrefix, required: required, hidden: hidden, rows: rowTags, known: known)
        variants(view, path: path, tagPrefix: tagPrefix, required: required, hidden: hidden, known: known)
        orderAddedRows(at: path)
    }

    /// Rows that conditions add come after the object's own; `ui:order` may name
    /// them among the others, so each section's rows of the object are put in its
    /// order (a row does not leave its section: a nested object's section stays
    /// between the rows before it and those after).
    mutating func orderAddedRows(at path: [String]) {
        guard ui.setting("order", at: path)?.array?.isEmpty == false else { return }
        var nameOfTag: [String: String] = [:]
        var names: [String] = []
        for field in map.fields where field.path.count == path.count + 1 && field.path.starts(with: path) {
            nameOfTag[field.tag] = field.path.last!
            if !names.contains(field.path.last!) { names.append(field.path.last!) }
        }
        let rank = Dictionary(uniqueKeysWithValues: ui.ordered(names, at: path).enumerated().map { ($1, $0) })
        for section in form.allSections {
            let members = section.allRows.filter { $0.tag.flatMap { nameOfTag[$0] } != nil }
            let sorted = members.enumerated().sorted { a, b in
                let (x, y) = (rank[nameOfTag[a.element.tag!]!] ?? .max, rank[nameOfTag[b.element.tag!]!] ?? .max)
                return x != y ? x < y : a.offset < b.offset
            }.map(\.element)
            if !zip(sorted, members).allSatisfy({ $0 === $1 }) { section.arrange(sorted) }
        }
    }

    mutating func collect(_ view: SchemaView, into properties: inout [(name: String, schema: JSON, pointer: String)],
                                  required: inout Set<String>) {
        mark(view, "type")
        if let (value, pointer) = view.keyword("properties"), case .object(let members) = value {
            mark(pointer, .rendered)
            for (name, schema) in members where !properties.contains(where: { $0.name == name }) {
                properties.append((name, schema, pointer + "/" + SchemaView.escaped(name)))
            }
        }
        if let (value, pointer) = view.keyword("required"), case .array(let names) = value {
            mark(pointer, .rendered)
            required.formUnion(names.compactMap(\.string))
        }
        if let (value, pointer) = view.keyword("additionalProperties"), value == .bool(false) || value == .bool(true) {
            // The form sends only its own properties: `false` holds by itself.
            mark(pointer, .validatedOnly)
        }
    }

    /// A property's row, or its section when it is an object or a list; returns the
    /// row's tag and value kind when it made one row.
    @discardableResult
    mutating func property(_ name: String, _ schema: JSON, at pointer: String, path: [String], required: Bool,
                                   hidden: String?, tagPrefix: String = "") -> (tag: String, value: SchemaFieldValue)? {
        if case .bool(let allowed) = schema {
            mark(pointer, allowed ? .refused("a value of any type has no row") : .validatedOnly)
            return nil
        }
        guard let view = view(schema, at: pointer) else { return nil }
        // The schemas references led to, so that one met again inside itself is
        // followed only so many times.
        let followed = view.layers.dropFirst().map(\.pointer)
        references += followed
        defer {
            references.removeLast(followed.count)
            finish(view)
        }
        let title = ui.string("title", at: path) ?? view.string("title") ?? TitleCase.title(fromKey: name)
        // Values to choose from need no type: they say what the row holds, and any
        // JSON value is a choice (`null` among them).
        if let (values, _) = choices(view) {
            mark(view, "type")
            let nullable = view.types?.contains("null") == true && !values.contains(.null)
            return scalar(view, type: nil, name: name, title: title, path: path, required: required, nullable: nullable,
                          hidden: hidden, tagPrefix: tagPrefix)
        }
        guard let types = view.types else {
            mark(pointer, .refused("no type, so no row can hold it"))
            return nil
        }
        let nullable = types.contains("null")
        var concrete = types.filter { $0 != "null" }
        if concrete == ["integer", "number"] || concrete == ["number", "integer"] { concrete = ["number"] }
        guard concrete.count == 1, let type = concrete.first else {
            mark(view, "type", .refused(concrete.isEmpty ? "a value that can only be null has nothing to fill in"
                                                          : "a value of several types has no single row"))
            return nil
        }
        mark(view, "type")
        switch type {
        case "object":
            mark(view, "title")
            mark(view, "description")
            startSection(header: title, footer: ui.string("description", at: path) ?? view.string("description"))
            let prefix = tag(for: name, prefix: tagPrefix) + "."
            map.objects.append(SchemaObjectPlace(path: path, isRequired: required))
            object(view, path: path, tagPrefix: prefix, required: required, hidden: hidden)
            section = nil
            return nil
        case "array":
            return array(view, name: name, title: title, path: path, required: required, hidden: hidden, tagPrefix: tagPrefix)
        default:
            return scalar(view, type: type, name: name, title: title, path: path, required: required, nullable: nullable,
                          hidden: hidden, tagPrefix: tagPrefix)
        }
    }

    /// The labelled values `enum`, `const` or a `oneOf`/`anyOf` of `const`s allow.
    func choices(_ view: SchemaView) -> (values: [JSON], titles: [String?])? {
        if let values = view.constants { return (values, values.map { _ in nil }) }
        guard let (value, _) = view.keyword("oneOf") ?? view.keyword("anyOf"), case .array(let branches) = value,
              !branches.isEmpty else { return nil }
        var values: [JSON] = []
        var titles: [String?] = []
        for branch in branches {
            guard case .object(let object) = branch, let constant = object["const"],
                  object.keys.allSatisfy({ ["const", "title", "description", "$comment"].contains($0) }) else { return nil }
            values.append(constant)
            titles.append(object["title"]?.string)
        }
        return (values, titles)
    }

    mutating func markChoices(_ view: SchemaView) {
        if view.has("const") { mark(view, "const"); return }
        if view.has("enum") { mark(view, "enum"); return }
        let keyword = view.has("oneOf") ? "oneOf" : "anyOf"
        guard let (value, pointer) = view.keyword(keyword), case .array(let branches) = value else { return }
        mark(pointer, .rendered)
        for (index, branch) in branches.enumerated() {
            guard case .object(let object) = branch else { continue }
            for key in object.keys { mark(pointer + "/\(index)/" + SchemaView.escaped(key), key == "$comment" ? .annotation : .rendered) }
        }
    }

    mutating func scalar(_ view: SchemaView, type: String?, name: String, title: String, path: [String],
                         required: Bool, nullable: Bool, hidden: String?, tagPrefix: String) -> (tag: String, value: SchemaFieldValue)? {
        guard let (spec, value) = rowSpec(view, type: type, title: title, path: path, required: required) else { return nil }
        let tag = tag(for: name, prefix: tagPrefix)
        let row = spec.makeRow(tag: tag)
        var conditions: [String] = hidden.map { [$0] } ?? []
        if let extra = uiHidden(path) { conditions.append(extra) }
        if let condition = Self.anyOf(conditions), let predicate = try? FormPredicate(format: condition) {
            row.hidden = .predicate(predicate)
        }
        add(row)
        let field = SchemaField(tag: tag, path: path, value: value, nullable: nullable, isList: false, isRequired: required, title: title)
        map.fields.append(field)
        if let initial = view.keyword("default")?.value {
            let instance = map.rootIsObject ? Self.nest(initial, at: path) : initial
            SchemaFieldMap(fields: [field], objects: [], rootIsObject: map.rootIsObject).fill(form, from: instance)
            mark(view, "default")
        }
        return (tag, value)
    }

    /// Conditions joined so that any of them hides; nil for none.
    static func anyOf(_ conditions: [String]) -> String? {
        conditions.isEmpty ? nil : conditions.map { "(\($0))" }.joined(separator: " OR ")
    }

    /// What a row for `view` is: its kind, words, rules and choices.
    mutating func rowSpec(_ view: SchemaView, type: String?, title: String, path: [String],
                          required: Bool) -> (SchemaRowSpec, SchemaFieldValue)? {
        let widget = ui.string("widget", at: path)
        var spec: SchemaRowSpec
        let value: SchemaFieldValue
        if let (values, titles) = choices(view) {
            guard let choices = SchemaChoices(values) else {
                mark(view, view.has("enum") ? "enum" : "oneOf", .refused("two choices would read the same"))
                return nil
            }
            markChoices(view)
            spec = SchemaRowSpec(kind: widget == "radio" || (widget != "select" && values.count <= 4) ? .segmented : .push)
            let names = ui.setting("enumNames", at: path)?.array?.compactMap(\.string)
            spec.options = choices.keys
            spec.labels = choices.keys.indices.map { names?.indices.contains($0) == true ? names![$0] : (titles[$0] ?? choices.keys[$0]) }
            value = .choice(choices)
        } else {
            switch type {
            case "integer":
                spec = SchemaRowSpec(kind: .integer)
                value = .integer
            case "number":
                spec = SchemaRowSpec(kind: .decimal)
                value = .number
            case "boolean":
                spec = SchemaRowSpec(kind: widget == "switch" ? .toggle : .check)
                value = .boolean
            default:
                let format = view.string("format")
                if format == "date" || widget == "date" {
                    spec = SchemaRowSpec(kind: .date)
                    value = .date
                    mark(view, "format")
                } else {
                    value = .text
                    if format == "email" || widget == "email" {
                        spec = SchemaRowSpec(kind: .email)
                        mark(view, "format")
                    } else if view.keyword("writeOnly")?.value == .bool(true) || format == "password" || widget == "password" {
                        spec = SchemaRowSpec(kind: .password)
                        if format == "password" { mark(view, "format") }
                    } else if widget == "textarea" || (view.number("maxLength")?.double ?? 0) > 200 {
                        spec = SchemaRowSpec(kind: .textArea)
                    } else {
                        spec = SchemaRowSpec(kind: .text)
                    }
                }
            }
        }
        spec.title = title
        mark(view, "title")
        var help: [String] = []
        if let description = ui.string("description", at: path) ?? view.string("description") { help.append(description) }
        mark(view, "description")
        if let extra = ui.string("help", at: path) { help.append(extra) }
        if view.keyword("deprecated")?.value == .bool(true) {
            help.append(form.messages.deprecatedField)
            mark(view, "deprecated")
        }
        if !help.isEmpty { spec.help = help.joined(separator: " ") }
        if let placeholder = ui.string("placeholder", at: path) {
            spec.placeholder = placeholder
        } else if let example = view.keyword("examples")?.value.array?.first, value == .text || value == .integer || value == .number {
            spec.placeholder = example.string ?? example.description
            mark(view, "examples")
        }
        spec.rules = rules(view, value: value, required: required)
        if view.keyword("readOnly")?.value == .bool(true) || ui.bool("readonly", at: path) || ui.bool("disabled", at: path) {
            spec.readOnly = true
            mark(view, "readOnly")
        }
        if view.keyword("writeOnly")?.value == .bool(true) {
            spec.sensitive = true
            mark(view, "writeOnly")
        }
        spec.autofocus = ui.bool("autofocus", at: path)
        return (spec, value)
    }

    func uiHidden(_ path: [String]) -> String? {
        ui.string("widget", at: path) == "hidden" ? "TRUEPREDICATE" : nil
    }

    static func nest(_ value: JSON, at path: [String]) -> JSON {
        var result = value
        for name in path.reversed() {
            var object = JSONObject()
            object[name] = result
            result = .object(object)
        }
        return result
    }

    /// The rules `view` asks for that a row can check itself; the rest are left to
    /// the server's check.
    mutating func rules(_ view: SchemaView, value: SchemaFieldValue, required: Bool) -> [RuleSpecification] {
        var rules: [RuleSpecification] = []
        // A box left unticked is `false`, which is there: only other rows need an answer.
        if required, value != .boolean { rules.append(RuleSpecification(.required)) }
        func whole(_ keyword: String) -> Int? {
            guard let n = view.number(keyword), n.isInteger, n.double >= 0, n.double < 1e9 else { return nil }
            return Int(n.double)
        }
        switch value {
        case .text:
            if let n = whole("minLength") { rules.append(RuleSpecification(.minLength(n))); mark(view, "minLength") }
            if let n = whole("maxLength") { rules.append(RuleSpecification(.maxLength(n))); mark(view, "maxLength") }
            if let pattern = view.string("pattern"), (try? RuleRegExp(pattern: pattern)) != nil {
                // A schema's pattern may match anywhere in the text; a rule's must match it whole.
                rules.append(RuleSpecification(.regex(pattern: "[\\s\\S]*(?:" + pattern + ")[\\s\\S]*", allowsEmpty: true)))
                mark(view, "pattern")
            }
        case .integer, .number:
            if let n = view.number("minimum") { rules.append(RuleSpecification(.greaterOrEqual(n.double))); mark(view, "minimum") }
            if let n = view.number("maximum") { rules.append(RuleSpecification(.smallerOrEqual(n.double))); mark(view, "maximum") }
            if let n = view.number("exclusiveMinimum") { rules.append(RuleSpecification(.greaterThan(n.double))); mark(view, "exclusiveMinimum") }
            if let n = view.number("exclusiveMaximum") { rules.append(RuleSpecification(.smallerThan(n.double))); mark(view, "exclusiveMaximum") }
        default:
            break
        }
        return rules
    }
}
