/// The name a row type is registered under: what a schema writes as a row's `type`,
/// and what a model description asks for (``FieldDescription/rowType``).
///
/// Built-in names are static members; a custom row type adds its own:
///
/// ```swift
/// extension RowTypeName { static let weekDays: RowTypeName = "weekDays" }
/// ```
public struct RowTypeName: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    /// The name as a schema writes it.
    public let rawValue: String
    /// A name, as a schema writes it.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A name from a literal: `"weekDays"`.
    public init(stringLiteral value: String) { self.rawValue = value }
    /// The name.
    public var description: String { rawValue }

    // Text and numbers.
    /// `TextRow`.
    public static let text: RowTypeName = "text"
    /// `NameRow`.
    public static let name: RowTypeName = "name"
    /// `EmailRow`.
    public static let email: RowTypeName = "email"
    /// `PasswordRow`.
    public static let password: RowTypeName = "password"
    /// `PhoneRow`.
    public static let phone: RowTypeName = "phone"
    /// `TwitterRow`.
    public static let twitter: RowTypeName = "twitter"
    /// `AccountRow`.
    public static let account: RowTypeName = "account"
    /// `ZipCodeRow`.
    public static let zipCode: RowTypeName = "zipCode"
    /// `URLRow`.
    public static let url: RowTypeName = "url"
    /// `IntRow`.
    public static let int: RowTypeName = "int"
    /// `DecimalRow`.
    public static let decimal: RowTypeName = "decimal"
    /// `TextAreaRow`.
    public static let textArea: RowTypeName = "textArea"
    /// `LabelRow`.
    public static let label: RowTypeName = "label"
    /// `ButtonRow`.
    public static let button: RowTypeName = "button"
    /// `ImageRow`.
    public static let image: RowTypeName = "image"
    /// `FileRow`.
    public static let file: RowTypeName = "file"

    // Controls.
    /// `CheckRow`.
    public static let check: RowTypeName = "check"
    /// `SwitchRow`.
    public static let `switch`: RowTypeName = "switch"
    /// `SliderRow`.
    public static let slider: RowTypeName = "slider"
    /// `StepperRow`.
    public static let stepper: RowTypeName = "stepper"

    // Dates.
    /// `DateRow`.
    public static let date: RowTypeName = "date"
    /// `TimeRow`.
    public static let time: RowTypeName = "time"
    /// `DateTimeRow`.
    public static let dateTime: RowTypeName = "dateTime"
    /// `CountDownRow`.
    public static let countDown: RowTypeName = "countDown"
    /// `DateInlineRow`.
    public static let dateInline: RowTypeName = "dateInline"
    /// `TimeInlineRow`.
    public static let timeInline: RowTypeName = "timeInline"
    /// `DateTimeInlineRow`.
    public static let dateTimeInline: RowTypeName = "dateTimeInline"
    /// `CountDownInlineRow`.
    public static let countDownInline: RowTypeName = "countDownInline"
    /// `DatePickerRow`.
    public static let datePicker: RowTypeName = "datePicker"
    /// `TimePickerRow`.
    public static let timePicker: RowTypeName = "timePicker"
    /// `DateTimePickerRow`.
    public static let dateTimePicker: RowTypeName = "dateTimePicker"
    /// `CountDownPickerRow`.
    public static let countDownPicker: RowTypeName = "countDownPicker"

    // Options.
    /// `PushRow`.
    public static let push: RowTypeName = "push"
    /// `PopoverSelectorRow`.
    public static let popover: RowTypeName = "popover"
    /// `ActionSheetRow`.
    public static let actionSheet: RowTypeName = "actionSheet"
    /// `AlertRow`.
    public static let alert: RowTypeName = "alert"
    /// `SegmentedRow`.
    public static let segmented: RowTypeName = "segmented"
    /// `PickerRow`.
    public static let picker: RowTypeName = "picker"
    /// `PickerInlineRow`.
    public static let pickerInline: RowTypeName = "pickerInline"
    /// `PickerInputRow`.
    public static let pickerInput: RowTypeName = "pickerInput"
    /// `MultipleSelectorRow`.
    public static let multipleSelector: RowTypeName = "multipleSelector"
    /// `ListCheckRow`, the rows of a selectable section.
    public static let listCheck: RowTypeName = "listCheck"
    /// `DoublePickerRow` of strings.
    public static let doublePicker: RowTypeName = "doublePicker"
    /// `TriplePickerRow` of strings.
    public static let triplePicker: RowTypeName = "triplePicker"
}
