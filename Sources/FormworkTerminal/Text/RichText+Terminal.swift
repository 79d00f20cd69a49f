import Formwork
import Foundation

extension StyledLine {
    /// Adds rich text drawn on `base`: emphasis in italics, strong in bold (or,
    /// when `base` is bold already, underlined), code in the accent colour, a link
    /// underlined with its address after it, dimmed, unless its words are the address
    /// or `addresses` is false (a title, which shares its line with the value).
    /// Every run is made safe for a terminal (``Span/init(_:style:)``).
    mutating func append(_ rich: RichText, style base: TextStyle, palette: TerminalPalette, addresses: Bool = true) {
        for stretch in rich.linkStretches {
            for run in stretch.runs {
                var style = base
                if run.style.contains(.emphasis) { style.italic = true }
                if run.style.contains(.strong) {
                    if base.bold { style.underline = true } else { style.bold = true }
                }
                if run.style.contains(.code) { style.foreground = palette.accent.foreground }
                if stretch.link != nil { style.underline = true }
                append(run.text, style: style)
            }
            if addresses, let link = stretch.link, let address = RichText.addressShown(for: link, after: stretch.runs) {
                append(" <" + address + ">", style: palette.secondary)
            }
        }
    }

    /// A line of rich text, indented by `indent` spaces.
    init(_ rich: RichText, style: TextStyle, palette: TerminalPalette, indent: Int = 0, addresses: Bool = true) {
        self.init(indent > 0 ? [Span(trusted: String(repeating: " ", count: indent))] : [])
        append(rich, style: style, palette: palette, addresses: addresses)
    }
}

extension RichText {
    /// The text for a terminal that shows no styles (the plain mode a screen
    /// reader reads): a link's address follows its words, made safe for a terminal.
    var terminalText: String {
        var text = ""
        for stretch in linkStretches {
            for run in stretch.runs { text += run.text }
            if let link = stretch.link, let address = Self.addressShown(for: link, after: stretch.runs) {
                text += " <" + address + ">"
            }
        }
        return TerminalText.sanitized(text)
    }

    /// The address to show after a link's words: nil when the words are the address.
    static func addressShown(for link: URL, after runs: ArraySlice<Run>) -> String? {
        let address = link.absoluteString
        return runs.map(\.text).joined() == address ? nil : address
    }
}
