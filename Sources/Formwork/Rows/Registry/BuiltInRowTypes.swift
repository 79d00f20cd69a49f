import Foundation

/// Formwork's own rows, as the registry knows them.
enum BuiltInRowTypes {
    static func register(in registry: inout RowTypeRegistry) {
        let text: ModelFit = [.string, .url]
        registry.register(TextRow.self, as: .text, fits: text)
        registry.register(NameRow.self, as: .name, fits: text)
        registry.register(EmailRow.self, as: .email, fits: text)
        registry.register(PasswordRow.self, as: .password, fits: text)
        registry.register(PhoneRow.self, as: .phone, fits: text)
        registry.register(TwitterRow.self, as: .twitter, fits: text)
        registry.register(AccountRow.self, as: .account, fits: text)
        registry.register(ZipCodeRow.self, as: .zipCode, fits: text)
        registry.register(URLRow.self, as: .url, fits: text)
        registry.register(IntRow.self, as: .int, fits: [.integer, .decimal])
        registry.register(DecimalRow.self, as: .decimal, fits: [.integer, .decimal])
        registry.register(TextAreaRow.self, as: .textArea, fits: text)
        registry.register(ColorRow.self, as: .color, fits: .string)
        registry.register(LabelRow.self, as: .label, fits: text)
        registry.register(ButtonRow.self, as: .button)
        // A model's `Data` is a file; named as an image (`photo`), an image, as FXForms
        // shows a `UIImage` property (ModelRowFactory.inferredType(forCustom:key:)).
        registry.register(ImageRow.self, as: .image)
        registry.register(FileRow.self, as: .file, defaultFor: [Data.self])

        registry.register(CheckRow.self, as: .check, fits: .bool)
        registry.register(SwitchRow.self, as: .switch, fits: .bool)
        registry.register(SliderRow.self, as: .slider, fits: [.integer, .decimal])
        registry.register(StepperRow.self, as: .stepper, fits: [.integer, .decimal])

        registry.register(DateRow.self, as: .date, fits: .date)
        registry.register(TimeRow.self, as: .time, fits: .date)
        registry.register(DateTimeRow.self, as: .dateTime, fits: .date)
        registry.register(CountDownRow.self, as: .countDown, fits: .date)
        registry.register(DateInlineRow.self, as: .dateInline, fits: .date)
        registry.register(TimeInlineRow.self, as: .timeInline, fits: .date)
        registry.register(DateTimeInlineRow.self, as: .dateTimeInline, fits: .date)
        registry.register(CountDownInlineRow.self, as: .countDownInline, fits: .date)
        registry.register(DatePickerRow.self, as: .datePicker, fits: .date)
        registry.register(TimePickerRow.self, as: .timePicker, fits: .date)
        registry.register(DateTimePickerRow.self, as: .dateTimePicker, fits: .date)
        registry.register(CountDownPickerRow.self, as: .countDownPicker, fits: .date)

        let choice: ModelFit = [.choice, .string]
        registry.register(Family<PushFamily>(), as: .push, fits: choice)
        registry.register(Family<PopoverFamily>(), as: .popover, fits: choice)
        registry.register(Family<ActionSheetFamily>(), as: .actionSheet, fits: choice)
        registry.register(Family<AlertFamily>(), as: .alert, fits: choice)
        registry.register(Family<SegmentedFamily>(), as: .segmented, fits: choice)
        registry.register(Family<PickerFamily>(), as: .picker, fits: choice)
        registry.register(Family<PickerInlineFamily>(), as: .pickerInline, fits: choice)
        registry.register(Family<PickerInputFamily>(), as: .pickerInput, fits: choice)
        registry.register(Family<MultipleSelectorFamily>(), as: .multipleSelector, fits: .choiceSet)
        registry.register(Family<ListCheckFamily>(), as: .listCheck, optionTypeSetting: "selectableValue")
        registry.register(DoublePickerRow<String, String>.self, as: .doublePicker)
        registry.register(TriplePickerRow<String, String, String>.self, as: .triplePicker)
    }
}

/// A row family generic over its options, named by a type that makes its rows.
protocol GenericRowFamily: Sendable {
    static func make<T: Hashable>(_ type: T.Type) -> BaseRow
}

struct Family<F: GenericRowFamily>: OptionRowMaker {
    func makeRow<T: Hashable>(holding type: T.Type) -> BaseRow { F.make(type) }
}

enum PushFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { PushRow<T>() } }
enum PopoverFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { PopoverSelectorRow<T>() } }
enum ActionSheetFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { ActionSheetRow<T>() } }
enum AlertFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { AlertRow<T>() } }
enum SegmentedFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { SegmentedRow<T>() } }
enum PickerFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { PickerRow<T>() } }
enum PickerInlineFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { PickerInlineRow<T>() } }
enum PickerInputFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { PickerInputRow<T>() } }
enum MultipleSelectorFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { MultipleSelectorRow<T>() } }
enum ListCheckFamily: GenericRowFamily { static func make<T: Hashable>(_: T.Type) -> BaseRow { ListCheckRow<T>() } }
