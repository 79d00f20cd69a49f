// What follows a change of a row's value.
extension BaseRow {
    /// Called by typed rows after their value changed: conditions follow, an edit
    /// validates as the options ask, then observers hear of it with the old value.
    func valueDidChange(oldValue: @autoclosure () -> Any?) {
        // What the section's link says is enough for most changes: read by no
        // condition and heard by no one, they never reach the section or the form.
        let place = placeInForm
        guard place.isInForm else { return }
        if place.isFrozen { reportProgrammerError(Form.frozenMessage("the value of \(self)")) }
        let cause = pendingChangeCause
        if cause != .silent { wasChanged = true }
        if extras != nil, !externalErrors.isEmpty { clearExternalErrors() }
        let isRead = isReadByConditions || place.sectionIsRead
        if isRead || place.isObserved || hasEventHandlers, let section, let form = section.form {
            if isRead { form.observableValueDidChange(of: self, in: section) }
            if cause != .silent { validateAfterEdit() }
            form.emit(.valueChanged(self, oldValue: oldValue(), cause: cause), about: self)
        } else if cause != .silent {
            validateAfterEdit()
        }
    }

    /// What the section's link says of the row's place, read at once: nothing is
    /// called while the link is read, so it is not retained to be read.
    private var placeInForm: (isInForm: Bool, sectionIsRead: Bool, isObserved: Bool, isFrozen: Bool) {
        guard let link = sectionLink, link.isAlive else { return (false, false, false, false) }
        return (link.isInForm, link.isReadByConditions, link.formIsObserved, link.isFrozen)
    }

    /// Runs `change` with `cause` as the cause of the value changes it makes.
    func withChangeCause<T>(_ cause: ValueChangeCause, _ change: () -> T) -> T {
        let outer = pendingChangeCause
        pendingChangeCause = cause
        defer { pendingChangeCause = outer }
        return change()
    }
}
