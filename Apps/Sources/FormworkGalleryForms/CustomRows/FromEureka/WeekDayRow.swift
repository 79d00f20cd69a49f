import Formwork

// Eureka's example app's week-day row, ported by deleting its cell: the row names
// its value type instead of `WeekDayCell`, and nothing else changed. The days are
// chosen from the enum's cases (it says `CaseIterable`, what front ends need to
// offer them); the gallery draws it with presenters registered for the type.

/// A day of the week, as Eureka's example app names them.
package enum WeekDay: CaseIterable, Hashable {
    case Monday, Tuesday, Wednesday, Thursday, Friday, Saturday, Sunday
}

/// Seven toggles, one per day.
package final class WeekDayRow: Row<Set<WeekDay>>, RowType {
    required package init(tag: String?) {
        super.init(tag: tag)
        displayValueFor = nil
    }
}
