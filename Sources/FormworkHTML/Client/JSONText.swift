import Foundation
import Formwork

/// Writes JSON for the client script, as UTF-8 bytes that are also safe inside a
/// `<script>` element: in strings, `<`, `>`, `&`, U+2028 and U+2029 are written as
/// `\u` escapes, which JSON reads back as the same characters, so no text can
/// close the element.
struct JSONText {
    // A page's JSON is many short appends, as its markup is: the markup writer's
    // buffer takes them without an array's generic append. Only this type's own
    // methods write into it, so it holds JSON, never markup.
    private var buffer: HTMLWriter

    /// The JSON, UTF-8.
    var bytes: [UInt8] { buffer.bytes }

    /// The JSON as a string.
    var text: String { buffer.string }

    init(capacity: Int = 0) { buffer = HTMLWriter(capacity: capacity) }

    var isEmpty: Bool { buffer.count == 0 }

    /// Calls `body` with the JSON's bytes, without copying them.
    func withBytes<R>(_ body: (UnsafeBufferPointer<UInt8>) throws -> R) rethrows -> R {
        try buffer.withBytes(body)
    }

    mutating func raw(_ literal: StaticString) {
        buffer.append(raw: UnsafeRawBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount))
    }

    /// JSON made elsewhere (a number's digits, a reader written before).
    mutating func raw(text: String) { buffer.appendUTF8(text) }

    /// JSON written by another ``JSONText``.
    mutating func raw(bytes other: JSONText) { other.withBytes { buffer.append(raw: UnsafeRawBufferPointer($0)) } }
    mutating func raw(bytes other: [UInt8]) { other.withUnsafeBytes { buffer.append(raw: $0) } }

    private mutating func append(_ utf8: UnsafeBufferPointer<UInt8>) { buffer.append(raw: UnsafeRawBufferPointer(utf8)) }

    private mutating func append(byte: UInt8) { buffer.append(byte: byte) }

    mutating func string(_ value: String) {
        append(byte: UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var start = 0
            var index = 0
            while index < utf8.count {
                let byte = utf8[index]
                let escape: String?
                switch byte {
                case UInt8(ascii: "\""): escape = "\\\""
                case UInt8(ascii: "\\"): escape = "\\\\"
                case UInt8(ascii: "\n"): escape = "\\n"
                case UInt8(ascii: "\r"): escape = "\\r"
                case UInt8(ascii: "\t"): escape = "\\t"
                case UInt8(ascii: "<"): escape = "\\u003c"
                case UInt8(ascii: ">"): escape = "\\u003e"
                case UInt8(ascii: "&"): escape = "\\u0026"
                case 0xE2 where index + 2 < utf8.count && utf8[index + 1] == 0x80 && (utf8[index + 2] == 0xA8 || utf8[index + 2] == 0xA9):
                    escape = utf8[index + 2] == 0xA8 ? "\\u2028" : "\\u2029"
                case 0..<0x20:
                    let hex = String(byte, radix: 16)
                    escape = "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: escape = nil
                }
                if let escape {
                    append(UnsafeBufferPointer(rebasing: utf8[start..<index]))
                    raw(text: escape)
                    if byte == 0xE2 { index += 2 }
                    start = index + 1
                }
                index += 1
            }
            append(UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        append(byte: UInt8(ascii: "\""))
    }

    mutating func number(_ value: Int) {
        if value >= 0, value < 10 { append(byte: 0x30 + UInt8(value)) } else { raw(text: String(value)) }
    }

    /// A number; an infinite one (a condition's `1e999`) as a literal JSON reads as
    /// infinite too, so the page compares as the server does, and NaN as null.
    mutating func number(_ value: Double) {
        if value.isInfinite { return raw(value < 0 ? "-1e999" : "1e999") }
        guard value.isFinite else { return raw("null") }
        raw(text: NumberText.plain(value))
    }

    /// `[…]` of `items`, each written by `write`.
    mutating func array<T>(_ items: [T], _ write: (inout JSONText, T) -> Void) {
        raw("[")
        for (index, item) in items.enumerated() {
            if index > 0 { raw(",") }
            write(&self, item)
        }
        raw("]")
    }

    /// A condition value: `null`, a Boolean, a number, a string, `{"date": seconds}`
    /// or `{"list": […]}`.
    mutating func value(_ value: PredicateValue) {
        switch value {
        case .null: raw("null")
        case .bool(let b): raw(b ? "true" : "false")
        case .number(let n): number(n)
        case .string(let s): string(s)
        case .date(let d):
            raw("{\"date\":")
            number(d.timeIntervalSince1970)
            raw("}")
        case .list(let items):
            raw("{\"list\":")
            array(items) { $0.value($1) }
            raw("}")
        }
    }
}
