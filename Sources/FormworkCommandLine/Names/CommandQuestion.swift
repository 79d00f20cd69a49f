import Formwork

/// One question of a form as a command line asks it: a tagged row that people
/// fill in, under the names each source gives it.
///
/// Names come from the row's tag, which is also its key in the form's JSON values:
/// - the flag is `--` and the tag as it is, dots and all (`--address.city`), the
///   same name the row's field has on the web, so that nested tags, and tags with
///   `-` or `_` in them, never meet another's flag;
/// - the environment variable is the command's prefix, `_`, and the tag in capitals
///   with every other character than a letter or a digit as `_` (`APP_ADDRESS_CITY`);
/// - the key in an answers file is the tag, nested at its dots or written whole
///   (`{"address": {"city": "Lyon"}}` or `{"address.city": "Lyon"}`).
public struct CommandQuestion: Sendable, Hashable {
    /// The row's tag.
    public let tag: String
    /// `--tag`.
    public let flag: String
    /// `PREFIX_TAG`.
    public let environmentVariable: String
    /// What the row holds, as the command line reads it.
    public let kind: Kind
    /// Whether the row is a secret (a password) or marked sensitive: read only from
    /// `--tag-file`, `--tag-stdin` or a prompt that does not echo, and never shown.
    public let isSecret: Bool
    /// For a repeating group whose items are small forms: the tags of an item's
    /// fields (`--travellers.0.name`); empty for a group of single values and for
    /// every other question.
    public let itemFields: [String]

    /// What a question's value is, for reading it and for help.
    public enum Kind: String, Sendable, Hashable {
        /// Text, a number, a date: one value, read as the row reads typed text.
        case value
        /// On or off: `--tag`, `--no-tag` or `--tag=true|false`.
        case toggle
        /// One of the row's options, by key.
        case choice
        /// Any of the row's options, by key: the flag repeated, or a list.
        case choices
        /// A file, by its path.
        case file
        /// A repeating group: a list of values, or of items with fields.
        case group
    }

    /// Whether a command line asks `row`: a tagged row people fill in, not a label,
    /// a button, a subform or a check of a selectable section (its section asks).
    static func asks(_ row: BaseRow) -> Bool {
        row.tag != nil && row.valueClass != .none
            && ![RowKind.label, .button, .subform, .listCheck].contains(row.kind)
    }

    init(row: BaseRow, tag: String, prefix: String) {
        self.tag = tag
        flag = "--" + tag
        environmentVariable = Self.environmentName(prefix: prefix, tag: tag)
        isSecret = row.isSecret || row.isSensitive
        itemFields = []
        if row.kind == .toggle || row.kind == .check {
            kind = .toggle
        } else if row.kind == .file || row.kind == .image {
            kind = .file
        } else if let list = row.optionLists.first {
            kind = list.allowsMultipleSelection ? .choices : .choice
        } else {
            kind = .value
        }
    }

    /// Whether a command line asks `section` as one question: a tagged repeating
    /// group, or a tagged selectable section (its choice).
    static func asks(_ section: Section) -> Bool {
        section.tag != nil && (section.isRepeatingGroup || !section.optionLists.isEmpty)
    }

    init(section: Section, tag: String, prefix: String) {
        self.tag = tag
        flag = "--" + tag
        environmentVariable = Self.environmentName(prefix: prefix, tag: tag)
        isSecret = false
        if section.isRepeatingGroup {
            kind = .group
            let sample = section.items.first ?? section.itemSample()
            itemFields = sample?.nestedForm.map { form in form.allRows.filter(Self.asks).compactMap(\.tag) } ?? []
        } else {
            kind = section.optionLists.first?.allowsMultipleSelection == true ? .choices : .choice
            itemFields = []
        }
    }

    /// The name of the variable for `tag`: `PREFIX_` and the tag in capitals, with
    /// `_` for every character that is not an ASCII letter or digit.
    static func environmentName(prefix: String, tag: String) -> String {
        var body = ""
        for byte in tag.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"): body.append(Character(Unicode.Scalar(byte - 32)))
            case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"): body.append(Character(Unicode.Scalar(byte)))
            default: if !body.hasSuffix("_") || byte < 0x80 { body.append("_") }
            }
        }
        return prefix.isEmpty ? body : prefix + "_" + body
    }

    /// A section's value as the command line writes it: a selectable section's
    /// keys, a group's items as JSON; nil when it has none.
    func text(of section: Section, in form: Form) -> String? {
        if kind == .group {
            guard case .array(let items)? = form.jsonValues()[tag], !items.isEmpty else { return nil }
            return JSONValue.array(items).description
        }
        let keys = section.optionLists.first?.selectedKeys ?? []
        return keys.isEmpty ? nil : keys.joined(separator: ", ")
    }

    /// The row's value as the command line writes it: an option's key, the keys of
    /// several, on or off as `true` or `false`, anything else as its input text;
    /// nil when it has none.
    func text(of row: BaseRow) -> String? {
        switch kind {
        case .choice, .choices:
            let keys = row.optionLists.first?.selectedKeys ?? []
            return keys.isEmpty ? nil : keys.joined(separator: ", ")
        case .file:
            return (row.baseValue as? UploadedFile)?.name
        default:
            return row.inputText
        }
    }
}
