import Foundation
import Formwork
import Testing

/// Every row takes input as a front end receives it and answers with the new value
/// or a plain message; what clients send never changes rows they may not change.
@Suite("Renderer API: input")
struct RowInputTests {
    private func acceptedValue(_ result: RowInputResult) -> Any? {
        if case .accepted(let value) = result { return value }
        return nil
    }

    @Test func textRowsParseTypedTextAndKeepWhatDoesNotParse() {
        let age = IntRow("age")
        let form = Form() +++ Section() <<< age
        #expect(acceptedValue(age.takeInput(.text("42"))) as? Int == 42)
        #expect(age.takeInput(.text("12a")).message == "Enter a whole number.")
        #expect(age.value == nil)
        #expect(age.text == "12a")
        #expect(age.inputText == "12a")
        #expect(age.validate().map(\.msg) == ["Enter a whole number."])
        #expect(age.takeInput(.absent).isAccepted)
        #expect(age.text.isEmpty)
        _ = form
    }

    @Test func severalValuesForARowThatHoldsOneAreRejected() {
        let name = TextRow("name") { $0.value = "Ada" }
        let form = Form() +++ Section() <<< name
        #expect(name.takeInput(.texts(["a", "b"])).message == "Enter a single value.")
        #expect(name.value == "Ada")
        #expect(name.validate().map(\.msg) == ["Enter a single value."])
        #expect(name.takeInput(.texts(["Grace"])).isAccepted)
        #expect(name.value == "Grace")
        #expect(name.validate().isEmpty)
        _ = form
    }

    @Test func aSwitchIsOffWhenNothingIsSent() {
        let toggle = SwitchRow("news") { $0.value = true }
        let check = CheckRow("agree")
        let form = Form() +++ Section() <<< toggle <<< check
        #expect(toggle.takeInput(.absent).isAccepted)
        #expect(toggle.value == false)
        #expect(check.takeInput(.text("on")).isAccepted)
        #expect(check.value == true)
        #expect(check.takeInput(.text("")).isAccepted)
        #expect(check.value == false)
        #expect(check.takeInput(.text("maybe")).message == "Choose on or off.")
        #expect(check.value == false)
        #expect(toggle.inputText == "false")
        _ = form
    }

    @Test func slidersAndSteppersHoldToTheirBoundsAndSteps() {
        let volume = SliderRow("volume") { $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 4 }
        let guests = StepperRow("guests") { $0.minimumValue = 1; $0.maximumValue = 9; $0.stepValue = 2 }
        let form = Form() +++ Section() <<< volume <<< guests
        #expect(volume.takeInput(.text("7.5")).isAccepted)
        #expect(volume.value == 7.5)
        #expect(volume.takeInput(.text("7")).message == "Choose a value in steps of 2.5 from 0.")
        #expect(volume.takeInput(.text("11")).message == "Choose a value from 0 to 10.")
        #expect(volume.takeInput(.text("nan")).message == "Enter a number.")
        #expect(volume.takeInput(.text("inf")).message == "Enter a number.")
        #expect(volume.value == 7.5, "rejected input keeps the value")
        #expect(guests.takeInput(.text("5")).isAccepted)
        #expect(guests.takeInput(.text("4")).message == "Choose a value in steps of 2 from 1.")
        #expect(guests.value == 5)
        #expect(guests.inputText == "5")
        _ = form
    }

    @Test func datesTakeISOText() {
        let day = DateRow("day")
        let form = Form() +++ Section() <<< day
        #expect(day.takeInput(.text("2024-02-29")).isAccepted)
        #expect(day.inputText == "2024-02-29")
        #expect(day.takeInput(.text("2023-02-29")).message == "Enter a date as YYYY-MM-DD.")
        #expect(day.takeInput(.text("+024-+5-+1")).message == "Enter a date as YYYY-MM-DD.")
        _ = form
    }

    @Test func optionRowsTakeKeys() {
        let plan = PushRow<String>("plan") { $0.options = ["free", "pro"]; $0.value = "free" }
        let days = MultipleSelectorRow<Int>("days") { $0.options = [1, 2, 3] }
        let form = Form() +++ Section() <<< plan <<< days
        #expect(plan.takeInput(.text("pro")).isAccepted)
        #expect(plan.value == "pro")
        #expect(plan.takeInput(.text("gold")).message == "Choose one of the listed options.")
        #expect(plan.value == "pro")
        #expect(plan.validate().map(\.msg) == ["Choose one of the listed options."])
        #expect(plan.takeInput(.text("")).isAccepted)
        #expect(plan.value == nil)
        #expect(plan.validate().isEmpty)
        #expect(days.takeInput(.texts(["3", "1"])).isAccepted)
        #expect(days.value == [1, 3])
        #expect(days.takeInput(.texts(["1", "9"])).message == "Choose only from the listed options.")
        #expect(days.value == [1, 3])
        #expect(days.takeInput(.absent).isAccepted)
        #expect(days.value == nil)
        _ = form
    }

