import FormworkCompatibility
import Testing

/// Seed 001, "Grouping fields": the same groups by `- (NSDictionary *)field1Field {
/// return @{FXFormFieldHeader: @"Section 1"}; }` and `field3Field`, and a footer
/// that ends its section.
@Suite("Seed 001: Grouping fields by field methods")
struct GroupingFieldMethodsTests {
    struct Grouped: FormDescribable, Codable {
        var field1 = "", field2 = "", field3 = "", field4 = ""
        static var formDescription: FormDescription<Grouped> {
            FormDescription {
                $0.field(\.field1) { $0.header = "Section 1" }
                $0.field(\.field3) { $0.header = "Section 2" }
                $0.field(\.field4) { $0.footer = "The end." }
            }
        }
    }

    @Test func aHeaderStartsASectionAndAFooterEndsIt() throws {
        let form = try Form(model: Grouped())
        #expect(form.allSections.map(\.header) == ["Section 1", "Section 2"])
        #expect(form.allSections.map { $0.allRows.map(\.tag) } == [["field1", "field2"], ["field3", "field4"]])
        #expect(form.allSections.last?.footer == "The end.")
    }
}
