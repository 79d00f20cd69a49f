import FormworkCompatibility
import Testing

/// Seed 001, "Tweaking form behavior": `- (NSArray *)extraFields { return
/// @[@{FXFormFieldTitle: @"Extra Field"}]; }`, a field that is no property, after
/// the inferred ones.
@Suite("Seed 001: extraFields")
struct TweakingExtraFieldsTests {
    struct Extra: FormDescribable, Codable {
        var name = "", someProperty = "", someOtherProperty = ""
        static var formDescription: FormDescription<Extra> {
            FormDescription {
                $0.addRow { LabelRow { $0.title = "Extra Field" } }
                $0.exclude(\.someProperty, \.someOtherProperty)
            }
        }
    }

    @Test func extraAndExcludedFields() throws {
        let form = try Form(model: Extra())
        #expect(form.allRows.map(\.title) == ["Name", "Extra Field"])
    }
}
