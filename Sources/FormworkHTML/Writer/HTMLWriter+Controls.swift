/// The controls every page of a form writes the same way, whoever draws the page:
/// the renderer, or a server's own pages (a journey's review).
extension HTMLWriter {
    /// A hidden field. A page the browser's Back fetches again keeps the server's
    /// values, not those the browser restores from the page before (a token, a
    /// fingerprint): hence `autocomplete="off"`.
    package mutating func hiddenField(_ name: String, _ value: String) {
        markup("<input type=\"hidden\"")
        attribute("name", name)
        attribute("value", value)
        markup(" autocomplete=\"off\">")
    }

    /// A submit button that sends `value` in the field `name`.
    package mutating func submitButton(_ name: String, _ value: String, _ title: String, primary: Bool) {
        markup(primary ? "<button class=\"fw-button fw-primary\"" : "<button class=\"fw-button fw-secondary\"")
        markup(" type=\"submit\"")
        attribute("name", name)
        attribute("value", value)
        markup(">")
        text(title)
        markup("</button>")
    }
}
