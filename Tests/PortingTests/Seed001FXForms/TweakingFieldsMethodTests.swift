import FormworkCompatibility
import Testing

/// Seed 001, "Tweaking form behavior": `- (NSArray *)fields { return
/// @[@"field1", @"field2", @"field3"]; }` replaces the inferred field list.
@Suite("Seed 001: the fields method")
struct TweakingFieldsMethodTests {
    struct ExactFields: FormDescribable, Codable {
        var field1 = "", field2 = "", field3 = "", field4 = ""
        static var formDescription: FormDescription<ExactFields> {
            FormDescription { $0.fields(\.field3, \.field1, \.field2) }
        }
    }

    @Test func theFieldsMethodReplacesTheFieldList() throws {
        let form = try Form(model: ExactFields(field4: "kept"))
        #expect(form.allRows.map(\.tag) == ["field3", "field1", "field2"])
        _ = form.setValues(["field1": "a", "field2": "b", "field3": "c"])
        let model = try form.decode(ExactFields.self)
        #expect(model.field4 == "kept", "a field left out keeps the model's value")
    }
}
