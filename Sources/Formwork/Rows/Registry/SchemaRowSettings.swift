/// The fields of a row in a schema that belong to its row type: a slider's `min`,
/// a selector's `options`, a date row's `minimumDate`, a custom row's own.
///
/// A row type reads them in ``BaseRow/readSchemaSettings(_:)`` and writes them in
/// ``BaseRow/writeSchemaSettings(_:)``, so schemas know nothing of particular rows.
/// Reading a setting takes it; whatever no row type takes is reported as a field that
/// does not belong to the row. Problems are reported with their path
/// (``report(_:_:)``), never thrown, so a schema reports every problem at once.
///
/// ```swift
/// override func readSchemaSettings(_ settings: inout SchemaRowSettings) {
///     super.readSchemaSettings(&settings)
///     if let limit = settings.wholeNumber("maxLength") {
///         if limit > 0 { maxLength = limit } else { settings.report("maxLength", "must be more than zero") }
///     }
/// }
/// ```
public struct SchemaRowSettings: Sendable {
    /// The settings not read yet, by name.
    public private(set) var values: [String: JSONValue]
    /// The registered name of the row's type, for messages.
    public let typeName: RowTypeName
    /// Problems found, with paths relative to the row.
    var issues: [SchemaIssue] = []
    /// Rules of the row that a setting stands for, so the schema does not write them
    /// again (``writesRule(_:)``).
    var rulesWrittenAsSettings: [RuleDescriptor] = []
    /// The names asked for, when recording them (how the registry learns which
    /// settings a row type reads).
    var askedNames: [String]?
    /// The row class's declared settings and defaults, when the schema being read
    /// or written worked them out already.
    var known: KnownSettings?

    /// Settings to read.
    ///
    /// - Parameters:
    ///   - values: the settings by name.
    ///   - typeName: the row type's name, for messages.
    public init(_ values: [String: JSONValue] = [:], typeName: RowTypeName) {
        self.values = values
        self.typeName = typeName
    }

    /// Every problem reported so far; paths are relative to the row (`min`, or
    /// empty for the row itself).
    public var problems: [SchemaIssue] { issues }

    /// Reports a problem with a setting (or, with nil, with the row as a whole).
    public mutating func report(_ name: String?, _ message: String) {
        issues.append(SchemaIssue(path: name ?? "", message: message))
    }

    // MARK: Reading

    /// Takes a setting as JSON; nil when it is absent or null.
    public mutating func json(_ name: String) -> JSONValue? {
        askedNames?.append(name)
        guard let value = values.removeValue(forKey: name), value != .null else { return nil }
        return value
    }

    /// Looks at a setting without taking it.
    public func peek(_ name: String) -> JSONValue? {
        guard let value = values[name], value != .null else { return nil }
        return value
    }

    private mutating func typed<T>(_ name: String, _ expected: String, _ extract: (JSONValue) -> T?) -> T? {
        guard let value = json(name) else { return nil }
        guard let result = extract(value) else {
            report(name, "expected \(expected), found \(value.typeName)")
            return nil
        }
        return result
    }

    /// Takes a string setting; a value of another JSON type is reported.
    public mutating func string(_ name: String, _ expected: String = "a string") -> String? {
        typed(name, expected) { if case .string(let s) = $0 { return s }; return nil }
    }

    /// Takes a true-or-false setting.
    public mutating func bool(_ name: String) -> Bool? {
        typed(name, "true or false") { if case .bool(let b) = $0 { return b }; return nil }
    }

    /// Takes a number setting.
    public mutating func number(_ name: String) -> Double? {
        typed(name, "a number") { $0.doubleValue }
    }

    /// Takes a whole-number setting.
    public mutating func wholeNumber(_ name: String) -> Int? {
        typed(name, "a whole number") { $0.intValue }
    }

    /// Takes a list-of-strings setting.
    public mutating func strings(_ name: String) -> [String]? {
        typed(name, "an array of strings") { value in
            guard case .array(let items) = value else { return nil }
            return JSONValue.strings(items)
        }
    }

    // MARK: Writing

    /// Says that a setting written stands for one of the row's rules (a `fieldKind`
    /// adds its rule when read), so the rule is not written with the rules too.
    public mutating func writesRule(_ rule: RuleDescriptor) {
        rulesWrittenAsSettings.append(rule)
    }

    /// A setting to write; setting nil leaves it out.
    public subscript(name: String) -> JSONValue? {
        get { values[name] }
        set { values[name] = newValue }
    }
}

extension JSONValue {
    /// The strings of a list made only of strings; nil otherwise.
    static func strings(_ items: [JSONValue]) -> [String]? {
        var result: [String] = []
        result.reserveCapacity(items.count)
        for item in items {
            guard case .string(let s) = item else { return nil }
            result.append(s)
        }
        return result
    }
}
