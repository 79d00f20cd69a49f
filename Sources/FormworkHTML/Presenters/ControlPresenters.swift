import Formwork

/// A button: a submit button whose press reaches the row's selection on the server.
struct ButtonPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        html.markup("<button class=\"fw-button\" type=\"submit\" name=\"")
        html.text(FormAction.fieldName)
        html.markup("\" value=\"")
        html.text(FormAction.select(context.identifier).value)
        html.markup("\"")
        context.writeControlAttributes(for: row, into: &html, name: false, required: false)
        html.markup(">")
        html.text(row.displayTitle ?? "")
        html.markup("</button>")
    }
}

/// A check mark or a switch: a checkbox, the switch with `role="switch"`. An
/// unticked box sends nothing, which the row reads as off.
struct CheckboxPresenter: HTMLRowPresenter {
    let isSwitch: Bool

    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        html.markup("<input class=\"fw-check\" type=\"checkbox\" value=\"true\"")
        if isSwitch { html.markup(" role=\"switch\"") }
        context.writeControlAttributes(for: row, into: &html)
        html.flag("checked", row.inputText == "true")
        html.markup(">")
        context.writeLabel(for: row, into: &html)
    }
}

/// A value on a scale: a range input with its value shown beside it.
struct SliderPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        let hints = row.inputHints
        context.writeLabel(for: row, into: &html)
        html.markup("<input class=\"fw-range\" type=\"range\"")
        context.writeControlAttributes(for: row, into: &html)
        NumberAttributes.write(hints, into: &html)
        if let text = row.inputText { html.attribute("value", text) }
        html.markup("><output class=\"fw-output\" for=\"")
        html.text(context.identifier)
        html.markup("\">")
        html.text(row.displayText ?? "")
        html.markup("</output>")
    }
}

/// A number changed in steps: a number input between − and + buttons, which work
/// without scripts by submitting.
struct StepperPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        context.writeLabel(for: row, into: &html)
        html.markup("<span class=\"fw-stepper\">")
        stepButton(.decrement(context.identifier), isUp: false, row, into: &html)
        html.markup("<input class=\"fw-input\" type=\"number\"")
        context.writeControlAttributes(for: row, into: &html)
        NumberAttributes.write(row.inputHints, into: &html)
        if let text = row.inputText { html.attribute("value", text) }
        html.markup(">")
        stepButton(.increment(context.identifier), isUp: true, row, into: &html)
        html.markup("</span>")
    }

    private func stepButton(_ action: FormAction, isUp: Bool, _ row: BaseRow, into html: inout HTMLWriter) {
        html.markup("<button class=\"fw-step\" type=\"submit\" name=\"")
        html.text(FormAction.fieldName)
        html.markup("\" value=\"")
        html.text(action.value)
        html.markup("\" aria-label=\"")
        html.text((row.displayTitle ?? "") + (isUp ? " +" : " −"))
        html.markup("\"")
        html.flag("disabled", row.isDisabled)
        html.markup(">")
        html.markup(isUp ? "+" : "−")
        html.markup("</button>")
    }
}

/// `min`, `max` and `step` from a row's hints.
enum NumberAttributes {
    static func write(_ hints: RowInputHints, into html: inout HTMLWriter) {
        if let minimum = hints.minimum { html.attribute("min", NumberText.plain(minimum)) }
        if let maximum = hints.maximum { html.attribute("max", NumberText.plain(maximum)) }
        html.attribute("step", hints.step.map(NumberText.plain) ?? "any")
    }
}

/// A row that opens a form of its own: the subform drawn in place, in a
/// `<details>` element that opens and closes without scripts.
struct SubformPresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        html.markup("<details class=\"fw-subform\"")
        html.flag("open", context.isInvalid)
        html.markup("><summary id=\"")
        html.text(context.identifier)
        html.markup("\">")
        html.text(row.displayTitle ?? "")
        if let text = row.displayText {
            html.markup(" <span class=\"fw-value\">")
            html.text(text)
            html.markup("</span>")
        }
        html.markup("</summary>")
        if let subform = row.nestedForm { context.writeSubform(subform, into: &html) }
        html.markup("</details>")
    }
}
