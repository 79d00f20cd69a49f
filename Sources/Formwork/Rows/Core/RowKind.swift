/// What a row holds, independent of how it looks.
///
/// Front ends pick a presenter by kind, so a custom row that declares a known kind
/// works everywhere with no extra code. A truly new kind is a new value of this
/// type, for which each front end registers a presenter.
public struct RowKind: RawRepresentable, Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
    public let rawValue: String
    // A number worked out from the name once, compared before the names: front
    // ends compare kinds for every row they draw, and most comparisons are between
    // different kinds, which the numbers tell apart without comparing text.
    private let code: UInt64

    public init(rawValue: String) {
        self.rawValue = rawValue
        var code: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in rawValue.utf8 { code = (code ^ UInt64(byte)) &* 0x100_0000_01b3 }
        self.code = code
    }

    public init(stringLiteral value: String) { self.init(rawValue: value) }
    public var description: String { rawValue }

    /// Whether two kinds are the same kind: the same name.
    public static func == (a: RowKind, b: RowKind) -> Bool {
        a.code == b.code && a.rawValue == b.rawValue
    }

    /// Hashes the number made from the name, which equal kinds share.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }

    /// One line of text (`TextRow`); also the kind of a row that declares none.
    public static let text: RowKind = "text"
    /// A person's name (`NameRow`).
    public static let name: RowKind = "name"
    /// An email address (`EmailRow`).
    public static let email: RowKind = "email"
    /// Text that front ends hide as it is typed (`PasswordRow`).
    public static let secureText: RowKind = "secureText"
    /// A phone number (`PhoneRow`).
    public static let phone: RowKind = "phone"
    /// A Twitter handle (`TwitterRow`).
    public static let twitter: RowKind = "twitter"
    /// An account name (`AccountRow`).
    public static let account: RowKind = "account"
    /// A postal code (`ZipCodeRow`).
    public static let zipCode: RowKind = "zipCode"
    /// A web address (`URLRow`).
    public static let url: RowKind = "url"
    /// A whole number (`IntRow`).
    public static let integer: RowKind = "integer"
    /// A decimal number (`DecimalRow`).
    public static let decimal: RowKind = "decimal"
    /// Several lines of text (`TextAreaRow`).
    public static let textArea: RowKind = "textArea"
    /// Read-only text (`LabelRow`).
    public static let label: RowKind = "label"
    /// A button (`ButtonRow`).
    public static let button: RowKind = "button"
    /// A check mark (`CheckRow`).
    public static let check: RowKind = "check"
    /// An on/off switch (`SwitchRow`).
    public static let toggle: RowKind = "toggle"
    /// A value on a scale (`SliderRow`).
    public static let slider: RowKind = "slider"
    /// A number changed in steps (`StepperRow`).
    public static let stepper: RowKind = "stepper"
    /// A calendar day (`DateRow`, `DateInlineRow`, `DatePickerRow`).
    public static let date: RowKind = "date"
    /// A time of day (`TimeRow`, `TimeInlineRow`, `TimePickerRow`).
    public static let time: RowKind = "time"
    /// A day and a time (`DateTimeRow`, `DateTimeInlineRow`, `DateTimePickerRow`).
    public static let dateTime: RowKind = "dateTime"
    /// A duration in hours and minutes (`CountDownRow`, `CountDownInlineRow`,
    /// `CountDownPickerRow`).
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
    /// An uploaded image (``ImageRow``).
    public static let image: RowKind = "image"
    /// An uploaded file of any kind (``FileRow``).
    public static let file: RowKind = "file"
    /// A row that opens a form of its own (``SubformRow``).
    public static let subform: RowKind = "subform"
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
    /// The index of the row's section among the form's visible sections.
    public var section: Int
    /// The index of the row among its section's visible rows.
    public var row: Int
    /// A position from visible indices.
    ///
    /// - Parameters:
    ///   - section: the index of the section among the form's visible sections.
    ///   - row: the index of the row among that section's visible rows.
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
    public var description: String { "[\(section), \(row)]" }
}

extension RowKind {
    /// Every kind the core's own rows have, read from the built-in row types
    /// (``RowTypeRegistry/builtIn``) and the subform row: each front end has a
    /// presenter for each, which their tests check.
    public static let builtIn: [RowKind] = {
        var kinds: [RowKind] = []
        for kind in RowTypeRegistry.builtIn.entries.map(\.kind) + [SubformRow().kind] where !kinds.contains(kind) {
            kinds.append(kind)
        }
        return kinds
    }()
}

extension BaseRow {
    /// The built-in kind whose presenter draws this row when no front end knows its
    /// own kind (a custom kind with no presenter registered): chosen by what the row
    /// holds, so that it is drawn, read and asked alike on the web, in the terminal
    /// and in plain mode. A row with options is a list to choose from, yes or no a
    /// check, a date a date of its mode, a file a file, nothing a label, a number a
    /// number field, and anything else a text field.
    public var fallbackKind: RowKind {
        if !optionLists.isEmpty { return valueClass == .severalChoices ? .multipleOptions : .options }
        switch valueClass {
        case .text: return .text
        case .integer: return .integer
        case .decimal: return .decimal
        case .boolean: return .check
        case .date(.date): return .date
        case .date(.time): return .time
        case .date(.dateTime): return .dateTime
        case .date(.countDownTimer): return .countDownTimer
        case .oneChoice: return .options
        case .severalChoices: return .multipleOptions
        case .file: return .file
        case .none: return .label
        }
    }
}
