import Foundation
import Formwork
import FormworkTerminal

/// A form as a command line: its questions answered by flags, environment
/// variables and an answers file, merged by a fixed precedence, then checked once
/// by the form itself.
///
/// ```swift
/// let command = try FormCommand(form: deployForm, name: "deploy")
/// let resolution = command.resolve(arguments: Array(CommandLine.arguments.dropFirst()),
///                                  environment: ProcessInfo.processInfo.environment)
/// ```
///
/// Precedence, from first to last: a flag, the environment, the answers file, a
/// draft, the form's default. A source that gives nothing for a question hides
/// nothing below it: a default is only what is left when no source gave a value.
public struct FormCommand {
    /// The form the command fills in.
    public let form: Form
    /// The command's name, for help and messages.
    public let name: String
    /// What every environment variable starts with (`APP` for `APP_AGE`).
    public let environmentPrefix: String
    /// The questions, in the form's order.
    public let questions: [CommandQuestion]
    /// The presenters questions are asked with at a terminal: a form with rows of
    /// its own kinds gives theirs.
    public var presenters = TerminalPresenters()
    /// How the terminal is used when questions are asked there.
    public var terminalOptions = TerminalOptions()
    let reader: ArgumentReader

    /// Two names of the command that meet: two tags whose environment variables
    /// are the same, or a tag whose flag is one of the command's own options.
    public struct NameClash: Error, Sendable, Hashable, CustomStringConvertible {
        /// Which names meet, and where.
        public let description: String
    }

    /// A command for `form`.
    ///
    /// - Parameters:
    ///   - form: the form; the command fills it in.
    ///   - name: the command's name.
    ///   - environmentPrefix: what environment variables start with; by default the
    ///     name in capitals, with `_` for what is not a letter or a digit.
    /// - Throws: ``NameClash`` when two questions would share a name.
    public init(form: Form, name: String, environmentPrefix: String? = nil) throws(NameClash) {
        self.form = form
        self.name = name
        let prefix = environmentPrefix ?? CommandQuestion.environmentName(prefix: "", tag: name)
        self.environmentPrefix = prefix
        var questions: [CommandQuestion] = []
        var variables: [String: String] = [:]
        func add(_ question: CommandQuestion) throws(NameClash) {
            if let other = variables[question.environmentVariable] {
                throw NameClash(description: "\(question.tag) and \(other) would both be read from $\(question.environmentVariable)")
            }
            variables[question.environmentVariable] = question.tag
            questions.append(question)
        }
        for section in form.allSections {
            // A repeating group, or a selectable section, is one question; its rows are not.
            if CommandQuestion.asks(section), let tag = section.tag {
                try add(CommandQuestion(section: section, tag: tag, prefix: prefix))
                continue
            }
            if section.isRepeatingGroup || !section.optionLists.isEmpty { continue }
            for row in section.allRows where CommandQuestion.asks(row) {
                guard let tag = row.tag else { continue }
                try add(CommandQuestion(row: row, tag: tag, prefix: prefix))
            }
        }
        self.questions = questions
        reader = ArgumentReader(questions: questions)
        if let taken = reader.flagNames.intersection(CommandOptions.names).first {
            throw NameClash(description: "\(taken) is one of the command's own options and cannot be a question's flag")
        }
    }

    /// The question asked under `tag`.
    public func question(_ tag: String) -> CommandQuestion? { questions.first { $0.tag == tag } }

