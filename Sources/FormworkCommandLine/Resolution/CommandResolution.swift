import Foundation
import Formwork

/// What a command line resolved to: the command's options, one value per question
/// with where it came from, and the problems met reading them.
public struct CommandResolution {
    /// The command resolved.
    public let command: FormCommand
    /// What the command's own options asked for.
    public let options: CommandOptions
    /// The value each question was given by the first source in precedence, in the
    /// form's order; questions no source answered are not here.
    public let values: [GivenValue]
    /// Problems reading the sources: usage problems (unknown flags…) and data
    /// problems (a file that is not JSON…).
    public private(set) var problems: [CommandProblem]
    /// The tags whose values the form refused as they were read (a number that is
    /// not one): their problems are said already, and a prompt asks them again.
    private(set) var rejectedTags: Set<String> = []
    /// The tags answered at a prompt, which then is their source.
    private(set) var prompted: Set<String> = []

    init(command: FormCommand, options: CommandOptions, values: [GivenValue], problems: [CommandProblem]) {
        self.command = command
        self.options = options
        self.values = values
        self.problems = problems
    }

    /// The source of the value given for `tag`: a prompt for a question answered
    /// there; nil when none gave one.
    public func source(of tag: String) -> ValueSource? {
        prompted.contains(tag) ? .prompt : values.first { $0.tag == tag }?.source
    }

    /// Puts the values into the form, as a person's edits, and checks the whole
    /// form once: the values together, with conditions and the form's cross-row
    /// rules. Every problem is in ``problems`` afterwards, naming its source.
    ///
    /// Values go in in the form's order, and again for rows a later value shows, so
    /// that a condition on a later question does not depend on the order of the
    /// flags. A value for a row that stays hidden, or is disabled, is a problem: the
    /// form does not ask it with the other answers given.
    ///
    /// - Returns: whether the form is valid and nothing else went wrong.
    @discardableResult
    public mutating func apply() -> Bool {
        let form = command.form
        var pending = values
        var taken: [GivenValue] = []
        for _ in 0..<8 where !pending.isEmpty {
            var waiting: [GivenValue] = []
            var progressed = false
            for value in pending {
                guard let row = form.rowBy(tag: value.tag) else { continue }
                switch row.takeInput(Self.rowInput(value.input)) {
                case .accepted:
                    progressed = true
                    taken.append(value)
                case .rejected(let message):
                    progressed = true
                    problems.append(CommandProblem(source: value.source, message: message, kind: .data))
                case .ignored(.hidden):
                    waiting.append(value)
                case .ignored(.disabled):
                    problems.append(CommandProblem(source: value.source, message: "is not asked: it is disabled with the other answers given", kind: .usage))
                case .ignored:
                    problems.append(CommandProblem(source: value.source, message: "is not a question people answer", kind: .usage))
                }
            }
            pending = waiting
            if !progressed { break }
        }
        // Given for a row the other answers hide, then or since.
        for value in pending + taken.filter({ form.rowBy(tag: $0.tag)?.isHidden == true }) {
            problems.append(CommandProblem(source: value.source, message: Self.hiddenMessage(value.tag, in: command), kind: .usage))
        }
        rejectedTags = Set(problems.compactMap { problem in values.first { $0.source == problem.source }?.tag })
        problems += check()
        return problems.isEmpty
    }

    /// The form checked as a whole, each error named by its source, or, for a
    /// question nothing answered, by its flag; questions whose values were refused
    /// as read are left out, their problems said.
    func check() -> [CommandProblem] {
        var found: [CommandProblem] = []
        for error in command.form.validate() {
            guard let tag = error.tag else {
                found.append(CommandProblem(source: nil, message: error.msg, kind: .data))
                continue
            }
            if rejectedTags.contains(tag) { continue }
            if let source = source(of: tag) {
                found.append(CommandProblem(source: source, message: error.msg, kind: .data))
            } else {
                let flag = command.question(tag).map { $0.isSecret ? $0.flag + "-file" : $0.flag } ?? tag
                found.append(CommandProblem(source: nil, message: "\(flag): \(error.msg)", kind: .data))
            }
        }
        return found
    }

    /// After asking: the questions answered at the prompt, and what the form says
    /// of the whole now, in place of the data problems found before.
    mutating func asked(_ tags: Set<String>) {
        prompted = tags
        rejectedTags.subtract(tags)
        // A value refused as read and not answered since still says why.
        let kept = problems.filter { problem in
            problem.kind == .usage || values.first { $0.source == problem.source }.map { rejectedTags.contains($0.tag) } == true
        }
        problems = kept + check()
    }

    /// The exit status: 0 with no problem, 64 (usage) when any problem is one of
    /// usage, 65 (data) otherwise.
    public var exitStatus: Int32 {
        if problems.isEmpty { return 0 }
        return problems.contains { $0.kind == .usage } ? CommandProblem.Kind.usage.rawValue : CommandProblem.Kind.data.rawValue
    }

    /// Every question's value and where it came from, a line each, as
    /// `--print-resolved` prints them: secrets as `********`, a question nothing
    /// answered as the form's default or `(none)`.
    public func resolvedText() -> String {
        let form = command.form
        var lines: [String] = []
        let width = command.questions.map(\.tag.count).max() ?? 0
        for question in command.questions {
            let row = form.rowBy(tag: question.tag)
            let padded = question.tag.padding(toLength: width, withPad: " ", startingAt: 0)
            let hidden = row?.isHidden == true ? "  (not asked: hidden)" : ""
            let given = source(of: question.tag)
            let shown: String
            let text = row.flatMap(question.text(of:))
            if question.isSecret {
                // A secret's text is never drawn, so its value says whether it has one.
                shown = (row?.baseValue as? String).map { !$0.isEmpty } == true ? "********" : "(none)"
            } else {
                shown = text.map { Self.quoted($0) } ?? "(none)"
            }
            let source = given?.description ?? (text == nil || question.isSecret ? "" : ValueSource.formDefault.description)
            lines.append("\(padded)  \(shown)" + (source.isEmpty ? "" : "  ← \(source)") + hidden)
        }
        return lines.joined(separator: "\n")
    }

    /// The problems, a line each, as the command prints them on standard error.
    public func problemsText() -> String {
        problems.map { "\(command.name): \($0)" }.joined(separator: "\n")
    }

    static func rowInput(_ input: GivenValue.Input) -> RowInput {
        switch input {
        case .text(let text): .text(text)
        case .texts(let texts): .texts(texts)
        case .file(let name, let bytes): .file(UploadedFile(name: name, contentType: contentType(of: name), data: Data(bytes)))
        }
    }

    static func hiddenMessage(_ tag: String, in command: FormCommand) -> String {
        "is not asked with the other answers given: the form hides \(tag) unless its condition holds"
    }

    /// A file's media type by its extension, for the few a form checks for; other
    /// files are bytes.
    static func contentType(of name: String) -> String {
        let types = ["png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
                     "pdf": "application/pdf", "txt": "text/plain", "csv": "text/csv", "json": "application/json"]
        let ext = name.split(separator: ".").last.map { $0.lowercased() } ?? ""
        return name.contains(".") ? types[ext] ?? "application/octet-stream" : "application/octet-stream"
    }

    /// A value as one line: control characters escaped, long values cut.
    static func quoted(_ text: String) -> String {
        ArgumentReader.shown(text)
    }
}
