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
/// Load one with ``load(json:options:rowTypes:)`` and build it with `Form(schema:)`; describe a
/// form built in code with ``init(form:)``. Every field is optional when decoding so
/// that ``load(json:options:rowTypes:)`` can report every problem at once, with its path.
public struct FormSchema: Codable, Hashable, Sendable {
    /// A title for the whole form.
    public var title: String?
    /// How the form reads its author's words (`"plain"`, the default, or
    /// `"markdown"`): ``Form/textMarkup``.
    public var textMarkup: TextMarkup?
    /// The sections, in order. A schema may give them as `"pages"` instead, each page
    /// with its title, tag, condition, rows and sections; they are read into this
    /// list, a section of kind ``SectionKind/page`` where each page starts.
    public var sections: [SectionSchema]

    /// Problems met while decoding (a field of the wrong JSON type, an unknown field).
    var decodingIssues = DecodingIssues()

    /// A schema of these sections.
    ///
    /// - Parameters:
    ///   - title: a title for the whole form.
    ///   - textMarkup: how the form reads its author's words; plain when nil.
    ///   - sections: the sections, in order.
    public init(title: String? = nil, textMarkup: TextMarkup? = nil, sections: [SectionSchema]) {
        self.title = title
        self.textMarkup = textMarkup
        self.sections = sections
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case title, textMarkup, sections
    }

    /// The fields read: a schema's, and `"pages"`, which is read into ``sections``.
    enum FieldKeys: String, CodingKey, CaseIterable {
        case title, textMarkup, sections, pages
    }

    public init(from decoder: any Decoder) throws {
        self.init(json: try JSONValue(from: decoder))
    }

    /// Reads a schema from parsed JSON, keeping every problem met.
    init(json: JSONValue) {
        var r = JSONFieldReader<FieldKeys>(json)
        title = r.string(.title)
        if let markup = r.string(.textMarkup, "\"plain\" or \"markdown\"") {
            textMarkup = TextMarkup(rawValue: markup)
            if textMarkup == nil {
                r.issues.append(SchemaIssue(path: "textMarkup", message: "unknown markup \"\(markup)\"; expected \"plain\" or \"markdown\""))
            }
        }
        let list: [SectionSchema]? = r.list(.sections, "an array of sections", SectionSchema.init(json:))
        let pages: [JSONValue]? = r.list(.pages, "an array of pages") { if case .object = $0 { return $0 }; return nil }
        sections = list ?? []
        var paths: [String] = []
        if let pages {
            if list != nil {
                r.issues.append(SchemaIssue(path: "pages", message: "a schema gives either \"sections\" or \"pages\", not both"))
            } else {
                let read = PageSchemaReader.read(pages)
                sections = read.sections
                paths = read.paths
            }
        }
        if list == nil && pages == nil && !r.issues.contains(where: { $0.path.hasPrefix("sections") || $0.path.hasPrefix("pages") }) {
            r.issues.append(SchemaIssue(path: "sections", message: "missing; a schema needs a list of sections, or of pages"))
        }
        decodingIssues = DecodingIssues(r.issues)
        decodingIssues.sectionPaths = paths
    }

    /// Decodes a schema from JSON and checks it, reporting every problem with its path.
    ///
    /// - Parameters:
    ///   - json: the schema's JSON.
    ///   - options: stricter checks to make.
    ///   - rowTypes: the row types a schema row's `type` may name.
    public static func load(json: Data, options: SchemaOptions = [],
                            rowTypes: RowTypeRegistry = .current) throws(FormSchemaError) -> FormSchema {
        let schema = try parse(json: json)
        let issues = SchemaBuilder(schema, options: options, rowTypes: rowTypes).issues
        guard issues.isEmpty else { throw FormSchemaError(issues: issues) }
        return schema
    }

