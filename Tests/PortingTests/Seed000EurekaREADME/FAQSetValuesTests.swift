import FormworkCompatibility
import Testing

/// Seed 000, FAQ "How to set the form values using a dictionary": each value goes
/// to the row of its tag. "The value type of a row must match with the value type
/// of the corresponding dictionary value otherwise nil will be assigned": Formwork
/// keeps the row's value and returns why instead (a documented difference).
@Suite("Seed 000: FAQ, setting values from a dictionary")
struct FAQSetValuesTests {
    @Test func valuesGoToTheRowsOfTheirTags() throws {
        let form = Form()
        form +++ Section()
            <<< IntRow("IntRowTag")
            <<< TextRow("TextRowTag")
            <<< PushRow<Company>("PushRowTag") { $0.options = [Company(name: "Xmartlabs"), Company(name: "Other")] }

        _ = form.setValues(["IntRowTag": 8, "TextRowTag": "Hello world!", "PushRowTag": Company(name:"Xmartlabs")])

        let values = form.values()
        #expect((values["IntRowTag"] ?? nil) as? Int == 8)
        #expect((values["TextRowTag"] ?? nil) as? String == "Hello world!")
        #expect((values["PushRowTag"] ?? nil) as? Company == Company(name: "Xmartlabs"))
        let rejected = form.setValues(["IntRowTag": Company(name: "Xmartlabs")])
        #expect(rejected.map(\.tag) == ["IntRowTag"])
        #expect((form.rowBy(tag: "IntRowTag") as? IntRow)?.value == 8)
    }
}
