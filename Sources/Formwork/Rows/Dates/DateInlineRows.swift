/// The shared base of the date rows whose picker expands inline.
open class DateInlineFieldRow: DateFieldRow {
    /// Always ``RowPresentation/inline``.
    open override var presentation: RowPresentation { .inline }
    /// Always true: selecting the row shows or hides its picker.
    open override var expandsInline: Bool { true }

    /// When the picker collapses by itself, besides the row's other settings.
    open override class var settingDeclarations: [RowSettingDeclaration] {
        super.settingDeclarations + [
            .setting("inlineRowHideOptions", \DateInlineFieldRow.inlineRowHideOptions,
                     "When the expanded picker collapses by itself: when another inline row expands, when the focus moves on.",
                     as: .optionSet(["anotherInlineRowIsShown": .anotherInlineRowIsShown, "focusChanges": .focusChanges]),
                     example: .anotherInlineRowIsShown),
        ]
    }

    /// Makes the picker row shown below; subclasses return the picker of their mode.
    open func makePicker() -> DateFieldRow { DatePickerRow() }

    /// A picker from ``makePicker()`` with this row's settings, title and value.
    open override func makeInlineRow() -> BaseRow? {
        let picker = makePicker()
        copySettings(to: picker)
        picker.value = value
        return picker
    }
}

/// A day whose picker expands below it.
public final class DateInlineRow: DateInlineFieldRow, InlineRowType {
    /// Always ``DatePickerMode/date``.
    public override var mode: DatePickerMode { .date }
    /// A ``DatePickerRow``.
    public override func makePicker() -> DateFieldRow { DatePickerRow() }
    /// The picker while it is shown.
    public var inlineRow: DatePickerRow? { expandedInlineRow as? DatePickerRow }
}

/// A time whose picker expands below it.
public final class TimeInlineRow: DateInlineFieldRow, InlineRowType {
    /// Always ``DatePickerMode/time``.
    public override var mode: DatePickerMode { .time }
    /// A ``TimePickerRow``.
    public override func makePicker() -> DateFieldRow { TimePickerRow() }
    /// The picker while it is shown.
    public var inlineRow: TimePickerRow? { expandedInlineRow as? TimePickerRow }
}

/// A day and time whose picker expands below it.
public final class DateTimeInlineRow: DateInlineFieldRow, InlineRowType {
    /// Always ``DatePickerMode/dateTime``.
    public override var mode: DatePickerMode { .dateTime }
    /// A ``DateTimePickerRow``.
    public override func makePicker() -> DateFieldRow { DateTimePickerRow() }
    /// The picker while it is shown.
    public var inlineRow: DateTimePickerRow? { expandedInlineRow as? DateTimePickerRow }
}

/// A duration whose picker expands below it.
public final class CountDownInlineRow: DateInlineFieldRow, InlineRowType {
    /// Always ``DatePickerMode/countDownTimer``.
    public override var mode: DatePickerMode { .countDownTimer }
    /// A ``CountDownPickerRow``.
    public override func makePicker() -> DateFieldRow { CountDownPickerRow() }
    /// The picker while it is shown.
    public var inlineRow: CountDownPickerRow? { expandedInlineRow as? CountDownPickerRow }
}
