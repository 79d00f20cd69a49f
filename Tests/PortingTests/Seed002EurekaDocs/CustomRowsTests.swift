import Formwork
import Testing

/// Seed 002, "Custom rows": `CustomRow: Row<CustomCell>` whose cell, loaded from a
/// .xib, is a switch. The cell is UIKit through and through (outlets, a `UISwitch`,
/// a background colour) and is deleted with the `cellProvider` line that loaded
/// it; the row names its value type, `Bool`, in its place (documented: "A custom
/// row's cell").
@Suite("Seed 002: Custom rows")
struct CustomRowsTests {
    // The custom Row also has the cell: CustomCell and its correspond value
    public final class CustomRow: Row<Bool>, RowType {

        required public init(tag: String?) {
            super.init(tag: tag)
        }
    }

    @Test func theRowHoldsABoolAsTheSwitchDid() throws {
        let form = Form()
        form +++ Section() <<< CustomRow("custom") { $0.title = "Custom" }
        let row = try #require(form.rowBy(tag: "custom") as? CustomRow)
        #expect(row.valueClass == .boolean)
        #expect(row.takeInput(.text("true")).isAccepted)
        #expect((form.values()["custom"] ?? nil) as? Bool == true)
        row.value = false
        #expect((form.values()["custom"] ?? nil) as? Bool == false)
    }
}