    /// Reads every source and merges what they give by precedence, one value per
    /// question; nothing goes into the form, and nothing is checked, until
    /// ``CommandResolution/apply()``.
    ///
    /// - Parameters:
    ///   - arguments: the command line, without the program's name.
    ///   - environment: the environment variables.
    ///   - readFile: reads a file (an answers file, a secret's file) by path; it may
    ///     stop past `limit` bytes, and a file over it is refused.
    ///   - standardInput: reads standard input whole, for `--tag-stdin`.
    ///   - draft: the answers of a draft to continue, by tag, with its code.
    public func resolve(arguments: [String], environment: [String: String],
                        readFile: (String, Int) throws -> [UInt8] = { try FormCommand.readFile($0, limit: $1) },
                        standardInput: () -> [UInt8] = FormCommand.readStandardInput,
                        draft: (code: String, answers: [String: JSONValue])? = nil) -> CommandResolution {
        let read = reader.read(arguments)
        var problems = read.problems
        var given = read.values

        // Secrets, from the files and standard input their flags name.
        for request in read.secrets {
            do {
                let bytes = try request.path.map { try readFile($0, FormCommand.maximumSecretBytes) } ?? standardInput()
                guard bytes.count <= FormCommand.maximumSecretBytes else {
                    problems.append(CommandProblem(source: .flag(request.flag), message: "is over \(FormCommand.maximumSecretBytes >> 10) KB, "
                                                   + "more than any secret", kind: .data))
                    continue
                }
                guard var text = String(validating: bytes, as: UTF8.self) else {
                    problems.append(CommandProblem(source: .flag(request.flag), message: "is not UTF-8 text", kind: .data))
                    continue
                }
                // One line, as `echo secret > file` writes it.
                if text.hasSuffix("\n") { text.removeLast() }
                if text.hasSuffix("\r") { text.removeLast() }
                given.append(GivenValue(tag: request.tag, input: .text(text), source: .flag(request.flag)))
            } catch {
                problems.append(CommandProblem(source: .flag(request.flag), message: "cannot be read: \(Self.reason(error))", kind: .usage))
            }
        }

        // The environment.
        for question in questions {
            guard let text = environment[question.environmentVariable] else { continue }
            let source = ValueSource.environment(question.environmentVariable)
            if question.isSecret {
                problems.append(CommandProblem(source: source, message: "a secret is never read from the environment, which other "
                                               + "programs can see: use \(question.flag)-file FILE, \(question.flag)-stdin, or answer the prompt",
                                               kind: .usage))
                continue
            }
            switch question.kind {
            case .group:
                switch Self.groupItems(text, for: question) {
                case .success(let items): given.append(GivenValue(tag: question.tag, input: items, source: source))
                case .failure(let problem): problems.append(CommandProblem(source: source, message: problem.message, kind: .data))
                }
            case .choices: given.append(GivenValue(tag: question.tag, input: .texts(Self.list(text)), source: source))
            case .file: given.append(GivenValue(tag: question.tag, input: .file(name: text, bytes: []), source: source))
            default: given.append(GivenValue(tag: question.tag, input: .text(text), source: source))
            }
        }
        // The answers file.
        if let path = read.options.answersFile {
            do {
                let bytes = try readFile(path, AnswersFile.maximumBytes)
                let file = try AnswersFile(name: path, bytes: bytes)
                given += answers(in: file, problems: &problems)
            } catch let problem as AnswersFile.Problem {
                problems.append(CommandProblem(source: .answers(file: path, line: problem.line), message: problem.message, kind: .data))
            } catch {
                // A file too large is data refused; one that cannot be opened, a path mistaken.
                let kind: CommandProblem.Kind = (error as? FileProblem)?.isTooLarge == true ? .data : .usage
                problems.append(CommandProblem(source: .flag("--answers"), message: "cannot be read: \(Self.reason(error))", kind: kind))
            }
        }

        // A draft.
        if let draft {
            for (tag, value) in draft.answers.sorted(by: { $0.key < $1.key }) {
                // A draft holds no secret, and no file path: what it keeps of an upload is not a file here.
                guard let question = question(tag), !question.isSecret, question.kind != .file, value != .null else { continue }
                given.append(GivenValue(tag: tag, input: .json(value), source: .draft(draft.code)))
            }
        }

        // One value per question: the first source by precedence.
        var chosen: [String: GivenValue] = [:]
        for value in given where chosen[value.tag].map({ value.source < $0.source }) ?? true {
            chosen[value.tag] = value
        }
        var values = questions.compactMap { chosen[$0.tag] }
        let originals = Dictionary(values.map { ($0.tag, $0.input) }, uniquingKeysWith: { first, _ in first })
        // The files of the values chosen, whichever source named them; a lower
        // source's file is never read.
        for index in values.indices {
            guard case .file(let path, _) = values[index].input else { continue }
            do {
                let bytes = try readFile(path, FormCommand.maximumFileBytes)
                values[index].input = .file(name: path.split(separator: "/").last.map(String.init) ?? path, bytes: bytes)
            } catch {
                problems.append(CommandProblem(source: values[index].source, message: "cannot be read: \(Self.reason(error))", kind: .usage))
            }
        }
        var resolution = CommandResolution(command: self, options: read.options, values: values, problems: problems)
        resolution.originalInputs = originals
        return resolution
    }

