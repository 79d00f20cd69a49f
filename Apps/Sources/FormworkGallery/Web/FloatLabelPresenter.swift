import Formwork
import FormworkHTML

/// Draws Eureka's `TextFloatLabelRow` (registered for the type): a text field whose
/// label sits in it like a placeholder and floats above once something is typed or
/// the field has focus. The floating is the stylesheet's (`.fw-float`, on
/// `:placeholder-shown`), so it needs no script; the label is a real `<label>`.
struct FloatLabelPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        // The placeholder is a space: `:placeholder-shown` then says "empty".
        html.markup("<span class=\"fw-float\"><input class=\"fw-input\" type=\"text\" placeholder=\" \"")
        context.writeControlAttributes(for: row, into: &html)
        html.attribute("value", row.inputText ?? "")
        html.markup(">")
        context.writeLabel(for: row, into: &html)
        html.markup("</span>")
    }
}
