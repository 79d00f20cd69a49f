import FormworkCompatibility
import Testing

/// Seed 000, "How to create custom inline rows": "we must invoke
/// `toggleInlineRow()` when the row is selected, for example overriding the
/// customDidSelect() row method".
@Suite("Seed 000: a custom inline row")
struct CustomInlineRowTests {
    final class ColourInlineRow: OptionsRow<String>, RowType, InlineRowType {
        typealias InlineRow = PickerRow<String>

        func setupInlineRow(_ inlineRow: InlineRow) {
            inlineRow.options = options
        }

        public override func customDidSelect() {
            toggleInlineRow()
        }
    }

    @Test func selectingTogglesTheInlineRow() throws {
        let row = ColourInlineRow("colour") { $0.title = "Colour"; $0.options = ["Red", "Green"] }
        let form = Form()
        form +++ Section() <<< row
        row.didSelect()
        let picker = try #require(row.inlineRow)
        #expect(picker.options == ["Red", "Green"])
        try picker.selectOption(key: "Green")
        #expect(row.value == "Green")
        row.didSelect()
        #expect(row.inlineRow == nil)
        // The older name of collapsing is in FormworkCompatibility; expanding stays.
        row.expandInlineRow()
        #expect(row.isExpanded)
    }
}
