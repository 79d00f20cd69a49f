/// How a form looks, in terms every front end can follow: RSFormView's
/// configurator of colours for titles, lines and borders in the valid, invalid and
/// editing states, border width and radius, and fonts.
///
/// The web front end writes it as CSS custom properties and the terminal maps the
/// colours to what the terminal shows. Unset values keep each front end's default
/// style, which follows the person's light or dark setting.
///
/// ```swift
/// form.theme.accent = ThemeColor(hex: "#5b3cc4")
/// form.theme.invalid = ThemeColor(hex: "#c62828")
/// form.theme.cornerRadius = 12
/// ```
public struct FormTheme: Hashable, Sendable {
    /// The colour of titles (labels, section headers).
    public var title: ThemeColor?
    /// The colour of lines and borders of fields in their normal state.
    public var line: ThemeColor?
    /// The colour of lines, borders and titles of fields being edited, and of
    /// buttons and chosen options.
    public var accent: ThemeColor?
    /// The colour of lines, borders, titles and messages of fields in error.
    public var invalid: ThemeColor?
    /// The colour of lines and borders of fields that passed validation.
    public var valid: ThemeColor?
    /// The width of field borders, in points (CSS pixels, or cells of a terminal
    /// when above zero).
    public var borderWidth: Double?
    /// The radius of field and group corners, in points.
    public var cornerRadius: Double?
    /// The font family of the form, as a CSS font family list (front ends that
    /// cannot choose fonts ignore it).
    public var fontFamily: String?
    /// The base font size, in points.
    public var fontSize: Double?

    /// A theme with nothing set: every front end's default style.
    public init() {}

    /// Whether nothing is set.
    public var isDefault: Bool { self == FormTheme() }
}
