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
    @exclusivity(unchecked) private var lastKind: RowKind?
    @exclusivity(unchecked) private var lastPresenter: (any HTMLRowPresenter)?

    init(renderer: HTMLFormRenderer, form: Form, client: ClientCollector) {
        self.renderer = renderer
        self.form = form
        self.client = client
        messages = form.messages
        selectWords = SelectControl.Words(messages)
    }

    func presenter(for kind: RowKind) -> any HTMLRowPresenter {
        if kind == lastKind, let lastPresenter { return lastPresenter }
        let presenter = renderer.presenters.presenter(for: kind)
        lastKind = kind
        lastPresenter = presenter
        return presenter
    }
}
