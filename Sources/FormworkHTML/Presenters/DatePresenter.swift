import Formwork

/// Dates and times as native inputs (`date`, `time`, `datetime-local`), holding the
/// row's ISO text in the form's time zone; a countdown as hours and minutes.
/// Inline and picker rows draw the same control: a native input opens its picker in
/// place.
struct DatePresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        let hints = row.inputHints
        context.writeLabel(for: row, into: &html)
        html.markup("<input class=\"fw-input\" type=\"")
        switch row.kind {
        case .time: html.markup("time")
        case .dateTime: html.markup("datetime-local")
        case .countDownTimer: html.markup("text")
        default: html.markup("date")
        }
        html.markup("\"")
        context.writeControlAttributes(for: row, into: &html)
        if let text = row.inputText { html.attribute("value", text) }
        if row.kind == .countDownTimer {
            html.markup(" inputmode=\"numeric\" data-mask=\"##:##\" placeholder=\"hh:mm\"")
        } else {
            if let earliest = hints.earliest { html.attribute("min", earliest) }
            if let latest = hints.latest { html.attribute("max", latest) }
            if let step = hints.step { html.attribute("step", NumberText.plain(step)) }
        }
        html.markup(">")
    }
}
