import Formwork

/// A JSON Forms UI schema's layout laid over the rows a schema made: `Control`s
/// by scope place rows (or a group, or an object's rows) in the layout's order,
/// `Group`s are titled sections, a `Categorization`'s `Category`s are pages, a
/// `HorizontalLayout` of two puts them side by side, a `Label` is a line of text,
/// and a `rule` (HIDE, SHOW, ENABLE, DISABLE on a scope and a schema) becomes a
/// condition. What the layout does not place still shows, last: a required value
/// the layout forgot can still be given.
struct JSONFormsLayout {
    static let types: Set<String> = ["VerticalLayout", "HorizontalLayout", "Group", "Categorization"]

    /// The layout of a UI schema that is one.
    static func layout(of ui: UISchema) -> JSON? {
        guard let type = ui.root["type"]?.string, types.contains(type) else { return nil }
        return ui.root
    }

    let map: SchemaFieldMap
    let target: Form
    /// What the layout names that cannot be followed, by its pointer in the UI schema.
    private(set) var refusals: [(pointer: String, reason: String)] = []
    /// The rows and groups made, in the order they were made, with their places.
    private var made: [(path: [String], row: BaseRow?, group: Section?)] = []
    private var placed: Set<ObjectIdentifier> = []
    private var current: Section?
    private var width: RowWidth?

    /// Takes every row and group out of `scratch`, to lay them out in `target`.
    init(map: SchemaFieldMap, from scratch: Form, into target: Form) {
        self.map = map
        self.target = target
        var pathOfTag: [String: [String]] = [:]
        for field in map.fields { pathOfTag[field.tag] = field.path }
        let sections = scratch.allSections
        scratch.removeAll()
        for section in sections {
            if section.kind == .multivalued, let tag = section.tag, let path = pathOfTag[tag] {
                made.append((path, nil, section))
                continue
            }
            let rows = section.allRows
            section.removeAll()
            for row in rows {
                made.append((row.tag.flatMap { pathOfTag[$0] } ?? [], row, nil))
            }
        }
    }

    mutating func arrange(_ layout: JSON) {
        place(layout, at: "")
        // What the layout leaves out, in the schema's order.
        current = nil
        for item in made {
            if let group = item.group, !placed.contains(ObjectIdentifier(group)) {
                target.append(group)
                current = nil
            } else if let row = item.row, !placed.contains(ObjectIdentifier(row)) {
                append(row)
            }
        }
    }

    private mutating func append(_ row: BaseRow) {
        if current == nil {
            let section = Section()
            target.append(section)
            current = section
        }
        placed.insert(ObjectIdentifier(row))
        if let width { row.width = width }
        current!.append(row)
    }

    private mutating func place(_ element: JSON, at pointer: String) {
        let elements = element["elements"]?.array ?? []
        func placeAll() {
            for (index, child) in elements.enumerated() { place(child, at: pointer + "/elements/\(index)") }
        }
        switch element["type"]?.string {
        case "VerticalLayout":
            placeAll()
        case "HorizontalLayout":
            let saved = width
            // Two side by side; more than two do not fit a line, so each takes its own.
            width = elements.count == 2 ? .half : saved
            placeAll()
            width = saved
        case "Group", "Category":
            let section: Section = element["type"]?.string == "Category" ? Page(element["label"]?.string) : Section(element["label"]?.string)
            apply(element["rule"], at: pointer + "/rule") { section.hidden = $0 } disabled: { _ in }
            target.append(section)
            current = section
            placeAll()
            current = nil
        case "Categorization":
            placeAll()
        case "Control":
            control(element, at: pointer)
        case "Label":
            let label = LabelRow(tag: nil)
            label.title = element["text"]?.string
            apply(element["rule"], at: pointer + "/rule") { label.hidden = $0 } disabled: { _ in }
            append(label)
        default:
            refusals.append((pointer + "/type", "not a layout element this form knows: \(element["type"]?.description ?? "none")"))
        }
    }

    private mutating func control(_ element: JSON, at pointer: String) {
        guard let scope = element["scope"]?.string, let path = Self.path(scope) else {
            refusals.append((pointer + "/scope", "a control's scope names a property: #/properties/name"))
            return
        }
        let items = made.filter { $0.path.starts(with: path) && !$0.path.isEmpty }
        guard !items.isEmpty else {
            refusals.append((pointer + "/scope", "\(scope) names nothing the form shows"))
            return
        }
        let rule = element["rule"]
        for item in items {
            if let group = item.group, !placed.contains(ObjectIdentifier(group)) {
                placed.insert(ObjectIdentifier(group))
                apply(rule, at: pointer + "/rule") { group.hidden = Self.or(group.hidden, $0) } disabled: { _ in }
                target.append(group)
                current = nil
            } else if let row = item.row, !placed.contains(ObjectIdentifier(row)) {
                if item.path == path, case .string(let label)? = element["label"] { row.title = label }
                if item.path == path, element["options"]?["focus"] == true { row.autofocus = true }
                apply(rule, at: pointer + "/rule") { row.hidden = Self.or(row.hidden, $0) } disabled: { row.disabled = Self.or(row.disabled, $0) }
                append(row)
            }
        }
    }

