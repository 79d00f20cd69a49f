import Foundation

/// The definition of a date or time row: its bounds, minute grid, time zone and
/// display formatter.
final class DateRowDefinition: FieldRowDefinition<Date>, @unchecked Sendable {
    // Unchecked for the reason RowDefinition gives: changed only through a row that
    // holds the only reference to it, so nothing writes one that forms share.
    var minimumDate: Date?
    var maximumDate: Date?
    var minuteInterval: Int?
    var timeZone: TimeZone?
    var dateFormatter: DateFormatter?

    required init() {
        super.init()
    }

    required init(copying other: RowDefinition) {
        if let other = other as? DateRowDefinition {
            minimumDate = other.minimumDate
            maximumDate = other.maximumDate
            minuteInterval = other.minuteInterval
            timeZone = other.timeZone
            dateFormatter = other.dateFormatter
        }
        super.init(copying: other)
    }
}
