import Foundation

/// Lays a model's fields out as sections and rows.
final class ModelFormBuilder {
    struct Resolved {
        var fields: [String: FieldDescription] = [:]
        var excluded: Set<String> = []
        var order: [String] = []
        var extraRows: [(after: String?, make: () -> BaseRow)] = []
    }

    let form: Form
    let description: Resolved
    let values: [String: Any?]
    private var current: Section?
    /// Inside an optional nested model: its fields are only required when it is
    /// present, which the decoder checks, so their rows get no `required` rule.
    private var insideOptional = false
    private var pendingHeader: String?
    private var pendingTag: String?

    init(form: Form, description: Resolved, values: [String: Any?]) {
        self.form = form
        self.description = description
        self.values = values
    }

    /// Resolves key paths to tags by matching the end of their description
    /// (`\Signup.address.street`) against the model's field tags.
    static func resolve<Model>(_ description: FormDescription<Model>, fields: [ModelField]) throws(ModelFormError) -> Resolved {
        var tags: [String] = []
        func collect(_ fields: [ModelField]) {
            for field in fields {
                tags.append(field.tag)
                collect(field.children)
            }
        }
        collect(fields)
        let byLength = tags.sorted { $0.count > $1.count }
        func tag(_ reference: FormDescription<Model>.FieldReference) throws(ModelFormError) -> String {
            switch reference {
            case .key(let key):
                guard tags.contains(key) else { throw .unknownField(key) }
                return key
            case .keyPath(let keyPath):
                // Optional chaining (`\.extra?.label`) prints a `?` that coding keys lack.
                let text = String(reflecting: keyPath).replacingOccurrences(of: "?", with: "").replacingOccurrences(of: "!", with: "")
                guard let match = byLength.first(where: { text.hasSuffix("." + $0) }) else { throw .unknownField(text) }
                return match
            }
        }
        var resolved = Resolved()
        for (reference, field) in description.fields { resolved.fields[try tag(reference)] = field }
        for reference in description.excluded { resolved.excluded.insert(try tag(reference)) }
        for reference in description.order { resolved.order.append(try tag(reference)) }
        if let only = description.onlyFields {
            // Exactly these fields, in this order (FXForms' `fields`): the containers of a
            // nested one come with it, and every other property is left out.
            var listed: [String] = [], named: [String] = []
            for reference in only {
                let tag = try tag(reference)
                named.append(tag)
                let path = tag.split(separator: ".")
                for end in path.indices { listed.append(path[...end].joined(separator: ".")) }
            }
            resolved.order = listed + resolved.order
            let kept = Set(listed)
            for candidate in tags where !kept.contains(candidate) {
                if !named.contains(where: { candidate.hasPrefix($0 + ".") }) { resolved.excluded.insert(candidate) }
            }
        }
        for extra in description.extraRows {
            resolved.extraRows.append((try extra.after.map(tag), extra.make))
        }
        return resolved
    }

    func build(_ fields: [ModelField]) throws(ModelFormError) {
        try add(fields)
        for extra in description.extraRows where extra.after == nil { append(extra.make()) }
    }

