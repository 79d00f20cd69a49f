import Formwork

extension HTMLWriter {
    /// Appends rich text as element content: emphasis as `<em>`, strong as
    /// `<strong>`, code as `<code>`, every character of the text escaped.
    ///
    /// A link is `<a href="…" target="_blank" rel="noopener noreferrer">`: it opens
    /// apart from the form, so following it loses nothing typed, and the page it
    /// opens can neither reach back into the form nor learn its address. Its
    /// address is always `http` or `https` (`RichText.Run.link`). Write rich
    /// text only where links may stand: never inside a `<button>` or an `<a>`;
    /// there, write its `plainText`.
    public mutating func richText(_ rich: RichText) {
        for stretch in rich.linkStretches {
            if let link = stretch.link {
                markup("<a class=\"fw-link\"")
                attribute("href", link.absoluteString)
                markup(" target=\"_blank\" rel=\"noopener noreferrer\">")
            }
            for run in stretch.runs { styled(run) }
            if stretch.link != nil { markup("</a>") }
        }
    }

    /// Appends an author's words as `markup` reads them: as text when plain or
    /// when they hold nothing markup could read, as ``richText(_:)`` otherwise.
    public mutating func authorText(_ words: String, markup textMarkup: TextMarkup) {
        guard textMarkup == .markdown, RichText.mayHoldMarkup(words) else { return text(words) }
        richText(RichText(markdown: words))
    }

    private mutating func styled(_ run: RichText.Run) {
        let style = run.style
        if style.contains(.strong) { markup("<strong>") }
        if style.contains(.emphasis) { markup("<em>") }
        if style.contains(.code) { markup("<code>") }
        text(run.text)
        if style.contains(.code) { markup("</code>") }
        if style.contains(.emphasis) { markup("</em>") }
        if style.contains(.strong) { markup("</strong>") }
    }
}
