import Foundation

/// A form described as data, to be loaded from JSON.
///
/// ```json
/// {"sections": [{"header": "Account", "rows": [
///     {"type": "email", "tag": "email", "title": "Email", "rules": [{"rule": "required"}]},
///     {"type": "switch", "tag": "newsletter", "title": "Newsletter", "value": true},
///     {"type": "segmented", "tag": "frequency", "options": ["Daily", "Weekly"], "hidden": "$newsletter == false"}
/// ]}]}
/// ```
///
/// Load one with ``load(json:)`` and build it with `Form(schema:)`; describe a
/// form built in code with ``init(form:)``. Every field is optional when decoding so
/// that ``load(json:)`` can report every problem at once, with its path.
public struct FormSchema: Codable, Hashable, Sendable {
    /// A title for the whole form.
    public var title: String?
    /// The sections, in order.
    public var sections: [SectionSchema]

    /// Problems met while decoding (a field of the wrong JSON type, an unknown field).
    var decodingIssues: [SchemaIssue] = []

    public init(title: String? = nil, sections: [SectionSchema]) {
        self.title = title
        self.sections = sections
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, sections
    }

    public init(from decoder: any Decoder) throws {
        var reader = try LenientReader<CodingKeys>(decoder)
        title = reader.value(.title, "a string")
        let list: [SectionSchema]? = reader.value(.sections, "an array of sections")
        sections = list ?? []
        if list == nil && !reader.issues.contains(where: { $0.path.hasPrefix("sections") }) {
            reader.issues.append(SchemaIssue(path: "sections", message: "missing; a schema needs a list of sections"))
        }
        decodingIssues = reader.issues
    }

    public static func == (a: FormSchema, b: FormSchema) -> Bool {
        a.title == b.title && a.sections == b.sections
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(title)
        hasher.combine(sections)
    }

    /// Decodes a schema from JSON, reporting every problem with its path.
    public static func load(json: Data) throws(FormSchemaError) -> FormSchema {
        let schema: FormSchema
        do {
            schema = try JSONDecoder().decode(FormSchema.self, from: json)
        } catch let DecodingError.dataCorrupted(context) {
            throw FormSchemaError(issues: [SchemaIssue(path: "", message: "not valid JSON: \(context.debugDescription)")])
        } catch {
            throw FormSchemaError(issues: [SchemaIssue(path: "", message: "a schema must be a JSON object with a \"sections\" array")])
        }
        let issues = SchemaBuilder(schema).issues
        guard issues.isEmpty else { throw FormSchemaError(issues: issues) }
        return schema
    }

    /// The schema as JSON, keys sorted, pretty-printed.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}

/// A section in a schema.
public struct SectionSchema: Codable, Hashable, Sendable {
    /// `plain` (default), `selectable` or `multivalued`.
    public var kind: String?
    public var tag: String?
    public var header: String?
    public var footer: String?
    /// When the section is hidden, in the condition language.
    public var hidden: String?
    /// Selectable sections: `single` (default) or `multiple`.
    public var selection: String?
    /// Selectable sections with single selection: whether choosing again clears.
    public var enableDeselection: Bool?
    /// Multivalued sections: any of `insert`, `delete`, `reorder`.
    public var multivaluedOptions: [String]?
    /// Multivalued sections: the row added by the add button.
    public var template: RowSchema?
    /// The rows (for multivalued sections, the initial items).
    public var rows: [RowSchema]

    var decodingIssues: [SchemaIssue] = []

    public init(kind: String? = nil, tag: String? = nil, header: String? = nil, footer: String? = nil,
                hidden: String? = nil, selection: String? = nil, enableDeselection: Bool? = nil,
                multivaluedOptions: [String]? = nil, template: RowSchema? = nil, rows: [RowSchema] = []) {
        self.kind = kind
        self.tag = tag
        self.header = header
        self.footer = footer
        self.hidden = hidden
        self.selection = selection
        self.enableDeselection = enableDeselection
        self.multivaluedOptions = multivaluedOptions
        self.template = template
        self.rows = rows
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case kind, tag, header, footer, hidden, selection, enableDeselection, multivaluedOptions, template, rows
    }

