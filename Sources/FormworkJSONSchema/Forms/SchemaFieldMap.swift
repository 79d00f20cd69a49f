import Foundation
import Formwork

/// What a row of a form made from a JSON Schema holds, and how its value is written
/// in an instance.
enum SchemaFieldValue: Sendable, Hashable {
    /// `type: string`: the row's text.
    case text
    /// `type: integer`.
    case integer
    /// `type: number`.
    case number
    /// `type: boolean`.
    case boolean
    /// `format: date`: a day, written `YYYY-MM-DD`.
    case date
    /// One of these values (`enum`, `const`, `oneOf` of `const`), chosen by key.
    case choice(SchemaChoices)
    /// Several of these values (an array of choices).
    case choices(SchemaChoices)
    /// The row's value as its schema value (``BaseRow/schemaValue``), for a form
    /// whose UI schema names its rows' own types.
    case row
    /// The value of a selectable section, tagged as the field.
    case selection
}

/// The values a choice row offers, each under the key the row holds: a string is
/// its own key, any other value its JSON text.
struct SchemaChoices: Sendable, Hashable {
    let values: [JSON]
    let keys: [String]

    /// Nil when two values would share a key.
    init?(_ values: [JSON]) {
        let keys = values.map(Self.key)
        guard Set(keys).count == keys.count else { return nil }
        self.values = values
        self.keys = keys
    }

    static func key(_ value: JSON) -> String {
        if case .string(let string) = value { return string }
        return value.description
    }

    func value(forKey key: String) -> JSON? {
        keys.firstIndex(of: key).map { values[$0] }
    }

    func key(for value: JSON) -> String? {
        values.firstIndex(of: value).map { keys[$0] }
    }
}

/// One row's place in the instance: where its value goes and how it is written.
struct SchemaField: Sendable {
    /// The row's tag, or the repeating group's.
    let tag: String
    /// The property names from the instance's root to the value.
    let path: [String]
    let value: SchemaFieldValue
    /// `[T, "null"]`: an empty row is `null` rather than absent.
    let nullable: Bool
    /// A repeating group of single values: the instance holds an array of them.
    let isList: Bool
    /// Whether the property must be there: an empty list is then `[]`.
    let isRequired: Bool
    /// What the person reads as the row's name, for messages.
    let title: String
    /// A repeating group of objects: where each item's rows go in its object.
    var items: SchemaItemMap? = nil
}

/// The map of the rows of each item of a repeating group of objects, within the
/// item's object.
final class SchemaItemMap: Sendable {
    let map: SchemaFieldMap

    init(_ map: SchemaFieldMap) {
        self.map = map
    }
}

/// An object of the instance that holds rows: present when its parent requires
/// it, or when one of its rows has a value.
struct SchemaObjectPlace: Sendable {
    let path: [String]
    let isRequired: Bool
}

/// Where every row's value goes in the instance, and back: the link between a form
/// made from a schema and the instances of the schema.
struct SchemaFieldMap: Sendable {
    var fields: [SchemaField] = []
    var objects: [SchemaObjectPlace] = []
    /// Whether the instance is an object (rather than the one value of a root
    /// scalar schema).
    var rootIsObject = true

    // MARK: Form → instance

    /// The instance the form's shown rows make: an empty field is an absent
    /// property (`null` when the schema allows it), numbers and booleans are typed.
    func instance(of form: Form) -> JSON {
        guard rootIsObject else { return fields.first.flatMap { value(of: $0, in: form) } ?? .null }
        var root = JSON.object(JSONObject())
        var present: Set<[String]> = [[]]
        // An empty row that the schema lets be null is null, but does not by itself
        // bring an optional object into the instance.
        var nulls: [[String]] = []
        for field in fields {
            guard let value = value(of: field, in: form) else { continue }
            if value == .null, field.nullable, field.path.count > 1 {
                nulls.append(field.path)
                continue
            }
            Self.set(value, at: field.path[...], in: &root)
            for depth in 1..<max(1, field.path.count) { present.insert(Array(field.path.prefix(depth))) }
        }
        // Objects their parents require are there, so that their own `required` fires.
        for object in objects.sorted(by: { $0.path.count < $1.path.count })
        where object.isRequired && present.contains(Array(object.path.dropLast())) && !present.contains(object.path) {
            Self.set(.object(JSONObject()), at: object.path[...], in: &root, keeping: true)
            present.insert(object.path)
        }
        for path in nulls where present.contains(Array(path.dropLast())) { Self.set(.null, at: path[...], in: &root) }
        return root
    }