    /// The most bytes a file question reads.
    public static let maximumFileBytes = 16 << 20

    /// Reads at most `limit` bytes of the file at `path`, refusing a larger one
    /// without reading it whole.
    public static func readFile(_ path: String, limit: Int) throws -> [UInt8] {
        guard let handle = FileHandle(forReadingAtPath: path) else { throw FileProblem(message: "no such file, or it cannot be opened") }
        defer { try? handle.close() }
        let data = try handle.read(upToCount: limit + 1) ?? Data()
        guard data.count <= limit else { throw FileProblem(message: "it is over \(limit >> 20) MB", isTooLarge: true) }
        return [UInt8](data)
    }

    /// Reads standard input for a secret, at most a little past the largest a
    /// secret may be: a stream without end is not read whole.
    public static func readStandardInput() -> [UInt8] {
        [UInt8]((try? FileHandle.standardInput.read(upToCount: maximumSecretBytes + 1)) ?? Data())
    }

    /// The most bytes a secret may have.
    public static let maximumSecretBytes = 64 << 10

    struct FileProblem: Error, CustomStringConvertible {
        let message: String
        var isTooLarge = false
        var description: String { message }
    }

    static func reason(_ error: any Error) -> String {
        (error as? FileProblem)?.message ?? (error as NSError).localizedDescription
    }

