import Foundation
import Formwork
import Testing

/// The example schemas, damaged at random: bytes deleted, repeated or swapped, values
/// replaced by values of other types, numbers past every limit, nesting past every
/// limit. Each damaged schema is refused with every problem named at a path, or
/// builds a form that validates; nothing stops the program.
@Suite("Hostile input: mutated schemas")
struct SchemaFuzzTests {
    static let replacements = [
        "null", "true", "0", "-1", "1e309", "18446744073709551616", "-9223372036854775809", "\"\"", "\"x\"", "[]", "{}",
        "[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]]",
        "\"$missing == 1\"", "\"(((\"", "\"(a+)+$\"", "\"colour\"", "{\"type\": \"text\"}", "\"\\u0000\"", "\"\\ud800\"",
    ]

    static func mutate(_ bytes: [UInt8], _ random: inout SeededGenerator) -> [UInt8] {
        var bytes = bytes
        for _ in 0..<Int.random(in: 1...3, using: &random) where !bytes.isEmpty {
            let start = Int.random(in: 0..<bytes.count, using: &random)
            let end = min(bytes.count, start + Int.random(in: 1...40, using: &random))
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes.removeSubrange(start..<end)
            case 1: bytes.insert(contentsOf: bytes[start..<end], at: start)
            case 2:
                let other = Int.random(in: 0..<bytes.count, using: &random)
                bytes.swapAt(start, other)
            case 3:
                // Replace a value after a colon with one of another type.
                if let colon = bytes[start...].firstIndex(of: UInt8(ascii: ":")) {
                    let valueEnd = bytes[(colon + 1)...].firstIndex { $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "}") } ?? bytes.count
                    bytes.replaceSubrange((colon + 1)..<valueEnd, with: Array(replacements.randomElement(using: &random)!.utf8))
                }
            default:
                bytes[start] = UInt8.random(in: 0...255, using: &random)
            }
        }
        return bytes
    }

    @Test func damagedExamplesAreRefusedWithPathsOrBuildFormsThatValidate() throws {
        var random = Fuzz.generator(2)
        let examples = try SchemaFixture.exampleFileNames.map {
            [UInt8](try Data(contentsOf: SchemaFixture.examplesDirectory.appendingPathComponent($0)))
        }
        #expect(examples.count >= 4)
        var refused = 0, built = 0
        for round in 0..<Fuzz.rounds {
            let damaged = Self.mutate(examples.randomElement(using: &random)!, &random)
            do {
                let form = try Form(schemaJSON: Data(damaged))
                _ = form.validate()
                _ = form.values()
                built += 1
            } catch {
                refused += 1
                #expect(!error.issues.isEmpty, "\(Fuzz.place(round))")
                for issue in error.issues {
                    #expect(!issue.message.isEmpty, "\(Fuzz.place(round)): an issue without a message at \(issue.path)")
                }
            }
        }
        #expect(refused > 0, "the mutations must damage some schemas")
    }
}
