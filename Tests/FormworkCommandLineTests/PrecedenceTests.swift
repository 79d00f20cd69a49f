import Foundation
import Formwork
@testable import FormworkCommandLine
import Testing

/// Every pair of sources, for every kind of question: the one higher in the
/// precedence (flag, environment, answers file, draft, the form's default) gives the
/// value, whichever the other is, and a default never hides a value below it.
@Suite("Command line: precedence over every pair of sources")
struct PrecedenceTests {
    enum Source: String, CaseIterable, Sendable {
        case flag, environment, answers, draft, formDefault

        var rank: Int { Source.allCases.firstIndex(of: self)! }
    }

    enum Kind: String, CaseIterable, Sendable {
        case text, number, choice, choices, group, file, password
    }

    /// What each source gives, as its text in the form afterwards: distinct per source.
    static func given(_ kind: Kind, by source: Source) -> String {
        let index = source.rank
        switch kind {
        case .number: return "\(index + 1)"
        case .file: return "\(source.rawValue).txt"
        default: return ["f", "e", "a", "d", "D"][index]
        }
    }

    /// A form of one question of `kind`, with its default when `withDefault`.
    static func form(_ kind: Kind, withDefault: Bool) -> Form {
        let form = Form()
        let section = Section("Only")
        let fallback = withDefault ? given(kind, by: .formDefault) : nil
        let keys = Source.allCases.map { given(kind, by: $0) }
        switch kind {
        case .text: section <<< TextRow("v") { $0.value = fallback }
        case .number: section <<< IntRow("v") { $0.value = fallback.flatMap { Int($0) } }
        case .choice: section <<< PushRow<String>("v") { $0.options = keys; $0.value = fallback }
        case .choices: section <<< MultipleSelectorRow<String>("v") { $0.options = keys; $0.value = fallback.map { [$0] } }
        case .file:
            section <<< FileRow("v") { $0.value = fallback.map { UploadedFile(name: $0, contentType: "text/plain", data: Data($0.utf8)) } }
        case .password: section <<< PasswordRow("v") { $0.value = fallback }
        case .group:
            form +++ section
            form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Items") {
                $0.tag = "v"
                $0.multivaluedRowToInsertAt = { _ in TextRow() }
                if let fallback { $0 <<< TextRow { $0.value = fallback } }
            }
            return form
        }
        form +++ section
        return form
    }

    /// The question's value afterwards, as text (a group's as its one item).
    static func text(_ resolution: CommandResolution, _ kind: Kind) -> String? {
        let form = resolution.command.form
        switch kind {
        case .group:
            guard case .array(let items)? = form.jsonValues()["v"], items.count == 1, case .string(let item) = items[0] else { return nil }
            return item
        case .password: return form.rowBy(tag: "v")?.baseValue as? String
        default:
            guard let row = form.rowBy(tag: "v") else { return nil }
            return resolution.command.question("v")?.text(of: row)
        }
    }

    static func run(_ kind: Kind, _ sources: Set<Source>) throws -> CommandResolution {
        var arguments: [String] = []
        var environment: [String: String] = [:]
        var files: [String: String] = [:]
        var draft: [String: JSONValue]?
        for source in sources {
            let value = given(kind, by: source)
            switch source {
            case .flag:
                switch kind {
                case .password:
                    arguments += ["--v-file", "secret.txt"]
                    files["secret.txt"] = value + "\n"
                case .file:
                    arguments += ["--v", value]
                default: arguments += ["--v", value]
                }
            case .environment: environment["P_V"] = value
            case .answers:
                let json = kind == .choices || kind == .group ? "[\"\(value)\"]" : kind == .number ? value : "\"\(value)\""
                files["a.json"] = "{\"v\": \(json)}"
                arguments += ["--answers", "a.json"]
            case .draft:
                draft = ["v": kind == .choices || kind == .group ? .array([.string(value)]) : kind == .number ? .integer(Int(value)!) : .string(value)]
            case .formDefault: break
            }
        }
        let command = try FormCommand(form: form(kind, withDefault: sources.contains(.formDefault)), name: "p")
        var resolution = command.resolve(arguments: arguments, environment: environment, readFile: { path, _ in
            // A file question's file holds its own name.
            Array((files[path] ?? path).utf8)
        }, draft: draft.map { ("D1", $0) })
        resolution.apply()
        return resolution
    }

    static var pairs: [(Kind, Source, Source)] {
        var pairs: [(Kind, Source, Source)] = []
        for kind in Kind.allCases {
            for (index, first) in Source.allCases.enumerated() {
                for second in Source.allCases[(index + 1)...] { pairs.append((kind, first, second)) }
            }
        }
        return pairs
    }

    @Test(arguments: pairs)
    func theHigherOfTwoSourcesGivesTheValue(kind: Kind, higher: Source, lower: Source) throws {
        let resolution = try Self.run(kind, [higher, lower])
        if kind == .password {
            // A secret comes from its file flag, else the form's default; the
            // environment and an answers file are refused, a draft never holds one.
            let both: [Source] = [higher, lower]
            let taken: [Source] = both.filter { (source: Source) -> Bool in source == .flag || source == .formDefault }
            let expected: String? = taken.first.map { (source: Source) -> String in Self.given(kind, by: source) }
            #expect(Self.text(resolution, kind) == expected)
            let refused: [Source] = both.filter { (source: Source) -> Bool in source == .environment || source == .answers }
            let usage = resolution.problems.filter { (problem: CommandProblem) -> Bool in problem.kind == .usage }
            #expect(usage.count == refused.count, "\(resolution.problems)")
            #expect(!resolution.problemsText().contains(": e\n") && !resolution.problemsText().contains("\"a\""), "a secret is never echoed")
            return
        }
        #expect(resolution.problems.isEmpty, "\(resolution.problems)")
        // A draft holds no file path: a file question passes it over.
        let winner = kind == .file && higher == .draft ? lower : higher
        #expect(Self.text(resolution, kind) == Self.given(kind, by: winner), "\(kind): \(higher) over \(lower)")
        let expected: ValueSource? = switch winner {
        case .flag: .flag("--v")
        case .environment: .environment("P_V")
        case .answers: .answers(file: "a.json", line: 1)
        case .draft: .draft("D1")
        case .formDefault: nil
        }
        #expect(resolution.source(of: "v") == expected)
    }

    @Test(arguments: Kind.allCases)
    func eachSourceAloneGivesItsValue(kind: Kind) throws {
        for source in Source.allCases {
            let resolution = try Self.run(kind, [source])
            let accepted = (kind != .password || source == .flag || source == .formDefault) && (kind != .file || source != .draft)
            #expect(Self.text(resolution, kind) == (accepted ? Self.given(kind, by: source) : nil), "\(kind) from \(source)")
        }
    }
}
