import ArgumentParser
import Foundation
import Formwork
import FormworkGallery
import FormworkGalleryForms
import FormworkGalleryTerminal
import FormworkTerminal

/// `formwork-demo tui [page]`: a gallery form filled in the terminal; its values are
/// printed as JSON when it is submitted. With `--database`, a journey left before
/// its end is saved as a draft whose code resumes it here or on the web, and
/// `--resume CODE` goes on with one saved by either.
struct TerminalCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tui",
        abstract: "Fill in a gallery form in the terminal, then print its values as JSON.",
        discussion: """
            Without a page, the pages are listed to choose from. Ctrl-C cancels (exit status 130). \
            Without a terminal, or with --plain, TERM=dumb or FORMWORK_PLAIN=1, the form is asked \
            as plain questions on standard error, one per line; rows that have a value are shown, \
            or asked too with --every-row (which implies --plain) or FORMWORK_PLAIN=every. \
            With --database (the gallery's), a form of several pages left unfinished (Ctrl-C, or \
            the end of input) is saved as a draft and its code printed; --resume CODE goes on \
            with a draft saved here or by the web gallery, and a finished one is stored as the \
            web gallery stores it.
            """)

    @Argument(help: "The page, as `list` prints it.")
    var page: String?

    @Flag(help: "Use the whole window (the alternate screen) rather than the rows below the prompt.")
    var fullScreen = false

    @Flag(help: "Ask plain questions, one per line, with numbered choices.")
    var plain = false

    @Flag(help: "Ask plain questions, rows that have a value too (Enter keeps it, - clears it); implies --plain.")
    var everyRow = false

    @Option(help: "The gallery's database (a SQLite file or a postgres:// address): drafts are saved to it and resumed from it, and a finished form is stored in it.")
    var database: String?

    @Option(help: "The code of a draft to go on with, saved here or on the web; needs --database.")
    var resume: String?

    /// Whether plain questions were asked for: asking every row is a way of asking them.
    private var asksPlain: Bool { plain || everyRow }

    func validate() throws {
        if let page, !GalleryForms.all.contains(where: { $0.name == page }) {
            throw ValidationError("no gallery page named \(page); use one of \(GalleryForms.all.map(\.name).joined(separator: ", "))")
        }
        if let resume {
            guard database != nil else { throw ValidationError("--resume needs --database, where the draft is kept") }
            guard DraftCode(resume) != nil else { throw ValidationError("\(resume) is not a draft code") }
            guard page != nil else { throw ValidationError("--resume needs the page the draft is of") }
        }
    }

    func run() async throws {
        var options = TerminalOptions(layout: fullScreen ? .fullScreen : .inline)
        options.maximumInlineHeight = 24
        var store: (any GalleryStore)?
        if let database { store = try await GalleryStores.open(database) }
        var form: Form?
        var name = ""
        var draft: Draft?
        do {
            guard let chosen = try page ?? choosePage(options: options),
                  let entry = GalleryForms.all.first(where: { $0.name == chosen }) else { throw ExitCode(130) }
            name = chosen
            let made = entry.make()
            form = made
            if made.title == nil { made.title = entry.summary }
            var journey = JourneyState()
            if let store, let code = resume.flatMap(DraftCode.init) {
                (draft, journey) = try await Self.resumed(code, into: made, from: store.drafts)
            }
            var runner = TerminalForm(made, options: options)
            runner.journey = journey
            runner.presenters = GalleryTerminal.presenters
            if asksPlain { runner.mode = .plain }
            runner.asksEveryRowInPlainMode = everyRow
            guard case .completed = try runner.run() else {
                try await saveDraft(of: made, over: draft, in: store)
                throw ExitCode(130)
            }
        } catch let error as TerminalError {
            FileHandle.standardError.write(Data("formwork-demo: \(error)\n".utf8))
            // Input that ended, or gave up, leaves answers worth keeping.
            if let form { try await saveDraft(of: form, over: draft, in: store) }
            throw ExitCode(1)
        }
        guard let form else { throw ExitCode(130) }
        if let store {
            // Marked first, as the web marks it: sent from the web while being finished
            // here, it is not sent twice, and what was typed is still printed.
            if let draft {
                do {
                    try await store.drafts.markSubmitted(draft.code, now: Date())
                } catch {
                    guard error == .alreadySubmitted else { throw error }
                    FileHandle.standardError.write(Data("formwork-demo: the answers saved as \(draft.code) were sent elsewhere meanwhile; these were not stored\n".utf8))
                    print(try Self.json(form.jsonValues()))
                    throw ExitCode(1)
                }
            }
            do {
                _ = try await GallerySite(store: store).store(form, of: name)
            } catch {
                if let draft { try? await store.drafts.reopen(draft.code, now: Date()) }
                throw error
            }
        }
        print(try Self.json(form.jsonValues()))
    }

    /// Takes the draft `code` into `form`, and gives where its journey stood; says
    /// why not, and stops, when it cannot.
    private static func resumed(_ code: DraftCode, into form: Form, from drafts: any DraftStore) async throws -> (Draft, JourneyState) {
        guard let draft = try await drafts.load(code, now: Date()) else {
            throw Self.stop("no saved answers have the code \(code), or they have expired")
        }
        guard draft.submitted == nil else { throw Self.stop("the answers saved as \(code) were already sent") }
        let (journey, leftOut) = form.resume(from: draft)
        for answer in leftOut {
            FileHandle.standardError.write(Data("formwork-demo: left out \(answer.tag): \(answer.reason)\n".utf8))
        }
        return (draft, journey.state)
    }

    /// Saves what `form` holds as a draft (over `draft`, when it was resumed from
    /// one) and prints its code: a form of several pages only, and only with a
    /// database to keep it in. When the draft resumed from was changed, sent or
    /// removed elsewhere meanwhile, the answers are kept as a new draft, and that
    /// is said: they are never lost, nor written over someone else's.
    private func saveDraft(of form: Form, over draft: Draft?, in store: (any GalleryStore)?) async throws {
        guard let store, form.isPaged else { return }
        let saved: Draft
        do {
            saved = try await store.drafts.save(form.draft(over: draft), now: Date())
        } catch {
            switch error {
            case .conflict, .alreadySubmitted, .notFound: break
            case .tooLarge, .storeFailed: throw error
            }
            if draft != nil {
                let why = "the answers saved as \(draft?.code.rawValue ?? "") were changed, sent or removed elsewhere meanwhile"
                FileHandle.standardError.write(Data("formwork-demo: \(why); yours are saved apart.\n".utf8))
                return try await saveDraft(of: form, over: nil, in: store)
            }
            throw error
        }
        FileHandle.standardError.write(Data("""
            formwork-demo: your answers are saved. To go on, run `formwork-demo tui \(page ?? "") --resume \(saved.code)` \
            with the same --database, or open /gallery/\(page ?? "")/\(saved.code) in the gallery.
            draft: \(saved.code)

            """.utf8))
    }

    private static func stop(_ message: String) -> ExitCode {
        FileHandle.standardError.write(Data("formwork-demo: \(message)\n".utf8))
        return ExitCode(1)
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
