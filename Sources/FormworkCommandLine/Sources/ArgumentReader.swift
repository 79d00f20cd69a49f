/// What a command's own options asked for, beside the form's values.
public struct CommandOptions: Sendable, Hashable {
    /// `--help` or `-h`: help as text.
    public var help = false
    /// `--help-json`: help as data.
    public var helpJSON = false
    /// `--no-input`: never ask; a missing required value is an error.
    public var noInput = false
    /// `--plain`: ask what is missing as plain questions, a line each, even when
    /// standard input is not a terminal (answers piped in, in order).
    public var plain = false
    /// `--print-resolved`: print every value and where it came from.
    public var printResolved = false
    /// `--answers FILE`: an answers file to read.
    public var answersFile: String?
    /// `--save-answers FILE`: where to write the answers once the form is done,
    /// secrets left out, for a later `--answers FILE --no-input`.
    public var saveAnswersFile: String?
    /// `--resume CODE`: a saved draft whose answers come below the answers file.
    public var resumeCode: String?
    /// `--save-draft`: save the answers as a draft (over the one resumed) and print
    /// its code, rather than finish the form; nothing is asked.
    public var savesDraft = false

    /// The names of the options, which no question's flag may take.
    static let names: Set<String> = [
        "--help", "-h", "--help-json", "--no-input", "--plain", "--print-resolved", "--answers", "--save-answers", "--resume", "--save-draft",
    ]
}

/// Reads a command line: the command's options, then `--tag value`,
/// `--tag=value`, `--tag` and `--no-tag` for switches, a multiple choice's flag
/// repeated, and a secret's `--tag-file PATH` or `--tag-stdin`. Anything else is a
/// usage problem: an unknown flag (with the nearest known one), a value missing, a
/// flag given twice for a question of one value, an argument that is no flag, a
/// secret given on the command line itself.
struct ArgumentReader {
    let questions: [String: CommandQuestion]
    /// Flags by name: `--tag`, `--no-tag` for switches, `--tag-file` and `--tag-stdin` for secrets.
    private var flags: [String: (question: CommandQuestion, form: FlagForm)] = [:]

    enum FlagForm { case value, negated, secretFile, secretStandardInput }

    /// A secret to read once the line is read: from a file or standard input.
    struct SecretRequest: Hashable {
        let tag: String
        let path: String?
        let flag: String
    }

    struct Result {
        var options = CommandOptions()
        var values: [GivenValue] = []
        var secrets: [SecretRequest] = []
        var problems: [CommandProblem] = []
    }

    /// Repeating groups, longest tag first, for reading `--group.N` and `--group.N.field`.
    private var groups: [CommandQuestion] = []

    /// The most items a repeating group takes from a command line: an index past
    /// it is refused before anything is made for it.
    static let maximumItems = 1000

    /// A repeating group's item named by `path` (a flag without its dashes, or an
    /// answers file's key): `group.N` or `group.N.field`.
    struct ItemPath {
        let question: CommandQuestion
        let index: Int
        let field: String?

        /// Puts `value` at this path among a group's items by place; false when
        /// the path already has a value.
        func place(_ value: GivenValue.Input, in items: inout [Int: GivenValue.Input]) -> Bool {
            guard let field else {
                guard items[index] == nil else { return false }
                items[index] = value
                return true
            }
            guard case .fields(var fields) = items[index] ?? .fields([:]), fields[field] == nil else { return false }
            fields[field] = value
            items[index] = .fields(fields)
            return true
        }
    }

    /// A group's items given by place, in order: a place skipped is an empty
    /// item, which the form's check then names.
    static func items(_ placed: [Int: GivenValue.Input], of question: CommandQuestion) -> GivenValue.Input {
        let empty: GivenValue.Input = question.itemFields.isEmpty ? .text("") : .fields([:])
        return .items((0...(placed.keys.max() ?? -1)).map { placed[$0] ?? empty })
    }

