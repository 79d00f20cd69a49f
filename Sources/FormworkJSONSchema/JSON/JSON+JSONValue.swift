import Formwork

extension JSON {
    /// The same value as the core's schemas write it: object members sorted by
    /// name, since the core's objects have no order.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let bool): self = .bool(bool)
        case .integer(let integer): self = .number(JSONNumber(integer))
        case .number(let number):
            // Through its shortest text, so 0.1 is the decimal 0.1 and not the binary.
            self = (try? JSON(parsing: "\(number)")) ?? .number(JSONNumber(number))
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map(JSON.init))
        case .object(let members):
            var object = JSONObject()
            for key in members.keys.sorted() { object[key] = JSON(members[key]!) }
            self = .object(object)
        }
    }

    /// The value as the core's schemas hold it: whole numbers as integers.
    var coreValue: JSONValue {
        switch self {
        case .null: return .null
        case .bool(let bool): return .bool(bool)
        case .number(let number):
            if number.isInteger, let integer = Int(exactly: number.double) { return .integer(integer) }
            return .number(number.double)
        case .string(let text): return .string(text)
        case .array(let items): return .array(items.map(\.coreValue))
        case .object(let members):
            var object: [String: JSONValue] = [:]
            for (key, value) in members { object[key] = value.coreValue }
            return .object(object)
        }
    }
}