    public init(from decoder: any Decoder) throws {
        var r = try LenientReader<CodingKeys>(decoder)
        kind = r.value(.kind, "a string")
        tag = r.value(.tag, "a string")
        header = r.value(.header, "a string")
        footer = r.value(.footer, "a string")
        hidden = r.value(.hidden, "a condition string")
        selection = r.value(.selection, "\"single\" or \"multiple\"")
        enableDeselection = r.value(.enableDeselection, "true or false")
        multivaluedOptions = r.value(.multivaluedOptions, "an array of strings")
        template = r.value(.template, "a row object")
        rows = r.value(.rows, "an array of rows") ?? []
        decodingIssues = r.issues
    }

    public static func == (a: SectionSchema, b: SectionSchema) -> Bool {
        a.kind == b.kind && a.tag == b.tag && a.header == b.header && a.footer == b.footer && a.hidden == b.hidden
            && a.selection == b.selection && a.enableDeselection == b.enableDeselection
            && a.multivaluedOptions == b.multivaluedOptions && a.template == b.template && a.rows == b.rows
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tag)
        hasher.combine(rows)
    }
}

/// A row in a schema.
public struct RowSchema: Codable, Hashable, Sendable {
    /// The row type by name: `text`, `email`, `int`, `date`, `push`, `segmented`,
    /// `multipleSelector`, `switch`, `slider`, … (see the README for the list).
    public var type: String?
    public var tag: String?
    public var title: String?
    public var placeholder: String?
    /// The initial value, in the JSON form of the row's type.
    public var value: JSONValue?
    /// Option rows: the options (all strings or all numbers).
    public var options: [JSONValue]?
    public var selectorTitle: String?
    public var rules: [RuleSchema]?
    /// When the row is hidden, in the condition language.
    public var hidden: String?
    /// When the row is disabled, in the condition language.
    public var disabled: String?
    /// Sliders and steppers: bounds.
    public var min: Double?
    public var max: Double?
    /// Sliders: the number of steps.
    public var steps: Int?
    /// Steppers: the step.
    public var step: Double?
    /// Date rows: bounds as ISO 8601 text in the row's format.
    public var minimumDate: String?
    public var maximumDate: String?
    public var minuteInterval: Int?
    /// Text rows: `usPhone`, `usState`, `zipCode`, `cardExpiry` (mask and rule).
    public var fieldKind: String?
    /// Text rows: a mask pattern (`#` digit, `A` letter, `*` any).
    public var mask: String?
    /// List check rows: the value the row stands for.
    public var selectableValue: JSONValue?
    /// Double and triple pickers: `{"France": ["Paris", "Lyon"]}` or one more level.
    public var cascade: JSONValue?

    var decodingIssues: [SchemaIssue] = []

    public init(type: String, tag: String? = nil, title: String? = nil) {
        self.type = type
        self.tag = tag
        self.title = title
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, tag, title, placeholder, value, options, selectorTitle, rules, hidden, disabled
        case min, max, steps, step, minimumDate, maximumDate, minuteInterval, fieldKind, mask, selectableValue, cascade
    }

    public init(from decoder: any Decoder) throws {
        var r = try LenientReader<CodingKeys>(decoder)
        type = r.value(.type, "a row type name")
        tag = r.value(.tag, "a string")
        title = r.value(.title, "a string")
        placeholder = r.value(.placeholder, "a string")
        value = r.value(.value, "a JSON value")
        options = r.value(.options, "an array")
        selectorTitle = r.value(.selectorTitle, "a string")
        rules = r.value(.rules, "an array of rules")
        hidden = r.value(.hidden, "a condition string")
        disabled = r.value(.disabled, "a condition string")
        min = r.value(.min, "a number")
        max = r.value(.max, "a number")
        steps = r.value(.steps, "a whole number")
        step = r.value(.step, "a number")
        minimumDate = r.value(.minimumDate, "an ISO 8601 date string")
        maximumDate = r.value(.maximumDate, "an ISO 8601 date string")
        minuteInterval = r.value(.minuteInterval, "a whole number")
        fieldKind = r.value(.fieldKind, "a string")
        mask = r.value(.mask, "a string")
        selectableValue = r.value(.selectableValue, "a string or a number")
        cascade = r.value(.cascade, "an object")
        decodingIssues = r.issues
    }

