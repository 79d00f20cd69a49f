import Foundation
import Formwork

/// Help written from the form, in its language: the command's options, then each
/// section's questions under its title, each with its flag, what it takes (its
/// kind, its choices), whether it is required, its default, its environment
/// variable and when it is asked.
public struct CommandHelp: Sendable, Hashable, Encodable {
    /// The command's name.
    public let command: String
    /// The first line: how the command is called.
    public let usage: String
    /// The command's own options.
    public let options: [Option]
    /// The questions, by section, in the form's order.
    public let groups: [Group]
    /// Words the text needs beside the facts, in the form's language.
    private let optionsTitle: String
    private let valueWord: String

    private enum CodingKeys: String, CodingKey { case command, usage, options, groups }

    /// One of the command's own options.
    public struct Option: Sendable, Hashable, Encodable {
        /// `--answers FILE`.
        public let flag: String
        /// What it does.
        public let summary: String
    }

    /// A section's questions, under its title.
    public struct Group: Sendable, Hashable, Encodable {
        /// The section's title, or the words for "Questions".
        public let title: String
        /// The title as a heading of the text.
        let heading: String
        /// Its questions.
        public let questions: [Question]

        private enum CodingKeys: String, CodingKey { case title, questions }
    }

    /// One question, as help describes it.
    public struct Question: Sendable, Hashable, Encodable {
        /// The row's tag, its key in an answers file.
        public let tag: String
        /// The flags that answer it: `--age`, or a secret's `--token-file` and `--token-stdin`.
        public let flags: [String]
        /// The environment variable; nil for a secret, never read from one.
        public let environment: String?
        /// The row's title.
        public let title: String?
        /// The row's help.
        public let help: String?
        /// What it takes, in words: `whole number`, `one of: eu, us`.
        public let takes: String
        /// The option keys of a choice.
        public let choices: [String]?
        /// Whether it must be answered.
        public let required: Bool
        /// Its default as the command line writes it; never a secret's.
        public let defaultValue: String?
        /// When it is asked, in words; nil when always.
        public let condition: String?
        /// How it is given: `value`, `toggle`, `choice`, `choices`, `file` or `secret`.
        public let kind: String
        /// The facts as text help writes them, and its lines for the environment
        /// and a secret's flags.
        let facts: String
        let environmentLine: String?
        let secretLine: String?

        private enum CodingKeys: String, CodingKey {
            case tag, flags, environment, title, help, takes, choices, required, defaultValue = "default", condition, kind
        }
    }

    /// Help for `command`; with `keepsDrafts`, for a run that keeps drafts
    /// (`--resume` and `--save-draft` are listed).
    public init(_ command: FormCommand, keepsDrafts: Bool = false) {
        let form = command.form
        let words = form.messages.commandLine
        self.command = command.name
        usage = words.usage(command.name)
        optionsTitle = words.heading(words.options)
        valueWord = words.valueWord
        var options = [
            Option(flag: "--help", summary: words.helpOption),
            Option(flag: "--help-json", summary: words.helpJSONOption),
            Option(flag: "--answers \(words.fileWord)", summary: words.answersOption),
            Option(flag: "--print-resolved", summary: words.printResolvedOption),
            Option(flag: "--no-input", summary: words.noInputOption),
            Option(flag: "--plain", summary: words.plainOption),
            Option(flag: "--save-answers \(words.fileWord)", summary: words.saveAnswersOption),
        ]
        if keepsDrafts {
            options += [Option(flag: "--resume \(words.codeWord)", summary: words.resumeOption),
                        Option(flag: "--save-draft", summary: words.saveDraftOption)]
        }
        self.options = options
        let flags = Dictionary(command.questions.map { ($0.tag, $0.flag) }, uniquingKeysWith: { first, _ in first })
        let toggles = Set(command.questions.filter { $0.kind == .toggle }.map(\.tag))
        let conditions = ConditionWords(words: words, flags: flags, toggles: toggles)
        var groups: [Group] = []
        for section in form.allSections {
            var questions: [Question] = []
            if let tag = section.tag, let question = command.question(tag) {
                questions.append(Self.question(question, of: section, words: words, conditions: conditions))
            }
            for row in section.allRows where !section.isRepeatingGroup && section.optionLists.isEmpty {
                guard let tag = row.tag, let question = command.question(tag) else { continue }
                let choices = row.optionLists.first?.options.map(\.key)
                let takes: String
                switch question.kind {
                case .choice: takes = words.oneOf(choices?.joined(separator: ", ") ?? "")
                case .choices: takes = words.anyOf(choices?.joined(separator: ", ") ?? "", question.flag)
                case .toggle: takes = words.onOff
                case .file: takes = words.file
                case .value: takes = question.isSecret ? words.secret : Self.kind(row, words)
                case .group: takes = words.text
                }
                // The row's own condition, else its section's.
                let condition = conditions.shownWhen(row.hidden) ?? conditions.shownWhen(section.hidden)
                let defaultValue = question.isSecret ? nil : question.text(of: row)
                var facts = [takes]
                if row.isRequired { facts.append(words.required) }
                if let defaultValue, !defaultValue.isEmpty { facts.append(words.defaultValue(defaultValue)) }
                if let condition { facts.append(words.onlyWhen(condition)) }
                questions.append(Question(
                    tag: tag,
                    flags: question.isSecret ? [question.flag + "-file", question.flag + "-stdin"] : [question.flag],
                    environment: question.isSecret ? nil : question.environmentVariable,
                    title: row.title, help: row.help, takes: takes,
                    choices: question.kind == .choice || question.kind == .choices ? choices : nil,
                    required: row.isRequired, defaultValue: defaultValue, condition: condition,
                    kind: question.isSecret ? "secret" : question.kind.rawValue,
                    facts: facts.joined(separator: words.separator),
                    environmentLine: question.isSecret ? nil : words.environment(question.environmentVariable),
                    secretLine: question.isSecret ? words.secretFrom(question.flag + "-file", question.flag + "-stdin") : nil))
            }
            if !questions.isEmpty {
                groups.append(Group(title: section.header ?? words.questions, heading: words.heading(section.header ?? words.questions),
                                    questions: questions))
            }
        }
        self.groups = groups
    }

