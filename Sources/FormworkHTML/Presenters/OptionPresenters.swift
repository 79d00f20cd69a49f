import Formwork

/// One value among options. A segmented row, an action sheet and an alert show
/// every choice as a radio group; the other presentations use a `<select>`, with
/// option groups by section key. Lists longer than ``longList`` are marked so the
/// script can offer a filterable list in a dialog; without scripts the `<select>`
/// works as it is.
struct OptionsPresenter: HTMLRowPresenter {
    static let longList = 12

    /// Whether rows with `presentation` are drawn as a `<select>`.
    static func drawsSelect(_ presentation: RowPresentation) -> Bool {
        switch presentation {
        case .segmented, .actionSheet, .alert: false
        default: true
        }
    }

    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        // The kept list and the positions chosen: marking a copy of the list is not needed to draw it.
        let choices = row.optionChoices
        guard let list = choices.lists.first else { return }
        let chosen = choices.chosen.first ?? []
        switch row.presentation {
        case .segmented:
            ChoiceGroup.write(row, list, chosen: chosen, context, multiple: false, style: .segmented, into: &html)
        case .actionSheet:
            ChoiceGroup.write(row, list, chosen: chosen, context, multiple: false, style: .actionSheet, into: &html)
        case .alert:
            ChoiceGroup.write(row, list, chosen: chosen, context, multiple: false, style: .alert, into: &html)
        default:
            SelectControl.write(row, choices.markedLists[0], context, into: &html)
        }
    }
}

/// Several values among options: a group of checkboxes.
struct MultipleOptionsPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        let choices = row.optionChoices
        guard let list = choices.lists.first else { return }
        ChoiceGroup.write(row, list, chosen: choices.chosen.first ?? [], context, multiple: true, style: .list, into: &html)
    }
}

/// A row of a selectable section outside one: a checkbox.
struct ListCheckPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        CheckboxPresenter(isSwitch: false).render(row, in: context, into: &html)
    }
}

/// Cascading pickers: one `<select>` per column under the row's name, sent in order.
///
/// The fieldset carries every column's options for every choice before it
/// (`data-cascade`), so the script offers the cities of the country just chosen and
/// conditions read the choice as people make it; without the script, the Update
/// button asks the server.
struct CascadingPickerPresenter: HTMLRowPresenter {
    /// The most options the page carries for a picker's choices; a larger tree is
    /// left to the server.
    static let cascadeLimit = 2000

    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        let lists = row.optionLists
        html.markup("<fieldset class=\"fw-cascade\"")
        if lists.count > 1, let tree = Self.cascade(of: row) { html.attribute("data-cascade", tree) }
        html.markup("><legend class=\"fw-label\">")
        context.writeTitle(of: row, into: &html)
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

extension CascadingPickerPresenter {
    /// Every column's options for each choice before it, as JSON:
    /// `[[key, title, value, [[key, title, value], …]], …]`: each option's key, the
    /// title it shows and its condition value; nil past ``cascadeLimit`` options, or
    /// for a row whose lists do not cascade.
    static func cascade(of row: BaseRow) -> String? {
        guard let tree = row.optionCascade(limit: cascadeLimit), !tree.isEmpty else { return nil }
        var json = JSONText()
        write(tree, into: &json)
        return json.text
    }

    private static func write(_ options: [RowOptionCascade], into json: inout JSONText) {
        json.raw("[")
        for (index, entry) in options.enumerated() {
            if index > 0 { json.raw(",") }
            json.raw("[")
            json.string(entry.option.key)
            json.raw(",")
            json.string(entry.option.title)
            json.raw(",")
            json.value(entry.option.conditionValue)
            if !entry.next.isEmpty {
                json.raw(",")
                write(entry.next, into: &json)
            }
            json.raw("]")
        }
        json.raw("]")
    }
}

/// A `<select>` of one option list.
enum SelectControl {
    /// The form's words a select shows: its prompt, and the long list's dialog.
    struct Words: Equatable, Sendable {
        let choose: String
        let filter: String
        let close: String

        init(_ messages: FormMessages) {
            choose = messages.choose
            filter = messages.filter
            close = messages.close
        }
    }

    static func write(_ row: BaseRow, _ list: RowOptionList, _ context: HTMLRowContext, into html: inout HTMLWriter) {
        context.writeLabel(for: row, into: &html)
        html.markup("<select class=\"fw-select\"")
        context.writeControlAttributes(for: row, into: &html)
        writeEnd(list, placeholder: row.placeholder, words: context.pass.selectWords, dialog: SelectorDialog(row),
                 into: &html) { html, option in
            html.markup(option.isSelected ? "\" selected>" : "\">")
        }
    }