    @Test func cascadingPickersTakeOneKeyPerColumn() {
        let pair = DoublePickerRow<String, String>("pair") {
            $0.firstOptions = { ["a", "b"] }
            $0.secondOptions = { ["\($0)1", "\($0)2"] }
        }
        let form = Form() +++ Section() <<< pair
        #expect(pair.takeInput(.texts(["b", "b2"])).isAccepted)
        #expect(pair.value == Tuple(a: "b", b: "b2"))
        #expect(!pair.takeInput(.texts(["a", "b2"])).isAccepted, "b2 is not offered for a")
        #expect(!pair.takeInput(.texts(["a"])).isAccepted)
        #expect(pair.value == Tuple(a: "b", b: "b2"))
        _ = form
    }

    @Test func selectableSectionsTakeTheKeysChosen() {
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true)) {
            $0.tag = "size"
        }
        let extras = SelectableSection<ListCheckRow<String>>("Extras", selectionType: .multipleSelection) { $0.tag = "extras" }
        let form = Form() +++ sizes +++ extras
        for size in ["S", "M"] { sizes <<< ListCheckRow<String>("size \(size)") { $0.selectableValue = size } }
        for extra in ["cheese", "ham"] { extras <<< ListCheckRow<String>(extra) { $0.selectableValue = extra } }
        #expect(sizes.takeInput(.text("M")).isAccepted)
        #expect(sizes.selectedRow()?.selectableValue == "M")
        #expect(sizes.takeInput(.texts(["S", "M"])).message == "Enter a single value.")
        #expect(sizes.takeInput(.text("XL")).message == "Choose one of the listed options.")
        #expect(sizes.selectedRow()?.selectableValue == "M")
        #expect(extras.takeInput(.texts(["ham", "cheese"])).isAccepted)
        #expect(extras.selectedRows().count == 2)
        #expect(extras.takeInput(.absent).isAccepted)
        #expect(extras.selectedRows().isEmpty)
        #expect(form.values()["size"] as? String == "M")
    }

    @Test func clientInputNeverChangesReadOnlyDisabledOrHiddenRows() {
        let label = LabelRow("label") { $0.value = "fixed" }
        let locked = TextRow("locked") { $0.value = "kept"; $0.disabled = true }
        let hidden = TextRow("secret") { $0.value = "kept"; $0.hidden = true }
        let inHiddenSection = TextRow("inner") { $0.value = "kept" }
        let button = ButtonRow("go")
        let form = Form() +++ Section() <<< label <<< locked <<< hidden <<< button
            +++ Section { $0.hidden = true } <<< inHiddenSection
        guard case .ignored(.readOnly) = label.takeInput(.text("changed")) else { Issue.record("label"); return }
        guard case .ignored(.disabled) = locked.takeInput(.text("changed")) else { Issue.record("locked"); return }
        guard case .ignored(.hidden) = hidden.takeInput(.text("changed")) else { Issue.record("hidden"); return }
        guard case .ignored(.hidden) = inHiddenSection.takeInput(.text("changed")) else { Issue.record("inner"); return }
        guard case .ignored(.readOnly) = button.takeInput(.text("changed")) else { Issue.record("button"); return }
        #expect([label.value, locked.value, hidden.value, inHiddenSection.value] == ["fixed", "kept", "kept", "kept"])
        _ = form
    }

    @Test func inputIsAPersonsEdit() {
        let name = TextRow("name")
        let form = Form() +++ Section() <<< name
        var causes: [ValueChangeCause] = []
        form.addObserver { if case .valueChanged(_, _, let cause) = $0 { causes.append(cause) } }
        name.takeInput(.text("Ada"))
        #expect(causes == [.input])
        #expect(name.wasChanged)
    }

    @Test func masksRejectWhatTheyWouldDrop() {
        let phone = PhoneRow("phone") { $0.useFieldKind(.usPhone) }
        let zip = ZipCodeRow("zip") { $0.useFieldKind(.zipCode) }
        let form = Form() +++ Section() <<< phone <<< zip
        #expect(phone.takeInput(.text("(555) 123 4567")).isAccepted)
        #expect(phone.value == "555-123-4567")
        for typed in ["+1 555 123 4567", "555-123-45678", "555x1234567"] {
            #expect(phone.takeInput(.text(typed)).message == "Enter this in the format ###-###-####.", "\(typed)")
            #expect(phone.value == nil)
            #expect(phone.text == typed, "what the person typed is kept")
        }
        #expect(zip.takeInput(.text("12345-6789")).message == "Enter this in the format #####.")
        #expect(zip.takeInput(.text("123")).isAccepted, "a partial entry is for the rule to judge")
        #expect(zip.validate().map(\.msg) == ["Enter a five-digit ZIP code."])
        _ = form
    }

    @Test func aPasswordsTextIsNeverHandedOut() {
        let password = PasswordRow("password")
        let form = Form() +++ Section() <<< password
        password.takeInput(.text("correct horse"))
        #expect(password.value == "correct horse")
        #expect(password.inputText == nil)
        #expect(password.displayText == "••••••", "the same mask whatever the length")
        password.displayValueFor = { $0 }
        #expect(password.displayText == "••••••", "a display closure does not show it either")
        password.value = nil
        #expect(password.displayText == nil)
        _ = form
    }
}
