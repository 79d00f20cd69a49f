import Foundation

/// Told each time a field of a ``FormView`` changes: RSFormView's delegate.
public protocol FormViewDelegate: AnyObject {
    /// A field of `formView` changed; `allFieldsValid` is
    /// ``FormViewModel/validateFields()`` after it.
    func didUpdateFields(in formView: FormView, allFieldsValid: Bool)
    /// The same, as RSFormView's first versions named it.
    func didUpdateFields(allFieldsValid: Bool)
}

extension FormViewDelegate {
    /// Calls ``didUpdateFields(allFieldsValid:)``, for delegates written to the older name.
    public func didUpdateFields(in formView: FormView, allFieldsValid: Bool) {
        didUpdateFields(allFieldsValid: allFieldsValid)
    }

    /// Nothing, for delegates written to ``didUpdateFields(in:allFieldsValid:)``.
    public func didUpdateFields(allFieldsValid: Bool) {}
}

/// An RSFormView form as a Formwork `Form`: set a ``FormViewModel`` and serve
/// ``form`` on the web or fill it in in a terminal.
///
/// ```swift
/// let formView = FormView(with: SignUpViewModel())
/// formView.delegate = self
/// formView.formConfigurator = configurator
/// let form = formView.form
/// ```
///
/// Each ``FormItem`` is a line: a ``TextCellItem`` starts a section with its text
/// as the header, a ``TwoTextFieldCellItem`` puts two half rows side by side, and
/// every ``FormField`` is a row of the kind its ``FieldType`` says (a picker a
/// selector, a date a date row, a password a hidden field), tagged with its name.
/// Its checks (its ``ValidationType``, lengths, the field it must match) are one
/// rule that says its ``FormField/errorMessage``.
///
/// As the person edits, each field's ``FormField/value`` and
/// ``FormField/isValid`` follow, and the delegate is told. The form holds the view
/// model, not the view: keep the view while its delegate should hear. Make one
/// view (and one view model) per form, as for a request: their fields are the
/// form's state.
public final class FormView {
    /// Told each time a field changes.
    public weak var delegate: FormViewDelegate?

    /// The form's items. Setting it makes ``form`` anew.
    public var viewModel: FormViewModel? {
        didSet { makeForm() }
    }

    /// How the form looks: its ``FormConfigurator/theme`` is the form's.
    public var formConfigurator = FormConfigurator() {
        didSet { form.theme = formConfigurator.theme }
    }

    /// The form of the view model's items.
    public private(set) var form = Form()

    /// A view of `viewModel`'s form.
    public init(with viewModel: FormViewModel) {
        self.viewModel = viewModel
        makeForm()
    }

    /// A view with no form yet: set ``viewModel``. The frame was UIKit's and is
    /// not used.
    public init(frame: CGRect = .zero) {}

    /// Shows in the form what code changed in the fields: their values, and the
    /// errors of fields marked invalid.
    public func reloadVisibleCells() {
        guard let viewModel else { return }
        for field in viewModel.fields() {
            guard let row = field.row else { continue }
            FormFieldRows.show(field.value, in: row)
            if let message = field.oneTimeErrorMessage, let tag = row.tag, !field.isValid {
                _ = form.markInvalid(tag: tag, message: message)
            }
        }
    }

    /// Marks the field named `fieldName` invalid with `error` (a check only the
    /// server can make); it shows until the person edits the field.
    public func markItemInvalid(fieldName: String, error: String) {
        viewModel?.markItemInvalid(fieldName: fieldName, error: error)
    }

    /// The same, as RSFormView's README spells it.
    public func markItemInvalid(fieldName: String, errorMessage: String) {
        markItemInvalid(fieldName: fieldName, error: errorMessage)
    }

    private func makeForm() {
        let form = Form()
        form.theme = formConfigurator.theme
        self.form = form
        guard let viewModel else { return }
        var section = Section()
        form +++ section
        for item in viewModel.items {
            if item is TextCellItem {
                let text = item.attributedText?.string ?? ""
                if section.allRows.isEmpty && section.header == nil {
                    section.header = text
                } else {
                    section = Section(text)
                    form +++ section
                }
                continue
            }
            for field in item.formFields {
                let row = item.makeRow(for: field) ?? FormFieldRows.makeRow(for: field)
                if item.fieldsShareLine || field.isHalfField { row.width = .half }
                field.row = row
                section <<< row
                FormFieldRows.tie(field, to: row, in: viewModel) { [weak self] allValid in
                    guard let self else { return }
                    self.delegate?.didUpdateFields(in: self, allFieldsValid: allValid)
                }
            }
        }
    }
}
