import Foundation

/// What an RSFormView form holds: its items, in order. ``FormView`` makes a
/// Formwork form of it.
///
/// ```swift
/// final class SignUpViewModel: FormViewModel {
///     var items: [FormItem] = [TextFieldCellItem(with: FormField(
///         name: "EMAIL", initialValue: "", placeholder: "EMAIL", fieldType: .email, isValid: false))]
/// }
/// ```
public protocol FormViewModel: AnyObject {
    /// The items of the form, each a line of it.
    var items: [FormItem] { get set }
    /// Whether every field is valid; by default, whether each field's
    /// ``FormField/isValid`` is.
    func validateFields() -> Bool
    /// Every field of every item, in order.
    func fields() -> [FormField]
}

extension FormViewModel {
    /// Marks the field named `fieldName` invalid with `error`, as after a check
    /// only the server can make; it shows until the person edits the field.
    public func markItemInvalid(fieldName: String, error: String) {
        guard let field = fields().first(where: { $0.name == fieldName }) else { return }
        field.isValid = false
        field.oneTimeErrorMessage = error
        field.shouldDisplayError = true
        if let row = field.row, let form = row.form, let tag = row.tag { form.markInvalid(tag: tag, message: error) }
    }

    /// Every field of every item, in order.
    public func fields() -> [FormField] {
        items.flatMap(\.formFields)
    }

    /// Whether every field's ``FormField/isValid`` is.
    public func validateFields() -> Bool {
        fields().allSatisfy(\.isValid)
    }
}

/// A view model of the items it is given.
public final class BasicFormViewModel: FormViewModel {
    /// The form's items, in order.
    public var items: [FormItem] = []

    /// A view model of `items`.
    public init(items: [FormItem] = []) {
        self.items = items
    }
}
