import FormworkCompatibility
import Testing

/// Seed 003, "Configure your form looks": borders of a width and corner radius.
/// The border colours are `UIColor`s and deleted (documented: "`FormConfigurator`").
@Suite("Seed 003: borders")
struct BordersTests {
    @Test func theBordersWidthAndRadiusAreTheThemes() {
        let formView = FormView(with: SignupExampleViewModel())
        let configurator = FormConfigurator()
        configurator.borderCornerRadius = 20
        configurator.borderWidth = 2
        formView.formConfigurator = configurator
        #expect(formView.form.theme.cornerRadius == 20)
        #expect(formView.form.theme.borderWidth == 2)
    }
}
