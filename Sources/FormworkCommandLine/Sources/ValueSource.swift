import Formwork

/// Where a value came from, in the order of precedence: a flag beats the
/// environment, which beats an answers file, which beats a draft, which beats the
/// form's own default.
public enum ValueSource: Sendable, Hashable, CustomStringConvertible, Comparable {
    /// A flag on the command line (`--age`), or a secret's `--password-file` or
    /// `--password-stdin`.
    case flag(String)
    /// An environment variable (`APP_AGE`).
    case environment(String)
    /// A key of an answers file, at a line of it.
    case answers(file: String, line: Int)
    /// A saved draft, by its code.
    case draft(String)
    /// The form's default.
    case formDefault
    /// An answer typed at a prompt.
    case prompt

    /// How errors and `--print-resolved` name it: `--age`, `$APP_AGE`,
    /// `answers.json:7`, `draft ABCD`, `default`, `prompt`. A path or code given on
    /// the command line is cut to 60 characters, control characters escaped.
    public var description: String {
        switch self {
        case .flag(let name): name
        case .environment(let name): "$" + name
        case .answers(let file, let line): "\(ArgumentReader.shown(file)):\(line)"
        case .draft(let code): "draft \(ArgumentReader.shown(code))"
        case .formDefault: "default"
        case .prompt: "prompt"
        }
    }

    /// The rank in the precedence: lower wins.
    var rank: Int {
        switch self {
        case .prompt: 0
        case .flag: 1
        case .environment: 2
        case .answers: 3
        case .draft: 4
        case .formDefault: 5
        }
    }

    /// Whether `lhs` comes before `rhs` in the precedence.
    public static func < (lhs: ValueSource, rhs: ValueSource) -> Bool { lhs.rank < rhs.rank }
}

/// A value given for a question by one source, before the form reads it.
public struct GivenValue: Sendable, Hashable {
    /// The question's tag.
    public let tag: String
    /// The value as the form reads typed input: one text, several (the keys of a
    /// multiple choice), or a file's bytes.
    public var input: Input
    /// Where it came from.
    public let source: ValueSource

    /// A value as the form reads it.
    public indirect enum Input: Sendable, Hashable {
        /// One text.
        case text(String)
        /// Several texts: the keys of a multiple choice.
        case texts([String])
        /// A file: its name and bytes (empty until read).
        case file(name: String, bytes: [UInt8])
        /// A repeating group's items, in order: each one text, or an item's
        /// fields by tag.
        case items([Input])
        /// An item's fields, by tag.
        case fields([String: Input])
        /// A value as a draft keeps it (as schemas write values), put in by the
        /// form's own reader, as when a draft resumes on the web.
        case json(JSONValue)
    }
}

/// Something wrong with what a command was given, naming where it was given.
public struct CommandProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: `--age`, `$APP_AGE`, `answers.json:7`, or nil for the command as a whole.
    public let source: ValueSource?
    /// What is wrong, in the form's words where the form said it.
    public let message: String
    /// A usage problem (an unknown flag, a flag given twice: exit status 64) or a
    /// problem with the data (a value the form refuses: 65).
    public let kind: Kind

    /// The two kinds of problem, by their exit status.
    public enum Kind: Int32, Sendable, Hashable {
        /// EX_USAGE.
        case usage = 64
        /// EX_DATAERR.
        case data = 65
    }

    /// `source: message`, or the message alone.
    public var description: String { source.map { "\($0): \(message)" } ?? message }
}
