import Formwork
import FormworkGalleryForms
import FormworkHTML

/// Draws a choice of Eureka's `ImageCheckRow` (registered for the type): the row's
/// two images, chosen and not, become a filled and an empty square before its
/// title, as in the terminal. The control is the section's radio button or
/// checkbox, hidden under its label, so what is sent and the keys are a choice's.
struct ImageCheckPresenter: HTMLChoicePresenter {
    func render(_ row: BaseRow, as choice: HTMLChoice, into html: inout HTMLWriter) {
        html.markup("<span class=\"fw-choice fw-mark\">")
        choice.writeControl(into: &html)
        choice.writeLabel(into: &html)
        html.markup("</span>")
    }
}
