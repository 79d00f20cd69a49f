import Formwork
import Testing

@Suite("Switches, checks, sliders, steppers, labels and buttons")
struct ControlRowTests {
    @Test func checkAndSwitchToggleWhenSelected() {
        let form = Form()
        let check = CheckRow("check")
        let toggle = SwitchRow("switch") { $0.value = true }
        form +++ Section() <<< check <<< toggle
        check.didSelect()
        toggle.didSelect()
        #expect(check.value == true)
        #expect(toggle.value == false)
    }

    @Test func disabledRowsAreNotChangedBySelectionThoughItIsReported() {
        let form = Form()
        var taps = 0
        let check = CheckRow("check") { $0.disabled = true }.onCellSelection { _ in taps += 1 }
        form +++ Section() <<< check
        check.didSelect()
        #expect(check.value == nil)
        #expect(taps == 1, "onCellSelection runs for a disabled row, as in Eureka")
    }

    @Test func buttonRunsItsCallbacksInOrder() {
        let form = Form()
        var log: [String] = []
        let button = ButtonRow("go") { $0.title = "Go" }
            .onCellSelection { _ in log.append("first") }
            .onCellSelection { row in log.append(row.title ?? "") }
        form +++ Section() <<< button
        button.didSelect()
        #expect(log == ["first", "Go"])
    }

    @Test func sliderStepsAndStaysInRange() {
        let slider = SliderRow { $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 5 }
        #expect(slider.stepSize == 2)
        slider.increment()
        #expect(slider.value == 2)
        slider.value = 9
        slider.increment()
        #expect(slider.value == 10)
        slider.value = 1
        slider.decrement()
        #expect(slider.value == 0)
        slider.value = 11
        #expect(slider.validate().map(\.msg) == ["Choose a value from 0 to 10."])
        #expect(slider.setBaseValue("4"))
        #expect(slider.value == 4)
    }

    @Test func stepperAddsStepsWithinBounds() {
        let stepper = StepperRow { $0.minimumValue = 1; $0.maximumValue = 3; $0.stepValue = 0.5 }
        stepper.increment()
        #expect(stepper.value == 1.5)
        stepper.value = 3
        stepper.increment()
        #expect(stepper.value == 3)
        stepper.value = -1
        #expect(!stepper.validate().isEmpty)
    }

    @Test func labelsCannotTakeFocus() {
        #expect(!LabelRow().canTakeFocus)
        #expect(TextRow().canTakeFocus)
        #expect(LabelRow().kind == .label)
        #expect(ButtonRow().kind == .button)
        #expect(SwitchRow().kind == .toggle)
        #expect(CheckRow().kind == .check)
        #expect(SliderRow().kind == .slider)
        #expect(StepperRow().kind == .stepper)
    }
}
