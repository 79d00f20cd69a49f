import Formwork

extension RowKind {
    /// A set of days of the week (`WeekdayPickerRow`).
    package static let weekDays: RowKind = "weekDays"
    /// A line of text with a limit and a count of its characters (`CountedTextRow`).
    package static let countedText: RowKind = "countedText"
}

extension RowTypeName {
    /// `WeekdayPickerRow` in schemas and model descriptions.
    package static let weekdayPicker: RowTypeName = "weekdayPicker"
    /// `CountedTextRow` in schemas and model descriptions.
    package static let countedText: RowTypeName = "countedText"
    /// Eureka's `WeekDayRow`, ported, in schemas.
    package static let weekDay: RowTypeName = "weekDay"
}

/// The gallery's custom row types beside the built-in ones, as a program would
/// register them when it starts: forms built with this registry make them from
/// schemas (`{"type": "weekdayPicker"}`) and from models (a `Set<Weekday>`
/// property) too.
package enum CustomRowTypes {
    package static let registry: RowTypeRegistry = {
        var registry = RowTypeRegistry.builtIn
        registry.register(WeekdayPickerRow.self, as: .weekdayPicker, defaultFor: [Set<Weekday>.self])
        registry.register(CountedTextRow.self, as: .countedText, fits: .string)
        registry.register(WeekDayRow.self, as: .weekDay)
        return registry
    }()
}
