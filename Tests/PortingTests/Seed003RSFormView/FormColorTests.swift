import FormworkCompatibility
import Testing

/// Seed 003, "Configure your form looks": `UIColor.formColor(red:green:blue:)` for
/// a colour of one's own, `ThemeColor.formColor` here (documented), set as the
/// colour of the title being edited: the theme's accent.
@Suite("Seed 003: formColor")
struct FormColorTests {
    @Test func aColourOfOnesOwnIsTheAccent() {
        let formView = FormView(with: SignupExampleViewModel())
        let configurator = FormConfigurator()
        let darkPurple = ThemeColor.formColor(red: 140, green: 20, blue: 252)
        configurator.editingTitleColor = darkPurple
        formView.formConfigurator = configurator
        #expect(formView.form.theme.accent == ThemeColor(red: 140, green: 20, blue: 252))
        // Values outside 0 to 255 are clamped.
        configurator.invalidLineColor = ThemeColor.formColor(red: 300, green: -4, blue: 0)
        formView.formConfigurator = configurator
        #expect(formView.form.theme.invalid == ThemeColor(red: 255, green: 0, blue: 0))
    }
}
