/// A JSON string that is not one: where and why.
package struct JSONTextError: Error, Sendable {
    package let offset: Int
    package let reason: String
}

/// The one reader of JSON strings, shared by the schema reader and JSON Schema's
/// parser: escapes, surrogate pairs, and UTF-8 checked, without a copy for a string
/// that has no escape.
package enum JSONText {
    /// The string whose opening quote is at `index`; `index` is left after its
    /// closing quote.
    package static func string(in bytes: UnsafeRawBufferPointer, at index: inout Int) throws(JSONTextError) -> String {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are taken as they are.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: try utf8(bytes, start..<index).unicodeScalars)
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw JSONTextError(offset: index, reason: "a control character in a string") }
            if byte != UInt8(ascii: "\\") {
                let runStart = index
                while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
                    index += 1
                }
                scalars.append(contentsOf: try utf8(bytes, runStart..<index).unicodeScalars)
                continue
            }
            index += 1
            guard index < bytes.count else { throw JSONTextError(offset: index, reason: "unexpected end") }
            let escaped = bytes[index]
            index += 1
            switch escaped {
            case UInt8(ascii: "\""): scalars.append("\"")
            case UInt8(ascii: "\\"): scalars.append("\\")
            case UInt8(ascii: "/"): scalars.append("/")
            case UInt8(ascii: "b"): scalars.append("\u{8}")
            case UInt8(ascii: "f"): scalars.append("\u{C}")
            case UInt8(ascii: "n"): scalars.append("\n")
            case UInt8(ascii: "r"): scalars.append("\r")
            case UInt8(ascii: "t"): scalars.append("\t")
            case UInt8(ascii: "u"):
                var code = try hex4(bytes, at: &index)
                if (0xD800...0xDBFF).contains(code), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                   bytes[index + 1] == UInt8(ascii: "u") {
                    index += 2
                    let low = try hex4(bytes, at: &index)
                    guard (0xDC00...0xDFFF).contains(low) else { throw JSONTextError(offset: index, reason: "a low surrogate") }
                    code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                }
                guard let scalar = Unicode.Scalar(code) else {
                    throw JSONTextError(offset: index, reason: "a character, not a lone surrogate")
                }
                scalars.append(scalar)
            default:
                throw JSONTextError(offset: index - 1, reason: "a valid escape")
            }
        }
        throw JSONTextError(offset: index, reason: "'\"' closing the string")
    }

    private static func hex4(_ bytes: UnsafeRawBufferPointer, at index: inout Int) throws(JSONTextError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw JSONTextError(offset: index, reason: "four hexadecimal digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw JSONTextError(offset: index, reason: "four hexadecimal digits")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private static func utf8(_ bytes: UnsafeRawBufferPointer, _ range: Range<Int>) throws(JSONTextError) -> String {
        guard let text = String(validating: UnsafeRawBufferPointer(rebasing: bytes[range]), as: UTF8.self) else {
            throw JSONTextError(offset: range.lowerBound, reason: "text that is not UTF-8")
        }
        return text
    }
}
