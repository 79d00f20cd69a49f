import Formwork

/// The markup of one row of a template that is the same on every page, worked out
/// once and shared by every form the template makes: a text field's or a select's
/// element, label, control attributes, options and help, with the parts that change
/// from page to page (errors, hidden, disabled, the value, the option chosen) left
/// out, to be written between the pieces. The row's page check entry is kept too.
///
/// What the markup was made from is kept with it, and a row is drawn from the plan
/// only while all of it is the same, so a form whose row was retitled or given a
/// rule for one request is drawn from the row itself.
final class HTMLRowPlan: Sendable {
    /// What the markup depends on, read from the row.
    struct Inputs: Sendable {
        let identifier: String
        /// The row's tag, which (in a plain section) is all its identifier depends on.
        let tag: String?
        let kind: RowKind
        let title: String?
        let placeholder: String?
        let help: String?
        let isRequired: Bool
        let control: Control
        let check: Check?

        /// What the control depends on besides the row's title and placeholder.
        enum Control: Sendable {
            /// An `<input>`: the hints it uses and the rules that limit its length.
            case textField(mask: String?, contentType: TextContentType?, rules: [RuleDescriptor])
            /// A `<select>`: the list without its choices, and the form's words it shows.
            case select(RowOptionList, words: SelectControl.Words)
        }

        /// What the page's check entry depends on: the rules and when they run.
        struct Check: Sendable {
            let set: RuleSet
            let when: Int
        }

        /// The inputs of `row`, drawn by `presenter`; nil when the row is not drawn
        /// as a plain text field or select.
        init?(_ row: BaseRow, presenter: any HTMLRowPresenter, words: SelectControl.Words) {
            guard !row.expandsInline else { return nil }
            if presenter is TextFieldPresenter {
                let hints = row.inputHints
                control = .textField(mask: hints.mask, contentType: hints.contentType, rules: row.ruleDescriptors)
            } else if presenter is OptionsPresenter, OptionsPresenter.drawsSelect(row.presentation),
                      let list = row.optionChoices.lists.first {
                control = .select(list, words: words)
            } else {
                return nil
            }
            identifier = row.identifier
            tag = row.tag
            kind = row.kind
            title = row.title
            placeholder = row.placeholder
            help = row.help
            isRequired = row.isRequired
            check = ClientCollector.ruleSet(of: row, kind: kind).map { Check(set: $0, when: row.validationOptions.rawValue) }
        }

        /// Whether `row` has these inputs, read one by one and only as far as the
        /// first that differs, and which options are chosen when it is a select.
        func match(_ row: BaseRow, words formWords: SelectControl.Words) -> (matches: Bool, chosen: [Int]) {
            guard !row.expandsInline, row.title == title, row.placeholder == placeholder, row.help == help,
                  row.isRequired == isRequired
            else { return (false, []) }
            var chosen: [Int] = []
            switch control {
            case .textField(let mask, let contentType, let rules):
                guard row.ruleDescriptors == rules else { return (false, []) }
                let hints = row.inputHints
                guard hints.mask == mask, hints.contentType == contentType else { return (false, []) }
            case .select(let list, let words):
                guard OptionsPresenter.drawsSelect(row.presentation) else { return (false, []) }
                let choices = row.optionChoices
                guard choices.lists.first == list, words == formWords else { return (false, []) }
                chosen = choices.chosen.first ?? []
            }
            let set = ClientCollector.ruleSet(of: row, kind: kind)
            guard let check else { return (set == nil, chosen) }
            return (set == check.set && row.validationOptions.rawValue == check.when, chosen)
        }
    }

    let inputs: Inputs
    /// The mark of the row's definition, when it can be marked: a row of a form
    /// with the built-in words that has it is drawn as planned, with nothing more
    /// read (see ``matches(_:words:builtInWords:)``).
    let mark: RowDefinitionMark?
    /// The pieces, one after another; `cuts[i]` is where piece `i` ends.
    private let bytes: [UInt8]
    private let cuts: [Int]
    /// ` aria-describedby="…"` for the help alone (empty without help), and with
    /// the errors (and `aria-invalid`).
    private let describedByHelp: [UInt8]
    private let describedByErrors: [UInt8]
    /// `["id",when,` for the page's checks, and the rules they point to.
    let checkStart: [UInt8]
    let ruleSet: RuleSet?

    /// The pieces every plan has, in order. A text field's value goes after
    /// ``required``, then its last piece; a select has one piece more per option,
    /// each ending where the option says whether it is chosen.
    enum Piece: Int {
        /// `<div class="fw-row fw-kind-…`, before ` fw-invalid`.
        case rowStart
        /// `" data-row="…"`, before ` hidden`.
        case rowName
        /// `>`, the label, the control's start with its id and name, before
        /// `aria-describedby` and ` disabled`.
        case controlStart
        /// ` required` when required; for a select, what follows up to its first option's value.
        case required
    }

