import Formwork

/// The styles a terminal form draws with, from a `FormTheme`: the theme's colours
/// where it sets them, the terminal's own palette where it does not (so the person's
/// light or dark theme decides), and bold, dim and underline that show focus and errors
/// even with no colour at all.
public struct TerminalPalette: Sendable, Hashable {
    /// Titles: labels and section headers.
    public var title: TextStyle
    /// What has focus, buttons and chosen options.
    public var accent: TextStyle
    /// Errors.
    public var invalid: TextStyle
    /// What passed validation.
    public var valid: TextStyle
    /// What matters less: help, placeholders, hints, disabled rows.
    public var secondary: TextStyle
    /// Lines and borders.
    public var line: TextStyle

    /// The styles for `theme`.
    public init(theme: FormTheme = FormTheme()) {
        func color(_ themeColor: ThemeColor?, _ fallback: TerminalColor?) -> TerminalColor? {
            guard let themeColor else { return fallback }
            return .rgb(themeColor.red, themeColor.green, themeColor.blue)
        }
        title = TextStyle(foreground: color(theme.title, nil), bold: true)
        accent = TextStyle(foreground: color(theme.accent, .cyan), bold: true)
        invalid = TextStyle(foreground: color(theme.invalid, .red), bold: true)
        valid = TextStyle(foreground: color(theme.valid, .green))
        secondary = TextStyle(foreground: nil, dim: true)
        line = TextStyle(foreground: color(theme.line, .brightBlack))
    }

    /// The style of a colour role of the theme, as a row's cell asks for it.
    public func style(for role: ThemeRole) -> TextStyle {
        switch role {
        case .title: title
        case .line: line
        case .accent: accent
        case .invalid: invalid
        case .valid: valid
        }
    }
}
