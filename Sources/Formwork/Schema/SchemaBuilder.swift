import Foundation

/// Turns a schema into sections and rows, or into the list of everything wrong with
/// it. A bad schema never hands back a form, even a half-built one, and duplicate
/// tags and condition cycles (which stop a program when they reach a form) are
/// caught here before anything that holds them joins one.
struct SchemaBuilder {
    private var rows: SchemaRowBuilder
    private var sectionConditions: [(section: Section, path: String, hidden: FormPredicate?)] = []
    // Places, not path strings: a 100,000-row schema would hold 200,000 of them.
    private var tagOwners: [String: SchemaPlace] = [:]
    private var rowPaths: [ObjectIdentifier: SchemaPlace] = [:]
    /// Multivalued templates: the probe row built to check each, its group and its
    /// conditions, for the reference and cycle checks.
    private var templates: [(row: BaseRow, section: Section, path: String, hidden: [String]?, disabled: [String]?)] = []
    private var rowReferences: [(path: String, tag: String)] = []
    private(set) var sections: [Section] = []
    /// The form that sections join as they are built, while that is safe (see
    /// `joinsAtOnce(_:conditionsFrom:)`); nil to build without joining.
    private let form: Form?
    /// Whether sections still join the form as they are built.
    private var joining: Bool
    /// Where each section was written, for a schema given as `"pages"`.
    private let sectionPaths: [String]

    /// Every problem, in schema order (the row builder keeps the one list).
    var issues: [SchemaIssue] { rows.issues }

    /// Checks and builds `schema`. Each section's rows are let go once built, so a
    /// schema nobody else holds (one just read from JSON) is freed as its form grows.
    ///
    /// Given a `form`, each section joins it as soon as it is built, while it is
    /// in the clear: the sections join in the form's order, the rows' own data still
    /// in the processor's cache (a 100,000-row schema's objects do not fit it, and a
    /// second pass over them all costs more per row than over a tenth of them). The
    /// first section that is not in the clear, and every one after it, is left in
    /// ``sections`` for the caller to insert once the whole schema checks out. A
    /// schema with problems is never handed back, so what joined is thrown away with
    /// its form.
    init(_ schema: consuming FormSchema, options: SchemaOptions = [], rowTypes: RowTypeRegistry,
         joining form: Form? = nil) {
        self.form = form
        joining = form != nil
        sectionPaths = schema.decodingIssues.sectionPaths
        rows = SchemaRowBuilder(rowTypes: rowTypes)
        rows.options = options
        rows.issues.append(contentsOf: schema.decodingIssues.issues)
        // Room for every tag at once: a table grown by doubling would hash a large
        // schema's tags over and over.
        let tagCount = schema.sections.reduce(schema.sections.count) { $0 + $1.rows.count }
        tagOwners.reserveCapacity(tagCount)
        // And in the form's table, which sections joining one by one would grow by doubling.
        form?.reserveTagCapacity(tagCount)
        for index in schema.sections.indices {
            let section = schema.sections[index]
            schema.sections[index].rows = []
            let conditionsBefore = rows.conditions.count
            guard let built = build(section, index: index) else { continue }
            if joining, let form, joinsAtOnce(built, index: index, conditionsFrom: conditionsBefore) {
                form.insertSections([built], atAllIndex: form.allSections.count, knownAcyclic: true)
            } else {
                joining = false
                sections.append(built)
            }
        }
        checkReferences()
        checkCycles()
    }

    /// Whether `section`, just built as section `index`, may join the form before
    /// the rest of the schema is checked: nothing is wrong so far (a duplicate tag
    /// must never reach a form), it is a plain section, and its own and its rows'
    /// `hidden` conditions read only rows that come before them. Then every edge of
    /// the visibility graph so far runs forward in the schema's order, so no cycle
    /// can pass through what joined.
    private func joinsAtOnce(_ section: Section, index: Int, conditionsFrom start: Int) -> Bool {
        guard rows.issues.isEmpty, section.selection == nil, !(section is MultivaluedSection),
              let own = sectionConditions.last, own.section === section else { return false }
        func readsOnlyEarlierRows(_ tags: [String]?, before place: SchemaPlace) -> Bool {
            (tags ?? []).allSatisfy { tag in
                guard let owner = tagOwners[tag], let ownerRow = owner.row else { return false }
                return owner.section < place.section || (owner.section == place.section && ownerRow < (place.row ?? -1))
            }
        }
        guard readsOnlyEarlierRows(own.hidden?.dependencies, before: SchemaPlace(section: index, in: sectionPaths)) else { return false }
        for entry in rows.conditions[start...] where entry.hidden != nil {
            guard let place = rowPaths[ObjectIdentifier(entry.row)], readsOnlyEarlierRows(entry.hidden, before: place) else {
                return false
            }
        }
        return true
    }

