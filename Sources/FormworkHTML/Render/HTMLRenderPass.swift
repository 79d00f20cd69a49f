import Formwork

/// What every row of one form shares while the form is drawn, looked up once: the
/// renderer, the form, its words, and the presenter of the last kind drawn (rows
/// of one kind tend to come together).
final class HTMLRenderPass {
    let renderer: HTMLFormRenderer
    let form: Form
    let messages: FormMessages
    /// The words the form's selects show, worked out once for every select drawn.
    let selectWords: SelectControl.Words
    /// What the page's script needs, noted as rows are drawn (shared with subforms).
    let client: ClientCollector
    /// The markup kept for the rows of the form's template, when it has one.
    let plans: HTMLPlanTable?
    /// Whether this form and the one the plans were made from both have the
    /// built-in words: then a row with the definition its plan marked is drawn
    /// from the plan without reading more of it.
    let plansShareWords: Bool
    @exclusivity(unchecked) private var lastKind: RowKind?
    @exclusivity(unchecked) private var lastPresenter: (any HTMLRowPresenter)?

    init(renderer: HTMLFormRenderer, form: Form, client: ClientCollector, plans: HTMLPlanTable? = nil) {
        self.renderer = renderer
        self.form = form
        self.client = client
        self.plans = plans
        messages = form.messages
        selectWords = SelectControl.Words(messages)
        plansShareWords = plans?.hasBuiltInWords == true && !form.hasCustomMessages
    }

    func presenter(for kind: RowKind) -> any HTMLRowPresenter {
        if kind == lastKind, let lastPresenter { return lastPresenter }
        let presenter = renderer.presenters.presenter(for: kind)
        lastKind = kind
        lastPresenter = presenter
        return presenter
    }
}
