import Formwork
import FormworkHTML

/// A page that says one thing, escaped like every page.
package enum HTMLMessage {
    package static func page(title: String, message: String, language: String = "en", direction: WritingDirection = .leftToRight) -> [UInt8] {
        var page = HTMLPage()
        page.includesScript = false
        return page.render(title: title, heading: title, language: language, direction: direction) { html in
            html.markup("<p>")
            html.text(message)
            html.markup("</p>")
        }.bytes
    }
}
