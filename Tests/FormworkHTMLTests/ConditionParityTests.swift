import Foundation
import Formwork
@testable import FormworkHTML
import Testing

/// One table of condition cases, answered by the Swift evaluator and by the
/// browser's interpreter in formwork.js (run by Node): both must give the
/// table's answer for every case.
@Suite("Conditions: Swift and the browser agree")
struct ConditionParityTests {
    struct Case: Decodable {
        let condition: String
        let values: [String: JSONValue]
        let expected: Bool
    }

    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let cases: [Case] = {
        do {
            return try JSONDecoder().decode([Case].self, from: Data(contentsOf: here.appendingPathComponent("Fixtures/condition-cases.json")))
        } catch {
            return []
        }
    }()

    static func predicateValue(_ json: JSONValue) -> PredicateValue {
        switch json {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .integer(let i): return .number(Double(i))
        case .number(let n): return .number(n)
        case .string(let s): return PredicateValue(s)
        case .array(let items): return .list(items.map(predicateValue))
        case .object(let object):
            if case .number(let seconds)? = object["date"] { return .date(Date(timeIntervalSince1970: seconds)) }
            if case .integer(let seconds)? = object["date"] { return .date(Date(timeIntervalSince1970: Double(seconds))) }
            if case .array(let items)? = object["list"] { return .list(items.map(predicateValue)) }
            return .null
        }
    }

    @Test func theTableIsReadAndLarge() {
        #expect(Self.cases.count >= 90)
    }

    @Test func swiftGivesTheTablesAnswers() throws {
        for item in Self.cases {
            let predicate = try FormPredicate(format: item.condition)
            let answer = predicate.evaluate { tag in item.values[tag].map(Self.predicateValue) ?? .null }
            #expect(answer == item.expected, "\(item.condition) with \(item.values)")
        }
    }

    @Test func theBrowserGivesTheTablesAnswers() throws {
        var json = JSONText()
        let expressions = try Self.cases.map { try FormPredicate(format: $0.condition).expression }
        json.array(Array(zip(expressions, Self.cases))) { json, pair in
            json.raw("{\"e\":")
            ConditionJSON.write(pair.0, into: &json)
            json.raw(",\"v\":")
            json.raw(text: String(decoding: try! JSONEncoder().encode(pair.1.values), as: UTF8.self))
            json.raw("}")
        }
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-cases-\(UUID().uuidString).json")
        try json.text.write(to: input, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: input) }
        let script = Self.here.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/FormworkHTML/Assets/formwork.js").path
        let program = """
            const f = require(process.argv[1]);
            const cases = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
            const norm = v => typeof v === 'string' ? v.normalize('NFC')
              : (v && v.list) ? { list: v.list.map(norm) } : (v === undefined ? null : v);
            console.log(JSON.stringify(cases.map(c => f.evaluate(c.e, t => norm(c.v[t])))));
            """
        let output = try Node.run(program, arguments: [script, input.path])
        let answers = try JSONDecoder().decode([Bool].self, from: Data(output.utf8))
        try #require(answers.count == Self.cases.count)
        for (item, answer) in zip(Self.cases, answers) {
            #expect(answer == item.expected, "formwork.js: \(item.condition) with \(item.values)")
        }
    }

    @Test func conditionsReachThePageAsData() throws {
        let form = Form()
        form +++ Section() <<< SwitchRow("ship") { $0.value = true }
            <<< PushRow<String>("country") { $0.options = ["US", "FR"]; $0.hidden = "$ship == false" }
            <<< TextRow("state") { $0.hidden = "$country != 'US'" }
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"<script type="application/json" class="fw-data">{"decimal":".","tags":{"ship":{"row":"ship","read":"bool","value":true},"country":{"row":"country","read":"choice","options":{"US":["US","string(\"US\")"],"FR":["FR","string(\"FR\")"]},"value":null}},"rows":[{"id":"country","hidden":{"cmp":[{"ref":"ship"},"==",0,{"lit":false}]}},{"id":"state","hidden":{"cmp":[{"ref":"country"},"!=",0,{"lit":"US"}]}}],"sections":[],"checks":[],"ruleSets":[]}</script>"#))
    }
}

/// Runs Node, which the test machine has (the browser interpreter is checked with it).
enum Node {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func run(_ program: String, arguments: [String]) throws -> String {
        let path = ["/usr/bin/node", "/usr/local/bin/node", "/usr/bin/nodejs"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let path else { throw Failure(description: "Node is needed to check formwork.js: install Debian's nodejs") }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-e", program] + arguments
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        let errors = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "node failed: " + String(decoding: errors, as: UTF8.self))
        }
        return String(decoding: data, as: UTF8.self)
    }

}
