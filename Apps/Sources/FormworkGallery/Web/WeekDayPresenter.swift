import Formwork
import FormworkGalleryForms
import FormworkHTML

/// Draws a row of kind `RowKind.weekDays` as seven toggles: a fieldset
/// whose legend is the row's title, holding a checkbox per day drawn as a pill
/// button. Each checkbox is a real control under the row's name, so the days
/// chosen are sent with the form as it is, scripts or not, and Tab, Space and
/// the pointer work as they do on any checkbox.
///
/// Reads the row only through the core's renderer API: its first option list
/// (keys, titles, what is chosen), title and state, and the context's ids and
/// required-ness.
struct WeekDayPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        guard let list = row.optionLists.first else { return }
        html.markup("<fieldset class=\"fw-choices fw-pills\"")
        html.attribute("id", context.identifier)
        if !context.describedBy.isEmpty { html.attribute("aria-describedby", context.describedBy) }
        html.flag("disabled", row.isDisabled)
        // The style sheet draws a required row's asterisk.
        html.markup(context.isRequired ? "><legend class=\"fw-label fw-required\">" : "><legend class=\"fw-label\">")
        html.text(row.displayTitle ?? "")
        html.markup("</legend>")
        for (index, option) in list.options.enumerated() {
            let id = context.identifier + "-" + String(index)
            // No `required` on a checkbox of the group: it would ask for every day.
            html.markup("<span class=\"fw-pill\"><input type=\"checkbox\"")
            html.attribute("id", id)
            html.attribute("name", context.identifier)
            html.attribute("value", option.key)
            // The pill shows a short name; the control is known by the whole one.
            html.attribute("aria-label", option.title)
            html.flag("checked", option.isSelected)
            if context.isInvalid { html.markup(" aria-invalid=\"true\"") }
            html.markup("><label")
            html.attribute("for", id)
            html.markup(">")
            html.text(String(option.title.prefix(3)))
            html.markup("</label></span>")
        }
        html.markup("</fieldset>")
    }
}
