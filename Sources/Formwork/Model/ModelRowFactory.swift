/// Makes the row for one model property: FXForms' inference from type and name,
/// then the form description's overrides.
enum ModelRowFactory {
    /// The row kind inferred from a property's type and name.
    static func inferredKind(for leaf: ModelLeaf, key: String, hasOptions: Bool) -> ModelRowKind {
        switch leaf {
        case .string:
            if hasOptions { return .push }
            let lower = key.lowercased()
            if lower.contains("email") { return .email }
            if lower.contains("password") { return .password }
            if lower.hasSuffix("url") { return .url }
            if lower.contains("phone") { return .phone }
            return .text
        case .integer: return .integer
        case .decimal: return .decimal
        case .bool: return .toggle
        case .date: return .date
        case .url: return .url
        case .choice(let choice): return choice.cases.count <= 4 ? .segmented : .push
        }
    }

    /// A row of `kind` for values of `leaf`, or nil when the kind cannot hold them.
    static func makeRow(_ kind: ModelRowKind, for leaf: ModelLeaf) -> BaseRow? {
        switch (kind, leaf) {
        case (_, .choice(let choice)):
            guard let presentation = optionPresentation(kind) else { return nil }
            return choice.makeRow(presentation)
        case (.segmented, .string), (.push, .string), (.picker, .string), (.pickerInline, .string),
             (.pickerInput, .string), (.alert, .string), (.actionSheet, .string), (.popover, .string):
            return stringOptionsRow(optionPresentation(kind) ?? .push)
        case (_, .string), (_, .url):
            return textRow(kind)
        case (.integer, .integer), (.integer, .decimal): return IntRow()
        case (.decimal, .integer), (.decimal, .decimal): return DecimalRow()
        case (.slider, .integer), (.slider, .decimal): return SliderRow()
        case (.stepper, .integer), (.stepper, .decimal): return StepperRow()
        case (.text, .integer), (.text, .decimal): return DecimalRow()
        case (.toggle, .bool): return SwitchRow()
        case (.check, .bool): return CheckRow()
        case (_, .date): return dateRow(kind)
        default: return nil
        }
    }

    private static func textRow(_ kind: ModelRowKind) -> BaseRow? {
        switch kind {
        case .text: return TextRow()
        case .name: return NameRow()
        case .email: return EmailRow()
        case .password: return PasswordRow()
        case .phone: return PhoneRow()
        case .url: return URLRow()
        case .twitter: return TwitterRow()
        case .account: return AccountRow()
        case .zipCode: return ZipCodeRow()
        case .textArea: return TextAreaRow()
        case .label: return LabelRow()
        default: return nil
        }
    }

    private static func dateRow(_ kind: ModelRowKind) -> BaseRow? {
        switch kind {
        case .date: return DateRow()
        case .time: return TimeRow()
        case .dateTime: return DateTimeRow()
        case .countDown: return CountDownRow()
        case .dateInline: return DateInlineRow()
        case .timeInline: return TimeInlineRow()
        case .dateTimeInline: return DateTimeInlineRow()
        default: return nil
        }
    }

    private static func stringOptionsRow(_ presentation: RowPresentation) -> BaseRow {
        switch presentation {
        case .segmented: return SegmentedRow<String>()
        case .picker: return PickerRow<String>()
        case .inline: return PickerInlineRow<String>()
        case .inputPicker: return PickerInputRow<String>()
        case .alert: return AlertRow<String>()
        case .actionSheet: return ActionSheetRow<String>()
        case .popover: return PopoverSelectorRow<String>()
        default: return PushRow<String>()
        }
    }

    private static func optionPresentation(_ kind: ModelRowKind) -> RowPresentation? {
        switch kind {
        case .segmented: return .segmented
        case .push: return .push
        case .picker: return .picker
        case .pickerInline: return .inline
        case .pickerInput: return .inputPicker
        case .alert: return .alert
        case .actionSheet: return .actionSheet
        case .popover: return .popover
        default: return nil
        }
    }
}
