/// A calendar day.
public final class DateRow: DateFieldRow {
    /// Always ``DatePickerMode/date``.
    public override var mode: DatePickerMode { .date }
}

/// A time of day.
public final class TimeRow: DateFieldRow {
    /// Always ``DatePickerMode/time``.
    public override var mode: DatePickerMode { .time }
}

/// A day and a time.
public final class DateTimeRow: DateFieldRow {
    /// Always ``DatePickerMode/dateTime``.
    public override var mode: DatePickerMode { .dateTime }
}

/// A duration in hours and minutes.
public final class CountDownRow: DateFieldRow {
    /// Always ``DatePickerMode/countDownTimer``.
    public override var mode: DatePickerMode { .countDownTimer }
}

/// A day picker that is always shown.
public final class DatePickerRow: DateFieldRow {
    /// Always ``DatePickerMode/date``.
    public override var mode: DatePickerMode { .date }
    /// Always ``RowPresentation/picker``.
    public override var presentation: RowPresentation { .picker }
}

/// A time picker that is always shown.
public final class TimePickerRow: DateFieldRow {
    /// Always ``DatePickerMode/time``.
    public override var mode: DatePickerMode { .time }
    /// Always ``RowPresentation/picker``.
    public override var presentation: RowPresentation { .picker }
}

/// A day-and-time picker that is always shown.
public final class DateTimePickerRow: DateFieldRow {
    /// Always ``DatePickerMode/dateTime``.
    public override var mode: DatePickerMode { .dateTime }
    /// Always ``RowPresentation/picker``.
    public override var presentation: RowPresentation { .picker }
}

/// A duration picker that is always shown.
public final class CountDownPickerRow: DateFieldRow {
    /// Always ``DatePickerMode/countDownTimer``.
    public override var mode: DatePickerMode { .countDownTimer }
    /// Always ``RowPresentation/picker``.
    public override var presentation: RowPresentation { .picker }
}
