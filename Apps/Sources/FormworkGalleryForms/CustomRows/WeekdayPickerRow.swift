import Formwork

/// The week-day picker of Eureka's example app: seven toggles, one per day; the
/// value is the set of days chosen, nil when none is.
///
/// Its kind is a new one, `RowKind.weekDays`: the web gallery draws it
/// with a presenter of its own (`WeekDayPresenter`), registered once. Everything
/// a front end needs comes through the core's renderer API: one option list of the
/// seven days, taking several choices, read back from the keys sent
/// (`Weekday/rawValue`).
package final class WeekdayPickerRow: Row<Set<Weekday>> {
    package override var kind: RowKind { .weekDays }
    package override var presentation: RowPresentation { .segmented }

    package required init(tag: String?) { super.init(tag: tag) }

    package override var optionLists: [RowOptionList] {
        let chosen = value ?? []
        let options = Weekday.allCases.map { day in
            RowOption(key: day.rawValue, title: day.name, isSelected: chosen.contains(day),
                      conditionValue: .string(day.rawValue))
        }
        return [RowOptionList(options: options, allowsMultipleSelection: true, title: title)]
    }

    /// Takes the keys of the days ticked (none sent is none chosen). A key that is
    /// not a day refuses the whole input and keeps the days the row had.
    package override func applyInput(_ input: RowInput) -> RowInputResult {
        var chosen: Set<Weekday> = []
        for key in input.values where !key.isEmpty {
            guard let day = Weekday(rawValue: key) else { return rejectInput(message: "Choose days of the week only.") }
            chosen.insert(day)
        }
        value = chosen.isEmpty ? nil : chosen
        return .accepted(value)
    }

    package override func selectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        value = (value ?? []).union([try day(key, list)])
    }

    package override func deselectOption(key: String, inList list: Int = 0) throws(UnknownOptionKey) {
        let left = (value ?? []).subtracting([try day(key, list)])
        value = left.isEmpty ? nil : left
    }

    private func day(_ key: String, _ list: Int) throws(UnknownOptionKey) -> Weekday {
        guard list == 0, let day = Weekday(rawValue: key) else {
            throw UnknownOptionKey(key: key, list: list, identifier: identifier)
        }
        return day
    }

    /// A set of days, or a list of their keys (as a schema or `setValues` gives
    /// them); nil when anything in it is not a day.
    package override func convertValue(_ any: Any) -> Set<Weekday>? {
        if let days = any as? Set<Weekday> { return days }
        guard let items = any as? [Any] else { return nil }
        var days: Set<Weekday> = []
        for item in items {
            guard let key = item as? String, let day = Weekday(rawValue: key) else { return nil }
            days.insert(day)
        }
        return days
    }

    /// The days in the week's order: "Mon, Wed, Fri".
    package override func displayString(for value: Set<Weekday>) -> String {
        Weekday.allCases.filter(value.contains).map { String($0.name.prefix(3)) }.joined(separator: ", ")
    }
}
