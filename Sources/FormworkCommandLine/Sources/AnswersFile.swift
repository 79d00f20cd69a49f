import Formwork

/// An answers file: a JSON object whose keys are the questions' tags, nested at
/// their dots or written whole, each value with the line it is on, so that a
/// problem names `answers.json:7`.
///
/// Read by a small reader of its own, since the line of each value is what makes
/// its errors useful: it refuses text that is not UTF-8, JSON that is not well
/// formed, nesting deeper than 64, and a file over ``maximumBytes``, each with the
/// line where it happened.
struct AnswersFile {
    /// The name errors give the file: its path as given.
    let name: String
    /// The values found, by tag path (dots between nested keys), in file order.
    private(set) var entries: [(key: String, value: Value, line: Int)] = []

    /// The largest answers file read: a form's answers are far smaller, and a larger
    /// file is refused before it is read whole.
    static let maximumBytes = 4 << 20

    /// A JSON value as a form reads it.
    indirect enum Value: Equatable {
        case text(String)
        case texts([String])
        case null
        /// An array of objects: a repeating group's items, each by its fields'
        /// tags (nested keys joined by dots).
        case objects([[String: Value]])
        /// Anything else not a value: arrays of arrays, arrays mixing objects and values.
        case structure
    }

    struct Problem: Error {
        let line: Int
        let message: String
    }

    init(name: String, bytes: [UInt8]) throws(Problem) {
        self.name = name
        guard bytes.count <= Self.maximumBytes else {
            throw Problem(line: 1, message: "the file is over \(Self.maximumBytes >> 20) MB, more than any form's answers")
        }
        guard String(validating: bytes, as: UTF8.self) != nil else {
            let line = Self.firstInvalidUTF8Line(bytes)
            throw Problem(line: line, message: "the file is not UTF-8 text")
        }
        var reader = Reader(bytes: bytes)
        reader.skipSpace()
        guard reader.peek == UInt8(ascii: "{") else { throw Problem(line: reader.line, message: "an answers file is a JSON object") }
        try reader.object(path: nil, depth: 0) { key, value, line in entries.append((key, value, line)) }
        reader.skipSpace()
        guard reader.atEnd else { throw Problem(line: reader.line, message: "more text after the answers") }
    }

    private static func firstInvalidUTF8Line(_ bytes: [UInt8]) -> Int {
        var line = 1, start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            if String(validating: bytes[start..<index], as: UTF8.self) == nil { return line }
            line += 1
            start = index + 1
        }
        return line
    }

    private struct Reader {
        let bytes: [UInt8]
        var index = 0
        var line = 1

        var atEnd: Bool { index >= bytes.count }
        var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipSpace() {
            while let byte = peek, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                if byte == 0x0A { line += 1 }
                index += 1
            }
        }

        func fail(_ message: String) -> Problem { Problem(line: line, message: message) }

        mutating func expect(_ byte: UInt8) throws(Problem) {
            skipSpace()
            guard peek == byte else { throw fail("expected '\(Character(Unicode.Scalar(byte)))'") }
            index += 1
        }

        /// Reads an object, giving each leaf under its dotted path.
        mutating func object(path: String?, depth: Int, _ found: (String, Value, Int) -> Void) throws(Problem) {
            guard depth < 64 else { throw fail("nested more than 64 deep") }
            try expect(UInt8(ascii: "{"))
            skipSpace()
            if peek == UInt8(ascii: "}") { index += 1; return }
            var keys: Set<String> = []
            while true {
                skipSpace()
                let keyLine = line
                let key = try string()
                guard keys.insert(key).inserted else { throw Problem(line: keyLine, message: "\(key) is given twice") }
                try expect(UInt8(ascii: ":"))
                skipSpace()
                let full = path.map { $0 + "." + key } ?? key
                let valueLine = line
                if peek == UInt8(ascii: "{") {
                    try object(path: full, depth: depth + 1, found)
                } else {
                    found(full, try value(depth: depth + 1), valueLine)
                }
                skipSpace()
                if peek == UInt8(ascii: ",") { index += 1; continue }
                try expect(UInt8(ascii: "}"))
                return
            }
        }

        mutating func value(depth: Int) throws(Problem) -> Value {
            guard depth < 64 else { throw fail("nested more than 64 deep") }
            skipSpace()
            switch peek {
            case UInt8(ascii: "\""): return .text(try string())
            case UInt8(ascii: "["):
                index += 1
                var items: [String] = []
                var objects: [[String: Value]] = []
                var structured = false
                skipSpace()
                if peek == UInt8(ascii: "]") { index += 1; return .texts([]) }
                while true {
                    skipSpace()
                    if peek == UInt8(ascii: "{") {
                        var fields: [String: Value] = [:]
                        try object(path: nil, depth: depth + 1) { key, value, _ in fields[key] = value }
                        objects.append(fields)
                    } else {
                        switch try value(depth: depth + 1) {
                        case .text(let text): items.append(text)
                        case .null: break
                        case .texts, .objects, .structure: structured = true
                        }
                    }
                    skipSpace()
                    if peek == UInt8(ascii: ",") { index += 1; continue }
                    try expect(UInt8(ascii: "]"))
                    if structured || (!objects.isEmpty && !items.isEmpty) { return .structure }
                    return objects.isEmpty ? .texts(items) : .objects(objects)
                }
            case UInt8(ascii: "t"): try word("true"); return .text("true")
            case UInt8(ascii: "f"): try word("false"); return .text("false")
            case UInt8(ascii: "n"): try word("null"); return .null
            case let byte? where byte == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte):
                return .text(try number())
            default:
                throw fail(atEnd ? "the file ends in the middle of a value" : "a value was expected")
            }
        }

        mutating func word(_ text: String) throws(Problem) {
            let expected = Array(text.utf8)
            guard bytes.count - index >= expected.count, bytes[index..<index + expected.count].elementsEqual(expected) else {
                throw fail("a value was expected")
            }
            index += expected.count
        }

        mutating func number() throws(Problem) -> String {
            let start = index
            if peek == UInt8(ascii: "-") { index += 1 }
            var digits = 0
            while let byte = peek, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: ".")
                    || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-") {
                index += 1
                digits += 1
            }
            guard digits > 0, digits <= 400 else { throw fail("a number was expected") }
            let text = String(decoding: bytes[start..<index], as: UTF8.self)
            guard Double(text) != nil else { throw fail("\(text) is not a number") }
            return text
        }

        /// A string, read by the core's one reader of JSON strings (a string holds
        /// no line break, so the line stays).
        mutating func string() throws(Problem) -> String {
            guard peek == UInt8(ascii: "\"") else { throw fail("a string in double quotes was expected") }
            var position = index
            let read: Result<String, JSONTextError> = bytes.withUnsafeBytes { buffer in
                do throws(JSONTextError) {
                    return .success(try JSONText.string(in: buffer, at: &position))
                } catch {
                    return .failure(error)
                }
            }
            switch read {
            case .success(let text):
                index = position
                return text
            case .failure(let error):
                throw fail(error.reason == "unexpected end" ? "the file ends in a string" : error.reason)
            }
        }
    }
}
