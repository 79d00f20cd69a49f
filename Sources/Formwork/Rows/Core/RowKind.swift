/// What a row holds, independent of how it looks.
///
/// Front ends pick a presenter by kind, so a custom row that declares a known kind
/// works everywhere with no extra code. A truly new kind is a new value of this
/// type, for which each front end registers a presenter.
public struct RowKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral value: String) { self.rawValue = value }
    public var description: String { rawValue }

    public static let text: RowKind = "text"
    public static let name: RowKind = "name"
    public static let email: RowKind = "email"
    public static let secureText: RowKind = "secureText"
    public static let phone: RowKind = "phone"
    public static let twitter: RowKind = "twitter"
    public static let account: RowKind = "account"
    public static let zipCode: RowKind = "zipCode"
    public static let url: RowKind = "url"
    public static let integer: RowKind = "integer"
    public static let decimal: RowKind = "decimal"
    public static let textArea: RowKind = "textArea"
    public static let label: RowKind = "label"
    public static let button: RowKind = "button"
    public static let check: RowKind = "check"
    public static let toggle: RowKind = "toggle"
    public static let slider: RowKind = "slider"
    public static let stepper: RowKind = "stepper"
    public static let date: RowKind = "date"
    public static let time: RowKind = "time"
    public static let dateTime: RowKind = "dateTime"
    public static let countDownTimer: RowKind = "countDownTimer"
    /// One value chosen from a list of options.
    public static let options: RowKind = "options"
    /// A set of values chosen from a list of options.
    public static let multipleOptions: RowKind = "multipleOptions"
    /// One row of a selectable list (`ListCheckRow`).
    public static let listCheck: RowKind = "listCheck"
    /// Two cascading option lists.
    public static let doublePicker: RowKind = "doublePicker"
    /// Three cascading option lists.
    public static let triplePicker: RowKind = "triplePicker"
}

/// How a row asks to be shown; a hint that front ends follow where they can.
public enum RowPresentation: String, Sendable, Hashable, CaseIterable {
    /// The row's ordinary form: a text field, a switch, a label.
    case standard
    /// A field whose picker expands inline below the row when selected.
    case inline
    /// A picker that is always shown.
    case picker
    /// A picker shown in place of the keyboard (`PickerInputRow`).
    case inputPicker
    /// A separate list pushed on selection (`PushRow`).
    case push
    /// A list in a popover.
    case popover
    /// An action sheet.
    case actionSheet
    /// An alert.
    case alert
    /// A segmented control with every option visible.
    case segmented
}

/// The position of a visible row: its visible section and its index among that
/// section's visible rows.
public struct RowPosition: Hashable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
    public var description: String { "[\(section), \(row)]" }
}
