/// A calendar day.
public final class DateRow: DateFieldRow {
    public override var mode: DatePickerMode { .date }
}

/// A time of day.
public final class TimeRow: DateFieldRow {
    public override var mode: DatePickerMode { .time }
}

/// A day and a time.
public final class DateTimeRow: DateFieldRow {
    public override var mode: DatePickerMode { .dateTime }
}

/// A duration in hours and minutes.
public final class CountDownRow: DateFieldRow {
    public override var mode: DatePickerMode { .countDownTimer }
}

/// A day picker that is always shown.
public final class DatePickerRow: DateFieldRow {
    public override var mode: DatePickerMode { .date }
    public override var presentation: RowPresentation { .picker }
}

/// A time picker that is always shown.
public final class TimePickerRow: DateFieldRow {
    public override var mode: DatePickerMode { .time }
    public override var presentation: RowPresentation { .picker }
}

/// A day-and-time picker that is always shown.
public final class DateTimePickerRow: DateFieldRow {
    public override var mode: DatePickerMode { .dateTime }
    public override var presentation: RowPresentation { .picker }
}

/// A duration picker that is always shown.
public final class CountDownPickerRow: DateFieldRow {
    public override var mode: DatePickerMode { .countDownTimer }
    public override var presentation: RowPresentation { .picker }
}
