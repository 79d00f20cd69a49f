import Foundation
import Formwork
import Testing

/// `BaseRow.step(by:)` and `step(to:)`: the one way every front end changes a
/// number in steps, held to its bounds and its steps, as a person's input.
@Suite("Rows: stepping a number")
struct SteppingTests {
    private func stepper(_ configure: (StepperRow) -> Void = { _ in }) -> (Form, StepperRow) {
        let row = StepperRow("count") {
            $0.minimumValue = 0
            $0.maximumValue = 10
            $0.stepValue = 3
        }
        configure(row)
        let form = Form()
        form +++ Section() <<< SwitchRow("on") { $0.value = true } <<< row
        return (form, row)
    }

    @Test("a stepper steps by its step from the minimum when empty, and stops on its last step")
    func aStepperStepsWithinItsBounds() {
        let (_, row) = stepper()
        #expect(row.isSteppable && row.valueStep == 3)
        #expect(row.step(by: 1))
        #expect(row.value == 3)
        #expect(row.step(by: 2))
        #expect(row.value == 9)
        // 12 is past the maximum and 10 is off the steps: the last step is 9.
        #expect(!row.step(by: 1), "nothing changes at the last step")
        #expect(row.value == 9)
        #expect(row.step(by: -10))
        #expect(row.value == 0)
        #expect(!row.step(by: -1))
        #expect(!row.step(by: 0))
    }

    @Test("a value set off the steps in code comes back onto them")
    func offGridValuesSnapBack() {
        let (_, row) = stepper()
        row.value = 4
        #expect(row.step(by: 1))
        #expect(row.value == 6, "4 + 3 is 7, and the nearest step is 6")
    }

    @Test("increment() in code lands where a person's step does, and works on a disabled row")
    func incrementInCodeFollowsTheSameSteps() {
        let (_, row) = stepper { $0.value = 4; $0.disabled = true }
        row.increment()
        #expect(row.value == 6, "4 + 3 is 7, and the nearest step is 6")
        row.increment()
        row.increment()
        #expect(row.value == 9, "the last step before the maximum of 10")
        row.decrement()
        #expect(row.value == 6)
        let slider = SliderRow("level") { $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 5 }
        slider.value = 9
        slider.increment()
        #expect(slider.value == 10)
    }

    @Test("stepping to a bound lands on the bound, or on the last step before it")
    func steppingToABound() {
        let (_, row) = stepper { $0.value = 6 }
        #expect(row.step(to: .minimum))
        #expect(row.value == 0)
        #expect(!row.step(to: .minimum))
        #expect(row.step(to: .maximum))
        #expect(row.value == 9)
    }

    @Test("a continuous slider moves a hundredth of its span; a slider with steps moves one step")
    func slidersStepByTheirScale() {
        let form = Form()
        let continuous = SliderRow("level") { $0.minimumValue = 0; $0.maximumValue = 1; $0.steps = 0 }
        let stepped = SliderRow("volume") { $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 5 }
        form +++ Section() <<< continuous <<< stepped
        #expect(continuous.step(by: 1))
        #expect(abs(Double(continuous.value ?? 0) - 0.01) < 1e-6)
        #expect(continuous.step(by: 10))
        #expect(abs(Double(continuous.value ?? 0) - 0.11) < 1e-6)
        #expect(continuous.step(to: .maximum))
        #expect(continuous.value == 1)
        #expect(stepped.step(by: 2))
        #expect(stepped.value == 4)
    }

    @Test("a disabled, hidden or read-only row refuses a step, as it refuses typing")
    func unreachableRowsRefuseSteps() throws {
        let (form, row) = stepper { $0.value = 3 }
        row.disabled = true
        #expect(!row.step(by: 1))
        row.disabled = false
        row.hidden = "$on == false"
        try #require(form.rowBy(tag: "on") as? SwitchRow).value = false
        #expect(row.isHidden)
        #expect(!row.step(by: 1))
        #expect(row.value == 3)
    }

    @Test("rows that are not changed in steps refuse")
    func otherRowsAreNotSteppable() {
        let form = Form()
        let text = TextRow("name")
        let number = IntRow("age")
        form +++ Section() <<< text <<< number
        #expect(!text.isSteppable && !number.isSteppable)
        #expect(!text.step(by: 1) && !number.step(by: 1) && !number.step(to: .maximum))
        #expect(number.value == nil)
    }

    @Test("a step reaches what observes the form, as a person's input")
    func aStepIsAnInput() {
        let (form, row) = stepper()
        var causes: [ValueChangeCause] = []
        _ = form.addObserver { event in
            guard case .valueChanged(let changed, _, let cause) = event, changed === row else { return }
            causes.append(cause)
        }
        row.step(by: 1)
        #expect(causes == [.input])
    }
}

/// `BaseRow.toggle()` and `setOn(_:)`: turning any row of `Bool` on or off as a
/// person does.
@Suite("Rows: toggling")
struct TogglingTests {
    /// A row of `Bool` written the way a custom row is.
    final class ConsentRow: Row<Bool> {
        required init(tag: String?) { super.init(tag: tag) }
    }

    @Test("switches, check boxes and custom rows of Bool toggle, an empty one turning on")
    func rowsOfBoolToggle() {
        let form = Form()
        let toggle = SwitchRow("s"), check = CheckRow("c") { $0.value = true }, consent = ConsentRow(tag: "consent")
        form +++ Section() <<< toggle <<< check <<< consent
        for row in [toggle, check, consent] as [BaseRow] { #expect(row.isToggle) }
        #expect(toggle.toggle() && toggle.value == true)
        #expect(check.toggle() && check.value == false)
        #expect(consent.toggle() && consent.value == true)
        #expect(consent.toggle() && consent.value == false)
        #expect(check.setOn(true) && check.value == true)
        #expect(check.setOn(true) && check.value == true, "setting what it is already is taken")
    }

    @Test("a disabled or read-only toggle refuses, and other rows are no toggles")
    func refusals() {
        let form = Form()
        let toggle = SwitchRow("s") { $0.value = false; $0.disabled = true }
        let text = TextRow("t")
        form +++ Section() <<< toggle <<< text
        #expect(!toggle.toggle() && toggle.value == false)
        #expect(!text.isToggle && !text.toggle() && !text.setOn(true))
        #expect(text.value == nil)
    }
}
