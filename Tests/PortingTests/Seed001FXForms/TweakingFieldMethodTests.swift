import FormworkCompatibility
import Testing

/// Seed 001, "Tweaking form behavior": `- (NSDictionary *)emailField { return
/// @{FXFormFieldTitle: @"Email Address"}; }`, a field's own dictionary.
@Suite("Seed 001: a field's method")
struct TweakingFieldMethodTests {
    struct TitledEmail: FormDescribable, Codable {
        var email = ""
        static var formDescription: FormDescription<TitledEmail> {
            FormDescription { $0.field(\.email) { $0.title = "Email Address" } }
        }
    }

    @Test func aFieldsDictionaryOverridesItsTitle() throws {
        #expect(try Form(model: TitledEmail()).rowBy(tag: "email")?.title == "Email Address")
    }
}
