import Foundation

/// What a row holds, apart from how it is drawn (its ``RowKind`` and
/// ``RowPresentation``, which a custom row names freely).
///
/// Front ends choose a presenter by kind and presentation, and read values,
/// conditions and client checks by value class: a custom row that holds a string
/// is read in a browser like any text, whatever draws it.
public enum RowValueClass: Hashable, Sendable {
    /// Text: names, emails, notes, passwords.
    case text
    /// A whole number.
    case integer
    /// A number with a fraction: decimals, sliders, steppers.
    case decimal
    /// On or off.
    case boolean
    /// A date, a time, both, or a duration, as the mode says.
    case date(DatePickerMode)
    /// One choice among options.
    case oneChoice
    /// Any number of choices among options.
    case severalChoices
    /// An uploaded file.
    case file
    /// Nothing a person enters: labels, buttons, rows that open other forms.
    case none

    /// The class of a row that holds values of `type`, when the type alone says it;
    /// nil for types that say nothing by themselves (a custom struct).
    static func of(_ type: Any.Type) -> RowValueClass? {
        // The common types by identity first: a protocol is looked up only for others.
        if type == String.self { return .text }
        if type == Int.self { return .integer }
        if type == Double.self || type == Float.self { return .decimal }
        if type == Bool.self { return .boolean }
        if type == Date.self { return .date(.date) }
        if type == UploadedFile.self { return .file }
        switch type {
        case is Decimal.Type: return .decimal
        case is any BinaryInteger.Type: return .integer
        case is any SetAlgebra.Type: return .severalChoices
        default: return nil
        }
    }
}
