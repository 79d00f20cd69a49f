import Foundation
import Formwork
@testable import FormworkCommandLine
import Testing

/// Sources merged by precedence, one check by the form, problems naming their source.
@Suite("Command line: resolving values")
struct ResolutionTests {
    /// A form with one question of each kind the command line reads.
    static func form() -> Form {
        let form = Form()
        form +++ Section("Service")
            <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
            <<< IntRow("replicas") { $0.title = "Replicas"; $0.value = 2; $0.add(rule: RuleGreaterOrEqualThan(min: 1)) }
            <<< PushRow<String>("region") { $0.title = "Region"; $0.options = ["eu", "us"]; $0.value = "eu" }
            <<< MultipleSelectorRow<String>("zones") { $0.title = "Zones"; $0.options = ["a", "b", "c"] }
            <<< SwitchRow("canary") { $0.title = "Canary" }
            <<< IntRow("canary.percent") { $0.title = "Canary share"; $0.hidden = "$canary != true"; $0.add(rule: RuleRequired()) }
            <<< PasswordRow("token") { $0.title = "Token" }
            <<< FileRow("manifest") { $0.title = "Manifest" }
        return form
    }

    static func resolve(_ arguments: [String], environment: [String: String] = [:], files: [String: String] = [:],
                        stdin: String = "") throws -> CommandResolution {
        let command = try FormCommand(form: form(), name: "deploy")
        var resolution = command.resolve(arguments: arguments, environment: environment, readFile: { path, limit in
            guard let text = files[path] else { throw FormCommand.FileProblem(message: "no such file, or it cannot be opened") }
            return Array(text.utf8)
        }, standardInput: { Array(stdin.utf8) })
        resolution.apply()
        return resolution
    }

    @Test func namesComeFromTheTags() throws {
        let command = try FormCommand(form: Self.form(), name: "my-deploy")
        #expect(command.environmentPrefix == "MY_DEPLOY")
        let percent = try #require(command.question("canary.percent"))
        #expect(percent.flag == "--canary.percent" && percent.environmentVariable == "MY_DEPLOY_CANARY_PERCENT")
        #expect(command.question("zones")?.kind == .choices && command.question("region")?.kind == .choice)
        #expect(command.question("canary")?.kind == .toggle && command.question("token")?.isSecret == true)
    }

    /// Each kind, given by every pair of sources: the higher one wins, whichever
    /// order the sources are read in, and a default never hides a lower source.
    @Test(arguments: [
        ("name", ["--name", "flag"], "DEPLOY_NAME", "env", "\"name\": \"file\"", "flag", "env", "file"),
        ("replicas", ["--replicas=5"], "DEPLOY_REPLICAS", "6", "\"replicas\": 7", "5", "6", "7"),
        ("region", ["--region", "us"], "DEPLOY_REGION", "us", "\"region\": \"us\"", "us", "us", "us"),
        ("zones", ["--zones", "a", "--zones", "b"], "DEPLOY_ZONES", "b,c", "\"zones\": [\"c\"]", "a, b", "b, c", "c"),
        ("canary", ["--no-canary"], "DEPLOY_CANARY", "true", "\"canary\": false", "false", "true", "false"),
    ])
    func theHigherSourceWins(tag: String, flag: [String], variable: String, environment: String, answer: String,
                             fromFlag: String, fromEnvironment: String, fromFile: String) throws {
        let base = ["--name", "n"].filter { _ in tag != "name" }
        let file = ["a.json": "{\(answer)}"]
        func value(_ resolution: CommandResolution) -> String? {
            guard let row = resolution.command.form.rowBy(tag: tag) else {
                Issue.record("no row \(tag)")
                return nil
            }
            return resolution.command.question(tag)?.text(of: row)
        }
        let all = try Self.resolve(base + flag + ["--answers", "a.json"], environment: [variable: environment], files: file)
        #expect(value(all) == fromFlag)
        #expect(all.source(of: tag) == .flag(flag[0].split(separator: "=").first.map(String.init)!))
        let noFlag = try Self.resolve(base + ["--answers", "a.json"], environment: [variable: environment], files: file)
        #expect(value(noFlag) == fromEnvironment && noFlag.source(of: tag) == .environment(variable))
        let onlyFile = try Self.resolve(base + ["--answers", "a.json"], files: file)
        #expect(value(onlyFile) == fromFile && onlyFile.source(of: tag) == .answers(file: "a.json", line: 1))
        let flagAndFile = try Self.resolve(base + flag + ["--answers", "a.json"], files: file)
        #expect(value(flagAndFile) == fromFlag)
    }

