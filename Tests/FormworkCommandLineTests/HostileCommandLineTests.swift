import Foundation
import Formwork
@testable import FormworkCommandLine
import Testing

/// Argument lists, environments and answers files made to break the reader: none
/// crashes it, each ends in a clear status, and no message repeats a huge value.
@Suite("Command line: hostile input")
struct HostileCommandLineTests {
    static let fragments = [
        "--name", "--name=", "--name=x", "--replicas", "--replicas=-1", "--replicas=1e999", "--region", "--region=mars",
        "--zones", "--zones=a", "--canary", "--no-canary", "--no-canary=1", "--canary=maybe", "--canary.percent", "--token",
        "--token-file", "--token-stdin", "--answers", "--", "-", "-x", "---", "--=", "=", "", "api", "a,b",
        "\u{1B}[2J", "\u{0}", "é\u{301}", String(repeating: "A", count: 1 << 20), "--" + String(repeating: "n", count: 5_000),
        "--help-json=1", "--print-resolved",
    ]

    @Test func randomArgumentListsEndInAStatusWithShortMessages() throws {
        var random = SeededGenerator(seed: 47)
        for _ in 0..<600 {
            let count = Int.random(in: 0...8, using: &random)
            let arguments = (0..<count).map { _ in Self.fragments.randomElement(using: &random)! }
            let command = try FormCommand(form: ResolutionTests.form(), name: "deploy")
            var resolution = command.resolve(arguments: arguments, environment: [:], readFile: { _, _ in Array("x".utf8) },
                                             standardInput: { [] })
            resolution.apply()
            #expect([0, 64, 65].contains(resolution.exitStatus))
            for problem in resolution.problems {
                #expect(problem.description.count < 400, "a message repeats a value whole: \(problem.description.prefix(80))")
                #expect(!problem.description.contains("\u{1B}"), "an escape sequence reached a message")
            }
        }
    }

    @Test func randomAnswersFilesAreRefusedWithALineOrRead() throws {
        var random = SeededGenerator(seed: 4_747)
        let pieces = ["{", "}", "[", "]", ",", ":", "\"name\"", "\"zones\"", "\"x\"", "1", "-", "e", "true", "nul", "\n", "\\", "\"\\u", "\u{FF}"]
        for _ in 0..<800 {
            var text = ""
            for _ in 0..<Int.random(in: 0...20, using: &random) { text += pieces.randomElement(using: &random)! }
            var bytes = Array(text.utf8)
            if Bool.random(using: &random), !bytes.isEmpty { bytes[Int.random(in: 0..<bytes.count, using: &random)] = 0xC3 }
            let command = try FormCommand(form: ResolutionTests.form(), name: "deploy")
            var resolution = command.resolve(arguments: ["--answers", "a.json"], environment: [:], readFile: { _, _ in bytes })
            resolution.apply()
            #expect([0, 64, 65].contains(resolution.exitStatus))
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
            for problem in resolution.problems {
                if case .answers(_, let line)? = problem.source { #expect(line >= 1 && line <= max(1, lines)) }
            }
        }
    }

    @Test func randomEnvironmentsAndGroupFlagsEndInAStatus() throws {
        var random = SeededGenerator(seed: 4_700)
        let values = ["", "[", "[]", "[{}]", "[{\"name\": \"Ada\"}]", "[{\"nmae\": 1}]", "[[1]]", "a,b,,c", "[\"x\", {\"name\": 1}]",
                      "{\"name\": \"x\"}", "\u{1B}]0;x\u{7}", String(repeating: "[", count: 10_000), String(repeating: "9", count: 5_000),
                      "null", "true", "-1", "1e999"]
        let variables = ["TRIP_NAME", "TRIP_PHONES", "TRIP_TRAVELLERS", "TRIP_MEALS", "TRIP_NOPE"]
        let flags = ["--travellers.0.name", "--travellers.1.age", "--travellers.999.name", "--travellers.-1.name", "--travellers.0.",
                     "--travellers..name", "--phones", "--phones.0", "--phones.3", "--meals", "--travellers.0.name.x"]
        for _ in 0..<600 {
            var environment: [String: String] = [:]
            for _ in 0..<Int.random(in: 0...3, using: &random) {
                environment[variables.randomElement(using: &random)!] = values.randomElement(using: &random)!
            }
            var arguments: [String] = []
            for _ in 0..<Int.random(in: 0...4, using: &random) {
                arguments += [flags.randomElement(using: &random)!, values.randomElement(using: &random)!]
            }
            let resolution = try GroupTests.resolve(arguments, environment: environment)
            #expect([0, 64, 65].contains(resolution.exitStatus))
            #expect((resolution.command.form.sectionBy(tag: "travellers")?.items.count ?? 0) <= 1000)
            for problem in resolution.problems {
                #expect(problem.description.count < 400 && !problem.description.contains("\u{1B}"), "\(problem.description.prefix(80))")
            }
        }
    }

    @Test func deepNestingAndHugeFilesAreRefused() throws {
        let deep = String(repeating: "{\"a\":", count: 100_000) + "1" + String(repeating: "}", count: 100_000)
        #expect(throws: AnswersFile.Problem.self) { try AnswersFile(name: "a.json", bytes: Array(deep.utf8)) }
        let huge = [UInt8](repeating: UInt8(ascii: " "), count: AnswersFile.maximumBytes + 1)
        #expect(throws: AnswersFile.Problem.self) { try AnswersFile(name: "a.json", bytes: huge) }
    }
}
