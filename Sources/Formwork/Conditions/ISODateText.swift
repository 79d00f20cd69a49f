import Foundation

/// Reads the ISO 8601 dates conditions accept in place of a date:
/// `2024-05-01`, `2024-05-01T13:45`, `2024-05-01T13:45:30`, with an optional `Z` or
/// `±hh:mm` offset. Without an offset the time is UTC, so Swift and the browser agree.
enum ISODateText {
    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// `yyyy-MM-ddTHH:mm:ssZ` in UTC, the form ``parse(_:)`` reads back; fractions of a
    /// second are left out.
    static func write(_ date: Date) -> String {
        let c = utcCalendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        return String(format: "%04d-%02d-%02dT%02d:%02d:%02dZ", c.year ?? 0, c.month ?? 0, c.day ?? 0,
                      c.hour ?? 0, c.minute ?? 0, c.second ?? 0)
    }

    static func parse(_ text: String) -> Date? {
        let chars = Array(text.utf8)
        func number(_ start: Int, _ length: Int) -> Int? {
            guard start + length <= chars.count else { return nil }
            var value = 0
            for c in chars[start..<start + length] {
                guard c >= 48, c <= 57 else { return nil }
                value = value * 10 + Int(c - 48)
            }
            return value
        }
        guard chars.count >= 10, let year = number(0, 4), chars[4] == 45, let month = number(5, 2),
              chars[7] == 45, let day = number(8, 2), (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        var components = DateComponents(year: year, month: month, day: day, hour: 0, minute: 0, second: 0)
        var i = 10
        var offsetSeconds = 0
        if i < chars.count {
            guard chars[i] == 84 || chars[i] == 32, let hour = number(i + 1, 2), chars.count > i + 3,
                  chars[i + 3] == 58, let minute = number(i + 4, 2), hour < 24, minute < 60
            else { return nil }
            components.hour = hour
            components.minute = minute
            i += 6
            if i < chars.count, chars[i] == 58 {
                guard let second = number(i + 1, 2), second < 61 else { return nil }
                components.second = second
                i += 3
            }
            if i < chars.count {
                if chars[i] == 90, i + 1 == chars.count {
                    i += 1
                } else if chars[i] == 43 || chars[i] == 45, let oh = number(i + 1, 2),
                          chars.count == i + 6, chars[i + 3] == 58, let om = number(i + 4, 2) {
                    offsetSeconds = (oh * 3600 + om * 60) * (chars[i] == 45 ? -1 : 1)
                    i += 6
                } else {
                    return nil
                }
            }
        }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        guard let date = calendar.date(from: components),
              calendar.component(.day, from: date) == day else { return nil }
        return date.addingTimeInterval(TimeInterval(-offsetSeconds))
    }
}
