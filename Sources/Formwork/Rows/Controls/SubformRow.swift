/// A row that stands for a form of its own, shown on selection (a pushed screen, a
/// dialog): how a nested model appears when asked to be a subform.
///
/// Its value is the subform's values; its display text summarises them.
public final class SubformRow: Row<String> {
    /// Nothing a person enters.
    public override var valueClass: RowValueClass { .none }

    /// Always `"subform"`.
    public override var kind: RowKind { .subform }
    /// Always ``RowPresentation/push``.
    public override var presentation: RowPresentation { .push }
    /// The subform.
    public override var nestedForm: Form? { subform }

    /// Always true: people fill in the subform's rows, not this one.
    public override var isReadOnly: Bool { true }

    /// The nested form: state, like a value. The forms of a template each get a
    /// form of their own made from the template's subform, which the definition
    /// keeps.
    public var subform: Form {
        didSet {
            if let token = subformObservation { oldValue.removeObserver(token) }
            if oldValue.subformOwner === self { oldValue.subformOwner = nil }
            subform.subformOwner = self
            observeSubform()
            notifyUpdated(.settings)
        }
    }

    private var subformObservation: FormObserverToken?
    /// The subform's values as of the last change, reported as the old value of the next.
    private var lastValues: [String: Any?] = [:]

    /// A subform row; edits in the subform count as changes of this row.
    public required init(tag: String?) {
        subform = Form()
        super.init(tag: tag)
        subform.subformOwner = self
        observeSubform()
    }

    /// Edits in the subform are edits of this row: the parent form re-evaluates
    /// conditions on it, tells its observers and calls `onChange`.
    private func observeSubform() {
        lastValues = subform.values(includeHidden: true)
        subformObservation = subform.addObserver { [weak self] event in
            guard case .valueChanged(_, _, let cause) = event, let self else { return }
            let old = self.lastValues
            self.lastValues = self.subform.values(includeHidden: true)
            self.withChangeCause(cause) { self.valueDidChange(oldValue: old) }
        }
    }


    /// The template of the subform, frozen with its form's; nil outside a template.
    struct Settings: RowKindSettings {
        var template: FormTemplate?
    }

    /// Keeps the subform, as a template of its own, as the one every form of the
    /// template makes its subform from (it is prepared and frozen with the form).
    override func prepareForSharing() {
        super.prepareForSharing()
        let template = FormTemplate(sharing: subform)
        changeKindSettings(Settings.self) { $0.template = template }
    }

    /// Starts with a form of the template's subform.
    override func didTakeDefinition() {
        super.didTakeDefinition()
        if let template = kindSettings(Settings.self).template { subform = template.makeForm() }
    }

    /// The values of the subform's rows, as ``Form/values(includeHidden:)`` gives them.
    public override var baseValue: Any? {
        get { subform.values(includeHidden: true) }
        set { setBaseValue(newValue) }
    }

    /// Sets the subform's values from a dictionary keyed by tag.
    @discardableResult
    public override func setBaseValue(_ newValue: Any?) -> Bool {
        guard let values = unwrapOptional(newValue) as? [String: Any?] else { return newValue == nil }
        return subform.setValues(values).isEmpty
    }

    /// The non-empty values of the subform's rows, in order, joined by commas.
    public override var displayText: String? {
        let parts = subform.allRows.compactMap { $0.tag == nil ? nil : $0.displayText }.filter { !$0.isEmpty }
        return parts.isEmpty ? nil : parts.joined(separator: ", ")
    }

    /// One error when a shown row of ``subform`` has errors; the subform's rows are
    /// checked quietly, so their own errors do not change.
    public override func inputErrors() -> [ValidationError] {
        subform.validate(quietly: true).isEmpty ? [] : [ValidationError(.subform, ruleID: "subform")]
    }

    /// Asks the front end to show the subform (``FormEvent/presentationRequested(_:)``).
    public override func customDidSelect() {
        form?.emit(.presentationRequested(self))
    }
}
