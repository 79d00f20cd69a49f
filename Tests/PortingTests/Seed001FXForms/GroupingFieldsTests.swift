import FormworkCompatibility
import Testing

/// Seed 001, "Grouping fields": four fields in two groups, each started by a
/// dictionary with `FXFormFieldHeader`.
@Suite("Seed 001: Grouping fields")
struct GroupingFieldsTests {
    @Test func aHeaderStartsASection() throws {
        let form = try Form(fxFormFields: [
            ["key": "field1", "header": "Section 1"],
            "field2",
            ["key": "field3", "header": "Section 2"],
            "field4",
        ])
        #expect(form.allSections.map(\.header) == ["Section 1", "Section 2"])
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["field1", "field2"], ["field3", "field4"]])
    }
}
