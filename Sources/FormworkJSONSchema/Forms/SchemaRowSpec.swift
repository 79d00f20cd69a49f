import Formwork

/// Everything a row made from a schema is, as a value: what a repeating group
/// makes each new item from, on every form of a template.
struct SchemaRowSpec: Sendable {
    enum Kind: Sendable {
        case text, email, password, textArea, date, integer, decimal, check, toggle
        case segmented, push, multiple
    }

    var kind: Kind
    var title: String?
    var help: String?
    var placeholder: String?
    /// Choice rows: the keys of the options, and what each shows.
    var options: [String] = []
    var labels: [String] = []
    var rules: [RuleSpecification] = []
    var readOnly = false
    var sensitive = false
    var autofocus = false

    func makeRow(tag: String?) -> BaseRow {
        let row: BaseRow
        switch kind {
        case .text: row = TextRow(tag: tag)
        case .email: row = EmailRow(tag: tag)
        case .password: row = PasswordRow(tag: tag)
        case .textArea: row = TextAreaRow(tag: tag)
        case .date: row = DateRow(tag: tag)
        case .integer: row = IntRow(tag: tag)
        case .decimal: row = DecimalRow(tag: tag)
        case .check: row = CheckRow(tag: tag)
        case .toggle: row = SwitchRow(tag: tag)
        case .segmented, .push:
            let choice: OptionsRow<String> = kind == .segmented ? SegmentedRow<String>(tag: tag) : PushRow<String>(tag: tag)
            choice.options = options
            choice.displayValueFor = label
            choice.selectorTitle = title
            row = choice
        case .multiple:
            let choice = MultipleSelectorRow<String>(tag: tag)
            choice.options = options
            let options = options, labels = labels
            choice.optionDisplayText = { key in options.firstIndex(of: key).map { labels[$0] } ?? key }
            choice.selectorTitle = title
            row = choice
        }
        row.title = title
        row.help = help
        row.placeholder = placeholder
        for rule in rules { try? row.add(ruleSpecification: rule) }
        if readOnly { row.disabled = true }
        if sensitive { row.isSensitive = true }
        if autofocus { row.autofocus = true }
        return row
    }

    /// The label of the option `key`.
    private var label: @Sendable (String?) -> String? {
        let options = options, labels = labels
        return { key in key.flatMap { options.firstIndex(of: $0) }.map { labels[$0] } }
    }
}
