import Foundation
import Formwork
@testable import FormworkCommandLine
import FormworkTerminal
import Glibc
import Testing

/// What is missing or invalid asked, and nothing else: plain questions read from a
/// pipe, a line each, in order; no asking without a terminal unless `--plain`, nor
/// with `--no-input`, nor past a usage problem.
@Suite("Command line: asking what is missing")
struct AskingTests {
    /// Three required questions, an optional one, a switch that shows a required one,
    /// and a number with a least value.
    static func form() -> Form {
        let form = Form()
        form +++ Section("Deploy")
            <<< TextRow("service") { $0.title = "Service"; $0.add(rule: RuleRequired()) }
            <<< TextRow("owner") { $0.title = "Owner"; $0.add(rule: RuleRequired()) }
            <<< TextRow("team") { $0.title = "Team"; $0.add(rule: RuleRequired()) }
            <<< TextRow("note") { $0.title = "Note" }
            <<< IntRow("replicas") { $0.title = "Replicas"; $0.value = 2; $0.add(rule: RuleGreaterOrEqualThan(min: 1)) }
            <<< SwitchRow("canary") { $0.title = "Canary" }
            <<< IntRow("percent") { $0.title = "Canary share"; $0.hidden = "$canary != true"; $0.add(rule: RuleRequired()) }
        return form
    }

    /// Standard input as a pipe holding `lines`, already closed at the far end.
    final class Pipe {
        let read: Int32
        init(_ text: String) {
            var fds: [Int32] = [-1, -1]
            _ = pipe(&fds)
            let bytes = Array(text.utf8)
            _ = bytes.withUnsafeBytes { Glibc.write(fds[1], $0.baseAddress, $0.count) }
            close(fds[1])
            read = fds[0]
        }

        /// What the run left unread.
        func rest() -> String {
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = buffer.withUnsafeMutableBytes { Glibc.read(read, $0.baseAddress, $0.count) }
            return String(decoding: buffer.prefix(max(0, count)), as: UTF8.self)
        }

        deinit { close(read) }
    }

    /// Runs the command with `input` on a pipe: the outcome, what it printed as
    /// problems, the form and what stayed unread.
    static func run(_ arguments: [String], input: String, form: Form = form())
        throws -> (outcome: FormCommand.Outcome, errors: String, form: Form, rest: String) {
        let command = try FormCommand(form: form, name: "deploy")
        let pipe = Pipe(input)
        var errors = ""
        let outcome = command.run(arguments: arguments, environment: [:], terminal: TerminalDevice(input: pipe.read, output: STDERR_FILENO),
                                  output: { _ in }, errors: { errors += $0 })
        return (outcome, errors, form, pipe.rest())
    }

    static func text(_ form: Form, _ tag: String) -> String? { form.rowBy(tag: tag)?.inputText }

    @Test func onlyWhatIsMissingIsAskedALineEach() throws {
        // Two questions missing, two lines read; the third line stays unread.
        let run = try Self.run(["--plain", "--owner", "ana"], input: "api\nweb\nleft for later\n")
        #expect(run.outcome == .completed)
        #expect(Self.text(run.form, "service") == "api" && Self.text(run.form, "owner") == "ana" && Self.text(run.form, "team") == "web")
        // The optional note and the hidden share were not asked.
        #expect(Self.text(run.form, "note") == nil)
        #expect(run.rest == "left for later\n")
    }

    @Test func aValueRefusedAsReadIsAskedAgain() throws {
        let run = try Self.run(["--plain", "--service", "api", "--owner", "ana", "--team", "web", "--replicas", "many"], input: "3\nmore\n")
        #expect(run.outcome == .completed)
        #expect(Self.text(run.form, "replicas") == "3")
        #expect(run.rest == "more\n")
    }

    @Test func aValueTheFormRefusesIsAskedAgain() throws {
        let run = try Self.run(["--plain", "--service", "api", "--owner", "ana", "--team", "web", "--replicas", "0"], input: "0\n4\n")
        // The first answer is refused as the flag was, and asked again.
        #expect(run.outcome == .completed)
        #expect(Self.text(run.form, "replicas") == "4")
        #expect(run.rest.isEmpty)
    }

    @Test func aQuestionAnAnswerShowsIsAskedToo() throws {
        // The switch given, the share it shows is missing: asked, and only it.
        let run = try Self.run(["--plain", "--service", "api", "--owner", "ana", "--team", "web", "--canary"], input: "25\nmore\n")
        #expect(run.outcome == .completed)
        #expect(Self.text(run.form, "percent") == "25")
        #expect(run.rest == "more\n")
    }

    @Test func hiddenQuestionsAreNeverAsked() throws {
        let run = try Self.run(["--plain", "--service", "api", "--owner", "ana"], input: "web\n10\n")
        #expect(run.outcome == .completed)
        #expect(Self.text(run.form, "percent") == nil)
        #expect(run.rest == "10\n")
    }

    @Test func inputEndingOnARequiredQuestionFailsNamingIt() throws {
        let run = try Self.run(["--plain", "--service", "api"], input: "ana\n")
        #expect(run.outcome == .failed(65))
        #expect(run.errors.contains("--team") && !run.errors.contains("--owner"))
    }

    @Test func noInputNeverReads() throws {
        let run = try Self.run(["--no-input", "--plain", "--service", "api"], input: "ana\nweb\n")
        #expect(run.outcome == .failed(65))
        #expect(run.errors.contains("--owner") && run.errors.contains("--team"))
        #expect(run.rest == "ana\nweb\n")
    }

    @Test func withoutATerminalNothingIsAskedUnlessPlain() throws {
        let run = try Self.run(["--service", "api"], input: "ana\nweb\n")
        #expect(run.outcome == .failed(65))
        #expect(run.rest == "ana\nweb\n")
    }

    @Test func aUsageProblemIsNeverAskedAbout() throws {
        let run = try Self.run(["--plain", "--servise", "api"], input: "api\nana\nweb\n")
        #expect(run.outcome == .failed(64))
        #expect(run.errors.contains("--service"))
        #expect(run.rest == "api\nana\nweb\n")
    }

    @Test func pagesWithNothingToAskArePassedAndThereIsNoReview() throws {
        let form = Form()
        form +++ Page("Who") <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
        form +++ Page("Where") <<< TextRow("city") { $0.title = "City"; $0.add(rule: RuleRequired()) }
        let command = try FormCommand(form: form, name: "trip")
        let pipe = Pipe("Lyon\nnot read\n")
        let outcome = command.run(arguments: ["--plain", "--name", "Ada"], environment: [:],
                                  terminal: TerminalDevice(input: pipe.read, output: STDERR_FILENO), output: { _ in }, errors: { _ in })
        #expect(outcome == .completed)
        #expect(form.rowBy(tag: "city")?.inputText == "Lyon" && form.rowBy(tag: "name")?.inputText == "Ada")
        #expect(pipe.rest() == "not read\n")
    }

    @Test func aSecretIsAskedFromThePromptOnly() throws {
        let form = Form()
        form +++ Section() <<< PasswordRow("token") { $0.title = "Token"; $0.add(rule: RuleRequired()) }
        let run = try Self.run(["--plain"], input: "s3cret\n", form: form)
        #expect(run.outcome == .completed)
        #expect(form.rowBy(tag: "token")?.baseValue as? String == "s3cret")
        #expect(!run.errors.contains("s3cret"))
    }
}
