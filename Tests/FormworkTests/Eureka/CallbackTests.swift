import Foundation
import Formwork
import Testing

@Suite("Row callbacks")
struct CallbackTests {
    /// Registers onChange, adds the row to a form, sets `value`; returns whether the
    /// callback ran.
    private func onChangeRuns<V: Equatable>(_ row: Row<V>, _ value: V) -> Bool {
        var invoked = false
        row.onChange { _ in invoked = true }
        let form = Form()
        form +++ Section() <<< row
        withExtendedLifetime(form) { row.value = value }
        return invoked
    }

    @Test func onChangeRunsForEveryKindOfRow() {
        let later = Date().addingTimeInterval(100)
        #expect(onChangeRuns(TextRow(), "text"))
        #expect(onChangeRuns(IntRow(), 33))
        #expect(onChangeRuns(DecimalRow(), 35.7))
        #expect(onChangeRuns(URLRow(), URL(string: "https://example.com")!))
        #expect(onChangeRuns(DateRow(), later))
        #expect(onChangeRuns(DateInlineRow(), later))
        #expect(onChangeRuns(PopoverSelectorRow<String>(), "text"))
        #expect(onChangeRuns(SliderRow(), 5.0))
        #expect(onChangeRuns(StepperRow(), 2.5))
        #expect(onChangeRuns(PickerInputRow<String>(), "Option 2"))
        #expect(onChangeRuns(CheckRow(), true))
        #expect(onChangeRuns(SwitchRow(), true))
    }

    @Test func onChangeReceivesTheRowWithItsType() {
        var seen: [Int?] = []
        let row = IntRow("n").onChange { row in seen.append(row.value) }
        let form = Form()
        form +++ Section() <<< row
        row.value = 1
        row.value = 2
        row.value = nil
        #expect(seen == [1, 2, nil])
        #expect(row.form === form)
    }

    @Test func onChangeDoesNotRunOutsideAForm() {
        var calls = 0
        let row = TextRow("t").onChange { _ in calls += 1 }
        row.value = "before joining"
        #expect(calls == 0)

        let form = Form()
        form +++ Section() <<< row
        #expect(calls == 0)
        row.value = "inside"
        #expect(calls == 1)

        form[0].remove(at: 0)
        row.value = "after leaving"
        #expect(calls == 1)
    }

    @Test func onChangeDoesNotRunWhenTheValueStaysTheSame() {
        var calls = 0
        let row = TextRow().onChange { _ in calls += 1 }
        let form = Form()
        form +++ Section() <<< row
        row.value = "a"
        row.value = "a"
        row.baseValue = "a"
        #expect(calls == 1)
        #expect(row.form === form)
    }

    @Test func callbacksAddUpAndRunInTheOrderRegistered() {
        var log: [String] = []
        let row = IntRow("n")
            .onChange { _ in log.append("first") }
            .onChange { _ in log.append("second") }
        row.onChange { _ in log.append("third") }
        let form = Form()
        form +++ Section() <<< row
        row.value = 1
        #expect(log == ["first", "second", "third"])
        row.value = 2
        #expect(log.count == 6)
        #expect(row.form === form)
    }

    @Test func onChangeCanDriveAnotherRow() {
        let check = CheckRow("check") { $0.title = "check"; $0.value = false }
        let form = Form()
        form +++ Section("something")
            <<< check
            <<< IntRow("number") { $0.title = "int"; $0.value = 1 }
                .onChange { [weak check] row in check?.value = (row.value ?? 0) % 2 == 0 }
        form[0][1].baseValue = 2
        #expect(check.value == true)
        form[0][1].baseValue = 3
        #expect(check.value == false)
    }

    @Test func whenOnChangeRunsTheFormAlreadyHasTheNewValue() {
        let form = Form()
        var seen: Any??
        let row = TextRow("name").onChange { row in seen = row.form?.values()["name"] }
        form +++ Section() <<< row
        row.value = "new"
        #expect(seen as? String == "new")
    }

    @Test func settingSilentlySkipsOnChangeButNotConditions() {
        var calls = 0
        let flag = SwitchRow("flag").onChange { _ in calls += 1 }
        let dependent = TextRow("dependent") { $0.hidden = "$flag == true" }
        let form = Form()
        form +++ Section() <<< flag <<< dependent
        flag.setValueSilently(true)
        #expect(calls == 0)
        #expect(flag.value == true)
        #expect(dependent.isHidden)
        #expect(!flag.wasChanged)
        #expect(form.values()["flag"] as? Bool == true)
        flag.value = false
        #expect(calls == 1)
        #expect(flag.wasChanged)
    }

    // MARK: Validation callbacks

    private func validationCallbackRuns<V: Equatable>(_ row: Row<V>, _ value: V) -> Bool {
        var invoked = false
        row.validationOptions = .validatesOnChange
        row.add(rule: RuleClosure<V> { _ in ValidationError(msg: "Validation Error") })
        row.onRowValidationChanged { _ in invoked = true }
        let form = Form()
        form +++ Section() <<< row
        withExtendedLifetime(form) { row.value = value }
        return invoked && !row.isValid
    }

    @Test func onRowValidationChangedRunsForEveryKindOfRow() {
        let later = Date().addingTimeInterval(100)
        #expect(validationCallbackRuns(TextRow(), "Eureka!"))
        #expect(validationCallbackRuns(IntRow(), 33))
        #expect(validationCallbackRuns(DecimalRow(), 35.7))
        #expect(validationCallbackRuns(URLRow(), URL(string: "https://example.com")!))
        #expect(validationCallbackRuns(DateRow(), later))
        #expect(validationCallbackRuns(DateInlineRow(), later))
        #expect(validationCallbackRuns(PopoverSelectorRow<String>(), "text"))
        #expect(validationCallbackRuns(SliderRow(), 5.0))
        #expect(validationCallbackRuns(StepperRow(), 2.5))
        #expect(validationCallbackRuns(TimeInlineRow(), Date()))
        #expect(validationCallbackRuns(PickerInputRow<String>(), "Hi!!"))
    }

    @Test func onRowValidationChangedRunsOnlyWhenTheErrorsChange() {
        var calls = 0
        let row = IntRow("age") {
            $0.validationOptions = .validatesOnChange
            $0.add(rule: RuleGreaterThan(min: 17))
        }.onRowValidationChanged { _ in calls += 1 }
        let form = Form()
        form +++ Section() <<< row
        row.value = 10
        #expect(calls == 1)
        row.value = 11
        #expect(calls == 1)
        row.value = 20
        #expect(calls == 2)
        #expect(row.isValid)
        #expect(row.form === form)
    }

    // MARK: Selection callbacks

    @Test func onCellSelectionRunsWhenSelectedADisabledRowToo() {
        var log: [String] = []
        let button = ButtonRow("go")
            .onCellSelection { _ in log.append("one") }
            .onCellSelection { row in log.append("two \(row.tag ?? "")\(row.isDisabled ? " disabled" : "")") }
        let form = Form()
        form +++ Section() <<< button
        button.didSelect()
        #expect(log == ["one", "two go"])
        button.disabled = true
        button.didSelect()
        #expect(log == ["one", "two go", "one", "two go disabled"], "as Eureka documents, the callbacks hear of it")
    }

    @Test func selectingACheckRowTogglesItAndReportsTheChange() {
        var values: [Bool?] = []
        let check = CheckRow("check").onChange { values.append($0.value) }
        let form = Form()
        form +++ Section() <<< check
        check.didSelect()
        check.didSelect()
        #expect(values == [true, false])
        #expect(check.form === form)
    }
}
