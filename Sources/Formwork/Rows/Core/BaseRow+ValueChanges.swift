// What follows a change of a row's value.
extension BaseRow {
    /// Called by typed rows after their value changed: conditions follow, an edit
    /// validates as the options ask, then observers hear of it with the old value.
    func valueDidChange(oldValue: @autoclosure () -> Any?) {
        guard let section, section.isInForm else { return }
        let cause = pendingChangeCause
        if cause != .silent { wasChanged = true }
        if !externalErrors.isEmpty { clearExternalErrors() }
        // Most changes are read by no condition and heard by no one: the form is only
        // looked up when something will use it.
        let isRead = isReadByConditions || section.isReadByConditions
        if isRead || section.formIsObserved || !eventHandlers.isEmpty, let form = section.form {
            if isRead { form.observableValueDidChange(of: self, in: section) }
            if cause != .silent { validateAfterEdit() }
            form.emit(.valueChanged(self, oldValue: oldValue(), cause: cause), about: self)
        } else if cause != .silent {
            validateAfterEdit()
        }
    }

    /// Runs `change` with `cause` as the cause of the value changes it makes.
    func withChangeCause<T>(_ cause: ValueChangeCause, _ change: () -> T) -> T {
        let outer = pendingChangeCause
        pendingChangeCause = cause
        defer { pendingChangeCause = outer }
        return change()
    }
}
