import Foundation
import Formwork
@testable import FormworkCommandLine
import Testing

/// Answers saved and read back, drafts left and taken up, and a secret found nowhere
/// it should not be.
@Suite("Command line: saved answers, drafts and secrets")
struct RoundTripTests {
    /// Every kind of question, a condition, a group of items, a secret and a file.
    static func form() -> Form {
        let form = Form()
        form +++ Section("Deploy")
            <<< TextRow("service") { $0.title = "Service"; $0.add(rule: RuleRequired()) }
            <<< IntRow("replicas") { $0.title = "Replicas"; $0.value = 2 }
            <<< DateRow("start") { $0.title = "Start" }
            <<< PushRow<String>("region") { $0.title = "Region"; $0.options = ["eu", "us"] }
            <<< MultipleSelectorRow<String>("zones") { $0.title = "Zones"; $0.options = ["a", "b", "c"] }
            <<< SwitchRow("canary") { $0.title = "Canary" }
            <<< IntRow("share") { $0.title = "Share"; $0.hidden = "$canary != true"; $0.add(rule: RuleRequired()) }
            <<< PasswordRow("token") { $0.title = "Token"; $0.add(rule: RuleRequired()) }
            <<< FileRow("manifest") { $0.title = "Manifest" }
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Owners") {
            $0.tag = "owners"
            $0.multivaluedRowToInsertAt = { _ in
                let row = SubformRow(tag: nil)
                let item = Form()
                item +++ Section() <<< TextRow("name") { $0.title = "Name" } <<< IntRow("age") { $0.title = "Age" }
                row.subform = item
                return row
            }
        }
        return form
    }

    static let secret = "s3cr3t-Zq9-never-shown"

    final class Files: @unchecked Sendable {
        var contents: [String: String] = [:]
    }

    static func temporary(_ name: String) -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("formwork-\(UUID().uuidString)-\(name)").path
    }

    @Test func savedAnswersReadBackGiveTheSameValues() throws {
        let tokenFile = Self.temporary("token")
        let manifest = Self.temporary("manifest.yml")
        let saved = Self.temporary("answers.json")
        try Data((Self.secret + "\n").utf8).write(to: URL(fileURLWithPath: tokenFile))
        try Data("kind: deploy".utf8).write(to: URL(fileURLWithPath: manifest))
        defer { for path in [tokenFile, manifest, saved] { try? FileManager.default.removeItem(atPath: path) } }
        let first = Self.form()
        let arguments = ["--service", "api \"quoted\" é", "--replicas", "5", "--start", "2026-03-01", "--region", "us", "--zones", "a",
                         "--zones", "c", "--canary", "--share", "20", "--owners.0.name", "Ada", "--owners.0.age", "36",
                         "--owners.1.name", "Lin", "--token-file", tokenFile, "--manifest", manifest]
        var errors = ""
        let outcome = try FormCommand(form: first, name: "deploy").run(arguments: arguments + ["--save-answers", saved], environment: [:],
                                                                        output: { _ in }, errors: { errors += $0 })
        #expect(outcome == .completed, "\(errors)")
        let text = try String(contentsOfFile: saved, encoding: .utf8)
        #expect(!text.contains(Self.secret) && !text.contains("token"), "a secret is never saved: \(text)")
        #expect(text.contains("\"replicas\" : 5") && text.contains("\"canary\" : true"), "\(text)")

        // Read back with nothing else: the same values, the secret given again.
        let second = Self.form()
        var again = ""
        let back = try FormCommand(form: second, name: "deploy").run(arguments: ["--answers", saved, "--no-input", "--token-file", tokenFile],
                                                                       environment: [:], output: { _ in }, errors: { again += $0 })
        #expect(back == .completed, "\(again)")
        #expect(second.jsonValues() == first.jsonValues())
    }

    @Test func aPasswordGivenByFileIsFoundNowhere() throws {
        let tokenFile = Self.temporary("token")
        let saved = Self.temporary("answers.json")
        try Data((Self.secret + "\n").utf8).write(to: URL(fileURLWithPath: tokenFile))
        defer { for path in [tokenFile, saved] { try? FileManager.default.removeItem(atPath: path) } }
        let command = try FormCommand(form: Self.form(), name: "deploy")
        var printed = ""
        // Help, --print-resolved, problems (an invalid share, a secret also given where it may not be), saved answers.
        _ = command.run(arguments: ["--help"], environment: [:], output: { printed += $0 }, errors: { printed += $0 })
        _ = command.run(arguments: ["--help-json"], environment: [:], output: { printed += $0 }, errors: { printed += $0 })
        for arguments in [["--service", "a", "--token-file", tokenFile, "--print-resolved"],
                          ["--token-file", tokenFile, "--canary", "--share", "x", "--no-input"],
                          ["--service", "a", "--token-file", tokenFile, "--token", Self.secret, "--no-input"],
                          ["--service", "a", "--token-file", tokenFile, "--save-answers", saved]] {
            _ = try FormCommand(form: Self.form(), name: "deploy").run(arguments: arguments, environment: ["DEPLOY_TOKEN": Self.secret],
                                                                        output: { printed += $0 }, errors: { printed += $0 })
        }
        printed += (try? String(contentsOfFile: saved, encoding: .utf8)) ?? ""
        #expect(printed.contains("token") && printed.contains("********"), "the runs said something of the token")
        #expect(!printed.contains(Self.secret))
        #expect(!printed.contains("s3cr3t"))
    }

    @Test func aDraftSavedHereIsTakenUpByTheWebAndOneFromTheWebGoesOnHere() async throws {
        let drafts: any DraftStore = MemoryDraftStore()
        var printed = ""
        let command = try FormCommand(form: Self.form(), name: "deploy")
        let saved = await command.run(arguments: ["--service", "api", "--owners.0.name", "Ada", "--save-draft"], environment: [:],
                                      drafts: drafts, output: { printed += $0 }, errors: { printed += $0 })
        guard case .savedDraft(let code) = saved else {
            Issue.record("\(saved): \(printed)")
            return
        }
        #expect(printed.contains("draft: \(code)"))
        #expect(printed.contains("--token-file: This field is required."), "what is still missing is said")
        // The web takes it up as any draft.
        let draft = try #require(try await drafts.load(code, now: Date()))
        let web = Self.form()
        #expect(web.resume(from: draft).leftOut.isEmpty)
        #expect(web.rowBy(tag: "service")?.inputText == "api")
        #expect(web.jsonValues()["owners"] == .array([.object(["name": .string("Ada"), "age": .null])]))

        // The web changes it; the command goes on with it, a flag over the draft.
        web.rowBy(tag: "replicas")?.baseValue = 7
        let changed = try await drafts.save(web.draft(over: draft), now: Date())
        let tokenFile = Self.temporary("token")
        try Data("t".utf8).write(to: URL(fileURLWithPath: tokenFile))
        defer { try? FileManager.default.removeItem(atPath: tokenFile) }
        let form = Self.form()
        let finished = await (try FormCommand(form: form, name: "deploy")).run(
            arguments: ["--resume", code.rawValue, "--service", "web", "--token-file", tokenFile], environment: [:], drafts: drafts,
            output: { _ in }, errors: { printed += $0 })
        #expect(finished == .completed, "\(printed)")
        #expect(form.rowBy(tag: "replicas")?.inputText == "7" && form.rowBy(tag: "service")?.inputText == "web")
        #expect(try await drafts.load(changed.code, now: Date())?.submitted != nil, "finished here, it is not sent again elsewhere")
        let twice = await (try FormCommand(form: Self.form(), name: "deploy")).run(
            arguments: ["--resume", code.rawValue], environment: [:], drafts: drafts, output: { _ in }, errors: { printed += $0 })
        #expect(twice == .failed(65) && printed.contains("already sent"))
        let unknown = await (try FormCommand(form: Self.form(), name: "deploy")).run(
            arguments: ["--resume", "not a code"], environment: [:], drafts: drafts, output: { _ in }, errors: { printed += $0 })
        #expect(unknown == .failed(64))
    }
}
