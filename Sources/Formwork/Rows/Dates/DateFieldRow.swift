import Foundation

/// What a date row edits.
public enum DatePickerMode: String, Sendable, Hashable, CaseIterable {
    /// A calendar day, edited as `yyyy-MM-dd`.
    case date
    /// A time of day, edited as `HH:mm`.
    case time
    /// A day and a time, edited as `yyyy-MM-ddTHH:mm`.
    case dateTime
    /// A duration in hours and minutes, edited as `HH:mm`.
    case countDownTimer
}

/// The base of every date and time row.
///
/// Typed text is read in ISO 8601 form in ``timeZone`` (the formats of HTML date
/// inputs); dates outside ``minimumDate``…``maximumDate``, or times off the
/// ``minuteInterval`` grid, are validation errors with plain messages.
open class DateFieldRow: FieldRow<Date> {
    // Entry points repeated so the generic code under them runs specialized (see StringFieldRow).
    /// Takes input (see ``BaseRow/takeInput(_:)``).
    open override func applyInput(_ input: RowInput) -> RowInputResult { super.applyInput(input) }
    /// The rules' errors (see ``Row/ruleErrors()``).
    open override func ruleErrors() -> [ValidationError] { super.ruleErrors() }
    override func didJoinForm() { super.didJoinForm() }


    /// What the row edits.
    open var mode: DatePickerMode { .date }

    /// A date of the row's ``mode``.
    open override var valueClass: RowValueClass { .date(mode) }

    /// The kind that matches ``mode``: ``RowKind/date``, ``RowKind/time``,
    /// ``RowKind/dateTime`` or ``RowKind/countDownTimer``.
    open override var kind: RowKind {
        switch mode {
        case .date: return .date
        case .time: return .time
        case .dateTime: return .dateTime
        case .countDownTimer: return .countDownTimer
        }
    }

    /// A date row's bounds, minute grid, time zone and display formatter.
    struct Settings: RowKindSettings {
        var minimumDate: Date?
        var maximumDate: Date?
        var minuteInterval: Int?
        var timeZone: TimeZone?
        var dateFormatter: SharedValue<DateFormatter>?
    }

    /// The earliest accepted date.
    public final var minimumDate: Date? {
        get { kindSettings(Settings.self).minimumDate }
        set { changeKindSettings(Settings.self) { $0.minimumDate = newValue } }
    }
    /// The latest accepted date.
    public final var maximumDate: Date? {
        get { kindSettings(Settings.self).maximumDate }
        set { changeKindSettings(Settings.self) { $0.maximumDate = newValue } }
    }
    /// Minutes must be a multiple of this (1 to 30), for time modes.
    public final var minuteInterval: Int? {
        get { kindSettings(Settings.self).minuteInterval }
        set { changeKindSettings(Settings.self) { $0.minuteInterval = newValue } }
    }
    /// The earliest and latest dates as ISO text in the row's time zone, and for
    /// time modes the minute interval as a step in seconds.
    open override var inputHints: RowInputHints {
        var hints = RowInputHints()
        hints.earliest = minimumDate.flatMap { Self.isRepresentable($0) ? text(for: $0) : nil }
        hints.latest = maximumDate.flatMap { Self.isRepresentable($0) ? text(for: $0) : nil }
        if let minuteInterval, mode != .date { hints.step = Double(min(30, max(1, minuteInterval)) * 60) }
        return hints
    }

    /// The time zone days and times are read and written in: the form's
    /// (``Form/timeZone``) unless set on the row.
    public var timeZone: TimeZone {
        get { explicitTimeZone ?? form?.timeZone ?? Form.defaultTimeZone }
        set { explicitTimeZone = newValue }
    }

    /// The row's own time zone, when it has one.
    final var explicitTimeZone: TimeZone? {
        get { kindSettings(Settings.self).timeZone }
        set { changeKindSettings(Settings.self) { $0.timeZone = newValue } }
    }

    /// Formats the value for display; by default a medium-style date and/or time in
    /// the form's locale and the row's time zone.
    public final var dateFormatter: DateFormatter? {
        get { kindSettings(Settings.self).dateFormatter?.value }
        set { changeKindSettings(Settings.self) { $0.dateFormatter = newValue.map { SharedValue($0) } } }
    }

    override var invalidInputKey: MessageKey? { .dateFormat(mode) }

    /// A row with a tag.
    public required init(tag: String?) {
        super.init(tag: tag)
    }


