import Formwork
import Testing

@Suite("Row and form validation")
struct RowValidationTests {
    /// Each test gets its own suite instance, so this form lives as long as the test.
    private let form = Form()

    private func makeForm() -> (Form, TextRow) {
        let name = TextRow("name") { $0.add(rule: RuleRequired()); $0.add(rule: RuleMinLength(minLength: 3)) }
        form +++ Section() <<< name
        return (form, name)
    }

    @Test func errorsAppearOnlyAfterBlurByDefault() {
        let (_, name) = makeForm()
        #expect(name.validationOptions == .validatesOnBlur)
        name.didBeginEditing()
        name.setText("ab")
        #expect(name.validationErrors.isEmpty, "typing alone shows nothing")
        #expect(name.wasChanged)
        name.didEndEditing()
        #expect(name.wasBlurred)
        #expect(name.validationErrors.map(\.msg) == ["Enter at least 3 characters."])
        #expect(!name.isValid)
    }

    @Test func validatesOnChange() {
        let (_, name) = makeForm()
        name.validationOptions = .validatesOnChange
        name.value = "ab"
        #expect(name.validationErrors.count == 1)
        name.value = "abc"
        #expect(name.validationErrors.isEmpty)
    }

    @Test func validatesOnChangeOnlyAfterTheFirstBlur() {
        let (_, name) = makeForm()
        name.validationOptions = .validatesOnChangeAfterBlurred
        name.value = "a"
        #expect(name.validationErrors.isEmpty)
        name.didEndEditing()
        #expect(name.validationErrors.count == 1)
        name.value = "abcd"
        #expect(name.validationErrors.isEmpty, "after a blur every change validates")
    }

    @Test func validatesOnDemandOnly() {
        let (form, name) = makeForm()
        name.validationOptions = .validatesOnDemand
        name.value = "a"
        name.didEndEditing()
        #expect(name.validationErrors.isEmpty)
        #expect(form.validate().count == 1)
        #expect(name.validationErrors.count == 1)
    }

    @Test func validatesAlwaysIsChangeAndBlur() {
        #expect(ValidationOptions.validatesAlways == [.validatesOnChange, .validatesOnBlur])
    }

    @Test func quietValidationShowsNothing() {
        let (form, name) = makeForm()
        #expect(name.validate(quietly: true).count == 1)
        #expect(name.validationErrors.isEmpty)
        #expect(!form.isValid)
        #expect(name.validationErrors.isEmpty, "isValid checks quietly")
    }

    @Test func formValidateDefaultsSkipHiddenButIncludeDisabled() {
        let form = Form()
        let shown = TextRow("shown") { $0.add(rule: RuleRequired()) }
        let hidden = TextRow("hidden") { $0.add(rule: RuleRequired()); $0.hidden = true }
        let disabled = TextRow("disabled") { $0.add(rule: RuleRequired()); $0.disabled = true }
        form +++ Section() <<< shown <<< hidden <<< disabled
        #expect(Set(form.validate().compactMap(\.tag)) == ["shown", "disabled"])
        #expect(Set(form.validate(includeHidden: true).compactMap(\.tag)) == ["shown", "hidden", "disabled"])
        #expect(Set(form.validate(includeDisabled: false).compactMap(\.tag)) == ["shown"])
    }

    @Test func rowsInHiddenSectionsAreNotValidatedByDefault() {
        let form = Form()
        let section = Section { $0.hidden = true }
        section <<< TextRow("inside") { $0.add(rule: RuleRequired()) }
        form +++ section
        #expect(form.validate().isEmpty)
        #expect(form.validate(includeHidden: true).count == 1)
    }

    @Test func errorsKeyedByTag() {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") { $0.add(rule: RuleRequired()) }
            <<< TextRow("b") { $0.value = "fine"; $0.add(rule: RuleRequired()) }
            <<< TextRow { $0.add(rule: RuleRequired()) }
        form.validate()
        let byTag = form.validationErrorsByTag
        #expect(Array(byTag.keys) == ["a"])
        #expect(byTag["a"]?.first?.tag == "a")
    }

    @Test func markInvalidAttachesUntilTheNextEdit() {
        let (form, name) = makeForm()
        name.value = "taken"
        var validationEvents = 0
        form.addObserver { if case .validationChanged = $0 { validationEvents += 1 } }
        #expect(form.markInvalid(tag: "name", message: "That name is taken."))
        #expect(name.validationErrors.map(\.msg) == ["That name is taken."])
        #expect(form.validationErrorsByTag["name"]?.count == 1)
        #expect(!form.isValid)
        #expect(name.validate().map(\.msg) == ["That name is taken."], "survives re-validation until edited")
        name.setText("another")
        #expect(name.validationErrors.isEmpty)
        #expect(validationEvents == 2)
        #expect(form.isValid)
    }

    @Test func markInvalidOnAnUnknownTagKeepsTheErrorOnTheForm() {
        let (form, _) = makeForm()
        #expect(!form.markInvalid(tag: "nope", message: "Server says no"))
        #expect(form.formErrors.map(\.msg) == ["Server says no"])
        form.markInvalid(message: "Try again later")
        #expect(form.validate().map(\.msg).suffix(2) == ["Server says no", "Try again later"])
        form.clearFormErrors()
        #expect(form.formErrors.isEmpty)
    }

    @Test func validationChangedCallbackFiresOnlyOnChange() {
        let (_, name) = makeForm()
        var calls = 0
        name.onRowValidationChanged { _ in calls += 1 }
        name.validate()
        name.validate()
        #expect(calls == 1)
        name.value = "abcd"
        name.validate()
        #expect(calls == 2)
    }

    @Test func removingRules() {
        let row = TextRow()
        row.add(rule: RuleRequired(id: "req"))
        row.add(rule: RuleMinLength(minLength: 2, id: "min"))
        row.remove(ruleWithIdentifier: "req")
        #expect(row.ruleIdentifiers == ["min"])
        row.removeAllRules()
        #expect(row.validate().isEmpty)
    }

    @Test func resetRowValueForgetsTouchesAndErrors() {
        let form = Form()
        let name = TextRow("name") { $0.value = "initial"; $0.add(rule: RuleMinLength(minLength: 20)) }
        form +++ Section() <<< name
        name.setText("changed")
        name.didEndEditing()
        #expect(!name.validationErrors.isEmpty)
        name.resetRowValue()
        #expect(name.value == "initial")
        #expect(name.text == "initial")
        #expect(!name.wasChanged && !name.wasBlurred)
        #expect(name.validationErrors.isEmpty)
        name.resetValue = "explicit"
        name.resetRowValue()
        #expect(name.value == "explicit")
    }

    @Test func cleaningErrorsDropsShownAndExternalOnes() {
        let (form, name) = makeForm()
        name.validate()
        form.markInvalid(tag: "name", message: "Taken")
        #expect(name.validationErrors.count == 2)
        name.cleanValidationErrors()
        #expect(name.validationErrors.isEmpty)
        #expect(name.validate().map(\.msg) == ["This field is required."], "the external error is gone for good")
    }

    @Test func notifyUpdatedTellsObserversWithoutAValueChange() {
        let (form, name) = makeForm()
        var updates = 0, values = 0
        form.addObserver { event in
            if case .rowUpdated = event { updates += 1 }
            if case .valueChanged = event { values += 1 }
        }
        name.notifyUpdated()
        #expect(updates == 1 && values == 0)
    }
}
