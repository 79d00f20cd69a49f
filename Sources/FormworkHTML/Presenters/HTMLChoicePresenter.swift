import Formwork

/// Draws one choice of a selectable section whose rows are of a custom type (a
/// row ported from Eureka with its own look, such as an image check), in place of
/// the standard radio button or checkbox and its label.
///
/// The section stays one group under one name: a presenter writes the control
/// ``HTMLChoice/writeControl(into:)`` gives, and a label for it, so what is sent,
/// Tab, Space and the pointer work as for any choice, scripts or not. Register one
/// with ``HTMLPresenters/register(_:forChoiceRowType:)``.
///
/// ```swift
/// struct StarChoice: HTMLChoicePresenter {
///     func render(_ row: BaseRow, as choice: HTMLChoice, into html: inout HTMLWriter) {
///         html.markup("<span class=\"star\">")
///         choice.writeControl(into: &html)
///         choice.writeLabel(into: &html)
///         html.markup("</span>")
///     }
/// }
/// ```
public protocol HTMLChoicePresenter: Sendable {
    /// Writes the choice of `row`: its control, a label, and what the row adds.
    func render(_ row: BaseRow, as choice: HTMLChoice, into html: inout HTMLWriter)
}

/// One choice of a selectable section, as a ``HTMLChoicePresenter`` draws it.
public struct HTMLChoice: Sendable {
    /// The section's field name: every choice's control sends under it.
    public let name: String
    /// This choice's control id, unique in the page.
    public let identifier: String
    /// The value the control sends: the row's option key.
    public let key: String
    /// The row's title, plain.
    public let title: String
    /// Whether the row is chosen.
    public let isChosen: Bool
    /// Whether several rows may be chosen (checkboxes) or one (radio buttons).
    public let allowsSeveral: Bool
    /// Whether the section shows errors.
    public let isInvalid: Bool
    /// Whether the row is disabled.
    public let isDisabled: Bool

    /// A choice as the renderer hands it to a presenter; made directly, it tests one.
    public init(name: String, identifier: String, key: String, title: String, isChosen: Bool, allowsSeveral: Bool,
                isInvalid: Bool = false, isDisabled: Bool = false) {
        self.name = name
        self.identifier = identifier
        self.key = key
        self.title = title
        self.isChosen = isChosen
        self.allowsSeveral = allowsSeveral
        self.isInvalid = isInvalid
        self.isDisabled = isDisabled
    }

    /// Writes the control: `<input type="radio">` (or `checkbox`) with the choice's
    /// id, name, value, and `checked`, `disabled` and `aria-invalid` as they hold.
    public func writeControl(into html: inout HTMLWriter) {
        html.markup(allowsSeveral ? "<input type=\"checkbox\"" : "<input type=\"radio\"")
        html.attribute("id", identifier)
        html.attribute("name", name)
        html.attribute("value", key)
        html.flag("checked", isChosen)
        html.flag("disabled", isDisabled)
        if isInvalid { html.markup(" aria-invalid=\"true\"") }
        html.markup(">")
    }

    /// Writes `<label for="…">` with the choice's title.
    public func writeLabel(into html: inout HTMLWriter) {
        html.markup("<label")
        html.attribute("for", identifier)
        html.markup(">")
        html.text(title)
        html.markup("</label>")
    }
}
