import Formwork

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
        let parsed: Result<JSON, JSONParseError> = bytes.withUnsafeBytes { buffer in
            var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
            do throws(JSONParseError) {
                parser.skipSpace()
                let value = try parser.value(depth: 0)
                parser.skipSpace()
                guard parser.index == buffer.count else { throw parser.fail("text after the value") }
                return .success(value)
            } catch {
                return .failure(error)
            }
        }
        self = try parsed.get()
    }
}

/// Reads JSON text in place, within its bytes' lifetime.
struct JSONParser {
    let bytes: UnsafeRawBufferPointer
    let maximumDepth: Int
    var index = 0

    init(bytes: UnsafeRawBufferPointer, maximumDepth: Int) {
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
        guard index + expected.count <= bytes.count, UnsafeRawBufferPointer(rebasing: bytes[index..<index + expected.count]).elementsEqual(expected) else {
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
        var text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        // An exponent past what Int reads keeps its sign for the double alone.
        if text.count > 400 { text = String(text.prefix(400)) }
        return JSONNumber(text: Substring(text))
    }

    private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    private mutating func string() throws(JSONParseError) -> String {
        do {
            return try JSONText.string(in: bytes, at: &index)
        } catch {
            throw JSONParseError(offset: error.offset, reason: error.reason)
        }
    }
}
