// Validation: the row's errors, from its input, its rules and from outside.
extension BaseRow {
    /// Errors attached from outside (``Form/markInvalid(tag:message:)``), kept until the next edit.
    var externalErrors: [ValidationError] {
        get { extras?.externalErrors ?? [] }
        set { if extras != nil || !newValue.isEmpty { ensureExtras().externalErrors = newValue } }
    }

    /// Why the last input could not be taken, until the next accepted input or
    /// assignment.
    var inputRejection: ValidationError? {
        get { extras?.inputRejection }
        set { if extras != nil || newValue != nil { ensureExtras().inputRejection = newValue } }
    }

    /// Whether the last validation found no errors.
    public var isValid: Bool { validationErrors.isEmpty }

    /// Validates after a person's edit when the validation options ask for it.
    /// A row that shows errors validates on every edit (unless it validates only on
    /// demand), so an error goes away as soon as the value is fixed.
    func validateAfterEdit() {
        if validationOptions.contains(.validatesOnDemand) { return }
        if !validationErrors.isEmpty || validationOptions.contains(.validatesOnChange)
            || (validationOptions.contains(.validatesOnChangeAfterBlurred) && wasBlurred) {
            validate()
        }
    }

    func clearExternalErrors() {
        guard !externalErrors.isEmpty else { return }
        let external = externalErrors
        externalErrors.removeAll()
        setValidationErrors(validationErrors.filter { !external.contains($0) })
    }

    /// Validates the row. Unless `quietly`, the errors are stored in
    /// ``validationErrors`` and observers are told.
    @discardableResult
    public func validate(quietly: Bool = false) -> [ValidationError] {
        var errors = inputErrors()
        // What few rows have (a rejected input, errors from outside) is in `extras`.
        let extras = self.extras
        if let inputRejection = extras?.inputRejection { errors.append(inputRejection) }
        if errors.isEmpty { errors = ruleErrors() }
        if let extras, !extras.externalErrors.isEmpty { errors += extras.externalErrors }
        if !errors.isEmpty {
            // An item of a repeating group answers for the group's tag.
            if let tag = tag ?? (section?.isMultivalued == true ? section?.tag : nil) {
                for i in errors.indices where errors[i].tag == nil { errors[i].tag = tag }
            }
            // Built-in messages are worded in English; a form with a catalogue of its own words them its way.
            if let messages = form?.customMessages {
                for i in errors.indices where errors[i].messageKey != nil { errors[i] = errors[i].worded(in: messages) }
            } else if !quietly {
                // Errors kept are shown, often more than once (a page's summary and
                // the field): worded now, once, not on every reading.
                for i in errors.indices { errors[i].wordInEnglish() }
            }
        }
        if !quietly && !(errors.isEmpty && validationErrors.isEmpty) { setValidationErrors(errors) }
        return errors
    }

    /// Removes the row's errors without validating (as after a reset).
    public func cleanValidationErrors() {
        externalErrors.removeAll()
        setValidationErrors([])
    }

    func setValidationErrors(_ errors: [ValidationError]) {
        guard errors != validationErrors else { return }
        validationErrors = errors
        emit(.validationChanged(self))
    }

    func addExternalError(_ error: ValidationError) {
        externalErrors.append(error)
        setValidationErrors(validationErrors + [error])
    }
}
