import Formwork
import Testing

/// Seed 004, "Input Pickers": a picker shown in the keyboard's place, the default
/// one Eureka offers, choosing among options.
@Suite("Seed 004: Input pickers")
struct InputPickersTests {
    @Test func aPickerInputRow() throws {
        let form = Form()
        form +++ Section("Input picker")
            <<< PickerInputRow<String>("side") {
                $0.title = "Side"
                $0.options = ["Light", "Dark"]
                $0.value = "Light"
            }
        let row = try #require(form.rowBy(tag: "side") as? PickerInputRow<String>)
        #expect(row.kind == .options)
        #expect(row.optionLists.first?.options.map(\.title) == ["Light", "Dark"])
        try row.selectOption(key: "Dark")
        #expect(row.value == "Dark")
        #expect(!row.takeInput(.text("Grey")).isAccepted, "only an option is taken")
        #expect(row.value == "Dark")
    }
}
