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
    /// The path each file question's file was read from, by tag.
    var filePaths: [String: String] {
        var paths: [String: String] = [:]
        for value in values { if case .file(let path, _) = originalInputs[value.tag] { paths[value.tag] = path } }
        return paths
    }
    /// Each value's input as its source gave it, before files were read.
    var originalInputs: [String: GivenValue.Input] = [:]

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
                let result: RowInputResult
                if case .json(let json) = value.input {
                    guard let taken = Self.take(json, tag: value.tag, in: form) else {
                        waiting.append(value)
                        continue
                    }
                    result = taken
                } else if let section = form.sectionBy(tag: value.tag), CommandQuestion.asks(section) {
                    if section.isRepeatingGroup, case .items(let items) = value.input {
                        guard !section.isHidden else {
                            waiting.append(value)
                            continue
                        }
                        problems += take(items, into: section, from: value.source)
                        progressed = true
                        taken.append(value)
                        continue
                    } else {
                        result = section.takeInput(Self.rowInput(value.input))
                    }
                } else if let row = form.rowBy(tag: value.tag) {
                    result = row.takeInput(Self.rowInput(value.input))
                } else {
                    continue
                }
                switch result {
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
        for value in pending + taken.filter({ (form.rowBy(tag: $0.tag)?.isHidden ?? form.sectionBy(tag: $0.tag)?.isHidden) == true }) {
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
        var groupsSaid: Set<String> = []
        for error in command.form.validate() {
            guard let tag = error.tag else {
                found.append(CommandProblem(source: nil, message: error.msg, kind: .data))
                continue
            }
            if rejectedTags.contains(tag) { continue }
            // A group's items' errors are said item by item, field by field.
            if command.question(tag)?.kind == .group, let section = command.form.sectionBy(tag: tag) {
                guard groupsSaid.insert(tag).inserted else { continue }
                let items = itemProblems(in: section, tag: tag)
                if !items.isEmpty {
                    found += items
                    continue
                }
            }
            if let source = source(of: tag) {
                found.append(CommandProblem(source: source, message: error.msg, kind: .data))
            } else {
                let flag = command.question(tag).map { $0.isSecret ? $0.flag + "-file" : $0.flag } ?? tag
                found.append(CommandProblem(source: nil, message: "\(flag): \(error.msg)", kind: .data))
            }
        }
        return found
    }

    /// Puts a draft's value in by the form's own reader, as a draft resumes on the
    /// web; nil while its row or section is hidden.
    private static func take(_ json: JSONValue, tag: String, in form: Form) -> RowInputResult? {
        if let section = form.sectionBy(tag: tag) {
            if section.isHidden { return nil }
            return section.setSectionValue(json.anyValue) ? .accepted(nil) : .rejected("\(tag) does not take \(ArgumentReader.shown(json.description))")
        }
        guard let row = form.rowBy(tag: tag) else { return .ignored(.readOnly) }
        if row.isHidden { return nil }
        if row.isDisabled { return .ignored(.disabled) }
        return row.setSchemaValue(json).map(RowInputResult.rejected) ?? .accepted(nil)
    }

    /// Puts a group's items in: the group grows or shrinks to as many (as far as it
    /// allows), then each item takes its value, or its fields theirs.
    private func take(_ items: [GivenValue.Input], into section: Section, from source: ValueSource) -> [CommandProblem] {
        var found: [CommandProblem] = []
        let tag = section.tag ?? ""
        while section.items.count < items.count {
            guard section.addItem() != nil else {
                found.append(CommandProblem(source: source, message: "\(tag) takes no more than \(section.items.count) items here", kind: .data))
                break
            }
        }
        while section.items.count > items.count {
            guard section.deleteItem(at: section.items.count - 1) else {
                found.append(CommandProblem(source: source, message: "\(tag) keeps at least \(section.items.count) items", kind: .data))
                break
            }
        }
        for (index, (row, item)) in zip(section.items, items).enumerated() {
            let path = "\(tag).\(index)"
            guard case .fields(let fields) = item else {
                if case .rejected(let message) = row.takeInput(Self.rowInput(item)) {
                    found.append(Self.itemProblem(path, message, from: source))
                }
                continue
            }
            guard let nested = row.nestedForm else {
                found.append(Self.itemProblem(path, "its items are single values, with no fields", from: source, kind: .usage))
                continue
            }
            for (field, input) in fields.sorted(by: { $0.key < $1.key }) {
                guard let fieldRow = nested.rowBy(tag: field) else {
                    found.append(Self.itemProblem(path + "." + field, "is no field of an item", from: source, kind: .usage))
                    continue
                }
                switch fieldRow.takeInput(Self.rowInput(input)) {
                case .rejected(let message): found.append(Self.itemProblem(path + "." + field, message, from: source))
                case .ignored(.hidden), .ignored(.disabled):
                    found.append(Self.itemProblem(path + "." + field, "is not asked with the item's other answers", from: source, kind: .usage))
                default: break
                }
            }
        }
        return found
    }

    /// The errors of a group's items as the check left them, each named by the item
    /// (`companions.1`) or its field (`companions.1.name`).
    private func itemProblems(in section: Section, tag: String) -> [CommandProblem] {
        let source = source(of: tag)
        var found: [CommandProblem] = []
        for (index, item) in section.items.enumerated() where item.isVisible {
            let path = "\(tag).\(index)"
            var said = false
            // An item's own check runs its fields' quietly: they are checked here to be named.
            _ = item.nestedForm?.validate()
            for row in item.nestedForm?.allRows ?? [] where row.isVisible {
                for error in row.validationErrors {
                    found.append(Self.itemProblem(path + "." + (row.tag ?? ""), error.msg, from: source))
                    said = true
                }
            }
            if !said {
                for error in item.validationErrors { found.append(Self.itemProblem(path, error.msg, from: source)) }
            }
        }
        return found
    }

    /// A problem with an item: a flag names the item's own flag (`--companions.1.name`),
    /// another source says which item after its name.
    static func itemProblem(_ path: String, _ message: String, from source: ValueSource?, kind: CommandProblem.Kind = .data) -> CommandProblem {
        switch source {
        case .flag?, nil: CommandProblem(source: .flag("--" + path), message: message, kind: kind)
        default: CommandProblem(source: source, message: "\(path): \(message)", kind: kind)
        }
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
            let section = question.kind == .group || form.rowBy(tag: question.tag) == nil ? form.sectionBy(tag: question.tag) : nil
            let row = section == nil ? form.rowBy(tag: question.tag) : nil
            let padded = question.tag.padding(toLength: width, withPad: " ", startingAt: 0)
            let hidden = (row?.isHidden ?? section?.isHidden) == true ? "  (not asked: hidden)" : ""
            let given = source(of: question.tag)
            let shown: String
            let text = section.flatMap { question.text(of: $0, in: form) } ?? row.flatMap(question.text(of:))
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
        // A group's items go in item by item (take(_:into:from:)); as one row's input they are nothing.
        case .items, .fields, .json: .absent
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
