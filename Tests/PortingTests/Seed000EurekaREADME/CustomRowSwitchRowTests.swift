import FormworkCompatibility
import Testing

/// Seed 000, "How to create custom rows and cells": `SwitchRow: Row<Bool,
/// SwitchCell>`. The cell class goes with UIKit and the row names its value type
/// (`Row<Bool>`), a documented difference. Named apart from Formwork's own switch
/// row; the README's is `SwitchRow`.
@Suite("Seed 000: a custom row")
struct CustomRowSwitchRowTests {
    final class MySwitchRow: Row<Bool>, RowType {
        required init(tag: String?) {
            super.init(tag: tag)
            displayValueFor = nil
        }
    }

    @Test func aBasicCustomRowOfBool() {
        let row = MySwitchRow("switch") { $0.title = "Switch" }
        let form = Form()
        form +++ Section() <<< row
        #expect(row.kind == .check, "drawn as a check or switch, not as text")
        #expect(row.isToggle)
        row.toggle()
        #expect(row.value == true)
        #expect(row.takeInput(.text("false")).isAccepted)
        #expect(row.value == false)
    }
}
