import Formwork
import Testing

/// Seed 002, "Custom inline rows": a `PickerInlineRow` of one's own whose inline row
/// is a `PickerRow` of the same value type, set up by `setupInlineRow(_:)`, and
/// toggled by `customDidSelect()` unless disabled. The cell's height line
/// (`UITableViewAutomaticDimension`) is UIKit and deleted; the docs' class declares
/// `InlineRowType` in prose ("the top row type must conform to InlineRowType"),
/// which the extension below does. Nested here, it does not replace Formwork's.
///
/// Formwork's `BaseRow.customDidSelect()` toggles an `InlineRowType` itself; the
/// docs' override, which calls `super` and then `toggleInlineRow()`, still toggles
/// once per selection.
@Suite("Seed 002: Custom inline rows")
struct CustomInlineRowsTests {
    class PickerInlineRow<T> : Row<T>, RowType where T: Equatable {

        public typealias InlineRow = PickerRow<T>
        open var options = [T]()

        required public init(tag: String?) {
            super.init(tag: tag)
        }

        public func setupInlineRow(_ inlineRow: InlineRow) {
            inlineRow.options = self.options
            inlineRow.displayValueFor = self.displayValueFor
        }

        public override func customDidSelect() {
            super.customDidSelect()
            if !isDisabled {
                toggleInlineRow()
            }
        }
    }

    @Test func selectingExpandsAPickerSetUpByTheRow() throws {
        let form = Form()
        form +++ Section()
            <<< PickerInlineRow<Int>("size") {
                $0.options = [36, 38, 40]
                $0.value = 38
                $0.displayValueFor = { $0.map { "EU \($0)" } }
            }
        let row = try #require(form.rowBy(tag: "size") as? PickerInlineRow<Int>)
        row.didSelect()
        #expect(row.isExpanded, "selecting expands the inline row")
        let picker = try #require(row.inlineRow)
        #expect(picker.options == [36, 38, 40])
        #expect(picker.displayValueFor?(40) == "EU 40")
        #expect(form[0].count == 2, "the picker shows below the row")
        row.didSelect()
        #expect(row.inlineRow == nil, "selecting again collapses it")
        row.disabled = true
        row.didSelect()
        #expect(row.inlineRow == nil, "a disabled row does not expand")
    }
}

extension CustomInlineRowsTests.PickerInlineRow: InlineRowType {}