    /// The value of a shown field's row, or of its group's items; nil when it is
    /// empty and left out, or hidden.
    private func value(of field: SchemaField, in form: Form) -> JSON? {
        if field.value == .selection {
            guard let section = form.sectionBy(tag: field.tag), !section.isHidden,
                  let value = form.jsonValues()[field.tag], value != .null, value != .array([]) else { return nil }
            return JSON(value)
        }
        if field.isList {
            guard let section = form.sectionBy(tag: field.tag), !section.isHidden else { return nil }
            let items = section.items.filter { !$0.isHidden }.compactMap { Self.json(of: $0, field, form: form) }
            return items.isEmpty && !field.isRequired ? nil : .array(items)
        }
        guard let row = form.rowBy(tag: field.tag), row.isVisible else { return nil }
        return Self.json(of: row, field, form: form)
    }

    /// The value of `row` as the schema types it; nil for an empty row that is
    /// left out.
    static func json(of row: BaseRow, _ field: SchemaField, form: Form) -> JSON? {
        if let items = field.items {
            guard let subform = row.nestedForm else { return nil }
            return items.map.instance(of: subform)
        }
        if field.value == .row { return rowValue(row) }
        let written = write(row.baseValue, field.value, form: form)
        if written == nil, field.nullable, !field.isList { return .null }
        if written == nil, field.isRequired, case .choices = field.value { return .array([]) }
        return written
    }

    /// A row's value as it writes it in a schema; a file as its name, type and
    /// bytes; nil for empty text.
    static func rowValue(_ row: BaseRow) -> JSON? {
        if let file = unwrapOptional(row.baseValue) as? UploadedFile { return JSON(file.jsonValue) }
        guard let value = row.schemaValue, value != .string("") else { return nil }
        return JSON(value)
    }

    private static func write(_ value: Any?, _ kind: SchemaFieldValue, form: Form) -> JSON? {
        guard let value = unwrapOptional(value) else { return nil }
        switch kind {
        case .text:
            guard let text = value as? String, !text.isEmpty else { return nil }
            return .string(text)
        case .integer:
            guard let number = value as? Int else { return nil }
            return .number(JSONNumber(number))
        case .number:
            guard let number = value as? Double, number.isFinite else { return nil }
            // Through its shortest text, so 0.1 is the decimal 0.1 and not the binary.
            return (try? JSON(parsing: "\(number)")) ?? .number(JSONNumber(number))
        case .boolean:
            guard let bool = value as? Bool else { return nil }
            return .bool(bool)
        case .date:
            guard let date = value as? Date else { return nil }
            return .string(dayFormatter(form).string(from: date))
        case .choice(let choices):
            guard let key = value as? String else { return nil }
            return choices.value(forKey: key)
        case .choices(let choices):
            guard let keys = value as? Set<String> else { return nil }
            let chosen = choices.keys.indices.filter { keys.contains(choices.keys[$0]) }.map { choices.values[$0] }
            return .array(chosen)
        case .row, .selection:
            return nil
        }
    }

    private static func set(_ value: JSON, at path: ArraySlice<String>, in target: inout JSON, keeping: Bool = false) {
        guard let first = path.first else {
            if !keeping || target == .null { target = value }
            return
        }
        var object = target.object ?? JSONObject()
        var child = object[first] ?? .null
        if path.count > 1, child.object == nil { child = .object(JSONObject()) }
        set(value, at: path.dropFirst(), in: &child, keeping: keeping)
        object[first] = child
        target = .object(object)
    }

    // MARK: Instance → form

