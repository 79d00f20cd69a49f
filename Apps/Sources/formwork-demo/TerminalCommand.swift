import ArgumentParser
import Foundation
import Formwork
import FormworkGallery
import FormworkGalleryForms
import FormworkGalleryTerminal
import FormworkTerminal

/// `formwork-demo tui [page]`: a gallery form filled in the terminal; its values are
/// printed as JSON when it is submitted.
struct TerminalCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tui",
        abstract: "Fill in a gallery form in the terminal, then print its values as JSON.",
        discussion: """
            Without a page, the pages are listed to choose from. Ctrl-C cancels (exit status 130). \
            Without a terminal, or with --plain, TERM=dumb or FORMWORK_PLAIN=1, the form is asked \
            as plain questions on standard error, one per line; rows that have a value are shown, \
            or asked too with --every-row (which implies --plain) or FORMWORK_PLAIN=every.
            """)

    @Argument(help: "The page, as `list` prints it.")
    var page: String?

    @Flag(help: "Use the whole window (the alternate screen) rather than the rows below the prompt.")
    var fullScreen = false

    @Flag(help: "Ask plain questions, one per line, with numbered choices.")
    var plain = false

    @Flag(help: "Ask plain questions, rows that have a value too (Enter keeps it, - clears it); implies --plain.")
    var everyRow = false

    /// Whether plain questions were asked for: asking every row is a way of asking them.
    private var asksPlain: Bool { plain || everyRow }

    func validate() throws {
        if let page, !GalleryForms.all.contains(where: { $0.name == page }) {
            throw ValidationError("no gallery page named \(page); use one of \(GalleryForms.all.map(\.name).joined(separator: ", "))")
        }
    }

    func run() throws {
        var options = TerminalOptions(layout: fullScreen ? .fullScreen : .inline)
        options.maximumInlineHeight = 24
        do {
            guard let name = try page ?? choosePage(options: options),
                  let entry = GalleryForms.all.first(where: { $0.name == name }) else { throw ExitCode(130) }
            let form = entry.make()
            if form.title == nil { form.title = entry.summary }
            var runner = TerminalForm(form, options: options)
            runner.presenters = GalleryTerminal.presenters
            if asksPlain { runner.mode = .plain }
            runner.asksEveryRowInPlainMode = everyRow
            guard case .completed = try runner.run() else { throw ExitCode(130) }
            print(try Self.json(form.jsonValues()))
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("formwork-demo: \(error)\n".utf8))
            throw ExitCode(1)
        }
    }

    /// The page list as a form of its own: a button per page, its summary as help.
    private func choosePage(options: TerminalOptions) throws -> String? {
        let form = Form()
        form.title = "Formwork gallery: choose a page"
        var chosen: String?
        let section = Section()
        for entry in GalleryForms.all {
            section <<< ButtonRow("page-" + entry.name) {
                $0.title = entry.name
                $0.help = entry.summary
            }.onCellSelection { _ in chosen = entry.name }
        }
        form +++ section
        var runner = TerminalForm(form, options: options)
        if asksPlain { runner.mode = .plain }
        if runner.isPlain(on: TerminalDevice()) {
            // Buttons are not questions: plain mode asks for the page by number.
            let pages = Form()
            pages +++ Section() <<< PushRow<String>("page") {
                $0.title = "Page"
                $0.options = GalleryForms.all.map(\.name)
                $0.add(rule: RuleRequired())
            }
            var plainRunner = TerminalForm(pages, options: options)
            plainRunner.mode = .plain
            guard case .completed(let values) = try plainRunner.run() else { return nil }
            return values["page"].flatMap { $0 as? String }
        }
        guard case .completed = try runner.run() else { return nil }
        return chosen
    }

    static func json(_ values: [String: JSONValue]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(values), as: UTF8.self)
    }
}
