import FormworkCompatibility
import Testing

/// Seed 000, "How to get the form values": `values(includeHidden:)` gives the value
/// of each tagged row by its tag, hidden rows only when asked.
@Suite("Seed 000: How to get the form values")
struct HowToGetTheFormValuesTests {
    @Test func valuesByTagHiddenRowsOnlyWhenAsked() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("on") { $0.value = false }
            <<< TextRow("name") { $0.value = "Ada"; $0.hidden = "$on == false" }
            <<< LabelRow() { $0.title = "Not tagged" }
        let values: [String: Any?] = form.values()
        #expect(values.keys.sorted() == ["on"], "only rows with a tag, and not hidden ones")
        let all = form.values(includeHidden: true)
        #expect(all.keys.sorted() == ["name", "on"])
        #expect((all["name"] ?? nil) as? String == "Ada")
        #expect((all["on"] ?? nil) as? Bool == false)
    }
}
