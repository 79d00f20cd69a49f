import FormworkCompatibility
import Testing

/// Seed 000, "List sections", "What kind of rows can be used?": the declaration
/// `protocol SelectableRowType : RowType { var selectableValue : Value? { get set } }`.
/// A row keeps its value in `selectableValue`; its `value` is that when chosen and
/// nil otherwise. `selectedRow()` and `selectedRows()` are the section's helpers.
@Suite("Seed 000: SelectableRowType")
struct SelectableRowTypeTests {
    /// Code written against the protocol, as the README's helpers are.
    func chosenValues<R: SelectableRowType>(_ rows: [R]) -> [R.SelectableValue] {
        rows.compactMap { $0.value }
    }

    @Test func theValueIsTheSelectableValueWhenChosen() throws {
        let form = Form()
        let section = SelectableSection<ImageCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true))
        form +++ section
        for size in ["S", "M", "L"] {
            section <<< ImageCheckRow<String>(size) { $0.title = size; $0.selectableValue = size; $0.value = nil }
        }
        let rows = section.allRows.compactMap { $0 as? ImageCheckRow<String> }
        #expect(chosenValues(rows).isEmpty)
        rows[1].didSelect()
        #expect(chosenValues(rows) == ["M"])
        #expect(section.selectedRow()?.selectableValue == "M")
        rows[2].didSelect()
        #expect(chosenValues(rows) == ["L"], "one choice: choosing another clears the first")
        #expect(section.selectedRows().count == 1)
    }
}
