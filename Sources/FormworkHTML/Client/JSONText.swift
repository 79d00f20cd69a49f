import Foundation
import Formwork

/// Writes JSON text for the client script: strings escaped as JSON requires.
struct JSONText {
    private(set) var text = ""

    mutating func raw(_ literal: String) { text += literal }

    mutating func string(_ value: String) {
        text += "\""
        // Most strings need no escape: copied whole.
        if !value.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }

    mutating func number(_ value: Double) {
        guard value.isFinite else { return raw("null") }
        if value.rounded() == value, abs(value) < 1e15 { raw(String(Int(value))) } else { raw(String(value)) }
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
