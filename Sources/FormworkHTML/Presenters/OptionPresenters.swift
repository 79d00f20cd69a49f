import Formwork

/// One value among options. A segmented row, an action sheet and an alert show
/// every choice as a radio group; the other presentations use a `<select>`, with
/// option groups by section key. Lists longer than ``longList`` are marked so the
/// script can offer a filterable list in a dialog; without scripts the `<select>`
/// works as it is.
struct OptionsPresenter: HTMLRowPresenter {
    static let longList = 12

    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        guard let list = row.optionLists.first else { return }
        switch row.presentation {
        case .segmented, .actionSheet, .alert:
            ChoiceGroup.write(row, list, context, multiple: false, segmented: row.presentation == .segmented, into: &html)
        default:
            SelectControl.write(row, list, context, into: &html)
        }
    }
}

/// Several values among options: a group of checkboxes.
struct MultipleOptionsPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        guard let list = row.optionLists.first else { return }
        ChoiceGroup.write(row, list, context, multiple: true, segmented: false, into: &html)
    }
}

/// A row of a selectable section outside one: a checkbox.
struct ListCheckPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        CheckboxPresenter(isSwitch: false).render(row, in: context, into: &html)
    }
}

/// Cascading pickers: one `<select>` per column under the row's name, sent in order.
struct CascadingPickerPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        let lists = row.optionLists
        html.markup("<fieldset class=\"fw-cascade\"><legend class=\"fw-label\">")
        html.text(row.displayTitle ?? "")
        html.markup("</legend>")
        for (index, list) in lists.enumerated() {
            let suffix = "-" + String(index)
            html.markup("<select class=\"fw-select\"")
            context.writeControlAttributes(for: row, into: &html, idSuffix: suffix)
            html.attribute("aria-label", (row.displayTitle ?? "") + " " + String(index + 1))
            html.markup(">")
            SelectControl.writeOptions(list, context, into: &html)
            html.markup("</select>")
        }
        html.markup("</fieldset>")
    }
}

/// A `<select>` of one option list.
enum SelectControl {
    static func write(_ row: BaseRow, _ list: RowOptionList, _ context: HTMLRowContext, into html: inout HTMLWriter) {
        context.writeLabel(for: row, into: &html)
        html.markup("<select class=\"fw-select\"")
        context.writeControlAttributes(for: row, into: &html)
        if list.count > OptionsPresenter.longList {
            // The script offers a filterable list in a dialog, with these words.
            html.markup(" data-long-list=\"true\"")
            html.attribute("data-filter", context.messages.filter)
            html.attribute("data-close", context.messages.close)
            html.attribute("data-prompt", row.placeholder ?? context.messages.choose)
        }
        html.markup(">")
        writeOptions(list, context, prompt: row.placeholder, into: &html)
        html.markup("</select>")
    }

    static func writeOptions(_ list: RowOptionList, _ context: HTMLRowContext, prompt: String? = nil, into html: inout HTMLWriter) {
        html.markup("<option value=\"\">")
        html.text(prompt ?? context.messages.choose)
        html.markup("</option>")
        for group in list.groups {
            let label = group.header ?? group.key
            if let label {
                html.markup("<optgroup")
                html.attribute("label", label)
                html.markup(">")
            }
            for option in group.options {
                html.markup("<option")
                html.attribute("value", option.key)
                html.flag("selected", option.isSelected)
                html.markup(">")
                html.text(option.title)
                html.markup("</option>")
            }
            if label != nil { html.markup("</optgroup>") }
        }
    }
}

/// A group of radio buttons or checkboxes in a fieldset with the row's title as
/// its legend.
enum ChoiceGroup {
    static func write(_ row: BaseRow, _ list: RowOptionList, _ context: HTMLRowContext, multiple: Bool, segmented: Bool,
                      into html: inout HTMLWriter) {
        html.markup("<fieldset class=\"")
        html.markup(segmented ? "fw-choices fw-segmented" : "fw-choices")
        html.markup("\" id=\"")
        html.text(context.identifier)
        html.markup("\"")
        if !context.describedBy.isEmpty { html.attribute("aria-describedby", context.describedBy) }
        html.flag("disabled", row.isDisabled)
        html.markup(context.isRequired ? "><legend class=\"fw-label fw-required\">" : "><legend class=\"fw-label\">")
        html.text(row.displayTitle ?? "")
        html.markup("</legend>")
        writeChoices(name: context.identifier, list: list, multiple: multiple, invalid: context.isInvalid,
                     required: context.isRequired && !multiple, into: &html)
        html.markup("</fieldset>")
    }

    static func writeChoices(name: String, list: RowOptionList, multiple: Bool, invalid: Bool, required: Bool,
                             into html: inout HTMLWriter) {
        for (index, option) in list.options.enumerated() {
            let id = name + "-" + String(index)
            html.markup("<span class=\"fw-choice\"><input type=\"")
            html.markup(multiple ? "checkbox" : "radio")
            html.markup("\"")
            html.attribute("id", id)
            html.attribute("name", name)
            html.attribute("value", option.key)
            html.flag("checked", option.isSelected)
            html.flag("required", required)
            if invalid { html.markup(" aria-invalid=\"true\"") }
            html.markup("><label")
            html.attribute("for", id)
            html.markup(">")
            html.text(option.title)
            html.markup("</label></span>")
        }
    }
}
