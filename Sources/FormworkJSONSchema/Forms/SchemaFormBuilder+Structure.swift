import Formwork

/// Lists, and the rows that show only under a condition: `if`/`then`/`else`,
/// `dependentSchemas`, and a `oneOf` of objects told apart by a constant.
extension SchemaFormBuilder {
    typealias MadeRows = [String: (tag: String, value: SchemaFieldValue)]

    // MARK: Arrays

    /// An array of choices as one row of several choices; an array of single values
    /// as a repeating group.
    mutating func array(_ view: SchemaView, name: String, title: String, path: [String], required: Bool,
                        hidden: String?, tagPrefix: String) -> (tag: String, value: SchemaFieldValue)? {
        guard let (items, itemsPointer) = view.keyword("items") else {
            mark(view.keyword("type")?.pointer ?? view.layers[0].pointer,
                 .refused("an array of any values has no rows; give its items a schema"))
            return nil
        }
        guard let itemView = self.view(items, at: itemsPointer) else {
            if case .bool = items { mark(itemsPointer, .refused("items of any type have no row")) }
            return nil
        }
        defer { finish(itemView) }
        mark(itemsPointer, .rendered)
        let itemTypes = (itemView.types ?? []).filter { $0 != "null" }
        let tag = tag(for: name, prefix: tagPrefix)
        if let (values, titles) = choices(itemView) {
            guard let choices = SchemaChoices(values) else {
                mark(itemView, itemView.has("enum") ? "enum" : "oneOf", .refused("two choices would read the same"))
                return nil
            }
            markChoices(itemView)
            mark(itemView, "type")
            mark(view, "uniqueItems")
            var spec = SchemaRowSpec(kind: .multiple)
            spec.title = title
            mark(view, "title")
            spec.help = ui.string("description", at: path) ?? view.string("description")
            mark(view, "description")
            let names = ui.setting("enumNames", at: path + ["items"])?.array?.compactMap(\.string)
                ?? ui.setting("enumNames", at: path)?.array?.compactMap(\.string)
            spec.options = choices.keys
            spec.labels = choices.keys.indices.map { names?.indices.contains($0) == true ? names![$0] : (titles[$0] ?? choices.keys[$0]) }
            if let least = view.number("minItems"), least.double >= 1, least.double <= 1 {
                spec.rules.append(RuleSpecification(.required))
                mark(view, "minItems")
            }
            let row = spec.makeRow(tag: tag)
            if let condition = Self.anyOf(hidden.map { [$0] } ?? []), let predicate = try? FormPredicate(format: condition) {
                row.hidden = .predicate(predicate)
            }
            add(row)
            let field = SchemaField(tag: tag, path: path, value: .choices(choices), nullable: false, isList: false,
                                    isRequired: required, title: title)
            map.fields.append(field)
            fillDefault(view, field)
            return (tag, .choices(choices))
        }
        if itemTypes == ["object"] {
            objectList(view, itemView, title: title, tag: tag, path: path, required: required, hidden: hidden)
            return nil
        }
        guard itemTypes.count == 1, let itemType = itemTypes.first, itemType != "array" else {
            mark(itemsPointer, .refused("items of several types, or lists of lists, have no row"))
            return nil
        }
        mark(itemView, "type")
        guard let (spec, value) = rowSpec(itemView, type: itemType, title: ui.string("title", at: path + ["items"]) ?? itemView.string("title") ?? title,
                                          path: path + ["items"], required: false) else { return nil }
        addGroup(view, title: title, tag: tag, path: path, hidden: hidden) { _ in spec.makeRow(tag: nil) }
        let field = SchemaField(tag: tag, path: path, value: value, nullable: false, isList: true, isRequired: required, title: title)
        map.fields.append(field)
        fillDefault(view, field)
        return nil
    }

