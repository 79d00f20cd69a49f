/// JSON text that is not JSON, with where and why.
public struct JSONParseError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The byte offset of the problem.
    public let offset: Int
    /// What is wrong there.
    public let reason: String

    /// Where and why, in words.
    public var description: String { "JSON at byte \(offset): \(reason)" }
}

extension JSON {
    /// Parses JSON text (RFC 8259): objects keep their members' order (a name
    /// written twice keeps its last value, in its first place), numbers their exact
    /// value. Nesting deeper than `maximumDepth` is refused rather than followed.
    public init(parsing text: some StringProtocol, maximumDepth: Int = 512) throws(JSONParseError) {
        self = try Self(parsing: Array(text.utf8), maximumDepth: maximumDepth)
    }

    /// Parses JSON bytes in UTF-8.
    public init(parsing bytes: [UInt8], maximumDepth: Int = 512) throws(JSONParseError) {
        var parser = JSONParser(bytes: bytes, maximumDepth: maximumDepth)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.fail("text after the value") }
        self = value
    }
}

struct JSONParser {
    let bytes: [UInt8]
    let maximumDepth: Int
    var index = 0

    init(bytes: [UInt8], maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    func fail(_ reason: String) -> JSONParseError {
        JSONParseError(offset: index, reason: reason)
    }

    mutating func skipSpace() {
        while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x0A || bytes[index] == 0x0D || bytes[index] == 0x09 {
            index += 1
        }
    }

    mutating func value(depth: Int) throws(JSONParseError) -> JSON {
        guard index < bytes.count else { throw fail("a value was expected, the text ended") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            guard depth < maximumDepth else { throw fail("nested deeper than \(maximumDepth)") }
            return .object(try object(depth: depth + 1))
        case UInt8(ascii: "["):
            guard depth < maximumDepth else { throw fail("nested deeper than \(maximumDepth)") }
            return .array(try array(depth: depth + 1))
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try word("true"); return .bool(true)
        case UInt8(ascii: "f"): try word("false"); return .bool(false)
        case UInt8(ascii: "n"): try word("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
        default: throw fail("a value was expected")
        }
    }

    private mutating func word(_ text: String) throws(JSONParseError) {
        let expected = Array(text.utf8)
        guard index + expected.count <= bytes.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
            throw fail("a value was expected")
        }
        index += expected.count
    }

    private mutating func object(depth: Int) throws(JSONParseError) -> JSONObject {
        index += 1
        var object = JSONObject()
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return object
        }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("a member name was expected") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("':' was expected") }
            index += 1
            skipSpace()
            object[key] = try value(depth: depth)
            skipSpace()
            guard index < bytes.count else { throw fail("the object is not closed") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail("',' or '}' was expected") }
            index += 1
            return object
        }
    }

    private mutating func array(depth: Int) throws(JSONParseError) -> [JSON] {
        index += 1
        var items: [JSON] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return items
        }
        while true {
            skipSpace()
            items.append(try value(depth: depth))
            skipSpace()
            guard index < bytes.count else { throw fail("the array is not closed") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
                continue
            }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail("',' or ']' was expected") }
            index += 1
            return items
        }
    }

    private mutating func number() throws(JSONParseError) -> JSONNumber {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a digit was expected") }
        if bytes[index] == UInt8(ascii: "0") {
            index += 1
            if index < bytes.count, isDigit(bytes[index]) { throw fail("a number does not start with 0") }
        } else {
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a digit was expected after '.'") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard index < bytes.count, isDigit(bytes[index]) else { throw fail("a digit was expected in the exponent") }
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
        }
        var text = String(decoding: bytes[start..<index], as: UTF8.self)
        // An exponent past what Int reads keeps its sign for the double alone.
        if text.count > 400 { text = String(text.prefix(400)) }
        return JSONNumber(text: Substring(text))
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func string() throws(JSONParseError) -> String {
        index += 1
        let start = index
        // Most strings have no escape: their bytes are taken whole.
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
            index += 1
        }
        guard index < bytes.count else { throw fail("the string is not closed") }
        if bytes[index] == UInt8(ascii: "\"") {
            defer { index += 1 }
            return try validated(bytes[start..<index])
        }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: try validated(bytes[start..<index]).unicodeScalars)
        while true {
            guard index < bytes.count else { throw fail("the string is not closed") }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                index += 1
                return String(scalars)
            }
            guard byte >= 0x20 else { throw fail("a control character in a string") }
            if byte == UInt8(ascii: "\\") {
                index += 1
                guard index < bytes.count else { throw fail("the string is not closed") }
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
                    let unit = try hex4()
                    if (0xD800...0xDBFF).contains(unit), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                       bytes[index + 1] == UInt8(ascii: "u") {
                        let mark = index
                        index += 2
                        let low = try hex4()
                        if (0xDC00...0xDFFF).contains(low) {
                            scalars.append(Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!)
                            continue
                        }
                        index = mark
                    }
                    // A lone surrogate names no character.
                    scalars.append(Unicode.Scalar(unit) ?? "\u{FFFD}")
                default: throw fail("an unknown escape in a string")
                }
                continue
            }
            let runStart = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\"), bytes[index] >= 0x20 {
                index += 1
            }
            scalars.append(contentsOf: try validated(bytes[runStart..<index]).unicodeScalars)
        }
    }

    private mutating func hex4() throws(JSONParseError) -> UInt32 {
        guard index + 4 <= bytes.count else { throw fail("four hexadecimal digits were expected") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[index]
            let digit: UInt32
            switch byte {
            case 0x30...0x39: digit = UInt32(byte - 0x30)
            case 0x41...0x46: digit = UInt32(byte - 0x41 + 10)
            case 0x61...0x66: digit = UInt32(byte - 0x61 + 10)
            default: throw fail("four hexadecimal digits were expected")
            }
            value = value << 4 | digit
            index += 1
        }
        return value
    }

    private func validated(_ run: ArraySlice<UInt8>) throws(JSONParseError) -> String {
        guard let text = String(validating: run, as: UTF8.self) else { throw fail("a string that is not UTF-8") }
        return text
    }
}
