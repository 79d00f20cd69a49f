import FormworkCompatibility
import Testing

/// Seed 001, "Creating a form": `@interface MyForm : NSObject <FXForm> @end`, a
/// form object with nothing in it yet: a `Codable` model (documented in "Coming
/// from Eureka, FXForms or RSFormView": Swift on Linux has no Objective-C run time).
@Suite("Seed 001: Creating a form, an empty form object")
struct CreatingAFormEmptyTests {
    struct MyForm: Codable {}

    @Test func anEmptyModelIsAnEmptyForm() throws {
        let form = try Form(model: MyForm())
        #expect(form.allRows.isEmpty)
        #expect(form.validate().isEmpty)
    }
}
