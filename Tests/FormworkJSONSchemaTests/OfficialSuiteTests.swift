import Foundation
import FormworkJSONSchema
import Testing

/// The official JSON Schema test suite's draft 2020-12 files, from the copy that
/// `scripts/json-schema-suite` unpacks (its folder in `FORMWORK_JSON_SCHEMA_SUITE`):
/// every required test must pass; the optional and format tests are counted and
/// printed, not required. Remote references resolve to the suite's `remotes/`
/// folder, served as `http://localhost:1234/` without a network.
@Suite("JSON Schema: the official test suite, draft 2020-12")
struct OfficialSuiteTests {
    static let folder = ProcessInfo.processInfo.environment["FORMWORK_JSON_SCHEMA_SUITE"].map { URL(fileURLWithPath: $0) }

    struct Tally {
        var passed = 0
        var failed: [String] = []
    }

    static func remotes(in folder: URL) -> [String: JSON] {
        let root = folder.appendingPathComponent("remotes")
        var documents: [String: JSON] = [:]
        guard let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [:] }
        for case let file as URL in walk where file.pathExtension == "json" {
            let relative = file.path.dropFirst(root.path.count + 1)
            guard let data = try? Data(contentsOf: file), let json = try? JSON(parsing: [UInt8](data)) else { continue }
            documents["http://localhost:1234/" + relative] = json
        }
        return documents
    }

    /// Runs every case of the files in `folder`, each test's verdict against the suite's.
    static func run(_ files: [URL], remotes: [String: JSON], assertsFormat: Bool = false) throws -> [String: Tally] {
        var tallies: [String: Tally] = [:]
        for file in files {
            let cases = try JSON(parsing: [UInt8](Data(contentsOf: file))).array ?? []
            var tally = Tally()
            for testCase in cases {
                let description = testCase["description"]?.string ?? "?"
                guard let schemaJSON = testCase["schema"], let tests = testCase["tests"]?.array else { continue }
                var options = JSONSchemaOptions()
                options.documents = remotes
                options.assertsFormat = assertsFormat
                let schema: JSONSchema
                do {
                    schema = try JSONSchema(schemaJSON, options: options)
                } catch {
                    tally.failed.append(contentsOf: tests.map { "\(description) / \($0["description"]?.string ?? "?"): \(error)" })
                    continue
                }
                for test in tests {
                    guard let data = test["data"], let expected = test["valid"]?.bool else { continue }
                    let valid = schema.isValid(data)
                    let output = schema.validate(data)
                    if valid == expected && output.valid == expected && output.errors.isEmpty == expected {
                        tally.passed += 1
                    } else {
                        tally.failed.append("\(description) / \(test["description"]?.string ?? "?"): expected \(expected), got \(valid)")
                    }
                }
            }
            tallies[file.lastPathComponent] = tally
        }
        return tallies
    }

    static func report(_ tallies: [String: Tally], title: String) -> (passed: Int, failed: Int) {
        var passed = 0, failed = 0
        for (file, tally) in tallies.sorted(by: { $0.key < $1.key }) {
            print("\(title) \(file): \(tally.passed) passed, \(tally.failed.count) failed")
            for failure in tally.failed { print("    ✗ \(failure)") }
            passed += tally.passed
            failed += tally.failed.count
        }
        print("\(title) in all: \(passed) passed, \(failed) failed")
        return (passed, failed)
    }

    static func jsonFiles(_ folder: URL) -> [URL] {
        ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? [])
            .filter { $0.pathExtension == "json" }.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    @Test(.enabled(if: folder != nil, "FORMWORK_JSON_SCHEMA_SUITE names the unpacked suite (scripts/test sets it)"))
    func everyRequiredTestPasses() throws {
        let folder = try #require(Self.folder)
        let draft = folder.appendingPathComponent("tests/draft2020-12")
        let files = Self.jsonFiles(draft)
        #expect(files.count >= 40, "the required files of draft 2020-12")
        let (passed, failed) = Self.report(try Self.run(files, remotes: Self.remotes(in: folder)), title: "required")
        #expect(failed == 0)
        #expect(passed >= 1_257)
    }

    @Test(.enabled(if: folder != nil, "FORMWORK_JSON_SCHEMA_SUITE names the unpacked suite (scripts/test sets it)"))
    func theOptionalAndFormatTestsAreCounted() throws {
        let folder = try #require(Self.folder)
        let optional = folder.appendingPathComponent("tests/draft2020-12/optional")
        let remotes = Self.remotes(in: folder)
        let counted = Self.report(try Self.run(Self.jsonFiles(optional), remotes: remotes), title: "optional")
        let formats = Self.report(try Self.run(Self.jsonFiles(optional.appendingPathComponent("format")), remotes: remotes,
                                               assertsFormat: true), title: "format")
        // Reported, not required: the count shows they ran.
        #expect(counted.passed + counted.failed > 0 && formats.passed + formats.failed > 0)
    }
}
