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
}

/// The gallery's custom row types, registered in the core once, as a program
/// would when it starts: then schemas (`{"type": "weekdayPicker"}`) and forms from
/// models (a `Set<Weekday>` property) make them too.
package enum CustomRowTypes {
    /// Registers the row types; only the first call does anything.
    package static func register() { _ = registered }

    private static let registered: Void = {
        RowTypeRegistry.shared.register(WeekdayPickerRow.self, as: .weekdayPicker, defaultFor: [Set<Weekday>.self])
        RowTypeRegistry.shared.register(CountedTextRow.self, as: .countedText, fits: .string)
    }()
}