    /// The Gregorian calendar in ``timeZone``, shared by the form's rows.
    private var calendar: Calendar {
        if let form { return form.calendar(in: timeZone) }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar
    }

    /// The dates a date row holds: years 1 to 9999 in every time zone. Later dates
    /// would not read back from ISO text, and conditions compare dates by that text.
    static let representableRange: ClosedRange<Double> = (-62_135_596_800.0 + 86_400)...(253_402_300_799.0 - 86_400)

    /// Whether a date can be held: finite and within ``representableRange``.
    static func isRepresentable(_ date: Date) -> Bool {
        representableRange.contains(date.timeIntervalSince1970)
    }

    /// The value formatted by ``dateFormatter``, or when none is set by a medium
    /// date and/or short time formatter in the form's locale and ``timeZone``.
    /// A date that cannot be held reads as empty text.
    open override func displayString(for value: Date) -> String {
        guard Self.isRepresentable(value) else { return "" }
        if let dateFormatter { return dateFormatter.string(from: value) }
        return (form ?? Form()).dateFormatter(mode: mode, timeZone: timeZone).string(from: value)
    }

    /// Conditions read a date row as its ISO 8601 text in ``timeZone`` (`2024-05-01`,
    /// `13:30`, `2024-05-01T13:30`), so `$day == '2024-05-01'` means the day the
    /// person chose, whatever the server's time zone, and means it in the browser too.
    // MARK: Schemas

    /// The bounds (ISO 8601 text of the row's mode, in its time zone), the minute
    /// interval and the time zone, besides a field's settings.
    open override class var settingDeclarations: [RowSettingDeclaration] {
        // Examples in the row type's own mode: a day, a time, or both.
        let probe = self.init(tag: nil)
        probe.explicitTimeZone = TimeZone(identifier: "UTC")
        let early = probe.text(for: Date(timeIntervalSince1970: 1_893_456_000))  // 2030-01-01
        let late = probe.text(for: Date(timeIntervalSince1970: 1_924_992_000 + 50_400))  // 2031-01-01, 14:00
        func bound(_ name: String, _ keyPath: ReferenceWritableKeyPath<DateFieldRow, Date?> & Sendable,
                   _ summary: String, _ example: String) -> RowSettingDeclaration {
            .setting(name, keyPath, summary, expected: "ISO 8601 text of the row's mode (\(probe.isoFormatDescription))",
                     example: .string(example),
                     encode: { row, date in date.map { .string(row.text(for: $0)) } },
                     decode: { row, json in
                         guard case .string(let text) = json, let date = row.parse(text: text) else { return nil }
                         return .some(date)
                     })
        }
        // The time zone comes first: the bounds are read as text in it.
        return super.settingDeclarations + [
            .setting("timeZone", \DateFieldRow.explicitTimeZone, "The time zone days and times are read and written in; the form's unless set.",
                     as: .timeZone, example: TimeZone(identifier: "Europe/Paris")),
            bound("minimumDate", \DateFieldRow.minimumDate, "The earliest accepted date.", early),
            bound("maximumDate", \DateFieldRow.maximumDate, "The latest accepted date.", late),
            .setting("minuteInterval", \DateFieldRow.minuteInterval, "Minutes must be a multiple of this, for time modes.",
                     as: .wholeNumber(in: 1...30), example: 15),
        ]
    }

    /// A latest date before the earliest.
    open override func settingProblems() -> [(setting: String, message: String)] {
        guard let low = minimumDate, let high = maximumDate, low > high else { return [] }
        return [("maximumDate", "is before minimumDate")]
    }

    /// "a date as yyyy-MM-dd", from the built-in message for text that does not parse.
    var isoFormatDescription: String {
        String(defaultInvalidInputMessage.dropFirst("Enter ".count).dropLast())
    }

    /// Takes ISO 8601 text for the row's mode.
    open override func setSchemaValue(_ json: JSONValue) -> String? {
        guard case .string(let text) = json, let date = parse(text: text) else { return "expected \(isoFormatDescription)" }
        value = date
        return nil
    }

    /// The value as ISO 8601 text.
    open override var schemaValue: JSONValue? {
        value.map { .string(text(for: $0)) }
    }

    /// Years are held to 1…9999, so the text orders as the dates do.
    override var predicateValue: PredicateValue {
        guard let value, Self.isRepresentable(value) else { return .null }
        return .string(text(for: value))
    }

