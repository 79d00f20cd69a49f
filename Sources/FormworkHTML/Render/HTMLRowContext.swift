import Formwork

/// What a presenter needs besides the row: the ids that tie the row's label, help
/// and errors to its control, and the form's words.
public struct HTMLRowContext {
    /// The row's identifier: its control's `name` and `id`.
    public let identifier: String
    /// The row's kind (its `BaseRow.kind`), read once.
    public let kind: RowKind
    /// The form the row is drawn in.
    public var form: Form { pass.form }
    /// The form's words, for buttons and prompts.
    public var messages: FormMessages { pass.messages }
    /// How the form reads its author's words (`Form.textMarkup`).
    public var markup: TextMarkup { pass.markup }
    /// Whether the row shows errors.
    public let isInvalid: Bool
    /// The ids of the elements that describe the control (help, errors), space
    /// separated; empty when there are none.
    public let describedBy: String
    /// Extra attributes for the control, from the renderer's hooks.
    public let controlAttributes: [(name: String, value: String)]
    /// What the row's rules check (the row's `BaseRow.ruleDescriptors`), read once.
    public let ruleDescriptors: [RuleDescriptor]
    /// Whether the row must be filled in (the row's `BaseRow.isRequired`), read once.
    public let isRequired: Bool
    /// What the rows of the form being drawn share.
    let pass: HTMLRenderPass

    /// This context with `id` added to the elements that describe the control: for a
    /// presenter that writes its own description (a count, a hint) after the control.
    public func describing(also id: String) -> HTMLRowContext {
        HTMLRowContext(identifier: identifier, kind: kind, isInvalid: isInvalid,
                       describedBy: describedBy.isEmpty ? id : describedBy + " " + id,
                       controlAttributes: controlAttributes, ruleDescriptors: ruleDescriptors, isRequired: isRequired,
                       pass: pass)
    }

    /// Draws the sections of a nested form (a subform) in place.
    public func writeSubform(_ form: Form, into html: inout HTMLWriter) {
        pass.renderer.writeSections(of: form, client: pass.client, into: &html)
    }

    /// Writes the attributes every control of the row has: `id`, `name`,
    /// `aria-describedby`, `aria-invalid`, `disabled`, `required`, and the hooks'.
    /// - Parameters:
    ///   - row: the row the control belongs to.
    ///   - html: the writer.
    ///   - idSuffix: appended to the id (not the name), for controls after the first.
    ///   - name: whether to write the `name` attribute.
    ///   - required: whether a required row's control gets `required` (not for a
    ///     checkbox of a group, of which any one may be ticked).
    public func writeControlAttributes(for row: BaseRow, into html: inout HTMLWriter, idSuffix: String = "",
                                       name: Bool = true, required: Bool = true) {
        html.markup(" id=\"")
        html.text(identifier)
        if !idSuffix.isEmpty { html.text(idSuffix) }
        html.markup("\"")
        if name { html.attribute("name", identifier) }
        if !describedBy.isEmpty { html.attribute("aria-describedby", describedBy) }
        if isInvalid { html.attribute("aria-invalid", "true") }
        html.flag("disabled", row.isDisabled)
        html.flag("required", required && isRequired)
        if row.autofocus, !row.isDisabled, !pass.client.focusTaken {
            html.markup(" autofocus")
            pass.client.focusTaken = true
        }
        for attribute in controlAttributes { HTMLAttributeName.write(attribute, into: &html) }
    }

    /// Writes `<label for="id">title</label>`, the title read as the form reads
    /// its author's words (`Form.textMarkup`).
    public func writeLabel(for row: BaseRow, into html: inout HTMLWriter, idSuffix: String = "") {
        Self.writeLabel(identifier + idSuffix, title: row.title ?? row.displayTitle,
                        markup: row.title == nil ? .plain : pass.markup, required: isRequired, into: &html)
    }

    /// Writes the row's title as element content, read as the form reads its
    /// author's words: emphasis, strong, code and links when it reads Markdown
    /// (``HTMLWriter/richText(_:)``). Not for inside a button or a link, which
    /// take the row's `displayTitle`.
    public func writeTitle(of row: BaseRow, into html: inout HTMLWriter) {
        if let title = row.title { html.authorText(title, markup: pass.markup) } else { html.text(row.displayTitle ?? "") }
    }

    static func writeLabel(_ controlID: String, title: String?, markup: TextMarkup, required: Bool,
                           into html: inout HTMLWriter) {
        // The asterisk of a required row is drawn by the style sheet, hidden from
        // screen readers, which hear `required` on the control.
        html.markup(required ? "<label class=\"fw-label fw-required\" for=\"" : "<label class=\"fw-label\" for=\"")
        html.text(controlID)
        html.markup("\">")
        html.authorText(title ?? "", markup: markup)
        html.markup("</label>")
    }
}

/// Attribute names given by a developer's hooks: written only when they are plain
/// names, so a hook cannot open markup by mistake.
enum HTMLAttributeName {
    /// Attributes that would send the form somewhere else, tie the control to
    /// another form, load something or style it inline: never from a hook.
    static let refused: Set<String> = [
        "formaction", "formmethod", "formenctype", "formtarget", "formnovalidate", "form",
        "action", "href", "src", "srcdoc", "srcset", "style", "is",
    ]

    static func isValid(_ name: String) -> Bool {
        guard !name.isEmpty, name.utf8.allSatisfy({ byte in
            (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ":")
        }) else { return false }
        let lowered = name.lowercased()
        return !lowered.hasPrefix("on") && !refused.contains(lowered)
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
