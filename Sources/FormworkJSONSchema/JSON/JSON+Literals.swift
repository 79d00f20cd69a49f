extension JSON: ExpressibleByDictionaryLiteral, ExpressibleByArrayLiteral {
    /// An object of these members, in this order: `["type": "object"]` needs
    /// `.string("object")` for its values, which are JSON too.
    public init(dictionaryLiteral elements: (String, JSON)...) {
        var object = JSONObject()
        for (key, value) in elements { object[key] = value }
        self = .object(object)
    }

    /// An array of these items.
    public init(arrayLiteral elements: JSON...) {
        self = .array(elements)
    }
}

extension JSON {
    /// The value as indented JSON text, two spaces a level, members in their order.
    public var prettyDescription: String {
        var text = ""
        writePretty(to: &text, indent: "")
        return text
    }

    private func writePretty(to text: inout String, indent: String) {
        let inner = indent + "  "
        switch self {
        case .array(let items) where !items.isEmpty:
            text += "[\n"
            for (index, item) in items.enumerated() {
                text += inner
                item.writePretty(to: &text, indent: inner)
                text += index < items.count - 1 ? ",\n" : "\n"
            }
            text += indent + "]"
        case .object(let object) where !object.isEmpty:
            text += "{\n"
            for (index, (key, value)) in object.enumerated() {
                text += inner
                JSON.writeString(key, to: &text)
                text += ": "
                value.writePretty(to: &text, indent: inner)
                text += index < object.count - 1 ? ",\n" : "\n"
            }
            text += indent + "}"
        default:
            write(to: &text)
        }
    }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral, ExpressibleByIntegerLiteral {
    /// A string.
    public init(stringLiteral value: String) {
        self = .string(value)
    }

    /// `true` or `false`.
    public init(booleanLiteral value: Bool) {
        self = .bool(value)
    }

    /// A whole number.
    public init(integerLiteral value: Int) {
        self = .number(JSONNumber(value))
    }
}

extension JSON: ExpressibleByFloatLiteral {
    /// A number with a fraction, as its shortest decimal text reads (`0.1` is the
    /// decimal 0.1).
    public init(floatLiteral value: Double) {
        self = (try? JSON(parsing: "\(value)")) ?? .number(JSONNumber(value))
    }
}
