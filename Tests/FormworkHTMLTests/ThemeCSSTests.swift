import Formwork
@testable import FormworkHTML
import Testing

@Suite("Themes as CSS")
struct ThemeCSSTests {
    @Test func aThemeTravelsInTheStylesheetAddressAndComesBack() {
        var theme = FormTheme()
        theme.accent = ThemeColor(hex: "#5b3cc4")
        theme.invalid = ThemeColor(hex: "b3261e")
        theme.cornerRadius = 14
        theme.borderWidth = 2
        theme.fontFamily = "Inter, sans-serif"
        let query = ThemeCSS.query(for: theme)
        #expect(query == "accent=5b3cc4&invalid=b3261e&border=2&radius=14&font=Inter%2C%20sans-serif")
        let pairs = [("accent", "5b3cc4"), ("invalid", "b3261e"), ("border", "2"), ("radius", "14"), ("font", "Inter, sans-serif")]
        #expect(ThemeCSS.theme(fromQuery: pairs.map { (name: $0.0, value: $0.1) }) == theme)
        #expect(ThemeCSS.query(for: FormTheme()).isEmpty)
    }

    @Test func theStylesheetSetsCustomPropertiesAndLightensColoursForDarkMode() {
        var theme = FormTheme()
        theme.accent = ThemeColor(hex: "#5b3cc4")
        theme.cornerRadius = 12
        let css = ThemeCSS.stylesheet(for: theme)
        #expect(css.contains("--fw-accent: #5b3cc4;"))
        #expect(css.contains("--fw-radius: 12px;"))
        #expect(css.contains("@media (prefers-color-scheme: dark)"))
        #expect(css.contains("--fw-accent: #a493de;"), "45 % toward white")
    }

    @Test func valuesThatCouldLeaveTheirDeclarationAreDropped() {
        let theme = ThemeCSS.theme(fromQuery: [
            (name: "accent", value: "red;}body{display:none"), (name: "radius", value: "1e9"), (name: "border", value: "NaN"),
            (name: "font", value: "x;}</style><script>"), (name: "size", value: "-4"), (name: "line", value: "#12"),
        ])
        #expect(theme == FormTheme())
        #expect(ThemeColor(hex: "#08f")?.hex == "#0088ff")
        #expect(ThemeColor(hex: "#ggg") == nil)
    }
}