    /// A repeating group for the array `view`, its items made by `makeItem`: its
    /// title, its description, what `ui:options` allows, `maxItems`, and the
    /// condition that hides it.
    private mutating func addGroup(_ view: SchemaView, title: String, tag: String, path: [String], hidden: String?,
                                   makeItem: @escaping (Int) -> BaseRow) {
        let group = MultivaluedSection(multivaluedOptions: ui.setting("orderable", at: path) == .bool(false)
                                       ? [.insert, .delete] : [.insert, .delete, .reorder],
                                       header: title, footer: ui.string("description", at: path) ?? view.string("description"))
        mark(view, "title")
        mark(view, "description")
        group.tag = tag
        if ui.setting("addable", at: path) == .bool(false) { group.multivaluedOptions.remove(.insert) }
        if ui.setting("removable", at: path) == .bool(false) { group.multivaluedOptions.remove(.delete) }
        group.multivaluedRowToInsertAt = makeItem
        if let most = view.number("maxItems"), most.isInteger, most.double >= 0, most.double < 1e6 {
            group.maximumItemCount = Int(most.double)
            mark(view, "maxItems")
        }
        if let condition = Self.anyOf(hidden.map { [$0] } ?? []), let predicate = try? FormPredicate(format: condition) {
            group.hidden = .predicate(predicate)
        }
        form.append(group)
        section = nil
    }

    /// A repeating group whose items are objects: each item a subform of the
    /// item's rows, made from one template.
    private mutating func objectList(_ view: SchemaView, _ itemView: SchemaView, title: String, tag: String, path: [String],
                                     required: Bool, hidden: String?) {
        mark(itemView, "type")
        let itemUI = UISchema(ui.node(path + ["items"]).map(JSON.object) ?? .null)
        var nested = SchemaFormBuilder(schema: root, uiSchema: itemUI, into: Form())
        nested.references = references
        nested.object(itemView, path: [], tagPrefix: "", required: true, hidden: nil)
        for (pointer, outcome) in nested.outcomes { mark(pointer, outcome) }
        let itemTitle = itemUI.string("title", at: []) ?? itemView.string("title") ?? title
        mark(itemView, "title")
        let template: FormTemplate
        do {
            template = try FormTemplate { nested.form }
        } catch {
            mark(view.keyword("items")!.pointer, .refused("the items' rows do not make a form: \(error)"))
            return
        }
        addGroup(view, title: title, tag: tag, path: path, hidden: hidden) { _ in
            let row = SubformRow(tag: nil)
            row.title = itemTitle
            row.subform = template.makeForm()
            return row
        }
        let field = SchemaField(tag: tag, path: path, value: .text, nullable: false, isList: true, isRequired: required,
                                title: title, items: SchemaItemMap(nested.map))
        map.fields.append(field)
        fillDefault(view, field)
    }

    private mutating func fillDefault(_ view: SchemaView, _ field: SchemaField) {
        guard let initial = view.keyword("default")?.value else { return }
        SchemaFieldMap(fields: [field], objects: [], rootIsObject: true).fill(form, from: Self.nest(initial, at: field.path))
        mark(view, "default")
    }

    // MARK: Conditions

    /// The condition language's test that the rows meet `schema` (an `if`): each
    /// property it names has one of the values its `const` or `enum` allow, or is
    /// absent when not required. Nil when the schema tests anything else.
    static func condition(_ schema: JSON, rows: MadeRows) -> String? {
        guard case .object(let object) = schema else { return schema == .bool(true) ? "TRUEPREDICATE" : nil }
        let allowed: Set<String> = ["properties", "required", "title", "description", "$comment"]
        guard object.keys.allSatisfy(allowed.contains) else { return nil }
        let required = Set(object["required"]?.array?.compactMap(\.string) ?? [])
        var tests: [String] = []
        var named: Set<String> = []
        for (name, property) in object["properties"]?.object ?? JSONObject() {
            guard let row = rows[name], case .object(let test) = property,
                  test.keys.allSatisfy({ ["const", "enum", "title", "description", "$comment"].contains($0) }) else { return nil }
            let values = test["const"].map { [$0] } ?? test["enum"]?.array ?? []
            guard !values.isEmpty else { return nil }
            var literals: [String] = []
            for value in values {
                guard let literal = Self.literal(value, for: row.value) else { return nil }
                literals.append(literal)
            }
            let reference = Self.reference(row.tag)
            let check = literals.count == 1 ? "\(reference) == \(literals[0])" : "\(reference) IN {\(literals.joined(separator: ", "))}"
            tests.append(required.contains(name) ? check : "(\(reference) == nil OR \(check))")
            named.insert(name)
        }
        for name in required.subtracting(named).sorted() {
            guard let row = rows[name] else { return nil }
            tests.append("\(Self.reference(row.tag)) != nil")
        }
        return tests.isEmpty ? "TRUEPREDICATE" : tests.joined(separator: " AND ")
    }

