import Formwork
import Synchronization

/// The markup of a row that is the same on every page while the row has the same
/// definition: a text field's or a select's element, label, control attributes,
/// options and help, with the parts that change from page to page (errors, hidden,
/// disabled, the value, the option chosen) left out, to be written between the
/// pieces. The row's page check entry is kept too.
///
/// The pieces are written by the presenters' own functions (`TextFieldPresenter`'s
/// `writeStart` and `writeEnd`, `SelectControl.writeEnd`, the label and help
/// writers), so a row drawn from its plan is drawn by the same code as one drawn
/// from itself. A plan is kept for a template's definition (``HTMLPlanCache``) and
/// used for a row only while the row has that very definition: a row retitled or
/// given a rule for one request has a definition of its own, and is drawn from
/// itself.
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
        /// How the title and help are read; nil when they hold nothing markup
        /// could read, so the plan suits a form of either setting.
        let markup: TextMarkup?
        let isRequired: Bool
        let width: RowWidth
        let control: Control
        let check: Check?

        /// What the control depends on besides the row's title and placeholder.
        enum Control: Sendable {
            /// An `<input>`: the hints it uses and the rules that limit its length.
            case textField(mask: String?, contentType: TextContentType?, rules: [RuleDescriptor])
            /// A `<select>`: the list without its choices, and the form's words it shows.
            case select(RowOptionList, words: SelectControl.Words, dialog: SelectorDialog)
        }

        /// What the page's check entry depends on: the rules and when they run.
        struct Check: Sendable {
            let set: ClientCheckSet
            let when: Int
        }

        /// The inputs of `row`, drawn by `presenter`; nil when the row is not drawn
        /// as a plain text field or select.
        init?(_ row: BaseRow, presenter: any HTMLRowPresenter, words: SelectControl.Words) {
            // A row's onPresent callbacks answer row by row.
            // A row that takes the focus says so on the page that draws it first.
            guard !row.expandsInline, !row.hasPresentCallbacks, !row.autofocus else { return nil }
            if presenter is TextFieldPresenter {
                let hints = row.inputHints
                control = .textField(mask: hints.mask, contentType: hints.contentType, rules: row.ruleDescriptors)
            } else if presenter is OptionsPresenter, OptionsPresenter.drawsSelect(row.presentation),
                      let list = row.optionChoices.lists.first {
                control = .select(list, words: words, dialog: SelectorDialog(row))
            } else {
                return nil
            }
            identifier = row.identifier
            tag = row.tag
            kind = row.kind
            title = row.title
            placeholder = row.placeholder
            help = row.help
            let mayHoldMarkup = title.map(RichText.mayHoldMarkup) == true || help.map(RichText.mayHoldMarkup) == true
            markup = mayHoldMarkup ? row.form?.textMarkup ?? .plain : nil
            isRequired = row.isRequired
            width = row.width
            check = ClientCollector.checkSet(of: row).map { Check(set: $0, when: row.validationOptions.rawValue) }
        }
    }

    let inputs: Inputs
    /// The definition the plan was made from, held so that its identity is not
    /// taken by another while the plan lives.
    let definition: RowDefinition
    /// The pieces, one after another; `cuts[i]` is where piece `i` ends.
    private let bytes: [UInt8]
    private let cuts: [Int]
    /// ` aria-describedby="…"` for the help alone (empty without help), and with
    /// the errors (and `aria-invalid`).
    private let describedByHelp: [UInt8]
    private let describedByErrors: [UInt8]
    /// `["id",when,` for the page's checks, and the rules they point to.
    let checkStart: [UInt8]
    let checkSet: ClientCheckSet?

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

    init(_ inputs: Inputs, definition: RowDefinition) {
        self.inputs = inputs
        self.definition = definition
        let id = inputs.identifier
        var html = HTMLWriter(capacity: 512)
        var cuts: [Int] = []
        html.markup("<div class=\"fw-row fw-kind-")
        html.text(inputs.kind.rawValue)
        if inputs.width == .half { html.markup(" fw-half") }
        cuts.append(html.count)
        html.markup("\" data-row=\"")
        html.text(id)
        html.markup("\"")
        cuts.append(html.count)
        html.markup(">")
        HTMLRowContext.writeLabel(id, title: inputs.title, markup: inputs.markup ?? .plain, required: inputs.isRequired,
                                  into: &html)
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
        case .select(let list, let words, let dialog):
            SelectControl.writeEnd(list, placeholder: inputs.placeholder, words: words, dialog: dialog, into: &html) { html, _ in
                cuts.append(html.count)
            }
        }
        if let help = inputs.help { HTMLFormRenderer.writeHelp(help, id: id, markup: inputs.markup ?? .plain, into: &html) }
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
            // Every page with the row writes its rules: written once here.
            var set = check.set
            var setJSON = JSONText(capacity: 128)
            ClientData.write(set, into: &setJSON)
            set.json = setJSON.bytes
            checkSet = set
        } else {
            checkStart = []
            checkSet = nil
        }
    }

    /// Whether `row`, in a plain section, is drawn as this plan draws it: it has
    /// the definition the plan was made from (which holds its tag, title, rules,
    /// settings and options) and, untagged, the same place.
    func matches(_ row: BaseRow) -> Bool {
        guard row.sharedDefinition === definition else { return false }
        if let markup = inputs.markup, markup != row.form?.textMarkup ?? .plain { return false }
        return inputs.tag != nil || row.identifier == inputs.identifier
    }

    /// The positions of the options chosen, for a select.
    func chosen(in row: BaseRow) -> [Int] {
        guard case .select = inputs.control else { return [] }
        return row.optionChoices.chosen.first ?? []
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
        case .select(let list, _, _):
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

/// The plans of the rows of templates' forms, by the identity of their
/// definitions, for one renderer (one set of presenters).
///
/// Only a template's definitions get plans (``RowDefinition/isShared``): they live
/// as long as their template and are never changed, so the cache holds as many
/// plans as the templates have rows. A page reads the plans kept when it starts,
/// without a lock per row, and hands the plans it made back at the end.
final class HTMLPlanCache: Sendable {
    private let plans = Mutex<[ObjectIdentifier: KeptPlan]>([:])

    /// The most plans kept; past it, they are all let go and made again.
    static let capacity = 100_000

    /// The plans kept now.
    func snapshot() -> [ObjectIdentifier: KeptPlan] {
        plans.withLock { $0 }
    }

    /// Keeps the plans a page made.
    func keep(_ made: [KeptPlan]) {
        guard !made.isEmpty else { return }
        plans.withLock { plans in
            if plans.count + made.count > Self.capacity { plans.removeAll() }
            for kept in made { plans[ObjectIdentifier(kept.definition)] = kept }
        }
    }
}

/// What is kept for a template's definition: the plan its rows are drawn from, or
/// that they are drawn from themselves (a switch, a segmented row, a button), so
/// that no page works that out again.
enum KeptPlan: Sendable {
    case plan(HTMLRowPlan)
    case none(RowDefinition)

    /// The definition kept, held so that its identity is not taken by another.
    var definition: RowDefinition {
        switch self {
        case .plan(let plan): return plan.definition
        case .none(let definition): return definition
        }
    }
}
