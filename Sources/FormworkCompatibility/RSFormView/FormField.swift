import Foundation

/// One text field of an RSFormView form: its name, what the person typed, how it
/// is typed and checked. ``FormView`` draws it as a Formwork row and keeps
/// ``value`` and ``isValid`` up to date as the person edits, so a custom
/// ``ValidationType/custom(evaluator:)`` and ``FormViewModel/fields()`` read what
/// is in the form.
open class FormField {
    /// The field's name: the row's tag, and what ``FormViewModel/fields()`` finds it by.
    public var name: String
    /// What the field holds, as text (a date as `MM/dd/yyyy`). While a form's
    /// checks run, what that form's row of the field holds.
    public var value: String {
        get {
            if let form = FieldReading.form, let row = form.rowBy(tag: name) {
                return FormFieldRows.text(of: row.baseValue, in: row)
            }
            return storedValue
        }
        set { storedValue = newValue }
    }
    private var storedValue: String
    /// Shown in the empty field, and as its title.
    public var placeholder: String
    /// How the field is typed and checked by default.
    public var fieldType: FieldType
    /// The check that replaces the field type's default.
    public var validationType: ValidationType?
    /// What the field says when its text does not pass.
    public var errorMessage: String?
    /// What the field says after ``FormViewModel/markItemInvalid(fieldName:error:)``,
    /// until the person edits it.
    public var oneTimeErrorMessage: String?
    /// Whether the text passed the field's checks when last edited.
    public var isValid: Bool
    /// Whether the title shows when the field is empty. Formwork always shows it.
    public var hasFixedTitle = false
    /// Whether the field takes half a line (`RowWidth.half`), beside another half.
    public var isHalfField = false
    /// Whether the field shows its error: true once the person edited it.
    public var shouldDisplayError = false
    /// Whether each word is capitalized as it is typed (not for email and password fields).
    public var capitalizeValue = true
    /// Whether the text is upper-cased as it is typed.
    public var uppercaseValue = false
    /// The name of a field this one must equal, as a confirmation does.
    public var validationMatch: String?
    /// Whether the person can edit the field.
    public var isEnabled = true
    /// The earliest date a ``FieldType/date`` field takes.
    public var minimumDate: Date?
    /// The latest date a ``FieldType/date`` field takes.
    public var maximumDate: Date?
    /// The fewest characters the text may have.
    public var minimumTextLength: Int?
    /// The most characters the text may have.
    public var maximumTextLength: Int?
    /// The choices of a ``FieldType/picker`` field.
    public var options: [String]?
    /// The content type that replaces the field type's (the browser's autofill, a
    /// terminal's hint).
    public var textContentType: TextContentType?

    /// The row that draws the field in the form a ``FormView`` made.
    weak var row: BaseRow?

    /// The check the field's type gives it unless ``validationType`` is set.
    public var defaultValidationType: ValidationType { fieldType.defaultValidation }

    /// A field.
    ///
    /// - Parameters:
    ///   - name: its name, to find it by.
    ///   - initialValue: what it holds at first (`MM/dd/yyyy` for a date).
    ///   - placeholder: shown in the empty field and as its title.
    ///   - fieldType: how it is typed and checked.
    ///   - isValid: whether it counts as valid before anything is typed.
    ///   - errorMessage: what it says when its text does not pass.
    public init(name: String, initialValue: String, placeholder: String = "", fieldType: FieldType, isValid: Bool,
                errorMessage: String? = nil) {
        self.name = name
        storedValue = initialValue
        self.placeholder = placeholder
        self.fieldType = fieldType
        self.isValid = isValid
        self.errorMessage = errorMessage
        capitalizeValue = fieldType != .email && fieldType != .password
    }

    /// Whether `text` passes every check of the field: its validation type, its
    /// lengths, and equality with the field it must match (read from `fields`).
    func passes(_ text: String, among fields: [FormField]) -> Bool {
        let count = text.count
        if let minimum = minimumTextLength, count < minimum { return false }
        if let maximum = maximumTextLength, maximum > 0, count > maximum { return false }
        if let match = validationMatch, let other = fields.first(where: { $0.name == match }) {
            return other.value == text
        }
        return (validationType ?? defaultValidationType).isValid(text)
    }

    /// `text` as RSFormView keeps it: each word capitalized, or upper-cased, as asked;
    /// a state's code upper-cased and its name capitalized.
    func adjusted(_ text: String) -> String {
        var text = text
        if capitalizeValue { text = text.capitalized }
        if uppercaseValue { text = text.uppercased() }
        if fieldType == .usState { text = text.count > 2 ? text.capitalized : text.uppercased() }
        return text
    }
}