    /// Decodes without checking; the problems it met travel with the schema and are
    /// reported when it is built or loaded.
    static func parse(json: Data) throws(FormSchemaError) -> FormSchema {
        var (read, readIssues) = JSONReader.read(json)
        guard let value = read.take() else { throw FormSchemaError(issues: readIssues) }
        guard case .object = value else {
            throw FormSchemaError(issues: [SchemaIssue(path: "", message: "a schema must be a JSON object with a \"sections\" array")])
        }
        // Handed over whole, so the tree is freed as the schema is made from it.
        var schema = FormSchema(json: consume value)
        // Numbers that could not be kept, duplicate fields: reported with the rest.
        schema.decodingIssues.issues.insert(contentsOf: readIssues, at: 0)
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
    public var kind: SectionKind?
    /// Identifies the section; a tagged selectable or multivalued section has a value.
    public var tag: String?
    /// The header title.
    public var header: String?
    /// The footer text.
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

    var decodingIssues = DecodingIssues()

    /// A section schema; every field is optional.
    ///
    /// - Parameters:
    ///   - kind: `plain` (the default), `selectable` or `multivalued`.
    ///   - tag: identifies the section.
    ///   - header: the header title.
    ///   - footer: the footer text.
    ///   - hidden: when the section is hidden, in the condition language.
    ///   - selection: selectable sections: `single` (the default) or `multiple`.
    ///   - enableDeselection: selectable sections with single selection: whether
    ///     choosing again clears.
    ///   - multivaluedOptions: multivalued sections: any of `insert`, `delete`, `reorder`.
    ///   - template: multivalued sections: the row the add button adds.
    ///   - rows: the rows (for multivalued sections, the initial items).
    public init(kind: SectionKind? = nil, tag: String? = nil, header: String? = nil, footer: String? = nil,
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
        self.init(json: try JSONValue(from: decoder))
    }

    init(json: JSONValue) {
        var r = JSONFieldReader<CodingKeys>(json)
        kind = r.string(.kind).map(SectionKind.init(rawValue:))
        tag = r.string(.tag)
        header = r.string(.header)
        footer = r.string(.footer)
        hidden = r.string(.hidden, "a condition string")
        selection = r.string(.selection, "\"single\" or \"multiple\"")
        enableDeselection = r.bool(.enableDeselection)
        multivaluedOptions = r.list(.multivaluedOptions, "an array of strings") { if case .string(let s) = $0 { return s }; return nil }
        template = r.object(.template, "a row object", RowSchema.init(json:))
        rows = r.list(.rows, "an array of rows", RowSchema.init(json:)) ?? []
        decodingIssues = DecodingIssues(r.issues)
    }


}

/// A row in a schema.
///
/// The fields every row has are properties; the fields that belong to the row's
/// type (a slider's `min`, a selector's `options`, a date row's `minimumDate`, a
/// custom row's own) are ``settings``, which the row type reads itself (see
/// ``SchemaRowSettings``).
public struct RowSchema: Codable, Hashable, Sendable {
    /// The row type by name: `text`, `email`, `int`, `date`, `push`, `segmented`,
    /// `multipleSelector`, `switch`, `slider`, … or a name registered in
    /// ``RowTypeRegistry``.
    public var type: String?
    /// Identifies the row; its value is keyed by this tag.
    public var tag: String?
    /// The row's label.
    public var title: String?
    /// The initial value, in the JSON form of the row's type.
    public var value: JSONValue?
    /// The rules that check the value, in the order they run.
    public var rules: [RuleSchema]?
    /// When the row is hidden, in the condition language.
    public var hidden: String?
    /// When the row is disabled, in the condition language.
    public var disabled: String?
    /// The fields that belong to the row's type, by name: `placeholder`, `options`,
    /// `selectorTitle`, `min`, `max`, `steps`, `step`, `minimumDate`, `maximumDate`,
    /// `minuteInterval`, `fieldKind`, `mask`, `selectableValue`, `cascade`, or a
    /// custom row's own.
    public var settings: [String: JSONValue] = [:]

    var decodingIssues = DecodingIssues()

    /// A row schema with only a type, a tag and a title set.
    ///
    /// - Parameters:
    ///   - type: the row type by name, such as `text` or `push`.
    ///   - tag: identifies the row; its value is keyed by this tag.
    ///   - title: the row's label.
    public init(type: RowTypeName, tag: String? = nil, title: String? = nil) {
        self.type = type.rawValue
        self.tag = tag
        self.title = title
    }

    enum CodingKeys: String, CodingKey, CaseIterable {
        case type, tag, title, value, rules, hidden, disabled
    }

    public init(from decoder: any Decoder) throws {
        self.init(json: try JSONValue(from: decoder))
    }

    init(json: JSONValue) {
        var r = JSONFieldReader<CodingKeys>(json, keepingUnknownFields: true)
        type = r.string(.type, "a row type name")
        tag = r.string(.tag)
        title = r.string(.title)
        value = r.raw(.value)
        rules = r.list(.rules, "an array of rules", RuleSchema.init(json:))
        hidden = r.string(.hidden, "a condition string")
        disabled = r.string(.disabled, "a condition string")
        settings = r.unknownFields()
        decodingIssues = DecodingIssues(r.issues)
    }

    /// Writes the row as one JSON object: its fields and its settings side by side.
    public func encode(to encoder: any Encoder) throws {
        var object = settings
        object["type"] = type.map(JSONValue.string)
        object["tag"] = tag.map(JSONValue.string)
        object["title"] = title.map(JSONValue.string)
        object["value"] = value
        object["rules"] = rules.map { .array($0.map(\.json)) }
        object["hidden"] = hidden.map(JSONValue.string)
        object["disabled"] = disabled.map(JSONValue.string)
        try JSONValue.object(object).encode(to: encoder)
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

    var decodingIssues = DecodingIssues()

    /// A rule entry.
    ///
    /// - Parameters:
    ///   - rule: the rule's name, such as `minLength`.
    ///   - value: the rule's parameter: a length, a bound, a pattern or a tag.
    ///   - message: the message shown when the check fails; the rule's own when nil.
    ///   - allowsEmpty: `regex` only: whether empty text passes (nil means true).
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
        self.init(json: try JSONValue(from: decoder))
    }

