/// Decimal numbers as text, compared digit by digit: whether a `Double` keeps
/// exactly what was typed.
enum DecimalText {
    /// The significant digits and the power of ten of the last one, sign included:
    /// `-12.50` → (true, "125", -1). Nil for text that is not plain decimal notation.
    static func digits(_ text: Substring) -> (negative: Bool, digits: [UInt8], exponent: Int)? {
        var utf8 = Array(text.utf8)[...]
        var negative = false
        if let first = utf8.first, first == UInt8(ascii: "-") || first == UInt8(ascii: "+") {
            negative = first == UInt8(ascii: "-")
            utf8 = utf8.dropFirst()
        }
        var digits: [UInt8] = []
        var exponent = 0, seenPoint = false, seenDigit = false
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let c = utf8[index]
            if c >= 48 && c <= 57 {
                seenDigit = true
                digits.append(c)
                if seenPoint { exponent -= 1 }
            } else if c == UInt8(ascii: "."), !seenPoint {
                seenPoint = true
            } else {
                break
            }
            index += 1
        }
        guard seenDigit else { return nil }
        if index < utf8.endIndex {
            guard utf8[index] == UInt8(ascii: "e") || utf8[index] == UInt8(ascii: "E"),
                  let power = Int(String(decoding: utf8[(index + 1)...], as: UTF8.self)), power.magnitude < 100_000
            else { return nil }
            exponent += power
        }
        // Zeros trimmed by finding where the digits start and end, in one slice:
        // removing them one by one from the front is quadratic in their number.
        guard let first = digits.firstIndex(where: { $0 != UInt8(ascii: "0") }),
              let last = digits.lastIndex(where: { $0 != UInt8(ascii: "0") }) else { return (false, [], 0) }
        exponent += digits.count - 1 - last
        return (negative, Array(digits[first...last]), exponent)
    }

    /// The number plain decimal notation writes (`-12.5`, `3e4`; not `nan`, `inf`
    /// or hex), when a `Double` keeps it exactly; nil for anything else, and for
    /// twenty significant digits or a number beyond a `Double`'s range.
    static func exactDouble(_ text: Substring) -> Double? {
        guard text.utf8.allSatisfy(isNumberByte), let value = Double(text), isExact(value, for: text) else { return nil }
        return value
    }

    /// Whether `text` is made only of what plain decimal notation uses.
    static func isPlainNotation(_ text: Substring) -> Bool {
        text.utf8.allSatisfy(isNumberByte)
    }

    private static func isNumberByte(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }

    /// From 2^53 on a `Double` no longer tells neighbouring whole numbers apart
    /// (2^53 + 1 reads as 2^53): a whole number that large, read as a `Double`, may
    /// not be the number that was meant.
    static let exactWholeNumberLimit: Double = 9_007_199_254_740_992

    /// Whether `value` is exactly the number `text` writes: its shortest decimal
    /// form has the same digits. `0.1` is kept; `16777217` as a `Float`, or twenty
    /// significant digits as a `Double`, is not.
    static func isExact<F: BinaryFloatingPoint & LosslessStringConvertible>(_ value: F, for text: Substring) -> Bool {
        guard value.isFinite, let typed = digits(text), let kept = digits(Substring(String(value))) else { return false }
        return typed.digits.isEmpty ? kept.digits.isEmpty : typed == kept
    }
}
