import Foundation
import Formwork
import Testing

/// Shared helpers for the schema tests.
enum SchemaFixture {
    /// Builds a form from schema JSON text.
    static func form(_ json: String) throws(FormSchemaError) -> Form {
        try Form(schemaJSON: Data(json.utf8))
    }

    /// A form from a single plain section holding `rows` (JSON objects, comma separated).
    static func form(rows: String) throws(FormSchemaError) -> Form {
        try form(#"{"sections": [{"rows": ["# + rows + "]}]}")
    }

    /// The problems `load(json:)` finds in schema JSON text, or [] when it loads.
    ///
    /// Only the schema is checked here, no form is built, so a problem the schema
    /// check misses cannot stop the test run (a duplicate tag or a cycle reaching a
    /// form stops the program).
    static func issues(_ json: String) -> [SchemaIssue] {
        do {
            _ = try FormSchema.load(json: Data(json.utf8))
            return []
        } catch {
            return error.issues
        }
    }

    /// The problems of a single plain section holding `rows`.
    static func issues(rows: String) -> [SchemaIssue] {
        issues(#"{"sections": [{"rows": ["# + rows + "]}]}")
    }

    /// The folder holding the example schemas, found from this file's path.
    static var examplesDirectory: URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()  // Schema
            .deletingLastPathComponent()  // FormworkTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()  // package root
            .appendingPathComponent("Examples", isDirectory: true)
    }

    /// The file names of every `*.json` under `Examples/`, sorted.
    static var exampleFileNames: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory.path)) ?? []
        return names.filter { $0.hasSuffix(".json") }.sorted()
    }

    /// The JSON text of a schema value.
    static func text(_ schema: FormSchema) throws -> String {
        String(decoding: try schema.jsonData(), as: UTF8.self)
    }

    /// A date from ISO text read in UTC, the zone of a form unless it is given another.
    static func localDate(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    /// Hour and minute of a date in UTC.
    static func clock(_ date: Date?) -> [Int]? {
        guard let date else { return nil }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let c = calendar.dateComponents([.hour, .minute], from: date)
        return [c.hour ?? -1, c.minute ?? -1]
    }
}

/// Expects one of `issues` to sit at exactly `path` with a message containing every
/// word of `words` (case-insensitively).
func expectIssue(_ issues: [SchemaIssue], at path: String, mentioning words: [String] = [],
                 sourceLocation: SourceLocation = #_sourceLocation) {
    let here = issues.filter { $0.path == path }
    guard !here.isEmpty else {
        Issue.record("no problem reported at \(path); reported: \(issues.map(\.description))", sourceLocation: sourceLocation)
        return
    }
    let fits = here.contains { issue in words.allSatisfy { issue.message.localizedCaseInsensitiveContains($0) } }
    #expect(fits, "the problem at \(path) should mention \(words); reported: \(here.map(\.message))",
            sourceLocation: sourceLocation)
}

/// Expects no problem at `path` or below it.
func expectNoIssue(_ issues: [SchemaIssue], under path: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let here = issues.filter { $0.path == path || $0.path.hasPrefix(path + ".") || $0.path.hasPrefix(path + "[") }
    #expect(here.isEmpty, "unexpected problems: \(here.map(\.description))", sourceLocation: sourceLocation)
}
