import Foundation
import Formwork

/// An upload, of an image (``RowKind/image``) or any file (``RowKind/file``): a file
/// input limited to the row's kinds, and once a file was taken, its name and size
/// (an image's preview too) and a hidden field that carries it back, so it survives
/// the page coming back with errors.
struct FilePresenter: HTMLRowPresenter {
    func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
        let hints = row.inputHints
        context.writeLabel(for: row, into: &html)
        html.markup("<input class=\"fw-file\" type=\"file\"")
        // A file already taken counts for `required`: the input itself may stay empty.
        let file = row.baseValue as? UploadedFile
        context.writeControlAttributes(for: row, into: &html, required: file == nil)
        if !hints.acceptedTypes.isEmpty { html.attribute("accept", hints.acceptedTypes.joined(separator: ",")) }
        html.markup(">")
        guard let file else { return }
        if file.contentType.hasPrefix("image/") {
            html.markup("<img class=\"fw-preview\"")
            html.attribute("src", "data:" + file.contentType + ";base64," + file.data.base64EncodedString())
            html.attribute("alt", file.name)
            html.markup(">")
        }
        html.markup("<span class=\"fw-value\">")
        html.text(file.description)
        html.markup("</span><input type=\"hidden\"")
        html.attribute("name", FormSubmission.keptFileField(context.identifier))
        html.attribute("value", FormSubmission.keptValue(file))
        html.markup(">")
    }
}