    private mutating func claim(_ tag: String?, at place: SchemaPlace) {
        guard let tag, !tag.isEmpty else { return }
        if let owner = tagOwners.updateValue(place, forKey: tag) {
            tagOwners[tag] = owner
            rows.issues.append(SchemaIssue(path: place.path + ".tag", message: "duplicate tag \"\(tag)\" (also used at \(owner.path))"))
        }
    }

    private mutating func build(_ schema: SectionSchema, index sectionIndex: Int) -> Section? {
        let path = SchemaPlace(section: sectionIndex, in: sectionPaths).path
        rows.issues.append(contentsOf: schema.decodingIssues.issues.map { $0.prefixed(path) })
        claim(schema.tag, at: SchemaPlace(section: sectionIndex, in: sectionPaths))
        let kind = schema.kind ?? .plain
        let hidden = rows.condition(schema.hidden, path: path + ".hidden")
        var section: Section
        var needsRowTags = true
        var selectableType: SchemaOptionType?
        checkFieldsBelong(schema, kind: kind, path: path)
        switch kind {
        case .plain:
            section = Section()
        case .page:
            section = Page()
        case .selectable:
            guard let (made, type) = selectableSection(schema, path: path) else { return nil }
            section = made
            selectableType = type
        case .multivalued:
            guard let made = multivaluedSection(schema, path: path) else { return nil }
            section = made
            needsRowTags = false
        default:
            rows.issues.append(SchemaIssue(path: path + ".kind", message: "unknown section kind \"\(kind)\"; use \(SectionKind.builtIn.map(\.rawValue).joinedAsChoices)"))
            return nil
        }
        if schema.tag == "" { rows.issues.append(SchemaIssue(path: path + ".tag", message: "empty; leave the tag out or give it a name")) }
        section.tag = schema.tag == "" ? nil : schema.tag
        section.header = schema.header
        section.footer = schema.footer
        if let hidden { section.hidden = .predicate(hidden) }
        sectionConditions.append((section, path, hidden))
        for (index, rowSchema) in schema.rows.enumerated() {
            let place = SchemaPlace(section: sectionIndex, row: index, in: sectionPaths)
            let rowPath = place.path
            if kind == .selectable, rowSchema.type != nil, rowSchema.type != RowTypeName.listCheck.rawValue {
                rows.issues.append(SchemaIssue(path: rowPath + ".type", message: "a selectable section holds listCheck rows"))
                continue
            }
            claim(rowSchema.tag, at: place)
            for (index, rule) in (rowSchema.rules ?? []).enumerated() where rule.rule == "equalsToRow" {
                if case .string(let tag)? = rule.value { rowReferences.append(("\(rowPath).rules[\(index)].value", tag)) }
            }
            guard let row = rows.build(rowSchema, path: rowPath, needsTag: needsRowTags, optionType: selectableType) else { continue }
            if row.hidden != nil || row.disabled != nil { rowPaths[ObjectIdentifier(row)] = place }
            section.append(row)
        }
        return section
    }

    /// Section fields that only mean something for another kind of section.
    private mutating func checkFieldsBelong(_ schema: SectionSchema, kind: SectionKind, path: String) {
        if kind != .selectable {
            if schema.selection != nil { rows.issues.append(SchemaIssue(path: path + ".selection", message: "belongs to selectable sections")) }
            if schema.enableDeselection != nil { rows.issues.append(SchemaIssue(path: path + ".enableDeselection", message: "belongs to selectable sections")) }
        }
        if kind != .multivalued {
            if schema.template != nil { rows.issues.append(SchemaIssue(path: path + ".template", message: "belongs to multivalued sections")) }
            if schema.multivaluedOptions != nil { rows.issues.append(SchemaIssue(path: path + ".multivaluedOptions", message: "belongs to multivalued sections")) }
        }
    }

    private mutating func selectableSection(_ schema: SectionSchema, path: String) -> (Section, SchemaOptionType)? {
        if (schema.tag ?? "").isEmpty {
            rows.issues.append(SchemaIssue(path: path + ".tag", message: "missing; a selectable section holds a value, so it needs a tag"))
        }
        let selectionName = schema.selection ?? SelectionType.singleSelection(enableDeselection: true).name
        guard let type = SelectionType(name: selectionName, enableDeselection: schema.enableDeselection ?? true) else {
            rows.issues.append(SchemaIssue(path: path + ".selection", message: "unknown selection \"\(selectionName)\"; use \(SelectionType.names.joinedAsChoices)"))
            return nil
        }
        let values = schema.rows.compactMap { $0.settings["selectableValue"] }
        guard let valueType = SchemaOptionType.of(values) else {
            rows.issues.append(SchemaIssue(path: path + ".rows", message: "the rows' selectable values must be all strings or all numbers"))
            return nil
        }
        return (Section.selectable(holding: valueType, header: schema.header, selectionType: type), valueType)
    }

