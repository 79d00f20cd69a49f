import Foundation

/// Reads JSON text into a ``JSONValue`` in one pass, keeping whole numbers exact.
///
/// It builds nothing but the value itself (no intermediate trees), so a large schema
/// costs little more than its JSON. Numbers that cannot be kept as written (a whole
/// number beyond `Int`'s range, a decimal beyond `Double`'s) become null with an
/// issue naming their path, rather than a value that is silently not the one
/// written; so do duplicate fields. Text that is not JSON is one issue with the
/// byte offset.
struct JSONReader {
    private let bytes: UnsafeRawBufferPointer
    private var index = 0
    private var depth = 0
    private var path: [PathComponent] = []
    private(set) var issues: [SchemaIssue] = []
    static let maximumDepth = 256

    private enum PathComponent {
        case key(String)
        case index(Int)
    }

    private struct SyntaxError: Error {
        let message: String
        let offset: Int
    }

    /// The value of `data`, and the issues met; nil (with one issue) when the text is
    /// not JSON.
    static func read<Bytes: ContiguousBytes>(_ data: Bytes) -> (value: JSONValue?, issues: [SchemaIssue]) {
        // Read in place: no copy of the text.
        data.withUnsafeBytes { buffer in
            var reader = JSONReader(bytes: buffer)
            do {
                reader.skipSpace()
                let value = try reader.value()
                reader.skipSpace()
                guard reader.index == buffer.count else { throw SyntaxError(message: "text after the JSON value", offset: reader.index) }
                return (value, reader.issues)
            } catch let error as SyntaxError {
                return (nil, [SchemaIssue(path: "", message: "not valid JSON: \(error.message) at byte \(error.offset)")])
            } catch {
                return (nil, [SchemaIssue(path: "", message: "not valid JSON")])
            }
        }
    }

    private init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private var pathText: String {
        var text = ""
        for component in path {
            switch component {
            case .key(let key): text += text.isEmpty ? key : "." + key
            case .index(let i): text += "[\(i)]"
            }
        }
        return text
    }

    private func fail(_ message: String) -> SyntaxError { SyntaxError(message: message, offset: index) }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x09, 0x0A, 0x0D: index += 1
            default: return
            }
        }
    }

    private mutating func expect(_ literal: StaticString) throws {
        let count = literal.utf8CodeUnitCount
        guard index + count <= bytes.count else { throw fail("unexpected end") }
        for i in 0..<count where bytes[index + i] != literal.utf8Start[i] { throw fail("unexpected character") }
        index += count
    }

    private mutating func value() throws -> JSONValue {
        guard index < bytes.count else { throw fail("unexpected end") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try expect("true"); return .bool(true)
        case UInt8(ascii: "f"): try expect("false"); return .bool(false)
        case UInt8(ascii: "n"): try expect("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("unexpected character")
        }
    }

    private mutating func enter() throws {
        depth += 1
        if depth > Self.maximumDepth { throw fail("nested more than \(Self.maximumDepth) deep") }
    }

    private mutating func object() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var members: [(String, JSONValue)] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object([:]) }
        while true {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw fail("a field name in quotes") }
            let key = try string()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw fail("':' after a field name") }
            index += 1
            skipSpace()
            path.append(.key(key))
            members.append((key, try value()))
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "}") else { throw fail("',' or '}' in an object") }
            index += 1
            break
        }
        var fields: [String: JSONValue] = [:]
        fields.reserveCapacity(members.count)
        for (key, value) in members {
            if fields.updateValue(value, forKey: key) != nil {
                path.append(.key(key))
                issues.append(SchemaIssue(path: pathText, message: "the field appears twice"))
                path.removeLast()
            }
        }
        return .object(fields)
    }

    private mutating func array() throws -> JSONValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [JSONValue] = []
        skipSpace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array([]) }
        while true {
            skipSpace()
            path.append(.index(items.count))
            items.append(try value())
            path.removeLast()
            skipSpace()
            guard index < bytes.count else { throw fail("unexpected end") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: "]") else { throw fail("',' or ']' in an array") }
            index += 1
            return .array(items)
        }
    }

    private mutating func number() throws -> JSONValue {
        let start = index
        var isWhole = true
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        let digitsStart = index
        while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
        guard index > digitsStart else { throw fail("a digit") }
        if bytes[digitsStart] == 0x30, index - digitsStart > 1 { throw fail("a number without leading zeros") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            isWhole = false
            index += 1
            let fraction = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > fraction else { throw fail("a digit after '.'") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            isWhole = false
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            let exponent = index
            while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
            guard index > exponent else { throw fail("a digit in the exponent") }
        }
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
        if isWhole {
            if let whole = Int(text) { return .integer(whole) }
            issues.append(SchemaIssue(path: pathText, message: "the whole number \(text) is beyond what a whole number can hold (±9223372036854775807)"))
            return .null
        }
        guard let number = Double(text), number.isFinite else {
            issues.append(SchemaIssue(path: pathText, message: "the number \(text) is beyond what a number can hold"))
            return .null
        }
        // More digits than a Double keeps, or too small to be anything but 0: kept,
        // it would be another number than the one written.
        guard DecimalText.isExact(number, for: Substring(text)) else {
            issues.append(SchemaIssue(path: pathText, message: "the number \(text) has more digits than a number can keep (about 15)"))
            return .null
        }
        return .number(number)
    }

    private mutating func string() throws -> String {
        do {
            return try JSONText.string(in: bytes, at: &index)
        } catch {
            throw SyntaxError(message: error.reason, offset: error.offset)
        }
    }
}
