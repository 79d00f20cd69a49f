import Foundation

/// Builds one row from its schema, collecting every problem instead of stopping.
struct SchemaRowBuilder {
    var issues: [SchemaIssue] = []
    var options: SchemaOptions = []
    /// The tags each row's conditions read (nil: no such condition), for the cycle
    /// and reference checks: only the tags, so a long list of them is cheap to walk.
    var conditions: [(row: BaseRow, hidden: [String]?, disabled: [String]?)] = []
    /// The row types a row's `type` names.
    let rowTypes: RowTypeRegistry
    /// The declared settings of each row class met, worked out once.
    let knownSettings = KnownSettings.ByClass()

    init(rowTypes: RowTypeRegistry) {
        self.rowTypes = rowTypes
    }

    private mutating func report(_ path: String, _ message: String) {
        issues.append(SchemaIssue(path: path, message: message))
    }

    mutating func build(_ schema: RowSchema, path: String, needsTag: Bool,
                        optionType forced: SchemaOptionType? = nil) -> BaseRow? {
        issues.append(contentsOf: schema.decodingIssues.issues.map { $0.prefixed(path) })
        guard let typeName = schema.type else {
            report(path + ".type", "missing; every row needs a type")
            return nil
        }
        guard let entry = rowTypes.entry(named: RowTypeName(rawValue: typeName)) else {
            report(path + ".type", "unknown row type \"\(typeName)\"")
            return nil
        }
        var settings = SchemaRowSettings(schema.settings, typeName: entry.name)
        let row: BaseRow
        if let setting = entry.optionTypeSetting {
            let optionType = forced ?? self.optionType(&settings, setting, entry, path: path)
            row = (optionType ?? .string).makeRow(entry)
        } else {
            row = entry.makeRow()
        }
        if schema.tag == "" { report(path + ".tag", "empty; leave the tag out or give it a name") }
        row.tag = schema.tag == "" ? nil : schema.tag
        row.title = schema.title
        if needsTag && entry.holdsValue && (schema.tag ?? "").isEmpty {
            report(path + ".tag", "missing; a \(typeName) row holds a value, so it needs a tag")
        }
        settings.known = knownSettings.of(row)
        row.readSchemaSettings(&settings)
        issues.append(contentsOf: settings.problems.map { $0.prefixed(path) })
        for name in settings.values.keys.sorted() { reportUnread(name, typeName, path: path) }
        for (index, rule) in (schema.rules ?? []).enumerated() {
            let rulePath = "\(path).rules[\(index)]"
            issues.append(contentsOf: rule.decodingIssues.issues.map { $0.prefixed(rulePath) })
            switch rule.specification() {
            case .failure(let issue): issues.append(issue.prefixed(rulePath))
            case .success(let spec):
                if options.contains(.refusingNestedQuantifiers), case .regex(let pattern, _) = spec.descriptor,
                   (try? RegexProgram(pattern: pattern))?.hasNestedQuantifier == true {
                    report(rulePath + ".value", "the regular expression repeats a repetition, as in (a+)+, which a browser may take very long to check")
                    continue
                }
                do throws(RuleMismatch) { try row.add(ruleSpecification: spec) } catch { report(rulePath, error.description) }
            }
        }
        if let value = schema.value, value != .null {
            if let problem = row.setSchemaValue(value) {
                report(path + ".value", problem)
            } else if let problem = row.inputErrors().first {
                report(path + ".value", problem.msg)
            }
        }
        let hidden = condition(schema.hidden, path: path + ".hidden")
        let disabled = condition(schema.disabled, path: path + ".disabled")
        if let hidden { row.hidden = .predicate(hidden) }
        if let disabled { row.disabled = .predicate(disabled) }
        conditions.append((row, hidden?.dependencies, disabled?.dependencies))
        return row
    }

    /// A field no part of the row read: one of another row type's settings, or a
    /// field no row type has.
    private mutating func reportUnread(_ name: String, _ type: String, path: String) {
        let owners = rowTypes.names(reading: name).map(\.rawValue)
        guard !owners.isEmpty else {
            report(path + "." + name, "unknown field")
            return
        }
        let named = owners.count <= 4 ? owners : Array(owners.prefix(3))
        let list = named.joinedAsList
        report(path + "." + name, "a \(type) row has no \(name); it belongs to \(owners.count <= 4 ? "" : "rows such as ")\(list)\(owners.count <= 4 ? " rows" : "")")
    }

    mutating func condition(_ text: String?, path: String) -> FormPredicate? {
        guard let text else { return nil }
        do {
            return try FormPredicate(format: text)
        } catch {
            report(path, "at position \(error.position), expected \(error.expected), found \(error.found)")
            return nil
        }
    }

    /// The type of the options of a row family generic over them, from the setting
    /// that holds them; nil (with an issue, the setting taken) when they are missing
    /// or mixed.
    private mutating func optionType(_ settings: inout SchemaRowSettings, _ setting: String, _ entry: RowTypeEntry,
                                     path: String) -> SchemaOptionType? {
        let name = entry.name.rawValue
        guard let json = settings.peek(setting) else {
            report(path + "." + setting, setting == "options" ? "missing; a \(name) row needs a list of options"
                                                              : "missing; a \(name) row stands for a value")
            return nil
        }
        if case .array(let values) = json {
            guard !values.isEmpty else {
                _ = settings.json(setting)
                report(path + "." + setting, "missing; a \(name) row needs a list of options")
                return nil
            }
            guard let type = SchemaOptionType.of(values) else {
                _ = settings.json(setting)
                report(path + "." + setting, "options must be all strings or all numbers")
                return nil
            }
            if Set(values).count != values.count { report(path + "." + setting, "an option appears twice") }
            return type
        }
        guard let type = SchemaOptionType.of([json]) else {
            _ = settings.json(setting)
            report(path + "." + setting, "expected a string or a number")
            return nil
        }
        return type
    }
}

