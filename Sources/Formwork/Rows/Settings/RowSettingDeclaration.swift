/// One setting of a row type, declared once: its name (a schema's key, later a
/// command line's flag), a line that says what it is, a value other than its default
/// (for tests and examples), and the row's property that holds it.
///
/// A row type lists its settings in ``BaseRow/settingDeclarations``; from that list
/// come reading and writing them in a ``FormSchema`` (``BaseRow/readSchemaSettings(_:)``
/// and ``BaseRow/writeSchemaSettings(_:)``), the names the ``RowTypeRegistry`` knows
/// each type's settings by, the check that a template's forms hold what its rows
/// hold, and the tests that put a value into every setting of every row type. A
/// custom row type declares its settings the same way:
///
/// ```swift
/// final class StarRatingRow: Row<Int>, RowType {
///     var stars = 5
///
///     override class var settingDeclarations: [RowSettingDeclaration] {
///         super.settingDeclarations + [
///             .setting("stars", \StarRatingRow.stars, "How many stars there are to choose from.",
///                      as: .wholeNumber(in: 1...10), example: 7),
///         ]
///     }
/// }
/// ```
public struct RowSettingDeclaration: Sendable {
    /// The setting's name: its key in a schema.
    public let name: String
    /// What the setting is, in one line.
    public let summary: String
    /// What a value of the setting looks like, in words (`a whole number from 1 to 30`).
    public let expected: String
    /// A value other than the default, in its JSON form.
    public let example: JSONValue
    /// Whether a schema written from a form has the setting even at its default
    /// (a slider's bounds, which say what its value means); other settings are
    /// written only when they differ from a new row's.
    public let isAlwaysWritten: Bool
    /// The setting of a row in its JSON form; nil when it has none or the row is of
    /// another type.
    let read: @Sendable (BaseRow) -> JSONValue?
    /// Sets the setting of a row from its JSON form; what is wrong with it, or nil.
    let write: @Sendable (BaseRow, JSONValue) -> String?

    /// The setting's value on `row`, in its JSON form; nil when it has none.
    public func value(of row: BaseRow) -> JSONValue? {
        read(row)
    }

    /// Sets the setting on `row` from its JSON form, as a schema does. Returns what
    /// is wrong with the value, or nil when it was taken.
    @discardableResult
    public func setValue(_ json: JSONValue, on row: BaseRow) -> String? {
        write(row, json)
    }

    /// A setting held by the row's property at `keyPath`, read and written in a
    /// schema as `coding` says.
    ///
    /// - Parameters:
    ///   - name: the setting's key in a schema.
    ///   - keyPath: the row's property that holds it.
    ///   - summary: what the setting is, in one line.
    ///   - coding: how its value reads and writes as JSON, with its limits.
    ///   - example: a value other than the default, for tests and examples.
    ///   - alwaysWritten: whether a schema written from a form has it at its default too.
    public static func setting<Row: BaseRow, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Row, Value> & Sendable, _ summary: String,
        as coding: SettingCoding<Value>, example: Value, alwaysWritten: Bool = false
    ) -> RowSettingDeclaration {
        setting(name, keyPath, summary, as: coding, example: coding.encode(example) ?? .null, alwaysWritten: alwaysWritten)
    }

    /// A setting held by the row's property at `keyPath`, with its example in JSON
    /// (for a type generic over its values, whose example no literal can be).
    public static func setting<Row: BaseRow, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Row, Value> & Sendable, _ summary: String,
        as coding: SettingCoding<Value>, example: JSONValue, alwaysWritten: Bool = false
    ) -> RowSettingDeclaration {
        RowSettingDeclaration(
            name: name, summary: summary, expected: coding.expected, example: example, isAlwaysWritten: alwaysWritten,
            read: { row in
                guard let row = row as? Row else { return nil }
                return coding.encode(row[keyPath: keyPath])
            },
            write: { row, json in
                guard let row = row as? Row else { return "belongs to another row type" }
                guard let value = coding.decode(json) else { return "expected \(coding.expected)" }
                if let problem = coding.check(value) { return problem }
                row[keyPath: keyPath] = value
                return nil
            })
    }

    /// A setting whose JSON form depends on the row (a date row's bounds are ISO
    /// text of the row's mode, in its time zone).
    ///
    /// - Parameters:
    ///   - name: the setting's key in a schema.
    ///   - keyPath: the row's property that holds it.
    ///   - summary: what the setting is, in one line.
    ///   - expected: what a value looks like, in words.
    ///   - example: a value other than the default, in its JSON form.
    ///   - encode: the value's JSON form on `row`; nil to leave it out.
    ///   - decode: the value a JSON form means on `row`; nil when it is not one.
    public static func setting<Row: BaseRow, Value>(
        _ name: String, _ keyPath: ReferenceWritableKeyPath<Row, Value> & Sendable, _ summary: String,
        expected: String, example: JSONValue,
        encode: @escaping @Sendable (Row, Value) -> JSONValue?, decode: @escaping @Sendable (Row, JSONValue) -> Value?
    ) -> RowSettingDeclaration {
        RowSettingDeclaration(
            name: name, summary: summary, expected: expected, example: example, isAlwaysWritten: false,
            read: { row in
                guard let row = row as? Row else { return nil }
                return encode(row, row[keyPath: keyPath])
            },
            write: { row, json in
                guard let row = row as? Row else { return "belongs to another row type" }
                guard let value = decode(row, json) else { return "expected \(expected)" }
                row[keyPath: keyPath] = value
                return nil
            })
    }
}
