import FormworkCompatibility
import Testing

/// Seed 000, "How to create custom inline rows": `InlineRowType` adds
/// `expandInlineRow()`, `hideInlineRow()` and `toggleInlineRow()` to the top row.
@Suite("Seed 000: InlineRowType's methods")
struct InlineRowTypeMethodsTests {
    @Test func anInlineRowExpandsHidesAndToggles() throws { try run(InlineRowNames.self) }
}

enum InlineRowNames: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section() <<< PickerInlineRow<String>("size") { $0.options = ["S", "M", "L"]; $0.value = "M" }
        let row: PickerInlineRow<String> = try #require(form.rowByTag("size"))
        row.expandInlineRow()
        #expect(row.inlineRow?.value == "M")
        row.hideInlineRow()
        #expect(row.inlineRow == nil)
        row.toggleInlineRow()
        #expect(row.inlineRow != nil)
    }
}