    /// What follows the control's attributes: the long list's words, the options and
    /// the end of the element. `mark` writes what follows each option's value,
    /// which says whether it is chosen.
    static func writeEnd(_ list: RowOptionList, placeholder: String?, words: Words, dialog: @autoclosure () -> SelectorDialog,
                         into html: inout HTMLWriter, mark: (inout HTMLWriter, RowOption) -> Void) {
        if list.count > OptionsPresenter.longList {
            // The script offers a filterable list in a dialog, with these words.
            html.markup(" data-long-list=\"true\"")
            html.attribute("data-filter", words.filter)
            html.attribute("data-close", words.close)
            html.attribute("data-prompt", placeholder ?? words.choose)
            dialog().write(into: &html)
        }
        html.markup(">")
        writeOptions(list, prompt: placeholder ?? words.choose, into: &html, mark: mark)
        html.markup("</select>")
    }

    static func writeOptions(_ list: RowOptionList, _ context: HTMLRowContext, prompt: String? = nil, into html: inout HTMLWriter) {
        writeOptions(list, prompt: prompt ?? context.messages.choose, into: &html) { html, option in
            html.markup(option.isSelected ? "\" selected>" : "\">")
        }
    }

    private static func writeOptions(_ list: RowOptionList, prompt: String, into html: inout HTMLWriter,
                                     mark: (inout HTMLWriter, RowOption) -> Void) {
        html.markup("<option value=\"\">")
        html.text(prompt)
        html.markup("</option>")
        for group in list.groups {
            let label = group.header ?? group.key
            if let label {
                html.markup("<optgroup")
                html.attribute("label", label)
                html.markup(">")
            }
            // By index: copying each option out would retain and release its texts.
            let options = group.options
            for index in options.indices {
                html.markup("<option value=\"")
                html.text(options[index].key)
                mark(&html, options[index])
                html.text(options[index].title)
                html.markup("</option>")
            }
            if label != nil { html.markup("</optgroup>") }
        }
    }
}

/// A group of radio buttons or checkboxes in a fieldset with the row's title as
/// its legend.
///
/// An action sheet or an alert is the same group, which the script turns into a
/// button that opens a dialog of the choices and a Cancel button; without the
/// script the choices stay in the page.
enum ChoiceGroup {
    enum Style {
        case list, segmented, actionSheet, alert
    }

    /// The group of `list`'s options, those at the positions `chosen` checked.
    static func write(_ row: BaseRow, _ list: RowOptionList, chosen: [Int], _ context: HTMLRowContext, multiple: Bool,
                      style: Style, into html: inout HTMLWriter) {
        html.markup("<fieldset class=\"")
        switch style {
        case .list: html.markup("fw-choices")
        case .segmented: html.markup("fw-choices fw-segmented")
        case .actionSheet: html.markup("fw-choices fw-sheet\" data-sheet=\"actionSheet")
        case .alert: html.markup("fw-choices fw-sheet\" data-sheet=\"alert")
        }
        html.markup("\" id=\"")
        html.text(context.identifier)
        html.markup("\"")
        if style == .actionSheet || style == .alert {
            html.attribute("data-prompt", row.placeholder ?? context.messages.choose)
            html.attribute("data-cancel", context.messages.cancel)
            SelectorDialog(row).write(into: &html)
        }
        if !context.describedBy.isEmpty { html.attribute("aria-describedby", context.describedBy) }
        html.flag("disabled", row.isDisabled)
        html.markup(context.isRequired ? "><legend class=\"fw-label fw-required\">" : "><legend class=\"fw-label\">")
        context.writeTitle(of: row, into: &html)
        html.markup("</legend>")
        writeChoices(name: context.identifier, list: list, chosen: chosen, multiple: multiple, invalid: context.isInvalid,
                     required: context.isRequired && !multiple, into: &html)
        html.markup("</fieldset>")
    }

    /// The choices of `list`, those at the positions `chosen` checked.
    static func writeChoices(name: String, list: RowOptionList, chosen: [Int], multiple: Bool, invalid: Bool,
                             required: Bool, into html: inout HTMLWriter) {
        // Each choice's id is the group's name, a dash and its position, written in place.
        func writeID(_ index: Int) {
            html.text(name)
            html.markup("-")
            html.number(index)
        }
        for (index, option) in list.options.enumerated() {
            html.markup("<span class=\"fw-choice\"><input type=\"")
            html.markup(multiple ? "checkbox" : "radio")
            html.markup("\" id=\"")
            writeID(index)
            html.markup("\"")
            html.attribute("name", name)
            html.attribute("value", option.key)
            html.flag("checked", chosen.contains(index))
            html.flag("required", required)
            if invalid { html.markup(" aria-invalid=\"true\"") }
            html.markup("><label for=\"")
            writeID(index)
            html.markup("\">")
            html.text(option.title)
            html.markup("</label></span>")
        }
    }
}
