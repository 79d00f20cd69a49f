/// A JSON value as JSON Schema sees it: objects keep the order their members were
/// written in (a form lists properties in document order), and numbers keep their
/// exact value (`1`, `1.0` and `1e0` are one number, and `0.0075` is a multiple of
/// `0.0001`).
///
/// Two values are equal when JSON Schema's `const`, `enum` and `uniqueItems` say so:
/// objects whatever the order of their members, numbers by value.
public enum JSON: Sendable, Hashable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, with its exact value.
    case number(JSONNumber)
    /// A string.
    case string(String)
    /// An array.
    case array([JSON])
    /// An object, its members in order.
    case object(JSONObject)

    /// The JSON type's name, as `type` names it (`integer` for a number without a
    /// fraction is not a separate type here; see ``JSONNumber/isInteger``).
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "boolean"
        case .number: "number"
        case .string: "string"
        case .array: "array"
        case .object: "object"
        }
    }

    /// The members of an object; nil for anything else.
    public var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }

    /// The items of an array; nil for anything else.
    public var array: [JSON]? {
        if case .array(let items) = self { return items }
        return nil
    }

    /// The text of a string; nil for anything else.
    public var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The number; nil for anything else.
    public var number: JSONNumber? {
        if case .number(let number) = self { return number }
        return nil
    }

    /// The value of a boolean; nil for anything else.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The member `key` of an object; nil when absent or not an object.
    public subscript(key: String) -> JSON? {
        object?[key]
    }

    /// The value as compact JSON text, members in their order.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    func write(to text: inout String) {
        switch self {
        case .null: text += "null"
        case .bool(let value): text += value ? "true" : "false"
        case .number(let number): text += number.description
        case .string(let string): JSON.writeString(string, to: &text)
        case .array(let items):
            text += "["
            for (index, item) in items.enumerated() {
                if index > 0 { text += "," }
                item.write(to: &text)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, (key, value)) in object.enumerated() {
                if index > 0 { text += "," }
                JSON.writeString(key, to: &text)
                text += ":"
                value.write(to: &text)
            }
            text += "}"
        }
    }

    static func writeString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}

/// The members of a JSON object, in the order they were written, each name once.
public struct JSONObject: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// The names, values and where each name is, in one box shared by copies until
    /// one changes: a copy of an object, as a check makes of each it meets, counts
    /// one reference rather than three.
    private final class Storage: @unchecked Sendable {
        // Changed only while uniquely referenced (`JSONObject.subscript`'s setter),
        // so no two threads can see it change.
        var keys: [String]
        var values: [JSON]
        var positions: [String: Int]

        init(keys: [String] = [], values: [JSON] = [], positions: [String: Int] = [:]) {
            self.keys = keys
            self.values = values
            self.positions = positions
        }
    }

    private var storage: Storage

    /// The members' names, in order.
    public var keys: [String] { storage.keys }
    /// The members' values, in the same order.
    public var values: [JSON] { storage.values }

    /// An object without members.
    public init() {
        storage = Storage()
    }

    /// An object of these members, in this order.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        storage = Storage()
        for (key, value) in elements { self[key] = value }
    }

    /// The number of members.
    public var count: Int { storage.keys.count }

    /// Whether the object has no members.
    public var isEmpty: Bool { storage.keys.isEmpty }

    /// The member named `key`; setting one that exists keeps its place, a new one
    /// goes last, and nil removes it.
    public subscript(key: String) -> JSON? {
        get { storage.positions[key].map { storage.values[$0] } }
        set {
            if !isKnownUniquelyReferenced(&storage) {
                storage = Storage(keys: storage.keys, values: storage.values, positions: storage.positions)
            }
            let storage = self.storage
            if let position = storage.positions[key] {
                if let newValue {
                    storage.values[position] = newValue
                } else {
                    storage.keys.remove(at: position)
                    storage.values.remove(at: position)
                    storage.positions = Dictionary(uniqueKeysWithValues: storage.keys.enumerated().map { ($1, $0) })
                }
            } else if let newValue {
                storage.positions[key] = storage.keys.count
                storage.keys.append(key)
                storage.values.append(newValue)
            }
        }
    }

    /// Where the member named `key` is among ``keys`` and ``values``.
    func position(of key: String) -> Int? {
        storage.positions[key]
    }

    /// The members, name and value, in order.
    public func makeIterator() -> Zip2Sequence<[String], [JSON]>.Iterator {
        zip(keys, values).makeIterator()
    }

    /// Equal whatever the order of the members.
    public static func == (a: JSONObject, b: JSONObject) -> Bool {
        guard a.count == b.count else { return false }
        for (key, value) in a {
            guard let other = b[key], other == value else { return false }
        }
        return true
    }

    /// The same for objects equal whatever their order.
    public func hash(into hasher: inout Hasher) {
        var combined = 0
        for (key, value) in self {
            var member = Hasher()
            member.combine(key)
            member.combine(value)
            combined ^= member.finalize()
        }
        hasher.combine(count)
        hasher.combine(combined)
    }
}
