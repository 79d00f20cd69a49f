import Foundation
import Formwork

/// A submitted form body, decoded: the fields for the form and the action the
/// pressed button asked for.
public struct FormSubmission: Sendable {
    /// The fields, in order, without the action field.
    public var fields: SubmittedFields
    /// What the pressed button asked for; ``FormAction/submit`` when no known
    /// button was named (a form submitted with the Enter key).
    public var action: FormAction
    /// The files sent, by field name (`SubmittedFields.files`).
    public var files: [(name: String, file: UploadedFile)] {
        get { fields.files }
        set { fields.files = newValue }
    }

    /// A submission of fields and an action.
    public init(fields: SubmittedFields, action: FormAction = .submit) {
        self.fields = fields
        self.action = action
    }

    /// Decodes a `multipart/form-data` body (a form with files).
    ///
    /// - Throws: ``FormBodyError`` for a body beyond `limits` or malformed.
    public init(multipart body: [UInt8], boundary: String, limits: BodyLimits = BodyLimits()) throws(FormBodyError) {
        let parts = try MultipartBody.decode(body, boundary: boundary, limits: limits)
        self.init(pairs: parts.fields)
        fields.files = parts.files
    }

    /// The name of the hidden field that carries a file already taken back to the
    /// server, so an upload survives the page coming back with errors.
    public static func keptFileField(_ identifier: String) -> String { identifier + keptSuffix }

    private static let keptSuffix = ".kept"

    /// The identifier of the row a kept field (``keptFileField(_:)``) belongs to;
    /// nil for any other field. Asked of every field sent, so the name's last
    /// bytes are looked at first.
    static func keptIdentifier(ofField name: String) -> String? {
        let suffix = keptSuffix.utf8
        let utf8 = name.utf8
        // Read in place (names decoded from a body are native strings): no copy.
        guard utf8.count > suffix.count, utf8.last == suffix.last else { return nil }
        let start = utf8.index(utf8.endIndex, offsetBy: -suffix.count)
        guard utf8[start...].elementsEqual(suffix) else { return nil }
        return String(name[..<start])
    }

    /// A file as the value of its kept field: its name and bytes in base64.
    public static func keptValue(_ file: UploadedFile) -> String {
        Data(file.name.utf8).base64EncodedString() + ":" + file.data.base64EncodedString()
    }

    /// The file a kept field's value holds; nil when it does not hold one.
    static func keptFile(_ value: String) -> UploadedFile? {
        let parts = value.split(separator: ":", maxSplits: 1)
        guard parts.count == 2, let name = Data(base64Encoded: String(parts[0])),
              let data = Data(base64Encoded: String(parts[1])) else { return nil }
        return UploadedFile(name: String(decoding: name, as: UTF8.self), contentType: "", data: data)
    }

    /// Decodes an `application/x-www-form-urlencoded` body.
    ///
    /// - Throws: ``FormBodyError`` for a body beyond `limits` or malformed.
    public init(urlEncoded body: some Collection<UInt8>, limits: BodyLimits = BodyLimits()) throws(FormBodyError) {
        self.init(pairs: try URLEncodedBody.decode(body, limits: limits))
    }

    /// A submission from decoded pairs: the action field is taken out.
    public init(pairs: consuming [(name: String, value: String)]) {
        var action = FormAction.submit
        // The pairs are kept as they came, in place, unless an action is among them.
        var fields = pairs
        if let first = fields.firstIndex(where: { $0.name == FormAction.fieldName }) {
            for pair in fields[first...] where pair.name == FormAction.fieldName {
                if let named = FormAction(value: pair.value) { action = named }
            }
            fields.removeAll { $0.name == FormAction.fieldName }
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
    /// (`Form.takeInput(_:)`), carries out the action, and on submit validates.
    ///
    /// - Complexity: O(*n* + *m*) in the rows and the fields sent.
    @discardableResult
    public func apply(to form: Form) -> Outcome {
        takeInput(into: form)
        switch action {
        case .submit:
            return form.validate().isEmpty ? .valid : .invalid
        case .validate(let id):
            guard let row = form.reachableRow(withIdentifier: id) else { return .checked([]) }
            return .checked(row.validate(quietly: true).map(\.msg))
        default:
            action.perform(on: form)
            return .redraw
        }
    }

    /// Gives the fields and files to `form` as a person's edits, in one pass
    /// (`Form.takeInput(_:)`), without carrying out the action or validating: what
    /// a page refused for another reason (an expired token) shows again with
    /// everything typed.
    public func takeInput(into form: Form) {
        form.takeInput(submittedFields)
    }

    /// Gives the fields and files to the rows of `journey`'s current page, and only
    /// those (`FormJourney.takeInput(_:)`): a post for one page of a
    /// form of several pages changes no answer of another.
    ///
    /// - Returns: the messages of the inputs that could not be taken, by identifier.
    @discardableResult
    public func takeInput(forPageOf journey: FormJourney) -> [String: String] {
        journey.takeInput(submittedFields)
    }

    /// The field a page sends for each inline row that is expanded, its value the
    /// row's identifier, so the row stays expanded when the server answers.
    public static let expandedFieldName = "fw-open"

    /// The fields as the core takes them: each file row's file (one sent, else the
    /// one its kept field carries back, which the row takes as it is when it is the
    /// file it holds), and the inline rows the page had expanded.
    var submittedFields: SubmittedFields {
        var submitted = fields
        var named: Set<String> = Set(fields.files.map(\.name))
        // By index: most fields are not kept files, and binding each pair would copy it.
        let pairs = fields.pairs
        for index in pairs.indices {
            guard let identifier = Self.keptIdentifier(ofField: pairs[index].name), !named.contains(identifier),
                  let file = Self.keptFile(pairs[index].value) else { continue }
            named.insert(identifier)
            submitted.files.append((identifier, file))
        }
        submitted.expandedRows = fields.values(for: Self.expandedFieldName)
        return submitted
    }
}