    private mutating func multivaluedSection(_ schema: SectionSchema, path: String) -> Section? {
        if (schema.tag ?? "").isEmpty {
            rows.issues.append(SchemaIssue(path: path + ".tag", message: "missing; a multivalued section holds a list of values, so it needs a tag"))
        }
        var options: MultivaluedOptions = []
        for (index, name) in (schema.multivaluedOptions ?? MultivaluedOptions([.insert, .delete]).names).enumerated() {
            guard let option = MultivaluedOptions(name: name) else {
                let known = MultivaluedOptions.named.map(\.name).joinedAsChoices
                rows.issues.append(SchemaIssue(path: "\(path).multivaluedOptions[\(index)]", message: "unknown option \"\(name)\"; use \(known)"))
                continue
            }
            options.insert(option)
        }
        var templateCheck = SchemaRowBuilder(rowTypes: rows.rowTypes)
        if let template = schema.template {
            _ = templateCheck.build(template, path: path + ".template", needsTag: false)
            rows.issues.append(contentsOf: templateCheck.issues)
            if template.tag != nil {
                rows.issues.append(SchemaIssue(path: path + ".template.tag", message: "a template row has no tag: every row it makes would share it"))
            }
        } else if options.contains(.insert) {
            rows.issues.append(SchemaIssue(path: path + ".template", message: "missing; the add button needs a row to insert"))
        }
        let section = MultivaluedSection(multivaluedOptions: options)
        for entry in templateCheck.conditions {
            templates.append((entry.row, section, path + ".template", entry.hidden, entry.disabled))
        }
        if let template = schema.template, templateCheck.issues.isEmpty {
            let rowTypes = rows.rowTypes
            section.multivaluedRowToInsertAt = { _ in
                var builder = SchemaRowBuilder(rowTypes: rowTypes)
                return builder.build(template, path: "", needsTag: false) ?? BaseRow(tag: nil)
            }
        }
        return section
    }

    /// A condition naming a tag no row or section has is almost always a typo.
    private mutating func checkReferences() {
        // Paths are worded only for a problem: most conditions have none.
        func check(_ dependencies: [String]?, _ path: @autoclosure () -> String) {
            for tag in dependencies ?? [] where tagOwners[tag] == nil {
                rows.issues.append(SchemaIssue(path: path(), message: "$\(tag) is not the tag of any row or section"))
            }
        }
        for entry in rows.conditions {
            guard let place = rowPaths[ObjectIdentifier(entry.row)] else { continue }
            check(entry.hidden, place.path + ".hidden")
            check(entry.disabled, place.path + ".disabled")
        }
        for entry in sectionConditions { check(entry.hidden?.dependencies, entry.path + ".hidden") }
        for entry in templates {
            check(entry.hidden, entry.path + ".hidden")
            check(entry.disabled, entry.path + ".disabled")
        }
        for reference in rowReferences where tagOwners[reference.tag] == nil {
            rows.issues.append(SchemaIssue(path: reference.path, message: "\"\(reference.tag)\" is not the tag of any row"))
        }
    }

    /// Hidden conditions must not form a cycle: the same rule forms apply, checked
    /// before anything joins a form.
    private mutating func checkCycles() {
        var readers: [String: [AnyObject]] = [:]
        // Where each condition is, worded only for a cycle's message.
        var paths: [ObjectIdentifier: HiddenConditionPath] = [:]
        var templateOf: [ObjectIdentifier: Section] = [:]
        for entry in rows.conditions {
            guard let dependencies = entry.hidden else { continue }
            for tag in dependencies { readers[tag, default: []].append(entry.row) }
            paths[ObjectIdentifier(entry.row)] = rowPaths[ObjectIdentifier(entry.row)].map(HiddenConditionPath.row)
        }
        for entry in sectionConditions {
            for tag in entry.hidden?.dependencies ?? [] { readers[tag, default: []].append(entry.section) }
            if entry.hidden != nil { paths[ObjectIdentifier(entry.section)] = .other(entry.path) }
        }
        for entry in templates {
            // A template stands for every row the add button makes: an item of its group.
            for tag in entry.hidden ?? [] { readers[tag, default: []].append(entry.row) }
            templateOf[ObjectIdentifier(entry.row)] = entry.section
            if entry.hidden != nil { paths[ObjectIdentifier(entry.row)] = .other(entry.path) }
        }
        var reported = Set<ObjectIdentifier>()
        func successors(_ node: AnyObject) -> [AnyObject] {
            let all = allSuccessors(node)
            return reported.isEmpty ? all : all.filter { !reported.contains(ObjectIdentifier($0)) }
        }
        func allSuccessors(_ node: AnyObject) -> [AnyObject] {
            if let row = node as? BaseRow {
                var next: [AnyObject] = row.tag.map { readers[$0] ?? [] } ?? []
                let group = templateOf[ObjectIdentifier(row)] ?? row.section.flatMap { $0.valueDepends(onVisibilityOf: row) ? $0 : nil }
                if let tag = group?.tag { next += readers[tag] ?? [] }
                return next
            }
            guard let section = node as? Section else { return [] }
            return (section.tag.flatMap { readers[$0] } ?? []) + section.allRows
        }
        func name(_ node: AnyObject) -> String {
            if let row = node as? BaseRow {
                if let group = templateOf[ObjectIdentifier(row)] { return "template of $" + (group.tag ?? "?") }
                return "$" + (row.tag ?? "?")
            }
            return "section " + ((node as? Section)?.tag.map { "$" + $0 } ?? "?")
        }
        let all: [AnyObject] = rows.conditions.map(\.row) + sectionConditions.map(\.section) + templates.map(\.row)
        var starts = all.filter { paths[ObjectIdentifier($0)] != nil }
        while let cycle = findCycle(from: starts, id: { ObjectIdentifier($0) }, successors: successors) {
            let members = Set(cycle.map { ObjectIdentifier($0) })
            // Later searches step around this cycle, so each cycle is reported once.
            reported.formUnion(members)
            let path = cycle.lazy.compactMap { paths[ObjectIdentifier($0)]?.text }.first ?? ""
            rows.issues.append(SchemaIssue(path: path, message: "hidden conditions form a cycle: \(cycle.map(name).joined(separator: " → "))"))
            starts.removeAll { members.contains(ObjectIdentifier($0)) }
        }
    }
}

