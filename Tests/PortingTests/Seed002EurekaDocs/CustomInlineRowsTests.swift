import FormworkCompatibility
import Testing

/// Seed 002, "Custom inline rows": a `PickerInlineRow` of one's own, declared on
/// Eureka's `PickerInlineCell<T>` (the picker's value, `T`, here), whose inline row
/// is a `PickerRow` of the same value type, set up by `setupInlineRow(_:)`, and
/// toggled by `customDidSelect()` unless disabled. The cell's height line
/// (`UITableViewAutomaticDimension`) is UIKit and deleted. The docs' class leaves
/// `InlineRowType` out of its declaration, although their prose says the row must
/// conform; written so, it does not compile, in Eureka as here (the last test).
///
/// Formwork's `BaseRow.customDidSelect()` toggles an `InlineRowType` itself; the
/// docs' override, which calls `super` and then `toggleInlineRow()`, still toggles
/// once per selection.
@Suite("Seed 002: Custom inline rows")
struct CustomInlineRowsTests {
    @available(*, deprecated, message: "Eureka's cell names, on purpose")
    class PickerInlineRow<T>: Row<PickerInlineCell<T>>, InlineRowType where T: Equatable {

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

    @available(*, deprecated, message: "Eureka's cell names, on purpose")
    @Test func selectingExpandsAPickerSetUpByTheRow() throws {
        let form = Form()
        form +++ Section()
            <<< PickerInlineRow<Int>("size") {
                $0.options = [36, 38, 40]
                $0.value = 38
                $0.displayValueFor = { $0.map { "EU \($0)" } }
            }
        let row = try #require(form.rowBy(tag: "size") as? PickerInlineRow<Int>)
        let plain: Row<Int> = row
        #expect(plain.value == 38, "Row<PickerInlineCell<Int>> is Row<Int>")
        row.didSelect()
        #expect(row.isExpanded, "selecting expands the inline row")
        let picker = try #require(row.inlineRow)
        #expect(picker.options == [36, 38, 40])
        #expect(picker.displayValueFor?(40) == "EU 40")
        #expect(form[0].count == 2, "the picker shows below the row")
        picker.value = 40
        #expect(row.value == 40, "a value chosen below becomes the row's")
        row.didSelect()
        #expect(row.inlineRow == nil, "selecting again collapses it")
        #expect(form[0].count == 1)
        row.disabled = true
        row.didSelect()
        #expect(row.inlineRow == nil, "a disabled row does not expand")
    }

    /// The docs' declaration as written, without `InlineRowType`: `toggleInlineRow()`
    /// comes with the conformance, so the row cannot compile and then never
    /// expand; the compiler says what to declare.
    @Test func withoutTheConformanceItDoesNotCompile() throws {
        let outcome = try TypeCheck.check("""
            import FormworkCompatibility

            class PickerInlineRow<T>: Row<PickerInlineCell<T>> where T: Equatable {
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
            """)
        #expect(outcome.refused, "\(outcome.messages)")
        #expect(outcome.messages.contains("'toggleInlineRow()' is unavailable"), "\(outcome.messages)")
        #expect(outcome.messages.contains("declare the conformance"), "\(outcome.messages)")
        #expect(!outcome.messages.contains("cannot find"), "the call is found and refused, not unknown")
    }

    /// A row that is not an inline row, told to expand by a front end: nothing is
    /// shown below it, and it does not say it is expanded.
    @Test func aRowThatIsNotAnInlineRowCannotLookExpanded() throws {
        let form = Form()
        let row = TextRow("name")
        form +++ Section() <<< row <<< TextRow("other")
        var events: [String] = []
        let token = form.addObserver { event in
            if case .inlineRowExpanded = event { events.append("expanded") }
        }
        #expect(!row.expandsInline)
        row.expandInlineRow()
        row.didSelect()
        #expect(!row.isExpanded)
        #expect(row.expandedInlineRow == nil)
        #expect(form[0].count == 2, "no row appeared below it")
        #expect(events.isEmpty)
        _ = token
    }
}
