// Whether the whole form is valid, followed as it changes: RSFormView's
// `didUpdateFields(in:allFieldsValid:)`, told only when the answer changes.
extension Form {
    /// Calls `callback` with whether the whole form would pass validation
    /// (``isValid``: its visible rows, checked quietly, and no form-wide error)
    /// each time that changes: after a value, a row's errors, what is shown or the
    /// rows of a section change. A button that submits can follow it.
    ///
    /// ```swift
    /// form.onValidityChanged { allFieldsValid in
    ///     submit.disabled = !allFieldsValid
    /// }
    /// ```
    ///
    /// It belongs to this form, like any observer: the forms a ``FormTemplate`` makes
    /// do not take it. Remove it with ``removeObserver(_:)``.
    ///
    /// - Complexity: each change that can touch validity checks every visible row
    ///   quietly, O(*n*) in the rows times their rules.
    @discardableResult
    public func onValidityChanged(_ callback: @escaping (Bool) -> Void) -> FormObserverToken {
        let state = ValidityState(isValid: isValid)
        return addObserver { [unowned self] event in
            guard Self.canChangeValidity(event) else { return }
            let now = isValid
            guard now != state.isValid else { return }
            state.isValid = now
            callback(now)
        }
    }

    /// Whether `event` can change the form's validity.
    private static func canChangeValidity(_ event: FormEvent) -> Bool {
        switch event {
        case .valueChanged, .validationChanged, .disabledChanged, .rowHidden, .rowShown, .rowInserted, .rowRemoved,
             .rowReplaced, .sectionHidden, .sectionShown, .sectionInserted, .sectionRemoved, .sectionReplaced:
            return true
        case .sectionMoved, .sectionUpdated, .rowMoved, .focusChanged, .inlineRowExpanded, .inlineRowCollapsed,
             .rowUpdated, .rowSelected, .presentationRequested:
            return false
        }
    }
}

/// The validity a callback last told.
private final class ValidityState {
    var isValid: Bool
    init(isValid: Bool) { self.isValid = isValid }
}