    /// The value as ISO 8601 text in ``timeZone``: `yyyy-MM-dd`, `HH:mm` or
    /// `yyyy-MM-ddTHH:mm`, by mode; empty for a date that cannot be held.
    open override func text(for value: Date) -> String {
        guard Self.isRepresentable(value) else { return "" }
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: value)
        let day = String(format: "%04d-%02d-%02d", c.year ?? 0, c.month ?? 0, c.day ?? 0)
        let time = String(format: "%02d:%02d", c.hour ?? 0, c.minute ?? 0)
        switch mode {
        case .date: return day
        case .time, .countDownTimer: return time
        case .dateTime: return day + "T" + time
        }
    }

    /// Reads ISO 8601 text for the mode in ``timeZone``. A date and time may be
    /// separated by a space instead of `T`; seconds are accepted and dropped. A time
    /// keeps the day of the current value (today when empty). Impossible dates
    /// (`2023-02-30`) do not parse.
    open override func parse(text: String) -> Date? {
        switch mode {
        case .date:
            if let (y, m, d) = Self.parseDay(text), let date = makeDate(y, m, d, 0, 0) { return date }
            return nil
        case .time, .countDownTimer:
            guard let (h, min) = Self.parseTime(text) else { return nil }
            let base = calendar.dateComponents([.year, .month, .day], from: value ?? Date())
            return makeDate(base.year ?? 1970, base.month ?? 1, base.day ?? 1, h, min)
        case .dateTime:
            guard text.count >= 16 else { return nil }
            let dayPart = String(text.prefix(10))
            let separator = text[text.index(text.startIndex, offsetBy: 10)]
            guard separator == "T" || separator == " ",
                  let (y, m, d) = Self.parseDay(dayPart),
                  let (h, min) = Self.parseTime(String(text.dropFirst(11))) else { return nil }
            return makeDate(y, m, d, h, min)
        }
    }

    private func makeDate(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Date? {
        let components = DateComponents(year: y, month: m, day: d, hour: h, minute: min)
        guard let date = calendar.date(from: components) else { return nil }
        let check = calendar.dateComponents([.year, .month, .day], from: date)
        return check.year == y && check.month == m && check.day == d ? date : nil
    }

    static func parseDay(_ text: String) -> (Int, Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
              parts.allSatisfy({ $0.allSatisfy(isDigit) }),
              let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2]),
              (1...12).contains(m), (1...31).contains(d) else { return nil }
        return (y, m, d)
    }

    static func parseTime(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count == 2 || parts.count == 3, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(isDigit) }),
              let h = Int(parts[0]), let m = Int(parts[1]), (0..<24).contains(h), (0..<60).contains(m) else { return nil }
        if parts.count == 3 { guard let s = Int(parts[2]), (0..<60).contains(s) else { return nil } }
        return (h, m)
    }

    /// An error for text that does not parse; otherwise one for a date outside
    /// ``minimumDate``…``maximumDate`` or, except in date mode, for minutes off the
    /// ``minuteInterval`` grid.
    open override func inputErrors() -> [ValidationError] {
        let parseErrors = super.inputErrors()
        guard parseErrors.isEmpty, let value else { return parseErrors }
        guard Self.isRepresentable(value) else { return [ValidationError(.dateOutOfRange, ruleID: "range")] }
        if let minimumDate, value < minimumDate {
            return [ValidationError(.dateNotBefore(mode, describe(minimumDate)), ruleID: "range")]
        }
        if let maximumDate, value > maximumDate {
            return [ValidationError(.dateNotAfter(mode, describe(maximumDate)), ruleID: "range")]
        }
        if let minuteInterval, minuteInterval > 1, mode != .date,
           calendar.component(.minute, from: value) % minuteInterval != 0 {
            return [ValidationError(.minuteInterval(minuteInterval), ruleID: "minuteInterval")]
        }
        return []
    }

    private func describe(_ date: Date) -> String {
        text(for: date).replacingOccurrences(of: "T", with: " ")
    }

    /// Copies the picker settings to another date row (an inline picker).
    func copySettings(to other: DateFieldRow) {
        other.minimumDate = minimumDate
        other.maximumDate = maximumDate
        other.minuteInterval = minuteInterval
        other.explicitTimeZone = explicitTimeZone
        other.dateFormatter = dateFormatter
        other.title = title
    }
}

/// An ASCII digit: `Int("+5")` and `Character.isNumber` accept more than ISO text may hold.
private func isDigit(_ c: Character) -> Bool { c.isASCII && c.isNumber }
