import Formwork

/// A submitted form body, decoded: the fields for the form and the action the
/// pressed button asked for.
public struct FormSubmission: Sendable {
    /// The fields, in order, without the action field.
    public var fields: SubmittedFields
    /// What the pressed button asked for; ``FormAction/submit`` when no known
    /// button was named (a form submitted with the Enter key).
    public var action: FormAction

    /// A submission of fields and an action.
    public init(fields: SubmittedFields, action: FormAction = .submit) {
        self.fields = fields
        self.action = action
    }

    /// Decodes an `application/x-www-form-urlencoded` body.
    ///
    /// - Throws: ``FormBodyError`` for a body beyond `limits` or malformed.
    public init(urlEncoded body: some Collection<UInt8>, limits: BodyLimits = BodyLimits()) throws(FormBodyError) {
        self.init(pairs: try URLEncodedBody.decode(body, limits: limits))
    }

    /// A submission from decoded pairs: the action field is taken out.
    public init(pairs: [(name: String, value: String)]) {
        var action = FormAction.submit
        var fields: [(name: String, value: String)] = []
        fields.reserveCapacity(pairs.count)
        for pair in pairs {
            if pair.name == FormAction.fieldName {
                if let named = FormAction(value: pair.value) { action = named }
            } else {
                fields.append(pair)
            }
        }
        self.init(fields: SubmittedFields(fields), action: action)
    }

    /// What applying a submission to a form came to.
    public enum Outcome: Sendable, Equatable {
        /// The form was submitted and is valid: its values can be used.
        case valid
        /// The form was submitted with errors; they are shown next to the fields.
        case invalid
        /// A button other than submit was pressed (update, add, delete, move, a
        /// stepper, a button row): draw the form again.
        case redraw
        /// One row was checked (``FormAction/validate(_:)``): its messages, none
        /// when it passed or cannot be checked (unknown, hidden or disabled).
        case checked([String])
    }

    /// Applies the submission to `form` as a person's edits: takes the fields
    /// (``Form/takeInput(_:)``), carries out the action, and on submit validates.
    ///
    /// - Complexity: O(*n* + *m*) in the rows and the fields sent.
    @discardableResult
    public func apply(to form: Form) -> Outcome {
        form.takeInput(fields)
        switch action {
        case .submit:
            return form.validate().isEmpty ? .valid : .invalid
        case .validate(let id):
            guard let row = form.row(withIdentifier: id), row.isVisible, !row.isDisabled else { return .checked([]) }
            return .checked(row.validate(quietly: true).map(\.msg))
        default:
            action.perform(on: form)
            return .redraw
        }
    }
}
