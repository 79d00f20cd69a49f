import Foundation
import Formwork
import FormworkHTML
import FormworkJSONSchema
import Testing

/// Forms from every schema of the official suite's required draft 2020-12 files:
/// each is classified keyword by keyword without a crash, and each that makes a
/// form carries the suite's valid instances through a page and a post unchanged.
@Suite("Forms from JSON Schemas: the official suite's schemas")
struct SuiteFormsTests {
    struct Tally {
        var schemas = 0, rendered = 0, refused = 0
        var outcomes: [String: Int] = [:]
        var roundTrips = 0, notCarried = 0
        var failures: [String] = []
    }

    @Test(.enabled(if: OfficialSuiteTests.folder != nil, "FORMWORK_JSON_SCHEMA_SUITE names the unpacked suite (scripts/test sets it)"))
    func everySchemaIsClassifiedAndItsFormsCarryValidInstances() throws {
        let folder = try #require(OfficialSuiteTests.folder)
        var options = JSONSchemaOptions()
        options.documents = OfficialSuiteTests.remotes(in: folder)
        var tally = Tally()
        for file in OfficialSuiteTests.jsonFiles(folder.appendingPathComponent("tests/draft2020-12")) {
            for testCase in try JSON(parsing: [UInt8](Data(contentsOf: file))).array ?? [] {
                guard let schema = testCase["schema"], let tests = testCase["tests"]?.array else { continue }
                let name = "\(file.lastPathComponent) / \(testCase["description"]?.string ?? "?")"
                tally.schemas += 1
                let report = FormSchemaReport(jsonSchema: schema)
                #expect(Set(report.entries.map { $0.pointer + " " + $0.keyword }).count == report.entries.count, "\(name): each keyword once")
                for entry in report.entries {
                    let kind: String
                    if case .refused = entry.outcome { kind = "refused" } else { kind = entry.outcome.description }
                    tally.outcomes[kind, default: 0] += 1
                }
                guard report.rendersForm else { tally.refused += 1; continue }
                tally.rendered += 1
                for test in tests where test["valid"] == .bool(true) {
                    guard let instance = test["data"] else { continue }
                    roundTrip(instance, schema: schema, options: options, name: "\(name) / \(test["description"]?.string ?? "?")", into: &tally)
                }
            }
        }
        print("suite schemas: \(tally.schemas), forms made: \(tally.rendered), refused: \(tally.refused)")
        print("keywords: " + tally.outcomes.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))
        print("valid instances carried unchanged: \(tally.roundTrips); not carried (another type, members no row has, empty text): \(tally.notCarried)")
        for failure in tally.failures { print("    ✗ \(failure)") }
        #expect(tally.schemas >= 368)
        #expect(tally.rendered > 75 && tally.roundTrips > 70)
        #expect(tally.failures.isEmpty)
    }

    /// Fills a form with `instance`, draws its page, posts what a browser would
    /// send to a fresh form, and compares the instance that comes back.
    private func roundTrip(_ instance: JSON, schema: JSON, options: JSONSchemaOptions, name: String, into tally: inout Tally) {
        let filled: Form, fresh: Form
        do {
            filled = try Form(jsonSchema: schema, options: options)
            fresh = try Form(jsonSchema: schema, options: options)
        } catch {
            tally.failures.append("\(name): \(error)")
            return
        }
        guard filled.fill(jsonSchemaInstance: instance) == [] else {
            tally.notCarried += 1
            return
        }
        let body = BrowserPost.body(of: HTMLFormRenderer().render(filled).string)
        do {
            let outcome = try FormSubmission(urlEncoded: Array(body.utf8)).apply(to: fresh)
            guard outcome == .valid else {
                let errors = fresh.validate(quietly: true).map { "\($0.tag ?? "-"): \($0.msg)" }
                tally.failures.append("\(name): \(instance) posted as \(body) was \(outcome) \(errors)")
                return
            }
        } catch {
            tally.failures.append("\(name): \(error)")
            return
        }
        if fresh.jsonSchemaInstance == instance {
            tally.roundTrips += 1
        } else {
            tally.failures.append("\(name): \(instance) came back as \(fresh.jsonSchemaInstance ?? .null)")
        }
    }
}