    static func reference(_ tag: String) -> String {
        "${" + tag.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "}", with: "\\}") + "}"
    }

    /// `value` as the condition language writes it for a row holding `kind`.
    static func literal(_ value: JSON, for kind: SchemaFieldValue) -> String? {
        func quoted(_ text: String) -> String {
            "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        switch (kind, value) {
        case (.choice, _), (.choices, _): return quoted(SchemaChoices.key(value))
        case (.text, .string(let text)), (.date, .string(let text)): return quoted(text)
        case (.integer, .number(let number)), (.number, .number(let number)): return number.description
        case (.boolean, .bool(let bool)): return bool ? "true" : "false"
        default: return nil
        }
    }

    /// `then` and `else`: their new properties as rows shown only when the `if`
    /// holds (or does not).
    mutating func conditional(_ view: SchemaView, path: [String], tagPrefix: String, required: Bool, hidden: String?,
                              rows: MadeRows, known: Set<String>) {
        guard let (ifSchema, ifPointer) = view.keyword("if"), let test = Self.condition(ifSchema, rows: rows) else { return }
        mark(ifPointer, .rendered)
        markAll(ifSchema, at: ifPointer)
        for (keyword, hides) in [("then", "NOT (\(test))"), ("else", test)] {
            guard let (branch, pointer) = view.keyword(keyword) else { continue }
            mark(pointer, .rendered)
            addRows(of: branch, at: pointer, path: path, tagPrefix: tagPrefix, required: required,
                    hidden: Self.anyOf((hidden.map { [$0] } ?? []) + [hides]), known: known)
        }
    }

    /// `dependentSchemas`: the rows each adds, shown once its property has a value.
    mutating func dependent(_ view: SchemaView, path: [String], tagPrefix: String, required: Bool, hidden: String?,
                            rows: MadeRows, known: Set<String>) {
        guard let (value, pointer) = view.keyword("dependentSchemas"), case .object(let schemas) = value else { return }
        var all = true
        for (name, schema) in schemas {
            let at = pointer + "/" + SchemaView.escaped(name)
            guard let row = rows[name] else { all = false; continue }
            mark(at, .rendered)
            addRows(of: schema, at: at, path: path, tagPrefix: tagPrefix, required: required,
                    hidden: Self.anyOf((hidden.map { [$0] } ?? []) + ["\(Self.reference(row.tag)) == nil"]), known: known)
        }
        mark(pointer, all ? .rendered : .validatedOnly)
    }

    /// The properties `schema` adds to an object as rows hidden by `hidden`; what it
    /// says of properties the object already has is left to the server.
    private mutating func addRows(of schema: JSON, at pointer: String, path: [String], tagPrefix: String,
                                  required: Bool, hidden: String?, known: Set<String>) {
        guard let branch = self.view(schema, at: pointer) else { return }
        defer { finish(branch) }
        let requiredNames = Set(branch.keyword("required")?.value.array?.compactMap(\.string) ?? [])
        var added: Set<String> = []
        if let (value, propertiesPointer) = branch.keyword("properties"), case .object(let members) = value {
            for (name, property) in members where !known.contains(name) {
                self.property(name, property, at: propertiesPointer + "/" + SchemaView.escaped(name), path: path + [name],
                              required: required && requiredNames.contains(name), hidden: hidden, tagPrefix: tagPrefix)
                added.insert(name)
            }
            mark(propertiesPointer, added.isEmpty ? .validatedOnly : .rendered)
        }
        if branch.has("required") {
            mark(branch, "required", requiredNames.isSubset(of: added) ? .rendered : .validatedOnly)
        }
    }

    private mutating func markAll(_ schema: JSON, at pointer: String) {
        guard case .object(let object) = schema else { return }
        for (name, value) in object {
            let at = pointer + "/" + SchemaView.escaped(name)
            mark(at, name == "$comment" ? .annotation : .rendered)
            if name == "properties", case .object(let members) = value {
                for (key, member) in members { markAll(member, at: at + "/" + SchemaView.escaped(key)) }
            }
        }
    }

    // MARK: Variants

    /// A `oneOf` (or `anyOf`) of objects that each fix one property to a constant:
    /// a choice of that property, and each variant's other properties shown when
    /// it is chosen.
    mutating func variants(_ view: SchemaView, path: [String], tagPrefix: String, required: Bool, hidden: String?,
                           known: Set<String>) {
        for keyword in ["oneOf", "anyOf"] {
            guard let (value, pointer) = view.keyword(keyword), case .array(let branches) = value, !branches.isEmpty,
                  choices(view) == nil else { continue }
            var views: [SchemaView] = []
            for (index, branch) in branches.enumerated() {
                guard let branchView = self.view(branch, at: pointer + "/\(index)"),
                      branchView.keyword("properties")?.value.object != nil else {
                    mark(pointer, .refused("a choice of variants needs each to be an object with properties"))
                    return
                }
                views.append(branchView)
            }
            guard let discriminator = Self.discriminator(views, known: known) else {
                mark(pointer, .refused("a choice of variants needs one property that each variant fixes with a const"))
                return
            }
            mark(pointer, .rendered)
            let values = views.map { Self.constant(of: discriminator, in: $0)! }
            guard let choices = SchemaChoices(values) else {
                mark(pointer, .refused("two variants fix their property to the same value"))
                return
            }
            let tag = tag(for: discriminator, prefix: tagPrefix)
            var spec = SchemaRowSpec(kind: values.count <= 4 ? .segmented : .push)
            spec.title = ui.string("title", at: path + [discriminator]) ?? TitleCase.title(fromKey: discriminator)
            spec.options = choices.keys
            spec.labels = views.indices.map { views[$0].string("title") ?? choices.keys[$0] }
            if required { spec.rules = [RuleSpecification(.required)] }
            let row = spec.makeRow(tag: tag)
            if let condition = Self.anyOf(hidden.map { [$0] } ?? []), let predicate = try? FormPredicate(format: condition) {
                row.hidden = .predicate(predicate)
            }
            add(row)
            map.fields.append(SchemaField(tag: tag, path: path + [discriminator], value: .choice(choices), nullable: false,
                                          isList: false, isRequired: required, title: spec.title ?? discriminator))
            for (index, branchView) in views.enumerated() {
                mark(branchView, "title")
                mark(branchView, "type")
                let (members, membersPointer) = branchView.keyword("properties")!
                mark(membersPointer, .rendered)
                markAll(members.object![discriminator]!, at: membersPointer + "/" + SchemaView.escaped(discriminator))
                let requiredNames = Set(branchView.keyword("required")?.value.array?.compactMap(\.string) ?? [])
                if branchView.has("required") { mark(branchView, "required") }
                let chosen = "\(Self.reference(tag)) != \(Self.literal(values[index], for: .choice(choices))!)"
                for (name, property) in members.object! where name != discriminator {
                    self.property(name, property, at: membersPointer + "/" + SchemaView.escaped(name), path: path + [name],
                                  required: required && requiredNames.contains(name),
                                  hidden: Self.anyOf((hidden.map { [$0] } ?? []) + [chosen]), tagPrefix: tagPrefix)
                }
                finish(branchView)
            }
            return
        }
    }

    /// The property every variant fixes with a `const` (or a one-value `enum`),
    /// and that the object itself does not have.
    private static func discriminator(_ views: [SchemaView], known: Set<String>) -> String? {
        guard let first = views.first?.keyword("properties")?.value.object else { return nil }
        return first.keys.first { name in
            !known.contains(name) && views.allSatisfy { constant(of: name, in: $0) != nil }
        }
    }

    private static func constant(of name: String, in view: SchemaView) -> JSON? {
        guard let property = view.keyword("properties")?.value.object?[name]?.object else { return nil }
        if let value = property["const"] { return value }
        if let values = property["enum"]?.array, values.count == 1 { return values[0] }
        return nil
    }
}
