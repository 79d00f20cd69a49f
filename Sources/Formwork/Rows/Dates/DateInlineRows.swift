/// Rows that expand an inline row below themselves when selected.
public protocol InlineRowType: BaseRow {
    /// The type of the inline row.
    associatedtype InlineRow: BaseRow
    /// The inline row while it is shown.
    var inlineRow: InlineRow? { get }
}

/// The shared base of the date rows whose picker expands inline.
open class DateInlineFieldRow: DateFieldRow {
    open override var presentation: RowPresentation { .inline }
    open override var expandsInline: Bool { true }

    /// Makes the picker row shown below; subclasses return the picker of their mode.
    open func makePicker() -> DateFieldRow { DatePickerRow() }

    open override func makeInlineRow() -> BaseRow? {
        let picker = makePicker()
        copySettings(to: picker)
        picker.value = value
        return picker
    }
}

/// A day whose picker expands below it.
public final class DateInlineRow: DateInlineFieldRow, InlineRowType {
    public override var mode: DatePickerMode { .date }
    public override func makePicker() -> DateFieldRow { DatePickerRow() }
    public var inlineRow: DatePickerRow? { expandedInlineRow as? DatePickerRow }
}

/// A time whose picker expands below it.
public final class TimeInlineRow: DateInlineFieldRow, InlineRowType {
    public override var mode: DatePickerMode { .time }
    public override func makePicker() -> DateFieldRow { TimePickerRow() }
    public var inlineRow: TimePickerRow? { expandedInlineRow as? TimePickerRow }
}

/// A day and time whose picker expands below it.
public final class DateTimeInlineRow: DateInlineFieldRow, InlineRowType {
    public override var mode: DatePickerMode { .dateTime }
    public override func makePicker() -> DateFieldRow { DateTimePickerRow() }
    public var inlineRow: DateTimePickerRow? { expandedInlineRow as? DateTimePickerRow }
}

/// A duration whose picker expands below it.
public final class CountDownInlineRow: DateInlineFieldRow, InlineRowType {
    public override var mode: DatePickerMode { .countDownTimer }
    public override func makePicker() -> DateFieldRow { CountDownPickerRow() }
    public var inlineRow: CountDownPickerRow? { expandedInlineRow as? CountDownPickerRow }
}