    public static func == (a: RowSchema, b: RowSchema) -> Bool {
        a.type == b.type && a.tag == b.tag && a.title == b.title && a.placeholder == b.placeholder && a.value == b.value
            && a.options == b.options && a.selectorTitle == b.selectorTitle && a.rules == b.rules && a.hidden == b.hidden
            && a.disabled == b.disabled && a.min == b.min && a.max == b.max && a.steps == b.steps && a.step == b.step
            && a.minimumDate == b.minimumDate && a.maximumDate == b.maximumDate && a.minuteInterval == b.minuteInterval
            && a.fieldKind == b.fieldKind && a.mask == b.mask && a.selectableValue == b.selectableValue && a.cascade == b.cascade
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(type)
        hasher.combine(tag)
        hasher.combine(value)
    }
}

/// A rule in a schema: `{"rule": "minLength", "value": 8, "message": "Too short"}`.
public struct RuleSchema: Codable, Hashable, Sendable {
    /// `required`, `email`, `url`, `regex`, `minLength`, `maxLength`, `exactLength`,
    /// `min`, `max`, `greaterThan`, `smallerThan`, `equalsToRow`, `usPhone`,
    /// `usState`, `zipCode`, `cardExpiry`, `decimalPlaces`.
    public var rule: String?
    /// The rule's parameter: a length, a bound, a pattern, a tag.
    public var value: JSONValue?
    /// The message; the rule's own when absent.
    public var message: String?
    /// `regex`: whether empty text passes (default true).
    public var allowsEmpty: Bool?

    var decodingIssues: [SchemaIssue] = []

    public init(rule: String, value: JSONValue? = nil, message: String? = nil, allowsEmpty: Bool? = nil) {
        self.rule = rule
        self.value = value
        self.message = message
        self.allowsEmpty = allowsEmpty
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case rule, value, message, allowsEmpty
    }

    public init(from decoder: any Decoder) throws {
        var r = try LenientReader<CodingKeys>(decoder)
        rule = r.value(.rule, "a rule name")
        value = r.value(.value, "a JSON value")
        message = r.value(.message, "a string")
        allowsEmpty = r.value(.allowsEmpty, "true or false")
        decodingIssues = r.issues
    }

    public static func == (a: RuleSchema, b: RuleSchema) -> Bool {
        a.rule == b.rule && a.value == b.value && a.message == b.message && a.allowsEmpty == b.allowsEmpty
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(rule)
        hasher.combine(value)
    }
}

/// Reads fields one by one, turning type mismatches and unknown fields into issues
/// instead of failing the whole decode.
struct LenientReader<Key: CodingKey & CaseIterable & RawRepresentable> where Key.RawValue == String {
    let container: KeyedDecodingContainer<Key>
    var issues: [SchemaIssue] = []

    init(_ decoder: any Decoder) throws {
        container = try decoder.container(keyedBy: Key.self)
        let known = Set(Key.allCases.map(\.rawValue))
        if let all = try? decoder.container(keyedBy: AnyCodingKey.self) {
            for key in all.allKeys.map(\.stringValue).sorted() where !known.contains(key) {
                issues.append(SchemaIssue(path: key, message: "unknown field"))
            }
        }
    }

    func has(_ key: Key) -> Bool { container.contains(key) }

    mutating func value<T: Decodable>(_ key: Key, _ expected: String) -> T? {
        guard container.contains(key), (try? container.decodeNil(forKey: key)) != true else { return nil }
        do {
            return try container.decode(T.self, forKey: key)
        } catch DecodingError.typeMismatch(_, let context) where context.codingPath.count > container.codingPath.count + 1 {
            issues.append(SchemaIssue(path: Self.path(context.codingPath.dropFirst(container.codingPath.count)), message: "expected \(expected)"))
            return nil
        } catch {
            issues.append(SchemaIssue(path: key.stringValue, message: "expected \(expected)"))
            return nil
        }
    }

    static func path(_ keys: ArraySlice<any CodingKey>) -> String {
        var text = ""
        for key in keys {
            if let index = key.intValue { text += "[\(index)]" } else { text += (text.isEmpty ? "" : ".") + key.stringValue }
        }
        return text
    }
}

struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue; intValue = nil }
    init(intValue: Int) { stringValue = String(intValue); self.intValue = intValue }
}