    /// A list given as one text: a JSON array of strings, or keys between commas.
    static func list(_ text: String) -> [String] {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.hasPrefix("["), let file = try? AnswersFile(name: "", bytes: Array(("{\"v\":" + trimmed + "}").utf8)),
           case .texts(let items)? = file.entries.first?.value {
            return items
        }
        return trimmed.isEmpty ? [] : trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The values an answers file gives, each named by its line; a key that is no
    /// question is a problem, as an unknown flag is.
    private func answers(in file: AnswersFile, problems: inout [CommandProblem]) -> [GivenValue] {
        var values: [GivenValue] = []
        // Items named field by field (`"travellers.0.name"`, or nested objects), by group.
        var placed: [String: (line: Int, items: [Int: GivenValue.Input])] = [:]
        for (key, value, line) in file.entries {
            let source = ValueSource.answers(file: file.name, line: line)
            guard let question = question(key) else {
                switch reader.itemPath(key) {
                case .success(let path)?:
                    guard let text = Self.itemText(value) else {
                        problems.append(CommandProblem(source: source, message: "\(ArgumentReader.shown(key)) takes one value", kind: .data))
                        continue
                    }
                    var group = placed[path.question.tag] ?? (line, [:])
                    guard path.place(text, in: &group.items) else {
                        problems.append(CommandProblem(source: source, message: "\(ArgumentReader.shown(key)) is given twice", kind: .usage))
                        continue
                    }
                    placed[path.question.tag] = group
                case .failure(let problem)?:
                    problems.append(CommandProblem(source: source, message: problem.message, kind: .usage))
                case nil:
                    problems.append(CommandProblem(source: source, message: "\(ArgumentReader.shown(key)) is no question of this form", kind: .usage))
                }
                continue
            }
            if question.kind == .group {
                switch Self.groupItems(value, for: question) {
                case .success(let items)?: values.append(GivenValue(tag: key, input: items, source: source))
                case .failure(let problem)?: problems.append(CommandProblem(source: source, message: problem.message, kind: .data))
                case nil: break
                }
                continue
            }
            if question.isSecret {
                problems.append(CommandProblem(source: source, message: "a secret is never read from an answers file: use \(question.flag)-file FILE, "
                                               + "\(question.flag)-stdin, or answer the prompt", kind: .usage))
                continue
            }
            switch value {
            case .null: continue
            case .structure:
                problems.append(CommandProblem(source: source, message: "\(key) takes \(question.kind == .choices ? "a list of keys" : "one value")", kind: .data))
            case .text(let text):
                values.append(GivenValue(tag: key, input: question.kind == .choices ? .texts([text]) : question.kind == .file ? .file(name: text, bytes: []) : .text(text),
                                         source: source))
            case .texts(let texts):
                guard question.kind == .choices else {
                    problems.append(CommandProblem(source: source, message: "\(key) takes one value, not a list", kind: .data))
                    continue
                }
                values.append(GivenValue(tag: key, input: .texts(texts), source: source))
            case .objects:
                problems.append(CommandProblem(source: source, message: "\(key) takes \(question.kind == .choices ? "a list of keys" : "one value")", kind: .data))
            }
        }
        for (tag, group) in placed.sorted(by: { $0.key < $1.key }) {
            guard let question = question(tag), !group.items.isEmpty else { continue }
            if values.contains(where: { $0.tag == tag }) {
                problems.append(CommandProblem(source: .answers(file: file.name, line: group.line),
                                               message: "\(tag) is given both as a list and item by item", kind: .usage))
                continue
            }
            values.append(GivenValue(tag: tag, input: ArgumentReader.items(group.items, of: question),
                                     source: .answers(file: file.name, line: group.line)))
        }
        return values
    }

    /// A value inside an item as input: one text, or several.
    static func itemText(_ value: AnswersFile.Value) -> GivenValue.Input? {
        switch value {
        case .text(let text): .text(text)
        case .texts(let texts): .texts(texts)
        case .null: .text("")
        case .objects, .structure: nil
        }
    }

    struct GroupProblem: Error {
        let message: String
    }

    /// A group's items from an answers file's value: a list of values, or of
    /// objects whose keys are the item's fields; nil for `null`.
    static func groupItems(_ value: AnswersFile.Value, for question: CommandQuestion) -> Swift.Result<GivenValue.Input, GroupProblem>? {
        let takes = question.itemFields.isEmpty ? "a list of values" : "a list of objects with the fields " + question.itemFields.joined(separator: ", ")
        switch value {
        case .null: return nil
        case .texts(let texts) where question.itemFields.isEmpty || texts.isEmpty:
            return .success(.items(texts.map { .text($0) }))
        case .objects(let objects) where !question.itemFields.isEmpty:
            guard objects.count <= ArgumentReader.maximumItems else {
                return .failure(GroupProblem(message: "\(question.tag) takes at most \(ArgumentReader.maximumItems) items from a command line"))
            }
            var items: [GivenValue.Input] = []
            for object in objects {
                var fields: [String: GivenValue.Input] = [:]
                for (key, value) in object {
                    guard question.itemFields.contains(key) else {
                        return .failure(GroupProblem(message: "an item of \(question.tag) has no field \(ArgumentReader.shown(key)); its fields are "
                                                     + question.itemFields.joined(separator: ", ")))
                    }
                    guard let text = itemText(value) else { return .failure(GroupProblem(message: "\(question.tag).\(key) takes one value")) }
                    fields[key] = text
                }
                items.append(.fields(fields))
            }
            return .success(.items(items))
        default:
            return .failure(GroupProblem(message: "\(question.tag) takes " + takes))
        }
    }

    /// A group's items from one text (an environment variable): a JSON list, or
    /// for single values, values between commas.
    static func groupItems(_ text: String, for question: CommandQuestion) -> Swift.Result<GivenValue.Input, GroupProblem> {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("[") else {
            guard question.itemFields.isEmpty else {
                return .failure(GroupProblem(message: "\(question.tag) takes a JSON list of objects, as [{\"\(question.itemFields.first ?? "")\": …}]"))
            }
            return .success(.items(list(trimmed).map { .text($0) }))
        }
        do {
            let file = try AnswersFile(name: "", bytes: Array(("{\"v\":" + trimmed + "}").utf8))
            guard let value = file.entries.first?.value else { return .success(.items([])) }
            return groupItems(value, for: question) ?? .success(.items([]))
        } catch {
            return .failure(GroupProblem(message: "\(question.tag) is not a JSON list: \(error.message)"))
        }
    }
}