    /// A question asked of a whole section: a repeating group, or a selectable
    /// section's choice.
    private static func question(_ question: CommandQuestion, of section: Section, words: CommandLineWords,
                                 conditions: ConditionWords) -> Question {
        let choices = section.optionLists.first?.options.map(\.key)
        let takes: String
        var flags = [question.flag]
        switch question.kind {
        case .group where question.itemFields.isEmpty: takes = words.listOfValues(question.flag)
        case .group:
            takes = words.listOfItems(question.itemFields.joined(separator: ", "), question.flag + ".0." + (question.itemFields.first ?? ""))
            flags = question.itemFields.map { question.flag + ".N." + $0 }
        case .choices: takes = words.anyOf(choices?.joined(separator: ", ") ?? "", question.flag)
        default: takes = words.oneOf(choices?.joined(separator: ", ") ?? "")
        }
        let condition = conditions.shownWhen(section.hidden)
        let defaultValue = section.form.flatMap { question.text(of: section, in: $0) }
        var facts = [takes]
        if let defaultValue, !defaultValue.isEmpty { facts.append(words.defaultValue(defaultValue)) }
        if let condition { facts.append(words.onlyWhen(condition)) }
        return Question(
            tag: question.tag, flags: flags, environment: question.environmentVariable,
            title: section.header, help: section.footer, takes: takes,
            choices: question.kind == .group ? nil : choices, required: false, defaultValue: defaultValue, condition: condition,
            kind: question.kind.rawValue, facts: facts.joined(separator: words.separator),
            environmentLine: words.environment(question.environmentVariable), secretLine: nil)
    }

    private static func kind(_ row: BaseRow, _ words: CommandLineWords) -> String {
        switch row.valueClass {
        case .integer: words.wholeNumber
        case .decimal: words.number
        case .boolean: words.onOff
        case .date(let mode):
            switch mode {
            case .time: words.time
            case .dateTime: words.dateTime
            default: words.date
            }
        case .file: words.file
        default: words.text
        }
    }

    /// The help as text, for `--help`: at most `width` columns where words allow.
    public func text(width: Int = 80) -> String {
        var lines = [usage, ""]
        let flagWidth = min(28, (options.map(\.flag.count).max() ?? 0) + 2)
        lines.append(optionsTitle)
        for option in options {
            let summary = Self.wrap(option.summary, width: max(20, width - flagWidth - 2))
            lines.append("  " + option.flag.padding(toLength: flagWidth, withPad: " ", startingAt: 0) + (summary.first ?? ""))
            for line in summary.dropFirst() { lines.append(String(repeating: " ", count: flagWidth + 2) + line) }
        }
        for group in groups {
            lines.append("")
            lines.append(group.heading)
            for question in group.questions {
                let placeholder = ["value", "choice", "choices", "file", "group"].contains(question.kind) ? " " + valueWord : ""
                lines.append("  " + question.flags.joined(separator: ", ") + placeholder)
                let summary = [question.title, question.help].compactMap { $0 }.joined(separator: ". ")
                for line in Self.wrap((summary.isEmpty ? "" : summary + " — ") + question.facts, width: width - 6) {
                    lines.append("      " + line)
                }
                for line in [question.environmentLine, question.secretLine].compactMap({ $0 }).flatMap({ Self.wrap($0, width: width - 6) }) {
                    lines.append("      " + line)
                }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The help as JSON, for `--help-json`: the same facts, for completions and docs.
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)).map { String(decoding: $0, as: UTF8.self) + "\n" } ?? "{}\n"
    }

    /// `text` in lines of at most `width` characters, broken between words.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
