/// A colour of the theme named by what it is for, so that a hint such as "draw
/// this title in the error colour" follows whatever theme the form has, on every
/// front end.
public enum ThemeRole: String, CaseIterable, Hashable, Sendable {
    /// The colour of titles (``FormTheme/title``).
    case title
    /// The colour of lines and borders (``FormTheme/line``).
    case line
    /// The colour of what is being edited, buttons and chosen options (``FormTheme/accent``).
    case accent
    /// The colour of errors (``FormTheme/invalid``).
    case invalid
    /// The colour of what passed validation (``FormTheme/valid``).
    case valid
}

extension FormTheme {
    /// The colour the theme gives `role`; nil when it leaves it to the front end.
    public func color(for role: ThemeRole) -> ThemeColor? {
        switch role {
        case .title: title
        case .line: line
        case .accent: accent
        case .invalid: invalid
        case .valid: valid
        }
    }
}