    init(json: JSONValue) {
        var r = JSONFieldReader<CodingKeys>(json)
        rule = r.string(.rule, "a rule name")
        value = r.raw(.value)
        message = r.string(.message)
        allowsEmpty = r.bool(.allowsEmpty)
        decodingIssues = DecodingIssues(r.issues)
    }

    /// The rule as a JSON object.
    var json: JSONValue {
        var object: [String: JSONValue] = [:]
        object["rule"] = rule.map(JSONValue.string)
        object["value"] = value
        object["message"] = message.map(JSONValue.string)
        object["allowsEmpty"] = allowsEmpty.map(JSONValue.bool)
        return .object(object)
    }


}

/// Reads the fields of a JSON object, turning wrong types and unknown fields into
/// issues instead of failing, so every problem can be reported at once.
struct JSONFieldReader<Key: CodingKey & CaseIterable & RawRepresentable> where Key.RawValue == String {
    // Taken apart as it is read: lists are removed before their items are read, and
    // each item is let go once made, so a tree nobody else holds is freed as the
    // schema grows (a large schema's tree is about as big as the schema made from it).
    private var fields: [String: JSONValue]
    var issues: [SchemaIssue] = []

    init(_ json: consuming JSONValue, keepingUnknownFields: Bool = false) {
        guard case .object(let fields) = json else {
            self.fields = [:]
            issues.append(SchemaIssue(path: "", message: "expected an object, found \(json.typeName)"))
            return
        }
        self.fields = fields
        if keepingUnknownFields { return }
        // No set of known names per object: a schema has an object per row.
        let unknown = fields.keys.filter { Key(rawValue: $0) == nil }
        for key in unknown.sorted() {
            issues.append(SchemaIssue(path: key, message: "unknown field"))
        }
    }

    /// The fields that are not keys of the object, for a caller that reads them
    /// itself.
    func unknownFields() -> [String: JSONValue] {
        fields.filter { Key(rawValue: $0.key) == nil }
    }

    /// The field's value; nil when absent or null.
    func raw(_ key: Key) -> JSONValue? {
        guard let value = fields[key.rawValue], value != .null else { return nil }
        return value
    }

    private mutating func typed<T>(_ key: Key, _ expected: String, _ extract: (JSONValue) -> T?) -> T? {
        guard let value = raw(key) else { return nil }
        guard let result = extract(value) else {
            issues.append(SchemaIssue(path: key.rawValue, message: "expected \(expected), found \(value.typeName)"))
            return nil
        }
        return result
    }

    mutating func string(_ key: Key, _ expected: String = "a string") -> String? {
        typed(key, expected) { if case .string(let s) = $0 { return s }; return nil }
    }

    mutating func bool(_ key: Key) -> Bool? {
        typed(key, "true or false") { if case .bool(let b) = $0 { return b }; return nil }
    }

    mutating func number(_ key: Key) -> Double? {
        typed(key, "a number") { $0.doubleValue }
    }

    mutating func wholeNumber(_ key: Key) -> Int? {
        typed(key, "a whole number") { $0.intValue }
    }

    /// A nested object, read by `make`; its issues are prefixed with the field name.
    mutating func object<T>(_ key: Key, _ expected: String, _ make: (JSONValue) -> T) -> T? {
        typed(key, expected) { if case .object = $0 { return make($0) }; return nil }
    }

    /// An array; each element is read by `make` (nil for an element of the wrong type).
    mutating func list<T>(_ key: Key, _ expected: String, _ make: (consuming JSONValue) -> T?) -> [T]? {
        guard let value = fields.removeValue(forKey: key.rawValue), value != .null else { return nil }
        guard case .array(var items) = value else {
            issues.append(SchemaIssue(path: key.rawValue, message: "expected \(expected), found \(value.typeName)"))
            return nil
        }
        _ = consume value
        var result: [T] = []
        result.reserveCapacity(items.count)
        for index in items.indices {
            let item = items[index]
            items[index] = .null
            let typeName = item.typeName
            guard let made = make(item) else {
                issues.append(SchemaIssue(path: "\(key.rawValue)[\(index)]", message: "expected \(expected.replacingOccurrences(of: "an array of ", with: "")), found \(typeName)"))
                continue
            }
            result.append(made)
        }
        return result
    }
}

/// Problems met while decoding a schema value, carried along to be reported with
/// their paths. They are not part of the value: two schemas that say the same thing
/// are equal however they were read.
struct DecodingIssues: Hashable, Sendable {
    var issues: [SchemaIssue] = []
    /// Where each section was written, when not at `sections[i]`: a schema written
    /// as `"pages"`.
    var sectionPaths: [String] = []

    init(_ issues: [SchemaIssue] = []) {
        self.issues = issues
    }

    static func == (lhs: DecodingIssues, rhs: DecodingIssues) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}
