import Foundation

/// What a ``FormField`` holds and how it is typed: RSFormView's `FieldType`.
///
/// Each kind brings the row that draws it, its mask and content type, and a
/// default ``ValidationType`` (``FormField/defaultValidationType``), which a
/// field's ``FormField/validationType`` replaces.
public enum FieldType: Equatable, Sendable {
    /// An email address: the email content type, checked for an address's form.
    case email
    /// A whole number as text: the numeric content type, checked for one.
    case integer
    /// A number with at most two decimal places.
    case double
    /// A date, picked with the front end's date control; the value is
    /// `MM/dd/yyyy` text.
    case date
    /// A US state's name or two-letter code.
    case usState
    /// A US phone number, formatted `111-111-1111` as it is typed.
    case usPhone
    /// Five digits.
    case fiveDigitZipCode
    /// Any text, not empty.
    case regular
    /// A card's expiry, `MM/yyyy`, not in the past.
    case expiration
    /// A password: what is typed is hidden, and it must not be empty.
    case password
    /// One of the field's ``FormField/options``, chosen from a list.
    case picker

    /// The check a field of this kind gets unless it sets one.
    var defaultValidation: ValidationType {
        switch self {
        case .usPhone: .usPhone
        case .email: .email
        case .expiration: .expiration
        case .regular, .date, .password, .picker: .nonEmpty
        case .fiveDigitZipCode: .fiveDigitZipCode
        case .integer: .integer
        case .double: .double(maxDecimalPlaces: 2)
        case .usState: .usState
        }
    }

    /// The content type a field of this kind tells front ends (the keyboard, the
    /// browser's autofill).
    var contentType: TextContentType? {
        switch self {
        case .usPhone: .telephoneNumber
        case .password: .password
        case .email: .email
        case .fiveDigitZipCode: .postalCode
        case .integer: .integer
        case .double: .decimal
        case .date, .usState, .regular, .expiration, .picker: nil
        }
    }
}
