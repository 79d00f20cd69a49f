import Formwork

/// What every row of one form shares while the form is drawn, looked up once: the
/// renderer, the form, its words, and the presenter of the last kind drawn (rows
/// of one kind tend to come together).
final class HTMLRenderPass {
    let renderer: HTMLFormRenderer
    let form: Form
    let messages: FormMessages
    /// How the form reads its author's words.
    let markup: TextMarkup
    /// The words the form's selects show, worked out once for every select drawn.
    let selectWords: SelectControl.Words
    /// What the page's script needs, noted as rows are drawn (shared with subforms).
    let client: ClientCollector
    /// The plans kept when the page started, by definition.
    private let plans: [ObjectIdentifier: KeptPlan]?
    /// The plans made while drawing the page, for rows of templates' forms that
    /// had none: kept once the page is done.
    @exclusivity(unchecked) private(set) var madePlans: [KeptPlan] = []
    @exclusivity(unchecked) private var lastKind: RowKind?
    @exclusivity(unchecked) private var lastPresenter: (any HTMLRowPresenter)?

    init(renderer: HTMLFormRenderer, form: Form, client: ClientCollector, plans: [ObjectIdentifier: KeptPlan]? = nil) {
        self.renderer = renderer
        self.form = form
        self.client = client
        self.plans = plans
        messages = form.messages
        markup = form.textMarkup
        selectWords = SelectControl.Words(messages)
    }

    /// The plan to draw `row` (in a plain section) from: the one kept for its
    /// definition, or one made now when its definition is a template's; nil when
    /// the row is drawn from itself.
    func plan(for row: BaseRow) -> HTMLRowPlan? {
        // Only rows that read a template's definition are drawn from plans.
        guard let plans, let definition = row.sharedDefinition else { return nil }
        switch plans[ObjectIdentifier(definition)] {
        case .plan(let plan)? where plan.matches(row): return plan
        case .none(let kept)? where kept === definition: return nil
        default: break
        }
        guard madePlans.count < HTMLPlanCache.capacity else { return nil }
        guard let inputs = HTMLRowPlan.Inputs(row, presenter: presenter(for: row), words: selectWords) else {
            madePlans.append(.none(definition))
            return nil
        }
        let plan = HTMLRowPlan(inputs, definition: definition)
        madePlans.append(.plan(plan))
        return plan
    }

    /// The presenter for `row`: by its type when presenters are registered for
    /// types, by its kind otherwise, and for a kind with none by what the row
    /// holds (its `fallbackKind`, which depends on the row, so it is not kept).
    func presenter(for row: BaseRow) -> any HTMLRowPresenter {
        if renderer.presenters.hasRowTypePresenters { return renderer.presenters.presenter(for: row) }
        let kind = row.kind
        if kind == lastKind, let lastPresenter { return lastPresenter }
        guard renderer.presenters.hasPresenter(for: kind) else { return renderer.presenters.presenter(for: row) }
        return presenter(for: kind)
    }

    func presenter(for kind: RowKind) -> any HTMLRowPresenter {
        if kind == lastKind, let lastPresenter { return lastPresenter }
        let presenter = renderer.presenters.presenter(for: kind)
        lastKind = kind
        lastPresenter = presenter
        return presenter
    }
}
