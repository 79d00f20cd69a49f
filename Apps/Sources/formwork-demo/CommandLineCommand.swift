import ArgumentParser
import Foundation
import Formwork
import FormworkCommandLine
import FormworkGalleryForms
import FormworkGalleryTerminal

/// `formwork-demo cli <page> …`: a gallery form as a command line. Its questions are
/// answered by flags, by `FORMWORK_<PAGE>_<TAG>` environment variables and by an
/// answers file, checked once by the form; what is missing or invalid is asked at a
/// terminal; the values are printed as JSON, secrets hidden.
struct CommandLineCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cli",
        abstract: "Answer a gallery form as a command line, then print its values as JSON.",
        discussion: """
            Everything after the page is the form's command line: `formwork-demo cli contact --help` \
            lists its flags, environment variables and answers-file keys, written from the form. \
            Exit status 64 for a usage problem, 65 for values the form refuses, 130 when cancelled.
            """)

    @Argument(help: "The page, as `list` prints it.")
    var page: String

    @Argument(parsing: .captureForPassthrough, help: "The form's own flags; --help lists them.")
    var arguments: [String] = []

    func validate() throws {
        guard GalleryForms.all.contains(where: { $0.name == page }) else {
            throw ValidationError("no gallery page named \(page); use one of \(GalleryForms.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        guard let entry = GalleryForms.all.first(where: { $0.name == page }) else { throw ExitCode(64) }
        let form = entry.make()
        if form.title == nil { form.title = entry.summary }
        var command: FormCommand
        do {
            command = try FormCommand(form: form, name: "formwork-demo cli \(page)", environmentPrefix: Self.prefix(of: page))
        } catch {
            FileHandle.standardError.write(Data("formwork-demo: \(error)\n".utf8))
            throw ExitCode(70)
        }
        command.presenters = GalleryTerminal.presenters
        switch command.run(arguments: arguments) {
        case .printed: return
        case .failed(let status): throw ExitCode(status)
        case .cancelled: throw ExitCode(130)
        case .completed: print(try TerminalCommand.json(Self.shown(form.jsonValues(), of: command)))
        }
    }

    /// `FORMWORK_` and the page's name in capitals, `_` for what is not a letter or digit.
    static func prefix(of page: String) -> String {
        "FORMWORK_" + String(page.uppercased().map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
    }

    /// The values with every secret's replaced: what a tool prints is no place for one.
    static func shown(_ values: [String: JSONValue], of command: FormCommand) -> [String: JSONValue] {
        var shown = values
        for question in command.questions where question.isSecret && shown[question.tag] != nil && shown[question.tag] != .null {
            shown[question.tag] = .string("********")
        }
        return shown
    }
}