    private func ordered(_ fields: [ModelField]) -> [ModelField] {
        let rank = Dictionary(description.order.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        return fields.enumerated().sorted { a, b in
            let ra = rank[a.element.tag] ?? Int.max, rb = rank[b.element.tag] ?? Int.max
            return ra != rb ? ra < rb : a.offset < b.offset
        }.map(\.element)
    }

    private func add(_ fields: [ModelField]) throws(ModelFormError) {
        for field in ordered(fields) where !description.excluded.contains(field.tag) {
            let d = description.fields[field.tag] ?? FieldDescription()
            if let title = d.page { startPage(title: title, hidden: d.pageHidden) }
            if let header = d.header { startSection(header: header, tag: nil) }
            let title = d.title ?? field.title
            switch field.kind {
            case .nested where d.subform == .pushed:
                let row = SubformRow(tag: field.tag)
                row.title = title
                row.subform.rowTypes = form.rowTypes
                let nested = ModelFormBuilder(form: row.subform, description: description, values: values)
                nested.insideOptional = insideOptional || field.isOptional
                try nested.add(field.children)
                try apply(d, to: row)
                append(row)
            case .nested:
                startSection(header: title, tag: field.tag)
                let wasOptional = insideOptional
                insideOptional = insideOptional || field.isOptional
                try add(field.children)
                insideOptional = wasOptional
                startSection(header: nil, tag: nil)
            case .leaf(.integer) where d.rowType == .multipleSelector && d.options is [String]:
                append(try bitfield(field, title: title, d))
            case .list(let leaf) where d.options != nil:
                // A collection with options is a choice of several, not a list of items (FXForms).
                append(try listSelector(field, leaf, title: title, d, ordered: true))
            case .leafSet(let leaf):
                guard d.options != nil else {
                    throw .unsupportedType(property: field.tag, type: "Set<\(leaf.typeName)> (a set of values needs options to choose from)")
                }
                append(try listSelector(field, leaf, title: title, d, ordered: false))
            case .list(let leaf):
                let section = try listSection(field, leaf, title: title, d)
                form.append(section)
                current = nil
            case .unsupported(let name):
                throw .unsupportedType(property: field.tag, type: name)
            default:
                append(try row(for: field, title: title, d))
            }
            // A footer ends its section, as in FXForms: the next field starts another.
            if let footer = d.footer {
                (current ?? form.allSections.last)?.footer = footer
                if current != nil { startSection(header: nil, tag: nil) }
            }
            for extra in description.extraRows where extra.after == field.tag { append(extra.make()) }
        }
    }

    /// Starts a page: the fields after it go into it, until a section or page starts.
    private func startPage(title: String, hidden: Condition?) {
        let page = Page(title)
        if let hidden { page.hidden = hidden }
        form.append(page)
        current = page
        pendingHeader = nil
        pendingTag = nil
    }

    private func startSection(header: String?, tag: String?) {
        current = nil
        pendingHeader = header
        pendingTag = tag
    }

    private func append(_ row: BaseRow) {
        if current == nil {
            let section = Section(pendingHeader)
            section.tag = pendingTag
            pendingHeader = nil
            pendingTag = nil
            form.append(section)
            current = section
        }
        current?.append(row)
    }

    private func row(for field: ModelField, title: String, _ d: FieldDescription) throws(ModelFormError) -> BaseRow {
        let row: BaseRow
        switch field.kind {
        case .leaf(let leaf):
            let type = d.rowType ?? ModelRowFactory.inferredType(for: leaf, key: field.key, hasOptions: d.options != nil)
            guard let made = ModelRowFactory.makeRow(type, for: leaf, in: form.rowTypes, hasOptions: d.options != nil) else {
                throw .rowTypeMismatch(property: field.tag, rowType: type.rawValue, type: leaf.typeName)
            }
            row = made
            let required = d.isRequired ?? (!field.isOptional && !isBool(leaf) && !insideOptional)
            if required { try add(.init(.required), to: row, field) }
        case .choiceSet(let choice):
            let type = d.rowType ?? .multipleSelector
            guard let entry = form.rowTypes.entry(named: type), entry.modelFit.contains(.choiceSet),
                  let made = choice.makeRow(entry) else {
                throw .rowTypeMismatch(property: field.tag, rowType: type.rawValue, type: "Set<\(choice.typeName)>")
            }
            row = made
            if d.isRequired == true { try add(.init(.required), to: row, field) }
        case .custom(let name, let typeName):
            let type = d.rowType ?? ModelRowFactory.inferredType(forCustom: name, key: field.tag)
            guard let entry = form.rowTypes.entry(named: type), !entry.isGenericOverOptions else {
                throw .rowTypeMismatch(property: field.tag, rowType: type.rawValue, type: typeName)
            }
            row = entry.makeRow()
            let required = d.isRequired ?? (!field.isOptional && !insideOptional)
            if required { try add(.init(.required), to: row, field) }
        default:
            throw .unsupportedType(property: field.tag, type: "nested value")
        }
        row.tag = field.tag
        row.title = title
        var d = d
        if case .leaf(.integer) = field.kind, let texts = d.options as? [String] {
            // Text options on a number: the number is the chosen option's position, as in FXForms.
            let title = d.optionTitle
            d.options = Array(texts.indices)
            d.optionTitle = { index in
                guard let index = index as? Int, texts.indices.contains(index) else { return String(describing: index) }
                return title?(texts[index]) ?? texts[index]
            }
        }
        try applyOptions(d, to: row, field)
        if let placeholder = d.placeholder { row.placeholder = placeholder }
        let value = values[field.tag] ?? nil
        let start = unwrapOptional(value) == nil ? d.defaultValue : value
        guard row.setBaseValue(start) else {
            throw .valueDoesNotFit(property: field.tag, value: describeValue(start))
        }
        try apply(d, to: row)
        for rule in d.rules { try add(rule, to: row, field) }
        return row
    }

    private func applyOptions(_ d: FieldDescription, to row: BaseRow, _ field: ModelField) throws(ModelFormError) {
        if let options = d.options, !row.setUntypedOptions(options) {
            let optionType = options.first.map { String(describing: type(of: $0)) } ?? "empty"
            throw .optionsMismatch(property: field.tag, rowType: row.schemaTypeName, optionType: optionType,
                                   rowHasOptions: !row.optionLists.isEmpty)
        }
        if let optionTitle = d.optionTitle { row.setUntypedOptionTitle(optionTitle) }
    }

    /// A multiple selector for an array with options; its values go back to the model
    /// in the options' order.
    private func listSelector(_ field: ModelField, _ leaf: ModelLeaf, title: String, _ d: FieldDescription,
                              ordered: Bool) throws(ModelFormError) -> BaseRow {
        let type = d.rowType ?? .multipleSelector
        guard let row = ModelRowFactory.makeSelector(type, for: leaf, in: form.rowTypes),
              let selector = row as? any ModelListSelector else {
            throw .rowTypeMismatch(property: field.tag, rowType: type.rawValue, type: "[\(leaf.typeName)]")
        }
        row.tag = field.tag
        row.title = title
        try applyOptions(d, to: row, field)
        if let placeholder = d.placeholder { row.placeholder = placeholder }
        let value = (values[field.tag] ?? nil).flatMap { unwrapOptional($0) }
        let items = Self.elements(of: value)
        guard selector.setChosen(items) else {
            throw .valueDoesNotFit(property: field.tag, value: describeValue(values[field.tag] ?? nil))
        }
        if d.isRequired == true { try add(.init(.required), to: row, field) }
        try apply(d, to: row)
        for rule in d.rules { try add(rule, to: row, field) }
        if ordered { form.modelListTags.insert(field.tag) }
        return row
    }

    /// A choice of several for a whole number whose bits are the options.
    private func bitfield(_ field: ModelField, title: String, _ d: FieldDescription) throws(ModelFormError) -> BaseRow {
        let titles = d.options as? [String] ?? []
        guard titles.count < Int.bitWidth - 1, let row = ModelRowFactory.makeSelector(.multipleSelector, for: .integer, in: form.rowTypes),
              let selector = row as? any ModelListSelector else {
            throw .rowTypeMismatch(property: field.tag, rowType: RowTypeName.multipleSelector.rawValue, type: "Int")
        }
        row.tag = field.tag
        row.title = title
        var d = d
        let bits = titles.indices.map { 1 << $0 }
        let optionTitle = d.optionTitle
        d.options = bits
        d.optionTitle = { bit in
            guard let bit = bit as? Int, let index = bits.firstIndex(of: bit) else { return String(describing: bit) }
            return optionTitle?(titles[index]) ?? titles[index]
        }
        try applyOptions(d, to: row, field)
        if let placeholder = d.placeholder { row.placeholder = placeholder }
        let number = (values[field.tag] ?? nil).flatMap { unwrapOptional($0) }.flatMap(ValueConversion.int) ?? 0
        _ = selector.setChosen(ModelBits.chosen(in: number, count: titles.count))
        try apply(d, to: row)
        for rule in d.rules { try add(rule, to: row, field) }
        form.modelBitfieldTags.insert(field.tag)
        return row
    }

    /// The elements of an array or a set of a model, untyped.
    private static func elements(of value: Any?) -> [Any] {
        guard let value else { return [] }
        if let array = value as? [Any?] { return array.compactMap { unwrapOptional($0) } }
        var elements: [Any] = []
        for child in Mirror(reflecting: value).children { elements.append(child.value) }
        return elements
    }

    private func listSection(_ field: ModelField, _ leaf: ModelLeaf, title: String, _ d: FieldDescription) throws(ModelFormError) -> MultivaluedSection {
        let kind = d.rowType ?? ModelRowFactory.inferredType(for: leaf, key: field.key, hasOptions: d.options != nil)
        // Checked here, so the items made below always have a row.
        let rowTypes = form.rowTypes
        guard let probe = ModelRowFactory.makeRow(kind, for: leaf, in: rowTypes) else {
            throw .rowTypeMismatch(property: field.tag, rowType: kind.rawValue, type: "[\(leaf.typeName)]")
        }
        var options: MultivaluedOptions = [.insert, .delete]
        if d.sortable { options.insert(.reorder) }
        let section = MultivaluedSection(multivaluedOptions: options, header: title)
        section.tag = field.tag
        section.footer = d.footer
        let itemTitle = TitleCase.title(fromKey: singular(field.key))
        let placeholder = d.placeholder
        let rules = d.rules
        let disabled = d.disabled
        let makeItem = { () -> BaseRow in
            let row = ModelRowFactory.makeRow(kind, for: leaf, in: rowTypes) ?? BaseRow(tag: nil)
            row.title = itemTitle
            if let placeholder { row.placeholder = placeholder }
            for rule in rules { try? row.add(ruleSpecification: rule) }
            if let disabled { row.disabled = disabled }
            return row
        }
        // The rules apply to every item: check they fit one now.
        for rule in rules { try add(rule, to: probe, field) }
        section.multivaluedRowToInsertAt = { _ in makeItem() }
        if let hidden = d.hidden { section.hidden = hidden }
        _ = section.setSectionValue(values[field.tag] ?? nil)
        return section
    }

    private func apply(_ d: FieldDescription, to row: BaseRow) throws(ModelFormError) {
        if let transformer = d.valueTransformer {
            // Options are shown through it; a typed field also reads text back through it.
            if !row.optionLists.isEmpty {
                row.setUntypedOptionTitle(transformer.display)
            } else if !row.setUntypedTransformer(transformer.display, parse: transformer.parse) {
                throw .transformerMismatch(property: row.tag ?? "", rowType: row.schemaTypeName)
            }
        }
        if let hidden = d.hidden { row.hidden = hidden }
        if let disabled = d.disabled { row.disabled = disabled }
        d.configure?(row)
    }

    private func add(_ rule: RuleSpecification, to row: BaseRow, _ field: ModelField) throws(ModelFormError) {
        do {
            try row.add(ruleSpecification: rule)
        } catch {
            throw .ruleMismatch(property: field.tag, rule: rule.descriptor.name)
        }
    }

    private func isBool(_ leaf: ModelLeaf) -> Bool {
        if case .bool = leaf { return true }
        return false
    }

    /// "phones" → "phone", for the title of one item of a list.
    private func singular(_ key: String) -> String {
        key.hasSuffix("s") && key.count > 1 ? String(key.dropLast()) : key
    }
}
