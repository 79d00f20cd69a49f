import ArgumentParser
import Foundation
import Formwork
import FormworkCommandLine
import FormworkGallery
import FormworkGalleryForms
import FormworkGalleryTerminal

/// `formwork-demo cli <page> …`: a gallery form as a command line. Its questions are
/// answered by flags, by `FORMWORK_<PAGE>_<TAG>` environment variables and by an
/// answers file, checked once by the form; what is missing or invalid is asked at a
/// terminal; the values are printed as JSON, secrets hidden.
struct CommandLineCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "cli",
        abstract: "Answer a gallery form as a command line, then print its values as JSON.",
        discussion: """
            Everything after the page is the form's command line: `formwork-demo cli contact --help` \
            lists its flags, environment variables and answers-file keys, written from the form. \
            Exit status 64 for a usage problem, 65 for values the form refuses, 130 when cancelled. \
            With --database (the gallery's, given before the page), --save-draft saves the answers as a draft \
            the web gallery goes on with, and --resume CODE goes on with one saved there or here.
            """)

    @Option(help: "The gallery's database (a SQLite file or a postgres:// address), for --save-draft and --resume.")
    var database: String?

    @Argument(help: "The page, as `list` prints it.")
    var page: String

    @Argument(parsing: .captureForPassthrough, help: "The form's own flags; --help lists them.")
    var arguments: [String] = []

    func validate() throws {
        guard GalleryForms.all.contains(where: { $0.name == page }) else {
            throw ValidationError("no gallery page named \(page); use one of \(GalleryForms.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() async throws {
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
        var store: (any GalleryStore)?
        if let database { store = try await GalleryStores.open(database) }
        let outcome = if let store { await command.run(arguments: arguments, drafts: store.drafts) } else { command.run(arguments: arguments) }
        switch outcome {
        case .savedDraft: return
        case .printed: return
        case .failed(let status): throw ExitCode(status)
        case .cancelled: throw ExitCode(130)
        case .completed:
            // Stored as the web gallery stores what is sent.
            if let store { _ = try await GallerySite(store: store).store(form, of: page) }
            print(try TerminalCommand.json(Self.shown(form.jsonValues(), of: command)))
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
