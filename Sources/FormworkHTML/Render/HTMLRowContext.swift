import Formwork

/// What a presenter needs besides the row: the ids that tie the row's label, help
/// and errors to its control, and the form's words.
public struct HTMLRowContext {
    /// The row's identifier: its control's `name` and `id`.
    public let identifier: String
    /// The form the row is drawn in.
    public let form: Form
    /// The form's words, for buttons and prompts.
    public var messages: FormMessages { form.messages }
    /// Whether the row shows errors.
    public let isInvalid: Bool
    /// The ids of the elements that describe the control (help, errors), space
    /// separated; empty when there are none.
    public let describedBy: String
    /// Extra attributes for the control, from the renderer's hooks.
    public let controlAttributes: [(name: String, value: String)]
    /// The renderer drawing the row, for nested forms.
    let renderer: HTMLFormRenderer

    /// Draws the sections of a nested form (a subform) in place.
    public func writeSubform(_ form: Form, into html: inout HTMLWriter) {
        renderer.writeSections(of: form, into: &html)
    }

    /// Writes the attributes every control of the row has: `id`, `name`,
    /// `aria-describedby`, `aria-invalid`, `disabled`, `required`, and the hooks'.
    /// - Parameters:
    ///   - suffix: appended to the id (not the name), for controls after the first.
    ///   - name: whether to write the `name` attribute.
    public func writeControlAttributes(for row: BaseRow, into html: inout HTMLWriter, idSuffix: String = "",
                                       name: Bool = true, required: Bool = true) {
        html.attribute("id", identifier + idSuffix)
        if name { html.attribute("name", identifier) }
        if !describedBy.isEmpty { html.attribute("aria-describedby", describedBy) }
        if isInvalid { html.attribute("aria-invalid", "true") }
        html.flag("disabled", row.isDisabled)
        html.flag("required", required && row.isRequired)
        for attribute in controlAttributes { HTMLAttributeName.write(attribute, into: &html) }
    }

    /// Writes `<label for="id">title</label>`.
    public func writeLabel(for row: BaseRow, into html: inout HTMLWriter, idSuffix: String = "") {
        html.markup("<label class=\"fw-label\" for=\"")
        html.text(identifier + idSuffix)
        html.markup("\">")
        html.text(row.displayTitle ?? "")
        if row.isRequired { html.markup("<span class=\"fw-required\" aria-hidden=\"true\"> *</span>") }
        html.markup("</label>")
    }
}

/// Attribute names given by a developer's hooks: written only when they are plain
/// names, so a hook cannot open markup by mistake.
enum HTMLAttributeName {
    static func isValid(_ name: String) -> Bool {
        !name.isEmpty && name.utf8.allSatisfy { byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        } && !name.lowercased().hasPrefix("on")
    }

    static func write(_ attribute: (name: String, value: String), into html: inout HTMLWriter) {
        guard isValid(attribute.name) else { return }
        html.markup(" ")
        html.text(attribute.name)
        html.markup("=\"")
        html.text(attribute.value)
        html.markup("\"")
    }
}
