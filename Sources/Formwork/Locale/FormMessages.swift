/// Every message Formwork itself shows people: validation errors, input errors and
/// the few words front ends draw (an add button, yes and no).
///
/// A form uses ``english`` unless given another catalogue; ``french`` ships as a
/// second language. Replace any message, or build a catalogue for another language:
///
/// ```swift
/// var messages = FormMessages.french
/// messages.required = "Obligatoire."
/// form.messages = messages
/// ```
///
/// Messages with values are closures that receive the values already written for
/// people (numbers with the catalogue's ``decimalSeparator``, dates as ISO text).
/// A rule given a message of its own (`RuleRequired(msg: "…")`) keeps it in every
/// language.
public struct FormMessages: Sendable {
    /// The language of the catalogue, as a BCP 47 tag (`en`, `fr`).
    public var language: String
    /// The decimal separator for numbers in messages (`.` in English, `,` in French).
    public var decimalSeparator: String

    // MARK: Rules

    /// ``RuleRequired``.
    public var required: String
    /// ``RuleEmail``.
    public var email: String
    /// ``RuleURL`` and text that is not a web address in a ``URLRow``.
    public var url: String
    /// A web address whose scheme is not allowed (`javascript:`).
    public var urlScheme: String
    /// ``RuleRegExp`` and ``RuleClosure`` without a message of their own.
    public var invalidValue: String
    /// A check that could not finish in its time bound (a regular expression on a
    /// very long value).
    public var tooLongToCheck: String
    /// ``RuleMinLength``, with the fewest characters allowed.
    public var minLength: @Sendable (Int) -> String
    /// ``RuleMaxLength``, with the most characters allowed.
    public var maxLength: @Sendable (Int) -> String
    /// ``RuleExactLength``, with the number of characters required.
    public var exactLength: @Sendable (Int) -> String
    /// ``RuleGreaterThan``, with the bound.
    public var greaterThan: @Sendable (String) -> String
    /// ``RuleGreaterOrEqualThan``, with the bound.
    public var atLeast: @Sendable (String) -> String
    /// ``RuleSmallerThan``, with the bound.
    public var smallerThan: @Sendable (String) -> String
    /// ``RuleSmallerOrEqualThan``, with the bound.
    public var atMost: @Sendable (String) -> String
    /// ``RuleEqualsToRow``.
    public var valuesDoNotMatch: String
    /// ``RuleUSPhone``.
    public var usPhone: String
    /// ``RuleUSState``.
    public var usState: String
    /// ``RuleZipCode``.
    public var zipCode: String
    /// ``RuleCardExpiry``.
    public var cardExpiry: String
    /// ``RuleDecimalPlaces``, with the most decimal places allowed.
    public var decimalPlaces: @Sendable (Int) -> String

    // MARK: Input

    /// Text that a row cannot read as its kind of value.
    public var notValid: String
    /// Text that is not a whole number, in an ``IntRow``.
    public var wholeNumber: String
    /// Text that is not a number, in a ``DecimalRow``, slider or stepper.
    public var number: String
    /// A number the row's value type cannot hold exactly.
    public var numberNotExact: String
    /// Text that is not a date, time or date and time in the ISO form the mode
    /// expects.
    public var dateFormat: @Sendable (DatePickerMode) -> String
    /// A date before the earliest allowed, with the bound.
    public var dateNotBefore: @Sendable (DatePickerMode, String) -> String
    /// A date after the latest allowed, with the bound.
    public var dateNotAfter: @Sendable (DatePickerMode, String) -> String
    /// A date outside what a calendar can show (years 1 to 9999).
    public var dateOutOfRange: String
    /// A time off the minute grid, with the interval.
    public var minuteInterval: @Sendable (Int) -> String
    /// A slider or stepper value outside its bounds, with the bounds.
    public var valueRange: @Sendable (String, String) -> String
    /// A slider or stepper value off its steps, with the step and the start.
    public var valueStep: @Sendable (String, String) -> String
    /// An option that is not offered.
    public var listedOption: String
    /// A set holding something that is not offered.
    public var listedOptions: String
    /// Several values sent for a row that holds one.
    public var singleValue: String
    /// Text for a switch or check that is neither on nor off.
    public var onOrOff: String
    /// Typed text the row's format cannot hold (characters a mask would drop), with
    /// the format (`###-###-####`).
    public var format: @Sendable (String) -> String
    /// A subform with errors of its own.
    public var subform: String
    /// A decoded value that does not fit the model (a list with a bad element).
    public var someValuesNotValid: String
    /// A decoded value of the wrong kind for the model's property.
    public var notValidHere: String

    // MARK: Words front ends show

    /// The add button of a repeating group.
    public var add: String
    /// An on switch or a ticked check, in a summary.
    public var yes: String
    /// An off switch or an unticked check, in a summary.
    public var no: String
    /// The button that deletes an item of a repeating group.
    public var delete: String
    /// The button that moves an item of a repeating group up.
    public var moveUp: String
    /// The button that moves an item of a repeating group down.
    public var moveDown: String
    /// The button that submits a form.
    public var submit: String
    /// The button that redraws a form with its conditions applied, without
    /// submitting it (for pages without scripts).
    public var update: String
    /// The prompt of a list with nothing chosen.
    public var choose: String
    /// The field that filters a long list of options.
    public var filter: String
    /// The button that closes a list or a dialog.
    public var close: String
    /// The button that dismisses a choice (an action sheet or an alert) without choosing.
    public var cancel: String
    /// A file larger than a row takes, by the largest size it takes (`2 MB`).
    public var fileTooLarge: @Sendable (String) -> String
    /// A file of a type a row does not take, by the types it takes.
    public var fileType: @Sendable (String) -> String
    /// The heading of the summary of a form's errors, by their number.
    public var errorSummary: @Sendable (Int) -> String

    /// Writes a number for people: whole numbers without `.0`, the catalogue's
    /// decimal separator.
    public func number(_ value: Double) -> String {
        let text = value.rounded() == value && abs(value) < 1e15 ? String(Int(value)) : String(value)
        return decimalSeparator == "." ? text : text.replacingOccurrences(of: ".", with: decimalSeparator)
    }
}
