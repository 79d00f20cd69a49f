/// Colours a row's cell asks for, as roles of the form's theme: the front end draws
/// them with the theme's colour for the role, or its own when the theme sets none.
///
/// ```swift
/// row.cellUpdate { cell, row in
///     cell.style.textColor = row.isValid ? nil : .invalid
/// }
/// ```
public struct CellStyle: Hashable, Sendable {
    /// The colour of the row's title; nil for the front end's own.
    public var textColor: ThemeRole?
    /// The colour of the row's control: its value, border, check or switch; nil
    /// for the front end's own.
    public var tintColor: ThemeRole?

    /// A style with the given colours.
    public init(textColor: ThemeRole? = nil, tintColor: ThemeRole? = nil) {
        self.textColor = textColor
        self.tintColor = tintColor
    }
}
