import Foundation
import Formwork
import FormworkHTML
@testable import FormworkJSONSchema
import Testing

/// The gallery's JSON Schema pages judged by Python's `jsonschema` 4.26.0 (named by
/// `FORMWORK_JSONSCHEMA_PYTHON`, which scripts/test installs) and by Formwork: the
/// instance every submission makes is valid for one exactly when it is for the
/// other, formats asserted in both.
///
/// Python's `email` format only asks for an `@`, where Formwork's follows RFC 5321;
/// the emails posted are either valid addresses or lack their `@`, the cases the
/// two define alike.
@Suite("JSON Schema: Python's jsonschema judges the gallery's submissions as Formwork does")
struct PythonParityTests {
    static let python = ProcessInfo.processInfo.environment["FORMWORK_JSONSCHEMA_PYTHON"]

    /// One of `values`, the first (a good one) half the time, so that many posts are valid.
    static func pick(_ values: [String], _ random: inout SeededGenerator) -> String {
        Bool.random(using: &random) ? values[0] : values.randomElement(using: &random)!
    }

    /// Posts for the trip page: each field given one of several values, good and bad.
    static func tripPosts(_ count: Int, _ random: inout SeededGenerator) -> [String] {
        let choices: [(String, [String])] = [
            ("email", ["ada@example.com", "", "ada.example.com", "bo@example.org"]),
            ("departure", ["2026-12-24", "", "2026-02-30", "tomorrow"]),
            ("nights", ["3", "", "0", "31", "two", "12"]),
            ("country", ["FR", "US", "JP", "", "XX"]),
            ("state", ["CA", "", "California"]),
            ("extras", ["", "breakfast", "parking", "spa"]),
            ("code", ["", "ABCD12", "TEST00", "abc"]),
            ("notes", ["", "Quiet room, please.", String(repeating: "x", count: 501)]),
        ]
        return (0..<count).map { _ in
            var fields: [(String, String)] = []
            for (name, values) in choices {
                let value = pick(values, &random)
                if !value.isEmpty || Bool.random(using: &random) { fields.append((name, value)) }
            }
            let travellers = Int.random(in: 0...5, using: &random) % (Bool.random(using: &random) ? 2 : 6)
            fields.append(("travellers.count", String(travellers)))
            for index in 0..<travellers {
                fields.append(("travellers.items", String(index)))
                fields.append(("travellers.\(index).name", pick(["Ann", "B", "", "Chloé"], &random)))
                fields.append(("travellers.\(index).age", pick(["30", "", "-1", "121", "7"], &random)))
            }
            return encoded(fields)
        }
    }

    static func petPosts(_ count: Int, _ random: inout SeededGenerator) -> [String] {
        let choices: [(String, [String])] = [
            ("name", ["Rex", "", String(repeating: "n", count: 41)]),
            ("species", ["dog", "cat", "", "lion"]),
            ("birthday", ["", "2020-02-29", "2021-02-29"]),
            ("weight", ["", "12.5", "0", "-3", "250", "heavy"]),
            ("vaccinated", ["", "true"]),
            ("owner.email", ["", "me@example.com", "me.example.com"]),
            ("owner.phone", ["", "+33 6 12 34 56", "call me"]),
        ]
        return (0..<count).map { _ in
            encoded(choices.map { ($0.0, pick($0.1, &random)) })
        }
    }

    static func encoded(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._")
        return fields.map { "\($0.0.addingPercentEncoding(withAllowedCharacters: allowed)!)=\($0.1.addingPercentEncoding(withAllowedCharacters: allowed)!)" }
            .joined(separator: "&")
    }

    /// Python's verdicts on `instances`.
    static func pythonVerdicts(schema: JSON, instances: [JSON], python: String) throws -> [Bool] {
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-parity-\(UUID().uuidString).json")
        defer { try? FileManager.default.removeItem(at: input) }
        try Data(JSON.object(["schema": schema, "instances": .array(instances)]).description.utf8).write(to: input)
        let script = """
            import json, sys
            from jsonschema import Draft202012Validator
            data = json.load(open(sys.argv[1]))
            validator = Draft202012Validator(data["schema"], format_checker=Draft202012Validator.FORMAT_CHECKER)
            print(json.dumps([validator.is_valid(i) for i in data["instances"]]))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, input.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSON(parsing: [UInt8](data)).array?.compactMap(\.bool) ?? []
    }

    func judge(_ schema: JSON, uiSchema: JSON?, posts: [String], make: () throws -> Form, python: String) throws {
        let validator = try JSONSchema(schema, options: .forms)
        var instances: [JSON] = []
        var formValid: [Bool] = []
        for post in posts {
            let form = try make()
            let outcome = try FormSubmission(urlEncoded: Array(post.utf8)).apply(to: form)
            instances.append(try #require(form.jsonSchemaInstance))
            formValid.append(outcome == .valid)
        }
        let ours = instances.map(validator.isValid)
        let theirs = try Self.pythonVerdicts(schema: schema, instances: instances, python: python)
        #expect(theirs.count == instances.count)
        for index in instances.indices where index < theirs.count && ours[index] != theirs[index] {
            Issue.record("\(instances[index]): Formwork says \(ours[index]), jsonschema \(theirs[index])")
        }
        for index in instances.indices where formValid[index] {
            #expect(ours[index] && theirs.indices.contains(index) && theirs[index], "a submission the form takes is valid: \(posts[index])")
        }
        let valid = ours.filter { $0 }.count
        print("parity: \(instances.count) submissions, \(valid) valid and \(instances.count - valid) invalid, judged alike by both")
        #expect(valid >= 10 && instances.count - valid >= 10, "both kinds are among the submissions")
    }

    @Test(.enabled(if: python != nil, "FORMWORK_JSONSCHEMA_PYTHON names a Python with jsonschema 4.26.0 (scripts/test installs it)"))
    func theTripPage() throws {
        var random = SeededGenerator(seed: 46)
        let schema = try OpenAPIFormTests.document("trip.schema.json")
        let ui = try OpenAPIFormTests.document("trip.ui.json")
        var posts = Self.tripPosts(300, &random)
        // Certainly valid ones too: everything right, and the least.
        posts.append("email=ada%40example.com&country=FR&travellers.count=1&travellers.items=0&travellers.0.name=Ann")
        posts.append("email=ada%40example.com&country=US&state=CA&travellers.count=0&nights=3")
        try judge(schema, uiSchema: ui, posts: posts, make: { try Form(jsonSchema: schema, uiSchema: ui) }, python: Self.python!)
    }

    @Test(.enabled(if: python != nil, "FORMWORK_JSONSCHEMA_PYTHON names a Python with jsonschema 4.26.0 (scripts/test installs it)"))
    func thePetPage() throws {
        var random = SeededGenerator(seed: 7)
        let document = try OpenAPIFormTests.document("petstore.openapi.json")
        let schema = try OpenAPIRequestSchema.schema(in: document, operationID: "createPet")
        try judge(schema, uiSchema: nil, posts: Self.petPosts(300, &random),
                  make: { try Form(openAPI: document, operationID: "createPet") }, python: Self.python!)
    }
}
