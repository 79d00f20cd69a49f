import Foundation

/// Any JSON value: what a schema carries for row values and options.
public enum JSONValue: Codable, Hashable, Sendable, CustomStringConvertible {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; JSON does not tell whole numbers from others, so each is a `Double`.
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
        case .number(let n): try container.encode(n)
        case .string(let s): try container.encode(s)
        case .array(let a): try container.encode(a)
        case .object(let o): try container.encode(o)
        }
    }

    /// A JSON value from what `JSONSerialization` returns.
    init(jsonObject: Any) {
        switch jsonObject {
        case let s as String: self = .string(s)
        case let a as [Any]: self = .array(a.map(JSONValue.init(jsonObject:)))
        case let o as [String: Any]: self = .object(o.mapValues(JSONValue.init(jsonObject:)))
        case is NSNull: self = .null
        default:
            switch nativeNumber(jsonObject) ?? jsonObject {
            case let b as Bool: self = .bool(b)
            case let d as Double: self = .number(d)
            case let i as Int: self = .number(Double(i))
            default: self = .null
            }
        }
    }

    /// The Swift value: `String`, `Bool`, `Int` for whole numbers, `Double`, arrays,
    /// dictionaries, or nil.
    public var anyValue: Any? {
        switch self {
        case .null: return nil
        case .bool(let b): return b
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
        case let v as Bool: self = .bool(v)
        case let v as String: self = .string(v)
        case let v as URL: self = .string(v.absoluteString)
        case let v as any BinaryInteger: self = .number(Double(v))
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
        switch (a, b) {
        case (.number(let x), .number(let y)): return x < y
        case (.number, _): return true
        case (_, .number): return false
        default: return a.description < b.description
        }
    }

    /// A short name of the JSON type, for messages.
    var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a Boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    public var description: String {
        switch self {
        case .null: return "null"
        case .bool(let b): return String(b)
        case .number(let n): return n.rounded() == n && abs(n) < 1e15 ? String(Int(n)) : String(n)
        case .string(let s): return "\"\(s)\""
        case .array(let a): return "[" + a.map(\.description).joined(separator: ", ") + "]"
        case .object(let o): return "{" + o.keys.sorted().map { "\"\($0)\": \(o[$0]!)" }.joined(separator: ", ") + "}"
        }
    }
}
