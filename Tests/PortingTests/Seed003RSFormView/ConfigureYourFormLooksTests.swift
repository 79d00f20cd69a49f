import FormworkCompatibility
import Testing

/// Seed 003, "Configure your form looks": a `FormConfigurator` set on the form
/// view. Its lines here set a `UIColor` and a `UIFont` and are deleted with UIKit
/// (documented: "`FormConfigurator`"); what is left gives the form the
/// configurator's theme, RSFormView's defaults.
@Suite("Seed 003: Configure your form looks")
struct ConfigureYourFormLooksTests {
    @Test func aConfiguratorGivesTheFormItsTheme() {
        let formView = FormView(with: SignupExampleViewModel())
        formView.form.theme.cornerRadius = 0
        let configurator = FormConfigurator()
        formView.formConfigurator = configurator
        #expect(formView.form.theme.cornerRadius == 8)
        #expect(formView.form.theme.borderWidth == 1)
        #expect(formView.form.theme.title == nil, "no colour set, the theme's own")
    }
}