    @Test func aFileIsReadFromWhicheverSourceWinsAndOnlyThat() throws {
        var read: [String] = []
        let command = try FormCommand(form: Self.form(), name: "deploy")
        var resolution = command.resolve(arguments: ["--name", "a", "--manifest", "flag.yml", "--answers", "a.json"],
                                         environment: ["DEPLOY_MANIFEST": "env.yml"], readFile: { path, _ in
            read.append(path)
            return path == "a.json" ? Array(#"{"manifest": "file.yml"}"#.utf8) : Array("kind: \(path)".utf8)
        })
        resolution.apply()
        #expect(resolution.problems.isEmpty)
        #expect(read == ["a.json", "flag.yml"], "the environment's and the answers file's files are not read")
        let file = try #require(command.form.rowBy(tag: "manifest")?.baseValue as? UploadedFile)
        #expect(file.name == "flag.yml" && file.data == Data("kind: flag.yml".utf8))
        var fromAnswers = try FormCommand(form: Self.form(), name: "deploy").resolve(arguments: ["--name", "a", "--answers", "a.json"], environment: [:],
                                                                                       readFile: { path, _ in
            path == "a.json" ? Array(#"{"manifest": "dir/file.yml"}"#.utf8) : Array("from \(path)".utf8)
        })
        fromAnswers.apply()
        #expect((fromAnswers.command.form.rowBy(tag: "manifest")?.baseValue as? UploadedFile)?.data == Data("from dir/file.yml".utf8))
        #expect(fromAnswers.source(of: "manifest") == .answers(file: "a.json", line: 1))
    }

    @Test func aDraftAnswersBelowTheFileAndAboveTheDefault() throws {
        let command = try FormCommand(form: Self.form(), name: "deploy")
        let draft = (code: "K7P2", answers: ["replicas": JSONValue.integer(9), "region": .string("us"), "zones": .array([.string("b")]),
                                             "token": .string("never")])
        var resolution = command.resolve(arguments: ["--name", "a", "--answers", "a.json"], environment: [:], readFile: { _, _ in
            Array(#"{"region": "eu"}"#.utf8)
        }, draft: draft)
        resolution.apply()
        #expect(resolution.problems.isEmpty)
        #expect(command.form.rowBy(tag: "replicas")?.inputText == "9" && resolution.source(of: "replicas") == .draft("K7P2"))
        #expect(resolution.source(of: "region") == .answers(file: "a.json", line: 1))
        #expect(command.form.rowBy(tag: "zones")?.optionLists.first?.selectedKeys == ["b"])
        #expect(resolution.source(of: "token") == nil, "a secret is never taken from a draft")
    }

    @Test func draftsAreRefusedByACommandThatKeepsNone() throws {
        for arguments in [["--save-draft"], ["--resume", "ABCD"]] {
            var errors = ""
            let outcome = try FormCommand(form: Self.form(), name: "deploy").run(arguments: ["--name", "a"] + arguments, environment: [:],
                                                                                  output: { _ in }, errors: { errors += $0 })
            #expect(outcome == .failed(64) && errors == "deploy: \(arguments[0]): this command keeps no drafts\n")
        }
    }

    @Test func aDefaultStaysWhenNoSourceGivesAValueAndNeverHidesOne() throws {
        let none = try Self.resolve(["--name", "api"])
        #expect(none.command.form.rowBy(tag: "replicas")?.inputText == "2" && none.source(of: "replicas") == nil)
        #expect(none.resolvedText().contains("replicas        2  ← default"))
        let env = try Self.resolve(["--name", "api"], environment: ["DEPLOY_REPLICAS": "4"])
        #expect(env.command.form.rowBy(tag: "replicas")?.inputText == "4")
    }

    @Test func everyProblemIsReportedAtOnceNamingItsSource() throws {
        let resolution = try Self.resolve(["--replicas", "0", "--answers", "a.json"], environment: ["DEPLOY_REGION": "mars"],
                                          files: ["a.json": "{\n  \"zones\": [\"a\",\n  \"z\"]\n}"])
        let shown = resolution.problems.map(\.description)
        #expect(shown.contains { $0.hasPrefix("--replicas: ") }, "the rule's message, at the flag")
        #expect(shown.contains { $0.hasPrefix("$DEPLOY_REGION: ") }, "an option that is none of the row's")
        #expect(shown.contains { $0.hasPrefix("a.json:2: ") }, "the line of the value in the file")
        #expect(shown.contains { $0.hasPrefix("--name: ") }, "a required question nothing answered names its flag")
        #expect(resolution.exitStatus == 65)
        #expect(!resolution.problemsText().isEmpty && resolution.problemsText().split(separator: "\n").allSatisfy { $0.hasPrefix("deploy: ") })
    }

    @Test func usageProblemsAreUsage() throws {
        let unknown = try Self.resolve(["--name", "a", "--replica", "3"])
        #expect(unknown.problems.map(\.description) == ["--replica: unknown flag; did you mean --replicas?"])
        #expect(unknown.exitStatus == 64)
        let twice = try Self.resolve(["--name", "a", "--name", "b"])
        #expect(twice.problems.contains { $0.message.contains("given twice") } && twice.exitStatus == 64)
        let stray = try Self.resolve(["api"])
        #expect(stray.problems.contains { $0.message.hasPrefix("unexpected argument api") })
        let missing = try Self.resolve(["--name"])
        #expect(missing.problems.contains { $0.description == "--name: needs a value" })
        let valid = try Self.resolve(["--name", "api"])
        #expect(valid.problems.isEmpty && valid.exitStatus == 0)
    }

    @Test func aValueForAHiddenQuestionIsAProblemUnlessAnotherShowsIt() throws {
        let hidden = try Self.resolve(["--name", "a", "--canary.percent", "10"])
        #expect(hidden.problems.contains { $0.source == .flag("--canary.percent") && $0.message.contains("not asked") })
        // Given before the switch that shows it: the order of flags does not matter.
        let shown = try Self.resolve(["--canary.percent", "10", "--name", "a", "--canary"])
        #expect(shown.problems.isEmpty)
        #expect(shown.command.form.rowBy(tag: "canary.percent")?.inputText == "10")
        // Shown, and required: a problem when nothing answers it.
        let required = try Self.resolve(["--name", "a", "--canary"])
        #expect(required.problems.map(\.description) == ["--canary.percent: This field is required."])
    }

    @Test func secretsComeOnlyFromAFileOrStandardInputAndNeverShow() throws {
        let secret = "s3cr3t-Tok3n"
        let fromFlag = try Self.resolve(["--name", "a", "--token", secret])
        #expect(fromFlag.exitStatus == 64 && fromFlag.problems.first?.message.contains("--token-file") == true)
        #expect(!fromFlag.problemsText().contains(secret))
        let fromEnvironment = try Self.resolve(["--name", "a"], environment: ["DEPLOY_TOKEN": secret])
        #expect(fromEnvironment.exitStatus == 64 && !fromEnvironment.problemsText().contains(secret))
        let fromAnswers = try Self.resolve(["--name", "a", "--answers", "a.json"], files: ["a.json": "{\"token\": \"\(secret)\"}"])
        #expect(fromAnswers.exitStatus == 64 && !fromAnswers.problemsText().contains(secret))
        let fromFile = try Self.resolve(["--name", "a", "--token-file", "t"], files: ["t": secret + "\n"])
        #expect(fromFile.problems.isEmpty)
        #expect(fromFile.command.form.rowBy(tag: "token")?.baseValue as? String == secret, "the line, without its line break")
        #expect(fromFile.resolvedText().contains("token           ********  ← --token-file") && !fromFile.resolvedText().contains(secret))
        let endless = try Self.resolve(["--name", "a", "--token-stdin"], stdin: String(repeating: "x", count: FormCommand.maximumSecretBytes + 1))
        #expect(endless.problems.map(\.description) == ["--token-stdin: is over 64 KB, more than any secret"])
        let fromStandardInput = try Self.resolve(["--name", "a", "--token-stdin"], stdin: secret)
        #expect(fromStandardInput.command.form.rowBy(tag: "token")?.baseValue as? String == secret)
    }

    @Test func badAnswersFilesAreRefusedWithTheirLine() throws {
        func problem(_ text: String) throws -> String? {
            try Self.resolve(["--name", "a", "--answers", "a.json"], files: ["a.json": text]).problems.first?.description
        }
        #expect(try problem("{\n\"name\": \"x\",\n\"name\": \"y\"}") == "a.json:3: name is given twice")
        #expect(try problem("{\n\"nope\": 1}") == "a.json:2: nope is no question of this form")
        #expect(try problem("[1]") == "a.json:1: an answers file is a JSON object")
        #expect(try problem("{\"name\": \"x\"\n,\n")?.hasPrefix("a.json:3:") == true, "the end of the file, on its last line")
        #expect(try problem("{\"name\": [\"a\", \"b\"]}") == "a.json:1: name takes one value, not a list")
        #expect(try problem(#"{"address": {"city": {"deep": 1}}}"#)?.contains("no question") == true)
    }

    @Test func aFileThatIsNotUTF8NamesItsLine() throws {
        var bytes = Array("{\n\"name\": \"".utf8)
        bytes += [0xFF, 0xFE]
        bytes += Array("\"}".utf8)
        #expect(throws: AnswersFile.Problem.self) { try AnswersFile(name: "a.json", bytes: bytes) }
        do {
            _ = try AnswersFile(name: "a.json", bytes: bytes)
        } catch {
            #expect(error.line == 2)
        }
    }

    @Test func aHugeAnswersFileIsRefusedWithoutReadingItWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-huge-\(UUID().uuidString).json").path
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let handle = try #require(FileHandle(forWritingAtPath: path))
        try handle.truncate(atOffset: 100 << 20)
        try handle.close()
        let command = try FormCommand(form: Self.form(), name: "deploy")
        let resolution = command.resolve(arguments: ["--name", "a", "--answers", path], environment: [:])
        #expect(resolution.problems.map(\.message) == ["cannot be read: it is over 4 MB"])
        #expect(resolution.exitStatus == 65, "data refused, not a usage slip")
    }

    @Test func namesThatMeetAreRefused() {
        let form = Form()
        form +++ Section() <<< TextRow("a.b") <<< TextRow("a_b")
        #expect(throws: FormCommand.NameClash.self) { try FormCommand(form: form, name: "x") }
        let own = Form()
        own +++ Section() <<< TextRow("help")
        #expect(throws: FormCommand.NameClash.self) { try FormCommand(form: own, name: "x") }
    }
}
