import Foundation

/// Any JSON value: what a schema carries for row values and options.
///
/// A whole `number` equals the `integer` of the same value, so `.number(8)` and
/// `.integer(8)` are the same value.
public enum JSONValue: Codable, Hashable, Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number written without a fraction or an exponent, kept exactly.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, by key.
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let b = try? container.decode(Bool.self) {
            self = .bool(b)
        } else if let i = try? container.decode(Int.self) {
            self = .integer(i)
        } else if let n = try? container.decode(Double.self) {
            self = .number(n)
        } else if let s = try? container.decode(String.self) {
            self = .string(s)
        } else if let a = try? container.decode([JSONValue].self) {
            self = .array(a)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let b): try container.encode(b)
        case .integer(let i): try container.encode(i)
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        }
    }

    /// The Swift value: `String`, `Bool`, `Int` for whole numbers, `Double`, arrays,
    /// dictionaries, or nil.
    public var anyValue: Any? {
        switch self {
        case .null: return nil
        case .bool(let b): return b
        case .integer(let i): return i
        case .number(let n): return n.rounded() == n && abs(n) < 1e15 ? Int(n) : n
        case .string(let s): return s
        case .array(let a): return a.map(\.anyValue)
        case .object(let o): return o.mapValues(\.anyValue)
        }
    }

    /// A JSON value for a Swift value a row may hold (nil becomes `.null`); nil when the
    /// value has no JSON form.
    public init?(any value: Any?) {
        guard let value = unwrapOptional(value) else { self = .null; return }
        switch value {
        case let v as JSONValue: self = v
        case let v as UploadedFile: self = v.jsonValue
        case let v as Bool: self = .bool(v)
        case let v as String: self = .string(v)
        case let v as URL: self = .string(v.absoluteString)
        case let v as any BinaryInteger:
            guard let whole = Int(exactly: v) else { return nil }
            self = .integer(whole)
        // A Float's shortest text, so 0.1 stays 0.1 rather than 0.10000000149011612.
        case let v as Float: self = .number(Double(String(v)) ?? Double(v))
        case let v as any BinaryFloatingPoint: self = .number(Double(v))
        case let v as Decimal: self = .number(ValueConversion.exactDouble(v))
        case let v as any RawRepresentable:
            guard let raw = JSONValue(any: v.rawValue) else { return nil }
            self = raw
        case let v as any SetAlgebra & Sequence:
            var items: [JSONValue] = []
            for element in v {
                guard let item = JSONValue(any: element) else { return nil }
                items.append(item)
            }
            self = .array(items.sorted(by: JSONValue.canonicalOrder))
        case let v as [Any?]:
            var items: [JSONValue] = []
            for element in v {
                guard let item = JSONValue(any: element) else { return nil }
                items.append(item)
            }
            self = .array(items)
        default: return nil
        }
    }

    /// An order for the members of a set: numbers by value, then strings, then the rest.
    static func canonicalOrder(_ a: JSONValue, _ b: JSONValue) -> Bool {
        switch (a.doubleValue, b.doubleValue) {
        case let (x?, y?): return x < y
        case (.some, nil): return true
        case (nil, .some): return false
        default: return a.description < b.description
        }
    }

    /// A short name of the JSON type, for messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .integer, .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .integer(let i): return String(i)
        case .number(let n): return NumberText.plain(n)
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.keys.sorted().map { "\"\($0)\": \(o[$0]!)" }.joined(separator: ", ") + "}"
        }
    }

    /// The whole number this is exactly, from either kind of number.
    public var intValue: Int? {
        switch self {
        case .integer(let i): return i
        // Beyond 2^53 a Double is not exact to the unit: not a whole number to trust.
        case .number(let n): return n.magnitude < DecimalText.exactWholeNumberLimit ? Int(exactly: n) : nil
        default: return nil
        }
    }

    /// The number as a `Double`; nil for a whole number a `Double` cannot hold exactly.
    public var doubleValue: Double? {
        switch self {
        case .integer(let i): return i.magnitude <= UInt(DecimalText.exactWholeNumberLimit) ? Double(i) : nil
        case .number(let n): return n
        default: return nil
        }
    }

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool {
        switch (lhs, rhs) {
        case (.null, .null): return true
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): return Double(exactly: a) == b
        case (.number(let a), .number(let b)): return a == b
        case (.string(let a), .string(let b)): return a == b
        case (.array(let a), .array(let b)): return a == b
        case (.object(let a), .object(let b)): return a == b
        default: return false
        }
    }

    public func hash(into hasher: inout Hasher) {
        switch self {
        case .null: hasher.combine(0)
        case .bool(let b): hasher.combine(1); hasher.combine(b)
        case .integer(let i): hasher.combine(2); hasher.combine(i)
        case .number(let n):
            // A whole number hashes as the integer it equals.
            if let i = Int(exactly: n) { hasher.combine(2); hasher.combine(i) } else { hasher.combine(3); hasher.combine(n) }
        case .string(let s): hasher.combine(4); hasher.combine(s)
        case .array(let a): hasher.combine(5); hasher.combine(a)
        case .object(let o): hasher.combine(6); hasher.combine(o)
        }
    }
}
