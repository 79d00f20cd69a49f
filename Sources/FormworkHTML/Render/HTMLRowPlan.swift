import Formwork

/// The markup of one row of a template that is the same on every page, worked out
/// once and shared by every form the template makes: a text field's element,
/// label, control attributes and help, with the parts that change from page to
/// page (errors, hidden, disabled, value) left out, to be written between the
/// pieces. The row's page check entry is kept too.
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
        /// The hints a text field uses.
        let mask: String?
        let contentType: TextContentType?
        let rules: [RuleDescriptor]
        let isRequired: Bool
        let check: Check?

        /// What the page's check entry depends on.
        struct Check: Equatable, Sendable {
            let rules: [DescribedRule]
            let serverOnly: Bool
            let when: Int
        }

        /// The inputs of `row`, whose identifier and kind were just read; nil when
        /// the row is not drawn as a plain text field.
        init?(_ row: BaseRow, identifier: String, kind: RowKind) {
            guard !row.expandsInline else { return nil }
            self.identifier = identifier
            tag = row.tag
            self.kind = kind
            title = row.title
            placeholder = row.placeholder
            help = row.help
            let hints = row.inputHints
            mask = hints.mask
            contentType = hints.contentType
            rules = row.ruleDescriptors
            isRequired = row.isRequired
            check = Self.check(of: row)
        }

        /// Whether `row` has these inputs, read one by one and only as far as the
        /// first that differs.
        func match(_ row: BaseRow) -> Bool {
            guard !row.expandsInline, row.title == title, row.placeholder == placeholder, row.help == help,
                  row.ruleDescriptors == rules, row.isRequired == isRequired
            else { return false }
            let hints = row.inputHints
            guard hints.mask == mask, hints.contentType == contentType else { return false }
            guard let check else { return Self.check(of: row) == nil }
            return !row.isReadOnly && row.nestedForm == nil && row.validationOptions.rawValue == check.when
                && row.hasServerOnlyRules == check.serverOnly && row.describedRules == check.rules
        }

        private static func check(of row: BaseRow) -> Check? {
            guard !row.isReadOnly, row.nestedForm == nil else { return nil }
            let serverOnly = row.hasServerOnlyRules
            let rules = row.describedRules
            guard serverOnly || !rules.isEmpty else { return nil }
            return Check(rules: rules, serverOnly: serverOnly, when: row.validationOptions.rawValue)
        }
    }

    let inputs: Inputs
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

    enum Piece: Int {
        /// `<div class="fw-row fw-kind-…`, before ` fw-invalid`.
        case rowStart
        /// `" data-row="…"`, before ` hidden`.
        case rowName
        /// `>`, the label, `<input … id name`, before `aria-describedby` and ` disabled`.
        case controlStart
        /// ` required` when required, before the value.
        case required
        /// The rest of the control and the help, before the errors.
        case controlEnd
    }

    init(_ inputs: Inputs, sharing sets: inout [RuleSet]) {
        self.inputs = inputs
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
        TextFieldPresenter.writeStart(inputs.kind, into: &html)
        html.markup(" id=\"")
        html.text(id)
        html.markup("\"")
        html.attribute("name", id)
        cuts.append(html.count)
        html.flag("required", inputs.isRequired)
        cuts.append(html.count)
        TextFieldPresenter.writeEnd(inputs.kind, placeholder: inputs.placeholder,
                                    hints: RowInputHints(mask: inputs.mask, contentType: inputs.contentType),
                                    rules: inputs.rules, into: &html)
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
            let set = RuleSet(rules: check.rules, number: inputs.kind == .integer || inputs.kind == .decimal,
                              server: check.serverOnly)
            // Rows with the same rules keep one set, which the page's checks then
            // find by identity rather than by comparing every message.
            if let same = sets.first(where: { $0 == set }) {
                ruleSet = same
            } else {
                sets.append(set)
                ruleSet = set
            }
        } else {
            checkStart = []
            ruleSet = nil
        }
    }

    /// Whether `row`, in a plain section, is still drawn as this plan draws it.
    func matches(_ row: BaseRow) -> Bool {
        // A tagged row's identifier is its tag, escaped: the tag tells whether it is the same.
        if let tag = inputs.tag {
            guard row.tag == tag else { return false }
        } else if row.tag != nil || row.identifier != inputs.identifier {
            return false
        }
        return row.kind == inputs.kind && inputs.match(row)
    }

    func write(_ piece: Piece, into html: inout HTMLWriter) {
        let start = piece.rawValue == 0 ? 0 : cuts[piece.rawValue - 1]
        bytes.withUnsafeBytes { html.append(raw: UnsafeRawBufferPointer(rebasing: $0[start..<cuts[piece.rawValue]])) }
    }

    func writeDescribedBy(invalid: Bool, into html: inout HTMLWriter) {
        (invalid ? describedByErrors : describedByHelp).withUnsafeBytes { html.append(raw: $0) }
    }
}

/// The plans of a template's rows, by section and row position, for one renderer
/// configuration; nil where a row is drawn from itself (not a text field, in a
/// repeating group or a selectable section). Made once, never changed.
final class HTMLPlanTable: Sendable {
    private let plans: [[HTMLRowPlan?]]

    init(_ form: Form, presenters: HTMLPresenters) {
        var sets: [RuleSet] = []
        plans = form.allSections.map { section in
            guard section.selection == nil, !(section is MultivaluedSection) else { return [] }
            return section.allRows.map { row in
                guard !row.isInlinePicker, presenters.presenter(for: row.kind) is TextFieldPresenter,
                      let inputs = HTMLRowPlan.Inputs(row, identifier: row.identifier, kind: row.kind)
                else { return nil }
                return HTMLRowPlan(inputs, sharing: &sets)
            }
        }
    }

    func plan(section: Int, row: Int) -> HTMLRowPlan? {
        guard section < plans.count, row < plans[section].count else { return nil }
        return plans[section][row]
    }
}

/// Stands for a renderer's configuration in a form's ``DefinitionMemo``: renderers
/// with the built-in presenters and no hooks share one; any change makes a new one.
final class HTMLPlanKey: Sendable {
    static let builtIn = HTMLPlanKey()
}