    /// The item `path` names, or why it names none; nil when it names no group at all.
    func itemPath(_ path: String) -> Swift.Result<ItemPath, ItemPathProblem>? {
        for question in groups where path.hasPrefix(question.tag + ".") {
            let rest = path.dropFirst(question.tag.count + 1)
            let parts = rest.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
            guard let first = parts.first, !first.isEmpty, first.allSatisfy(\.isASCII), first.allSatisfy(\.isNumber),
                  first.count <= 4, first == "0" || !first.hasPrefix("0"), let index = Int(first) else {
                return .failure(ItemPathProblem(message: "an item of \(question.flag) is named by its place, from 0: \(question.flag).0"
                                                + (question.itemFields.first.map { ".\($0)" } ?? "")))
            }
            guard index < Self.maximumItems else {
                return .failure(ItemPathProblem(message: "\(question.flag) takes at most \(Self.maximumItems) items from a command line"))
            }
            let field = parts.count > 1 ? String(parts[1]) : nil
            if question.itemFields.isEmpty {
                guard field == nil else {
                    return .failure(ItemPathProblem(message: "the items of \(question.flag) are single values, with no fields"))
                }
            } else {
                guard let field, question.itemFields.contains(field) else {
                    return .failure(ItemPathProblem(message: "an item of \(question.flag) has the fields "
                                                    + question.itemFields.joined(separator: ", ")))
                }
            }
            return .success(ItemPath(question: question, index: index, field: field))
        }
        return nil
    }

    struct ItemPathProblem: Error {
        let message: String
    }

    init(questions: [CommandQuestion]) {
        groups = questions.filter { $0.kind == .group }.sorted { $0.tag.count > $1.tag.count }
        var byTag: [String: CommandQuestion] = [:]
        for question in questions {
            byTag[question.tag] = question
            if question.isSecret {
                flags[question.flag + "-file"] = (question, .secretFile)
                flags[question.flag + "-stdin"] = (question, .secretStandardInput)
            } else {
                flags[question.flag] = (question, .value)
                if question.kind == .toggle { flags["--no-" + question.tag] = (question, .negated) }
            }
        }
        self.questions = byTag
    }

    /// The flag names this reader knows, for checking names do not meet.
    var flagNames: Set<String> { Set(flags.keys) }

