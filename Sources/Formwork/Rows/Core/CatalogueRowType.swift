/// The row catalogue by name, as schemas and model descriptions name rows: how to
/// make each, and how to recognise each in a form built in code (by kind and
/// presentation).
enum CatalogueRowType: String, CaseIterable {
    case text, name, email, password, phone, twitter, account, zipCode, url, int, decimal, textArea, label, button
    case check, `switch`, slider, stepper
    case date, time, dateTime, countDown, dateInline, timeInline, dateTimeInline, countDownInline
    case datePicker, timePicker, dateTimePicker, countDownPicker
    case push, popover, actionSheet, alert, segmented, picker, pickerInline, pickerInput, multipleSelector
    case listCheck, doublePicker, triplePicker

    /// The type of the options (and option values) of an option row.
    enum OptionType { case string, int, double }

    /// Whether the row chooses among options.
    var takesOptions: Bool {
        switch self {
        case .push, .popover, .actionSheet, .alert, .segmented, .picker, .pickerInline, .pickerInput, .multipleSelector: return true
        default: return false
        }
    }

    /// The option row type for a presentation.
    static func options(_ presentation: RowPresentation) -> CatalogueRowType {
        switch presentation {
        case .segmented: return .segmented
        case .picker: return .picker
        case .inline: return .pickerInline
        case .inputPicker: return .pickerInput
        case .alert: return .alert
        case .actionSheet: return .actionSheet
        case .popover: return .popover
        default: return .push
        }
    }

    /// Whether the row holds a value someone enters, and so needs a tag.
    var needsTag: Bool { self != .label && self != .button }

    var isDate: Bool { dateMode != nil }

    var dateMode: DatePickerMode? {
        switch self {
        case .date, .dateInline, .datePicker: return .date
        case .time, .timeInline, .timePicker: return .time
        case .dateTime, .dateTimeInline, .dateTimePicker: return .dateTime
        case .countDown, .countDownInline, .countDownPicker: return .countDownTimer
        default: return nil
        }
    }

    /// Makes an empty row of this type.
    func makeRow(optionType: OptionType = .string) -> BaseRow {
        switch self {
        case .text: return TextRow()
        case .name: return NameRow()
        case .email: return EmailRow()
        case .password: return PasswordRow()
        case .phone: return PhoneRow()
        case .twitter: return TwitterRow()
        case .account: return AccountRow()
        case .zipCode: return ZipCodeRow()
        case .url: return URLRow()
        case .int: return IntRow()
        case .decimal: return DecimalRow()
        case .textArea: return TextAreaRow()
        case .label: return LabelRow()
        case .button: return ButtonRow()
        case .check: return CheckRow()
        case .switch: return SwitchRow()
        case .slider: return SliderRow()
        case .stepper: return StepperRow()
        case .date: return DateRow()
        case .time: return TimeRow()
        case .dateTime: return DateTimeRow()
        case .countDown: return CountDownRow()
        case .dateInline: return DateInlineRow()
        case .timeInline: return TimeInlineRow()
        case .dateTimeInline: return DateTimeInlineRow()
        case .countDownInline: return CountDownInlineRow()
        case .datePicker: return DatePickerRow()
        case .timePicker: return TimePickerRow()
        case .dateTimePicker: return DateTimePickerRow()
        case .countDownPicker: return CountDownPickerRow()
        case .doublePicker: return DoublePickerRow<String, String>()
        case .triplePicker: return TriplePickerRow<String, String, String>()
        case .listCheck:
            switch optionType {
            case .string: return ListCheckRow<String>()
            case .int: return ListCheckRow<Int>()
            case .double: return ListCheckRow<Double>()
            }
        default:
            switch optionType {
            case .string: return makeOptionsRow(String.self)
            case .int: return makeOptionsRow(Int.self)
            case .double: return makeOptionsRow(Double.self)
            }
        }
    }

    /// An option row of this type for options of type `T`; a push row when the type
    /// is not an option row.
    func makeOptionsRow<T: Hashable>(_ type: T.Type) -> BaseRow {
        switch self {
        case .popover: return PopoverSelectorRow<T>()
        case .actionSheet: return ActionSheetRow<T>()
        case .alert: return AlertRow<T>()
        case .segmented: return SegmentedRow<T>()
        case .picker: return PickerRow<T>()
        case .pickerInline: return PickerInlineRow<T>()
        case .pickerInput: return PickerInputRow<T>()
        case .multipleSelector: return MultipleSelectorRow<T>()
        default: return PushRow<T>()
        }
    }

    /// The schema type of a row built in code, from its kind and presentation.
    static func of(_ row: BaseRow) -> CatalogueRowType? {
        switch (row.kind, row.presentation) {
        case (.text, _): return .text
        case (.name, _): return .name
        case (.email, _): return .email
        case (.secureText, _): return .password
        case (.phone, _): return .phone
        case (.twitter, _): return .twitter
        case (.account, _): return .account
        case (.zipCode, _): return .zipCode
        case (.url, _): return .url
        case (.integer, _): return .int
        case (.decimal, _): return .decimal
        case (.textArea, _): return .textArea
        case (.label, _): return .label
        case (.button, _): return .button
        case (.check, _): return .check
        case (.toggle, _): return .switch
        case (.slider, _): return .slider
        case (.stepper, _): return .stepper
        case (.date, .inline): return .dateInline
        case (.date, .picker): return .datePicker
        case (.date, _): return .date
        case (.time, .inline): return .timeInline
        case (.time, .picker): return .timePicker
        case (.time, _): return .time
        case (.dateTime, .inline): return .dateTimeInline
        case (.dateTime, .picker): return .dateTimePicker
        case (.dateTime, _): return .dateTime
        case (.countDownTimer, .inline): return .countDownInline
        case (.countDownTimer, .picker): return .countDownPicker
        case (.countDownTimer, _): return .countDown
        case (.options, .popover): return .popover
        case (.options, .actionSheet): return .actionSheet
        case (.options, .alert): return .alert
        case (.options, .segmented): return .segmented
        case (.options, .picker): return .picker
        case (.options, .inline): return .pickerInline
        case (.options, .inputPicker): return .pickerInput
        case (.options, _): return .push
        case (.multipleOptions, _): return .multipleSelector
        case (.listCheck, _): return .listCheck
        case (.doublePicker, _): return .doublePicker
        case (.triplePicker, _): return .triplePicker
        default: return nil
        }
    }
}
