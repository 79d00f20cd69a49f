import Foundation

/// How an RSFormView form looks, mapped onto the form's `FormTheme`: colours
/// by role, the border's width and the corner radius. Fonts and keyboard
/// appearance were UIKit's and have no counterpart; set `FormTheme.fontFamily`
/// and `FormTheme.fontSize` on ``FormView/form`` instead.
///
/// RSFormView names colours by state and part; several name one role of the theme,
/// and the first set in each list below gives it:
/// - the title colour: ``validTitleColor``;
/// - the accent (focus): ``editingTitleColor``, ``editingLineColor``, ``editingBorderColor``;
/// - the colour of errors: ``errorTextColor``, ``invalidTitleColor``, ``invalidLineColor``, ``invalidBorderColor``;
/// - the lines: ``validLineColor``, ``validBorderColor``.
open class FormConfigurator {
    /// Whether the form scrolls: a page and a terminal always scroll a long form.
    public var isScrollEnabled = true
    /// Titles of fields.
    public var validTitleColor: ThemeColor?
    /// Titles of fields with an error.
    public var invalidTitleColor: ThemeColor?
    /// The title of the field being edited.
    public var editingTitleColor: ThemeColor?
    /// The line under the field being edited.
    public var editingLineColor: ThemeColor?
    /// The line under a field with an error.
    public var invalidLineColor: ThemeColor?
    /// The line under a field.
    public var validLineColor: ThemeColor?
    /// The border of a field.
    public var validBorderColor: ThemeColor?
    /// The border of a field with an error.
    public var invalidBorderColor: ThemeColor?
    /// The border of the field being edited.
    public var editingBorderColor: ThemeColor?
    /// Error messages.
    public var errorTextColor: ThemeColor?
    /// The corner radius of fields, in points.
    public var borderCornerRadius: CGFloat = 8
    /// The width of fields' borders, in points.
    public var borderWidth: CGFloat = 1

    /// RSFormView's defaults: corner radius 8, border width 1, the theme's colours.
    public init() {}

    /// The theme these settings give a form.
    public var theme: FormTheme {
        var theme = FormTheme()
        theme.title = validTitleColor
        theme.accent = editingTitleColor ?? editingLineColor ?? editingBorderColor
        theme.invalid = errorTextColor ?? invalidTitleColor ?? invalidLineColor ?? invalidBorderColor
        theme.line = validLineColor ?? validBorderColor
        theme.cornerRadius = Double(borderCornerRadius)
        theme.borderWidth = Double(borderWidth)
        return theme
    }
}

extension ThemeColor {
    /// A colour from red, green and blue from 0 to 255 (values outside are
    /// clamped): RSFormView's `UIColor.formColor(red:green:blue:)`.
    public static func formColor(red: Int, green: Int, blue: Int) -> ThemeColor {
        func channel(_ value: Int) -> UInt8 { UInt8(clamping: value) }
        return ThemeColor(red: channel(red), green: channel(green), blue: channel(blue))
    }
}
