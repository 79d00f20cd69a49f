import FormworkHTML

/// A page that says one thing, escaped like every page.
enum HTMLMessage {
    static func page(title: String, message: String, language: String = "en") -> [UInt8] {
        var page = HTMLPage()
        page.includesScript = false
        return page.render(title: title, heading: title, language: language) { html in
            html.markup("<p>")
            html.text(message)
            html.markup("</p>")
        }.bytes
    }
}
