import Foundation
import Formwork

/// The fields of a date or time as a picker steps them, read from and written as the
/// ISO text date rows take (`2024-05-01`, `13:30`, `2024-05-01T13:30`; a countdown as
/// `01:30`), so the picker needs no calendar but the days of a month.
struct DateFields: Equatable {
    enum Field: Equatable {
        case year, month, day, hour, minute

        var digits: Int { self == .year ? 4 : 2 }
    }

    let kind: RowKind
    var values: [Int]

    var fields: [Field] { Self.fields(of: kind) }

    static func fields(of kind: RowKind) -> [Field] {
        switch kind {
        case .date: return [.year, .month, .day]
        case .time, .countDownTimer: return [.hour, .minute]
        default: return [.year, .month, .day, .hour, .minute]
        }
    }

    /// The fields of ISO text for a kind; nil when the text is not of that shape:
    /// each field its digits (four for the year, two for the others) within its
    /// range, so stepping one never goes past what an `Int` holds.
    init?(kind: RowKind, text: String) {
        self.kind = kind
        let parts = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "-" || $0 == ":" || $0 == "T" })
        let fields = Self.fields(of: kind)
        guard parts.count == fields.count else { return nil }
        var values: [Int] = []
        for (part, field) in zip(parts, fields) {
            guard part.utf8.count == field.digits, part.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let value = Int(part),
                  Self.bounds(of: field).contains(value) else { return nil }
            values.append(value)
        }
        self.values = values
    }

    /// What a field can hold in any month.
    private static func bounds(of field: Field) -> ClosedRange<Int> {
        switch field {
        case .year: 1...9999
        case .month: 1...12
        case .day: 1...31
        case .hour: 0...23
        case .minute: 0...59
        }
    }

    /// The fields of `date` in `timeZone`.
    init(kind: RowKind, date: Date, timeZone: TimeZone) {
        self.kind = kind
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        values = Self.fields(of: kind).map { field in
            switch field {
            case .year: return c.year ?? 2000
            case .month: return c.month ?? 1
            case .day: return c.day ?? 1
            case .hour: return kind == .countDownTimer ? 0 : c.hour ?? 0
            case .minute: return kind == .countDownTimer ? 0 : c.minute ?? 0
            }
        }
    }

    /// The ISO text of the fields.
    var text: String {
        func pad(_ value: Int, _ digits: Int) -> String {
            let text = String(value)
            return String(repeating: "0", count: max(0, digits - text.count)) + text
        }
        var result = ""
        for (index, field) in fields.enumerated() {
            if index > 0 { result += field == .hour ? (fields.count > 2 ? "T" : "") : (field == .minute ? ":" : "-") }
            result += pad(values[index], field.digits)
        }
        return result
    }

    /// The fields as a person reads them in the picker: a space between day and time.
    var shownParts: [(text: String, separator: String)] {
        let text = self.text
        var parts: [(String, String)] = []
        var start = text.startIndex
        for (index, field) in fields.enumerated() {
            let end = text.index(start, offsetBy: field.digits)
            let separator = index == fields.count - 1 ? "" : (fields[index + 1] == .hour ? " " : String(text[end]))
            parts.append((String(text[start..<end]), separator))
            start = index == fields.count - 1 ? end : text.index(after: end)
        }
        return parts
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    private func range(of field: Field) -> ClosedRange<Int> {
        switch field {
        case .year: return 1...9999
        case .month: return 1...12
        case .day:
            let year = values[fields.firstIndex(of: .year)!]
            let month = values[fields.firstIndex(of: .month)!]
            return 1...Self.daysIn(month: month, year: year)
        case .hour: return 0...23
        case .minute: return 0...59
        }
    }

    /// Steps a field up or down, going round within its range (the year stops at its
    /// ends); minutes step by `minuteInterval`, landing on its multiples.
    mutating func step(field index: Int, by direction: Int, minuteInterval: Int) {
        let field = fields[index]
        let range = range(of: field)
        var value = values[index]
        if field == .minute && minuteInterval > 1 {
            let base = direction > 0 ? (value / minuteInterval + 1) * minuteInterval : ((value - 1) / minuteInterval) * minuteInterval
            value = value == 0 && direction < 0 ? (59 / minuteInterval) * minuteInterval : base
            if value > 59 { value = 0 }
        } else {
            value += direction
        }
        if field == .year {
            value = min(range.upperBound, max(range.lowerBound, value))
        } else if value > range.upperBound {
            value = range.lowerBound
        } else if value < range.lowerBound {
            value = range.upperBound
        }
        values[index] = value
        settleDay()
    }

    /// Sets a field to a typed number, held within its range.
    mutating func set(field index: Int, to value: Int) {
        let range = range(of: fields[index])
        values[index] = min(range.upperBound, max(range.lowerBound, value))
        settleDay()
    }

    /// Keeps the day within its month after the month or year changed.
    private mutating func settleDay() {
        guard let day = fields.firstIndex(of: .day) else { return }
        values[day] = min(values[day], range(of: .day).upperBound)
    }

    /// The fields held between the earliest and latest ISO texts (same shape, so the
    /// texts compare as the dates do).
    mutating func clamp(earliest: String?, latest: String?) {
        if let earliest, text < earliest, let low = DateFields(kind: kind, text: earliest) { values = low.values }
        if let latest, text > latest, let high = DateFields(kind: kind, text: latest) { values = high.values }
    }
}