    init(_ inputs: Inputs, mark: RowDefinitionMark?, sharing sets: inout [RuleSet]) {
        self.inputs = inputs
        self.mark = mark
        let id = inputs.identifier
        var html = HTMLWriter(capacity: 512)
        var cuts: [Int] = []
        html.markup("<div class=\"fw-row fw-kind-")
        html.text(inputs.kind.rawValue)
        cuts.append(html.count)
        html.markup("\" data-row=\"")
        html.text(id)
        html.markup("\"")
        cuts.append(html.count)
        html.markup(">")
        HTMLRowContext.writeLabel(id, title: inputs.title, required: inputs.isRequired, into: &html)
        switch inputs.control {
        case .textField: TextFieldPresenter.writeStart(inputs.kind, into: &html)
        case .select: html.markup("<select class=\"fw-select\"")
        }
        html.markup(" id=\"")
        html.text(id)
        html.markup("\"")
        html.attribute("name", id)
        cuts.append(html.count)
        html.flag("required", inputs.isRequired)
        switch inputs.control {
        case .textField(let mask, let contentType, let rules):
            cuts.append(html.count)
            TextFieldPresenter.writeEnd(inputs.kind, placeholder: inputs.placeholder,
                                        hints: RowInputHints(mask: mask, contentType: contentType), rules: rules, into: &html)
        case .select(let list, let words):
            SelectControl.writeEnd(list, placeholder: inputs.placeholder, words: words, into: &html) { html, _ in
                cuts.append(html.count)
            }
        }
        if let help = inputs.help { HTMLFormRenderer.writeHelp(help, id: id, into: &html) }
        cuts.append(html.count)
        bytes = html.bytes
        self.cuts = cuts

        let described = HTMLFormRenderer.describedBy(id, help: inputs.help != nil, errors: false)
        var help = HTMLWriter(capacity: 64)
        if !described.isEmpty { help.attribute("aria-describedby", described) }
        describedByHelp = help.bytes
        var errors = HTMLWriter(capacity: 96)
        errors.attribute("aria-describedby", HTMLFormRenderer.describedBy(id, help: inputs.help != nil, errors: true))
        errors.attribute("aria-invalid", "true")
        describedByErrors = errors.bytes

        if let check = inputs.check {
            var json = JSONText(capacity: 32)
            ClientCollector.writeCheckStart(id, when: check.when, into: &json)
            checkStart = json.bytes
            // Rows with the same rules keep one set, which the page's checks then
            // find by identity rather than by comparing every message.
            if let same = sets.first(where: { $0 == check.set }) {
                ruleSet = same
            } else {
                sets.append(check.set)
                ruleSet = check.set
            }
        } else {
            checkStart = []
            ruleSet = nil
        }
    }

    /// Whether `row`, in a plain section of a form whose selects show `words`, is still drawn
    /// as this plan draws it, and the positions of the options chosen.
    /// `builtInWords` says that both that form and the one the plan was made from
    /// have the built-in words, which the rules' messages are worded in.
    func matches(_ row: BaseRow, words: SelectControl.Words, builtInWords: Bool) -> (matches: Bool, chosen: [Int]) {
        // A tagged row's identifier is its tag, escaped: the tag tells whether it is the same.
        if let tag = inputs.tag {
            guard row.tag == tag else { return (false, []) }
        } else if row.tag != nil || row.identifier != inputs.identifier {
            return (false, [])
        }
        // Only text fields are marked, and they have no options to choose.
        if builtInWords, let mark, mark.isUnchanged(in: row) { return (true, []) }
        guard row.kind == inputs.kind else { return (false, []) }
        return inputs.match(row, words: words)
    }

    /// Writes piece `index` (a ``Piece`` or one after them).
    func write(_ index: Int, into html: inout HTMLWriter) {
        let start = index == 0 ? 0 : cuts[index - 1]
        bytes.withUnsafeBytes { html.append(raw: UnsafeRawBufferPointer(rebasing: $0[start..<cuts[index]])) }
    }

    func write(_ piece: Piece, into html: inout HTMLWriter) {
        write(piece.rawValue, into: &html)
    }

    func writeDescribedBy(invalid: Bool, into html: inout HTMLWriter) {
        (invalid ? describedByErrors : describedByHelp).withUnsafeBytes { html.append(raw: $0) }
    }

    /// Writes the control from its value (a text field's) or its choices (a
    /// select's) to the end of its help.
    func writeControlEnd(_ row: BaseRow, chosen: [Int], into html: inout HTMLWriter) {
        switch inputs.control {
        case .textField:
            if let text = row.inputText { html.attribute("value", text) }
            write(Piece.required.rawValue + 1, into: &html)
        case .select(let list, _):
            // In order, the positions chosen are met in one pass over both.
            let chosen = chosen.count > 1 ? chosen.sorted() : chosen
            var next = chosen.startIndex
            var piece = Piece.required.rawValue + 1
            for position in 0..<list.count {
                while next < chosen.endIndex, chosen[next] < position { next += 1 }
                html.markup(next < chosen.endIndex && chosen[next] == position ? "\" selected>" : "\">")
                write(piece, into: &html)
                piece += 1
            }
        }
    }
}

/// The plans of a template's rows, by section and row position, for one renderer
/// configuration; nil where a row is drawn from itself (not a text field or a
/// select, in a repeating group or a selectable section). Made once, never changed.
final class HTMLPlanTable: Sendable {
    private let plans: [[HTMLRowPlan?]]
    /// Whether the plans were made from a form with the built-in words.
    let hasBuiltInWords: Bool

    init(_ form: Form, presenters: HTMLPresenters) {
        var sets: [RuleSet] = []
        let words = SelectControl.Words(form.messages)
        hasBuiltInWords = !form.hasCustomMessages
        plans = form.allSections.map { section in
            guard section.selection == nil, !(section is MultivaluedSection) else { return [] }
            return section.allRows.map { row in
                guard !row.isInlinePicker,
                      let inputs = HTMLRowPlan.Inputs(row, presenter: presenters.presenter(for: row.kind), words: words)
                else { return nil }
                return HTMLRowPlan(inputs, mark: RowDefinitionMark(of: row), sharing: &sets)
            }
        }
    }

    func plan(section: Int, row: Int) -> HTMLRowPlan? {
        guard section < plans.count, row < plans[section].count else { return nil }
        return plans[section][row]
    }
}

/// Stands for a renderer's configuration in a form's `DefinitionMemo`: renderers
/// with the built-in presenters and no hooks share one; any change makes a new one.
final class HTMLPlanKey: Sendable {
    static let builtIn = HTMLPlanKey()
}
