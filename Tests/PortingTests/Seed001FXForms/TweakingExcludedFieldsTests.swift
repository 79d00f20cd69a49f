import FormworkCompatibility
import Testing

/// Seed 001, "Tweaking form behavior": `- (NSArray *)excludedFields { return
/// @[@"someProperty", @"someOtherProperty"]; }` leaves those properties out and
/// keeps the rest as inferred.
@Suite("Seed 001: excludedFields")
struct TweakingExcludedFieldsTests {
    struct Settings: FormDescribable, Codable {
        var nickname = "", someProperty = "internal", someOtherProperty = "internal", age = 0
        static var formDescription: FormDescription<Settings> {
            FormDescription { $0.exclude(\.someProperty, \.someOtherProperty) }
        }
    }

    @Test func excludedPropertiesAreNoFieldsAndKeepTheirValues() throws {
        let form = try Form(model: Settings(someProperty: "kept"))
        #expect(form.allRows.map(\.tag) == ["nickname", "age"])
        _ = form.setValues(["nickname": "Ada", "age": 36])
        let model = try form.decode(Settings.self)
        #expect(model.nickname == "Ada" && model.age == 36)
        #expect(model.someProperty == "kept" && model.someOtherProperty == "internal")
    }
}
