import Formwork
import Testing

/// Seed 002, "Getting row values": a row's value by its tag, and the values of all
/// tagged rows. The docs' `row.value` reads an optional row, which does not
/// compile in Swift as written; it is `row?.value`.
@Suite("Seed 002: Getting row values")
struct GettingRowValuesTests {
    @Test func aRowsValueAndAllValues() {
        let form = Form()
        form +++ Section()
            <<< TextRow("MyRowTag") { $0.value = "Hello" }
            <<< SwitchRow("on") { $0.value = true }
            <<< TextRow() { $0.value = "untagged" }

        // Get the value of a single row
        let row: TextRow? = form.rowBy(tag: "MyRowTag")
        let value = row?.value

        // Get the value of all rows which have a Tag assigned
        // The dictionary contains the 'rowTag':value pairs.
        let valuesDictionary = form.values()

        #expect(value == "Hello")
        #expect(valuesDictionary.keys.sorted() == ["MyRowTag", "on"])
        #expect((valuesDictionary["on"] ?? nil) as? Bool == true)
    }
}
