import Formwork
import Testing

/// Seed 002, "Hide and show rows or sections", `Condition.function`: a label shown
/// while the switch is on, re-evaluated when the switch changes.
@Suite("Seed 002: Condition.function")
struct HideAndShowFunctionTests {
    @Test func aLabelShownWhileTheSwitchIsOn() throws {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("switchRowTag"){
                $0.title = "Show message"
            }
            <<< LabelRow(){
                $0.hidden = Condition.function(["switchRowTag"], { form in
                    return !((form.rowBy(tag: "switchRowTag") as? SwitchRow)?.value ?? false)
                })
                $0.title = "Switch is on!"
            }
        let toggle = try #require(form.rowBy(tag: "switchRowTag") as? SwitchRow)
        #expect(form[0].map(\.title) == ["Show message"], "hidden while the switch has no value")
        toggle.value = true
        #expect(form[0].map(\.title) == ["Show message", "Switch is on!"])
        toggle.value = false
        #expect(form[0].count == 1)
    }
}