/// The path of a `hidden` condition in a schema.
enum HiddenConditionPath {
    case row(SchemaPlace)
    /// A section's or a template's, by the path of its owner.
    case other(String)

    var text: String {
        switch self {
        case .row(let place): return place.path + ".hidden"
        case .other(let path): return path + ".hidden"
        }
    }
}

/// Where a section or row is in a schema: two numbers, worded as a path
/// (`sections[2].rows[5]`) only for a message.
struct SchemaPlace: Hashable {
    var section: Int
    /// The row's index in its section; nil for the section itself.
    var row: Int?
    /// Where each section was written, when not at `sections[i]` (in `"pages"`):
    /// one array shared by every place, empty for most schemas.
    private var sectionPaths: [String]

    init(section: Int, row: Int? = nil, in sectionPaths: [String] = []) {
        self.section = section
        self.row = row
        self.sectionPaths = sectionPaths
    }

    var path: String {
        let sectionPath = sectionPaths.indices.contains(section) ? sectionPaths[section] : "sections[\(section)]"
        guard let row else { return sectionPath }
        return sectionPath + ".rows[\(row)]"
    }

    static func == (a: SchemaPlace, b: SchemaPlace) -> Bool { a.section == b.section && a.row == b.row }

    func hash(into hasher: inout Hasher) {
        hasher.combine(section)
        hasher.combine(row)
    }
}

extension Form {
    /// A form built from a schema.
    ///
    /// - Parameters:
    ///   - schema: the schema.
    ///   - options: stricter checks to make.
    ///   - rowTypes: the row types a schema row's `type` names.
    /// - Throws: ``FormSchemaError`` listing every problem with its path; no form is
    ///   built when there is any.
    ///
    /// - Complexity: O(*n*) in the size of the schema.
    public convenience init(schema: FormSchema, options: SchemaOptions = [],
                            rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) {
        self.init()
        try load(schema: schema, options: options, rowTypes: rowTypes)
    }

    /// Builds `schema` into this empty form: what ``init(schema:options:rowTypes:)``
    /// does, for an initializer that decides what to build from before it builds.
    package func load(schema: consuming FormSchema, options: SchemaOptions = [],
                      rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) {
        self.rowTypes = rowTypes
        title = schema.title
        if let markup = schema.textMarkup { textMarkup = markup }
        // Handed over, so that a schema nobody else holds is freed as its form grows;
        // the sections in the clear join as they are built.
        let builder = SchemaBuilder(consume schema, options: options, rowTypes: rowTypes, joining: self)
        // What joined goes with this form: nothing of a schema with problems is handed back.
        guard builder.issues.isEmpty else { throw FormSchemaError(issues: builder.issues) }
        // The builder found no cycle among the schema's conditions.
        insertSections(builder.sections, atAllIndex: allSections.count, knownAcyclic: true)
    }

    /// A form built from schema JSON, with every problem reported as by
    /// ``FormSchema/load(json:options:rowTypes:)`` (the schema is checked once, while building).
    public convenience init(schemaJSON json: Data, options: SchemaOptions = [],
                            rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) {
        try self.init(schema: FormSchema.parse(json: json), options: options, rowTypes: rowTypes)
    }
}