    /// The property names a scope leads through: `#/properties/a/properties/b`.
    static func path(_ scope: String) -> [String]? {
        guard scope == "#" || scope.hasPrefix("#/") else { return nil }
        let tokens = scope.dropFirst(2).split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        guard scope == "#" || tokens.count % 2 == 0 else { return nil }
        var path: [String] = []
        var index = 0
        while scope != "#" && index < tokens.count {
            guard tokens[index] == "properties" else { return nil }
            path.append(tokens[index + 1].replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~"))
            index += 2
        }
        return path
    }

    // MARK: Rules

    private mutating func apply(_ rule: JSON?, at pointer: String, hidden: (Condition) -> Void, disabled: (Condition) -> Void) {
        guard let rule else { return }
        guard let effect = rule["effect"]?.string, ["HIDE", "SHOW", "ENABLE", "DISABLE"].contains(effect) else {
            refusals.append((pointer + "/effect", "a rule's effect is HIDE, SHOW, ENABLE or DISABLE"))
            return
        }
        guard let test = rule["condition"].flatMap(condition), let predicate = try? FormPredicate(format: test) else {
            refusals.append((pointer + "/condition", "the condition tests something other than the values of rows the form shows with const, enum, not and bounds"))
            return
        }
        switch effect {
        case "HIDE": hidden(.predicate(predicate))
        case "DISABLE": disabled(.predicate(predicate))
        default:
            guard let negated = try? FormPredicate(format: "NOT (\(test))") else { return }
            if effect == "SHOW" { hidden(.predicate(negated)) } else { disabled(.predicate(negated)) }
        }
    }

    /// A JSON Forms condition in the condition language: a schema tested against
    /// the value at a scope, or `AND`/`OR` of conditions.
    private func condition(_ condition: JSON) -> String? {
        if let kind = condition["type"]?.string, kind == "AND" || kind == "OR" {
            guard let parts = condition["conditions"]?.array, !parts.isEmpty else { return nil }
            let tests = parts.compactMap(self.condition)
            guard tests.count == parts.count else { return nil }
            return tests.map { "(\($0))" }.joined(separator: " \(kind) ")
        }
        guard let scope = condition["scope"]?.string, let path = Self.path(scope), let schema = condition["schema"] else { return nil }
        let failsWhenUndefined = condition["failWhenUndefined"]?.bool ?? false
        if let field = map.fields.first(where: { $0.path == path && !$0.isList }) {
            guard let (test, absentPasses) = test(schema, field) else { return nil }
            let reference = SchemaFormBuilder.reference(field.tag)
            // An absent value meets the schema as JSON Forms tests it (`const` fails,
            // `not` of it passes), unless the condition fails when it is undefined.
            return absentPasses && !failsWhenUndefined ? "\(reference) == nil OR (\(test))" : "\(reference) != nil AND (\(test))"
        }
        // An object's members, as an `if` tests them.
        var rows: SchemaFormBuilder.MadeRows = [:]
        for field in map.fields where field.path.count == path.count + 1 && field.path.starts(with: path) && !field.isList {
            rows[field.path.last!] = (field.tag, field.value)
        }
        return SchemaFormBuilder.condition(schema, rows: rows)
    }

    /// A schema tested against one row's present value (`const`, `enum`, `not` and
    /// bounds), and whether an absent value meets it.
    private func test(_ schema: JSON, _ field: SchemaField) -> (String, absentPasses: Bool)? {
        guard case .object(let object) = schema, !object.isEmpty else { return schema == true ? ("TRUEPREDICATE", true) : nil }
        let reference = SchemaFormBuilder.reference(field.tag)
        var tests: [String] = []
        var absentPasses = true
        for (keyword, value) in object {
            switch keyword {
            case "const":
                guard let literal = SchemaFormBuilder.literal(value, for: field.value) else { return nil }
                tests.append("\(reference) == \(literal)")
                absentPasses = false
            case "enum":
                guard let values = value.array, !values.isEmpty else { return nil }
                let literals = values.compactMap { SchemaFormBuilder.literal($0, for: field.value) }
                guard literals.count == values.count else { return nil }
                tests.append("\(reference) IN {\(literals.joined(separator: ", "))}")
                absentPasses = false
            case "not":
                guard let (inner, innerAbsent) = test(value, field) else { return nil }
                tests.append("NOT (\(inner))")
                absentPasses = absentPasses && !innerAbsent
            case "minimum", "maximum", "exclusiveMinimum", "exclusiveMaximum":
                // Bounds say nothing of what is not a number.
                guard let bound = value.number, field.value == .integer || field.value == .number else { return nil }
                let op = ["minimum": ">=", "maximum": "<=", "exclusiveMinimum": ">", "exclusiveMaximum": "<"][keyword]!
                tests.append("\(reference) \(op) \(bound)")
            case "title", "description", "$comment":
                continue
            default:
                return nil
            }
        }
        return (tests.isEmpty ? "TRUEPREDICATE" : tests.map { "(\($0))" }.joined(separator: " AND "), absentPasses)
    }

    static func or(_ existing: Condition?, _ added: Condition) -> Condition {
        guard case .predicate(let old)? = existing, case .predicate(let new) = added,
              let both = try? FormPredicate(format: "(\(old.format)) OR (\(new.format))") else { return added }
        return .predicate(both)
    }
}