    func read(_ arguments: [String]) -> Result {
        var result = Result()
        var seen: [String: String] = [:]
        // Items of repeating groups, by the group's tag: by place, or in the order given.
        var placed: [String: [Int: GivenValue.Input]] = [:]
        var listed: [String: [GivenValue.Input]] = [:]
        var index = 0
        func usage(_ message: String, _ flag: String? = nil) {
            result.problems.append(CommandProblem(source: flag.map(ValueSource.flag), message: message, kind: .usage))
        }
        func optionValue(_ name: String, inline: String?) -> String? {
            if let inline { return inline }
            guard index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") else {
                usage("needs a value", name)
                return nil
            }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            defer { index += 1 }
            let argument = arguments[index]
            if argument == "--" {
                if index + 1 < arguments.count { usage("this command takes no arguments after --: \(Self.shown(arguments[index + 1]))") }
                break
            }
            guard argument.hasPrefix("-"), argument.count > 1 else {
                usage("unexpected argument \(Self.shown(argument)): values are given with their flag, as --name value")
                continue
            }
            let name: String, inline: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inline = String(argument[argument.index(after: equals)...])
            } else {
                name = argument
                inline = nil
            }
            switch name {
            case "--help", "-h": result.options.help = true; continue
            case "--help-json": result.options.helpJSON = true; continue
            case "--no-input": result.options.noInput = true; continue
            case "--print-resolved": result.options.printResolved = true; continue
            case "--answers": result.options.answersFile = optionValue(name, inline: inline); continue
            case "--plain": result.options.plain = true; continue
            case "--save-answers": result.options.saveAnswersFile = optionValue(name, inline: inline); continue
            case "--resume": result.options.resumeCode = optionValue(name, inline: inline); continue
            case "--save-draft":
                if inline != nil { usage("takes no value", name) }
                result.options.savesDraft = true
                continue
            default: break
            }
            if flags[name] == nil, let item = itemPath(String(name.dropFirst(2))) {
                switch item {
                case .failure(let problem):
                    if inline == nil, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") { index += 1 }
                    usage(problem.message, Self.shown(name))
                case .success(let path):
                    guard let value = optionValue(name, inline: inline) else { continue }
                    var items = placed[path.question.tag] ?? [:]
                    guard path.place(.text(value), in: &items) else {
                        usage("given twice", name)
                        continue
                    }
                    placed[path.question.tag] = items
                }
                continue
            }
            guard let (question, form) = flags[name] else {
                // What follows is taken as the unknown flag's value, not as an argument
                // of its own: a secret typed there is never repeated in a message.
                if inline == nil, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") { index += 1 }
                if let secret = questions[String(name.dropFirst(2))], secret.isSecret {
                    usage("a secret is never read from the command line, where other programs and the shell's history see it: "
                          + "use \(secret.flag)-file FILE, \(secret.flag)-stdin, or answer the prompt", name)
                } else {
                    usage("unknown flag" + (nearest(to: name).map { "; did you mean \($0)?" } ?? ""), Self.shown(name))
                }
                continue
            }
            if question.kind != .choices, question.kind != .group, let earlier = seen[question.tag] {
                usage("given twice (also as \(earlier)); it takes one value", name)
                continue
            }
            seen[question.tag] = name
            switch form {
            case .negated:
                if inline != nil { usage("takes no value", name); continue }
                result.values.append(GivenValue(tag: question.tag, input: .text("false"), source: .flag(name)))
            case .secretStandardInput:
                if inline != nil { usage("takes no value", name); continue }
                result.secrets.append(SecretRequest(tag: question.tag, path: nil, flag: name))
            case .secretFile:
                guard let path = optionValue(name, inline: inline) else { continue }
                result.secrets.append(SecretRequest(tag: question.tag, path: path, flag: name))
            case .value:
                if question.kind == .toggle && inline == nil {
                    result.values.append(GivenValue(tag: question.tag, input: .text("true"), source: .flag(name)))
                    continue
                }
                guard let value = optionValue(name, inline: inline) else { continue }
                if question.kind == .group {
                    guard question.itemFields.isEmpty else {
                        usage("its items are given field by field: \(question.flag).0.\(question.itemFields.first ?? "") VALUE", name)
                        continue
                    }
                    listed[question.tag, default: []].append(.text(value))
                } else if question.kind == .choices, let at = result.values.firstIndex(where: { $0.tag == question.tag }),
                   case .texts(let earlier) = result.values[at].input {
                    result.values[at].input = .texts(earlier + [value])
                } else if question.kind == .file {
                    result.values.append(GivenValue(tag: question.tag, input: .file(name: value, bytes: []), source: .flag(name)))
                } else {
                    result.values.append(GivenValue(tag: question.tag, input: question.kind == .choices ? .texts([value]) : .text(value),
                                                    source: .flag(name)))
                }
            }
        }
        for (tag, items) in listed {
            guard let question = questions[tag] else { continue }
            if placed[tag] != nil {
                usage("its items are given either by \(question.flag) again for each, or by \(question.flag).N, not both", question.flag)
                placed[tag] = nil
                continue
            }
            result.values.append(GivenValue(tag: tag, input: .items(items), source: .flag(question.flag)))
        }
        for (tag, items) in placed.sorted(by: { $0.key < $1.key }) {
            guard let question = questions[tag], !items.isEmpty else { continue }
            result.values.append(GivenValue(tag: tag, input: Self.items(items, of: question), source: .flag(question.flag)))
        }
        if result.secrets.filter({ $0.path == nil }).count > 1 {
            usage("only one secret can be read from standard input")
        }
        return result
    }

    /// The known flag nearest to `name` by edit distance, when near enough to be a
    /// slip of the keyboard.
    private func nearest(to name: String) -> String? {
        let candidates = flagNames.union(CommandOptions.names)
        let scored = candidates.map { ($0, Self.distance(Array(name.utf8), Array($0.utf8))) }
        guard let best = scored.min(by: { $0.1 < $1.1 || ($0.1 == $1.1 && $0.0 < $1.0) }), best.1 <= max(2, name.utf8.count / 4) else { return nil }
        return best.0
    }

    static func distance(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a.count > 200 || b.count > 200 { return Int.max }
        var previous = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var current = [i] + Array(repeating: 0, count: b.count)
            for j in 1...max(b.count, 1) where !b.isEmpty {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }

    /// An argument as a message may show it: at most 60 characters, control
    /// characters escaped, so that a hostile argument cannot flood or drive the terminal.
    static func shown(_ text: String) -> String {
        var shown = ""
        for scalar in text.unicodeScalars.prefix(60) {
            if scalar.value < 0x20 || scalar.value == 0x7F || (0x80..<0xA0).contains(scalar.value) {
                shown += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                shown.unicodeScalars.append(scalar)
            }
        }
        return text.unicodeScalars.count > 60 ? shown + "…" : shown
    }
}