    /// Fills the form's rows with the instance's values; returns the pointers of
    /// values the form cannot carry as they are: of a type or choice no row takes,
    /// members no row stands for, empty text (which the form sends as absent).
    @discardableResult
    func fill(_ form: Form, from instance: JSON) -> [String] {
        var refused: [String] = []
        if rootIsObject {
            if instance.object == nil { return [""] }
            unplaced(instance, at: [], into: &refused)
        }
        for field in fields {
            let value = rootIsObject ? Self.value(at: field.path, in: instance) : instance
            let group = field.isList ? form.sectionBy(tag: field.tag) as? MultivaluedSection : nil
            // What the instance leaves out is empty: the instance is the whole truth.
            // A group keeps the items it has, for the instance's first items (a
            // group without a template can make no more), and loses the rest.
            if let group {
                let count = value?.array?.count ?? 0
                while group.itemRows.count > count { _ = try? group.deleteRow(at: group.itemRows.count - 1) }
            } else if field.value == .selection {
                form.setValues([field.tag: nil])
            } else if !field.isList {
                form.rowBy(tag: field.tag)?.baseValue = nil
            }
            guard let value, value != .null || !field.nullable else { continue }
            if field.isList {
                guard let group, case .array(let items) = value else {
                    refused.append(Self.pointer(field.path))
                    continue
                }
                for (index, item) in items.enumerated() {
                    let kept = group.itemRows.indices.contains(index) ? group.itemRows[index] : nil
                    if let itemMap = field.items {
                        guard let row = kept ?? (try? group.insertNewRow()), let subform = row.nestedForm else {
                            refused.append(Self.pointer(field.path + [String(index)]))
                            continue
                        }
                        refused += itemMap.map.fill(subform, from: item).map { Self.pointer(field.path + [String(index)]) + $0 }
                        continue
                    }
                    guard let row = kept ?? (try? group.insertNewRow()), Self.read(item, into: row, field.value, form: form) else {
                        refused.append(Self.pointer(field.path + [String(index)]))
                        continue
                    }
                }
            } else if field.value == .selection {
                if !form.setValues([field.tag: value.coreValue.anyValue]).isEmpty { refused.append(Self.pointer(field.path)) }
            } else if let row = form.rowBy(tag: field.tag) {
                if !Self.read(value, into: row, field.value, form: form) || value == .string("") {
                    refused.append(Self.pointer(field.path))
                }
            }
        }
        return refused
    }

    /// The members of `value` (at `path`) that no row or object of the form holds.
    private func unplaced(_ value: JSON, at path: [String], into refused: inout [String]) {
        guard case .object(let members) = value else { return }
        for (name, member) in members {
            let at = path + [name]
            if fields.contains(where: { $0.path == at }) { continue }
            if let place = objects.first(where: { $0.path == at }) {
                // The form sends an optional object only when something in it is filled in.
                if member.object == nil || (!place.isRequired && !Self.holdsValues(member)) {
                    refused.append(Self.pointer(at))
                } else {
                    unplaced(member, at: at, into: &refused)
                }
            } else {
                refused.append(Self.pointer(at))
            }
        }
    }

    /// Whether an object holds anything but empty objects.
    private static func holdsValues(_ value: JSON) -> Bool {
        guard case .object(let members) = value else { return true }
        return members.contains { holdsValues($0.1) }
    }

    static func value(at path: [String], in instance: JSON) -> JSON? {
        var current = instance
        for name in path {
            guard let next = current.object?[name] else { return nil }
            current = next
        }
        return current
    }

    static func pointer(_ path: [String]) -> String {
        path.map { "/" + $0.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1") }.joined()
    }

    /// Puts `value` into `row`; false when the row cannot hold it.
    private static func read(_ value: JSON, into row: BaseRow, _ kind: SchemaFieldValue, form: Form) -> Bool {
        let typed: Any?
        switch (kind, value) {
        case (.row, _):
            if row.valueClass == .file {
                guard let file = UploadedFile(jsonValue: value.coreValue) else { return false }
                row.baseValue = file
                return true
            }
            return row.setSchemaValue(value.coreValue) == nil
        case (.text, .string(let text)): typed = text
        case (.integer, .number(let number)):
            guard number.isInteger, let integer = Int(exactly: number.double) else { return false }
            typed = integer
        case (.number, .number(let number)): typed = number.double
        case (.boolean, .bool(let bool)): typed = bool
        case (.date, .string(let text)):
            guard let date = dayFormatter(form).date(from: text) else { return false }
            typed = date
        case (.choice(let choices), _):
            guard let key = choices.key(for: value) else { return false }
            typed = key
        case (.choices(let choices), .array(let items)):
            let keys = items.compactMap { choices.key(for: $0) }
            guard keys.count == items.count else { return false }
            typed = Set(keys)
        default:
            return false
        }
        row.baseValue = typed
        return true
    }

    /// Days as `date` writes them, in the form's time zone.
    static func dayFormatter(_ form: Form) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = form.timeZone
        formatter.dateFormat = "yyyy-MM-dd"
        formatter.isLenient = false
        return formatter
    }
}
