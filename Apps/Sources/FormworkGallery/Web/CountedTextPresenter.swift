import Formwork
import FormworkGalleryForms
import FormworkHTML

/// Draws a row of kind `RowKind.countedText`: the built-in text field,
/// and under it how many characters the text has out of its limit (the row's
/// `maxLength` rule), as a bar and as numbers. The page comes from the server
/// with the count right; the script keeps it right as people type, reading the
/// `data-count-for` and `data-count-limit` attributes.
struct CountedTextPresenter: HTMLRowPresenter {
    /// The text field as every text row has it: label, mask, length attributes.
    private let field = HTMLPresenters().presenter(for: .text)

    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        guard let limit = CountedTextRow.limit(in: context.ruleDescriptors) else {
            field.render(row, in: context, into: &html)
            return
        }
        // The count describes the field, for screen readers too.
        field.render(row, in: context.describing(also: context.identifier + "-count"), into: &html)
        let used = row.inputText?.count ?? 0
        html.markup("<p class=\"fw-count")
        if used > limit { html.markup(" fw-count-over") }
        html.markup("\"")
        html.attribute("id", context.identifier + "-count")
        html.attribute("data-count-for", context.identifier)
        html.attribute("data-count-limit", limit)
        html.markup("><progress class=\"fw-count-bar\"")
        html.attribute("max", limit)
        html.attribute("value", min(used, limit))
        html.markup(" aria-hidden=\"true\"></progress><span class=\"fw-count-text\">")
        html.number(used)
        html.markup(" / ")
        html.number(limit)
        html.markup("</span></p>")
    }
}
