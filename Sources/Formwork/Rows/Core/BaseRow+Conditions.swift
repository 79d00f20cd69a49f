// How a row's `hidden` and `disabled` conditions are set and evaluated.
extension BaseRow {
    /// When the row is hidden. Set on a row that is in a form, it is evaluated at once.
    public var hidden: Condition? {
        get { readSettings { $0.hidden } ?? nil }
        set {
            changeDefinition { $0.changeRare { $0.hidden = newValue } }
            conditionDidChange(.hidden)
        }
    }

    /// When the row is disabled. Set on a row that is in a form, it is evaluated at once.
    public var disabled: Condition? {
        get { readSettings { $0.disabled } ?? nil }
        set {
            changeDefinition { $0.changeRare { $0.disabled = newValue } }
            conditionDidChange(.disabled)
        }
    }

    /// Whether the row has a `hidden` or `disabled` condition, known from one read
    /// of its definition.
    var hasConditions: Bool { readSettings { $0.hasConditions } ?? false }

    func conditions() -> RowConditionState {
        if let conditionState { return conditionState }
        let state = RowConditionState()
        conditionState = state
        return state
    }

    /// Whether the row is shown: not hidden itself and in a section that is not hidden.
    public var isVisible: Bool { !isHidden && !(section?.isHidden ?? false) }

    /// The tags the registered conditions read, kept to unregister them exactly.
    var hiddenDependencies: [String] {
        get { conditionState?.hiddenDependencies ?? [] }
        set { if conditionState != nil || !newValue.isEmpty { conditions().hiddenDependencies = newValue } }
    }
    var disabledDependencies: [String] {
        get { conditionState?.disabledDependencies ?? [] }
        set { if conditionState != nil || !newValue.isEmpty { conditions().disabledDependencies = newValue } }
    }
    var graphMarks: ConditionGraphMarks {
        get { conditionState?.marks ?? ConditionGraphMarks() }
        set { conditions().marks = newValue }
    }

    enum ConditionKind { case hidden, disabled }

    fileprivate func conditionDidChange(_ kind: ConditionKind) {
        if let form {
            form.rowConditionDidChange(self, kind)
        } else if (kind == .hidden ? hidden : disabled)?.dependencies.isEmpty ?? true {
            // Constant conditions need no form to be evaluated.
            if kind == .hidden { updateHiddenState() } else { updateDisabledState() }
        }
    }

    /// Re-evaluates the `hidden` condition, showing or hiding the row, and updates
    /// the rows whose conditions read this one.
    public func evaluateHidden() {
        if let form { form.propagate(nodes: [.row(self)]) } else { updateHiddenState() }
    }

    /// Re-evaluates the `disabled` condition.
    public func evaluateDisabled() {
        updateDisabledState()
    }

    /// Returns whether `isHidden` changed.
    @discardableResult
    func updateHiddenState() -> Bool {
        applyHiddenState(hidden?.evaluate(in: form) ?? false)
    }

    /// Shows or hides the row as its condition said; returns whether that changed it.
    @discardableResult
    func applyHiddenState(_ newValue: Bool) -> Bool {
        guard newValue != isHidden else { return false }
        isHidden = newValue
        if newValue {
            collapseInlineRow()
            if let form, form.focusedRow === self { form.setFocus(nil) }
        }
        section?.rowVisibilityDidChange(self)
        return true
    }

    @discardableResult
    func updateDisabledState() -> Bool {
        let newValue = disabled?.evaluate(in: form) ?? false
        guard newValue != isDisabled else { return false }
        isDisabled = newValue
        emit(.disabledChanged(self))
        return true
    }
}
