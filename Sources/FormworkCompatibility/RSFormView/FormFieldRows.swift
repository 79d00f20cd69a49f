import Foundation

/// The rows that draw ``FormField``s, and the ties that keep a field and its row
/// in step.
enum FormFieldRows {
    private static let utc = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0) ?? .current

    /// RSFormView's date text.
    static func dateFormatter(in timeZone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.calendar = Calendar(identifier: .gregorian)
        formatter.timeZone = timeZone
        formatter.dateFormat = "MM/dd/yyyy"
        return formatter
    }

    /// The row of the field's type, titled and filled from the field.
    static func makeRow(for field: FormField) -> BaseRow {
        let row: BaseRow
        switch field.fieldType {
        case .picker:
            row = PushRow<String>(field.name) { row in
                row.options = field.options ?? []
            }
        case .date:
            row = DateRow(field.name) { row in
                row.minimumDate = field.minimumDate
                row.maximumDate = field.maximumDate
            }
        case .password: row = PasswordRow(field.name)
        case .email: row = EmailRow(field.name)
        case .usPhone: row = PhoneRow(field.name) { $0.textMask = .usPhone }
        case .fiveDigitZipCode: row = ZipCodeRow(field.name) { $0.textMask = .zipCode }
        case .integer, .double, .usState, .regular, .expiration: row = TextRow(field.name)
        }
        show(field.value, in: row)
        if let textRow = row as? FieldRow<String> {
            textRow.contentType = field.textContentType ?? field.fieldType.contentType
            if !field.placeholder.isEmpty, field.placeholder != field.name { textRow.placeholder = field.placeholder }
        }
        row.title = field.placeholder.isEmpty ? field.name : field.placeholder
        if !field.isEnabled { row.disabled = true }
        return row
    }

    /// Ties `field` to `row`: the row checks the field's text with the field's
    /// checks; each change of its value is checked (with the fields that must match
    /// it) and, in the form the view made, written into the field before `changed`
    /// is told whether every field of `model` is valid.
    ///
    /// The closures are the row's definition, which the forms a `FormTemplate`
    /// makes share: they read the fields of the form they are run for
    /// (``FieldReading``) and write fields only for the view's own row.
    static func tie(_ field: FormField, to row: BaseRow, in model: FormViewModel, changed: @escaping (Bool) -> Void) {
        // Without a message of the field's, the form's own words for a value that is not valid.
        let error = field.errorMessage.map { ValidationError(msg: $0) } ?? RuleClosure<String> { _ in nil }.validationError
        func addCheck<Value>(to row: Row<Value>) {
            row.add(rule: RuleClosure<Value> { value, row in
                FieldReading.reading(row.form) {
                    field.passes(Self.text(of: value, in: row), among: model.fields()) ? nil : error
                }
            })
        }
        switch row {
        case let row as Row<String>: addCheck(to: row)
        case let row as Row<Date>: addCheck(to: row)
        case let row as Row<Int>: addCheck(to: row)
        case let row as Row<Double>: addCheck(to: row)
        default: break  // A custom row of another value type checks itself.
        }
        row.onChange { [weak original = row] row in
            let text = Self.text(of: row.baseValue, in: row)
            // Typed text is capitalized as RSFormView does; a chosen option stays as listed.
            let textRow = row as? FieldRow<String>
            let adjusted = textRow == nil ? text : field.adjusted(text)
            if adjusted != text, let textRow {
                // The row takes the text RSFormView keeps; that change comes back here.
                textRow.value = adjusted
                return
            }
            // Another form's row (one a template made) has no view to tell.
            guard row === original else { return }
            field.value = adjusted
            field.oneTimeErrorMessage = nil
            field.shouldDisplayError = true
            let fields = model.fields()
            field.isValid = field.passes(adjusted, among: fields)
            for other in fields where other.validationMatch == field.name {
                other.isValid = other.passes(other.value, among: fields)
            }
            changed(model.validateFields())
        }
    }

    /// A row's value as a field holds it: text as typed, a date as `MM/dd/yyyy`, a
    /// number in digits, nothing as empty text.
    static func text(of value: Any?, in row: BaseRow) -> String {
        switch value {
        case nil: return ""
        case let text as String: return text
        // A stepper's or slider's whole number, as a field of whole numbers holds it.
        case let number as Double where number.rounded() == number && abs(number) < 1e15: return String(Int(number))
        case let date as Date:
            let timeZone = (row as? DateFieldRow)?.timeZone ?? row.form?.timeZone ?? utc
            return dateFormatter(in: timeZone).string(from: date)
        case let value?: return String(describing: value)
        }
    }

    /// Puts a field's text in its row, as code that changed the field asks.
    static func show(_ text: String, in row: BaseRow) {
        guard Self.text(of: row.baseValue, in: row) != text else { return }
        switch row {
        // A picker holds only one of its options.
        case let row as OptionsRow<String>: row.value = row.options?.contains(text) == true ? text : nil
        case let row as Row<String>: row.value = text.isEmpty ? nil : text
        case let row as DateFieldRow: row.value = dateFormatter(in: row.timeZone).date(from: text)
        case let row as Row<Int>: row.value = Int(text)
        case let row as Row<Double>: row.value = Double(text)
        default: break
        }
    }
}
