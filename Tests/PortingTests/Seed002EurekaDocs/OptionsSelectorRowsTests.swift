import Formwork
import Testing

/// Seed 002, "Options selector rows": an action sheet row with a title, the
/// selector's title, options and a value initially selected.
@Suite("Seed 002: Options selector rows")
struct OptionsSelectorRowsTests {
    @Test func anActionSheetRow() throws {
        let form = Form()
        form +++ Section()
            <<< ActionSheetRow<String>() {
                $0.title = "ActionSheetRow"
                $0.selectorTitle = "Pick a number"
                $0.options = ["One", "Two", "Three"]
                $0.value = "Two"    // initially selected
            }
        let row = try #require(form[0].first as? ActionSheetRow<String>)
        let selector = try #require(row.selectorDescription())
        #expect(selector.title == "Pick a number")
        #expect(selector.options.first?.options.map(\.title) == ["One", "Two", "Three"])
        #expect(selector.options.first?.selectedKeys == ["Two"])
        try row.selectOption(key: "Three")
        #expect(row.value == "Three")
    }
}
