/// Escaping for HTML contexts.
enum HTMLEscaping {
    /// `value` escaped for element content and quoted attribute values, as
    /// ``HTMLWriter/text(_:)`` writes it: `& < > " '` become character
    /// references. For tests and small uses.
    static func escaped(_ value: String) -> String {
        var html = HTMLWriter()
        html.text(value)
        return html.string
    }

    /// Appends JSON text for a script element of type `application/json`: `<`,
    /// `>`, `&`, U+2028 and U+2029 become `\u` escapes, which JSON reads back as
    /// the same characters.
    static func appendScriptJSON(_ text: String, to bytes: inout [UInt8]) {
        let utf8 = Array(text.utf8)
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            switch byte {
            case UInt8(ascii: "<"): append("\\u003c", to: &bytes)
            case UInt8(ascii: ">"): append("\\u003e", to: &bytes)
            case UInt8(ascii: "&"): append("\\u0026", to: &bytes)
            case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                append(utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029", to: &bytes)
                index += 2
            default: bytes.append(byte)
            }
            index += 1
        }
    }

    private static func append(_ literal: StaticString, to bytes: inout [UInt8]) {
        literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
