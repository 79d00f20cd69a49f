import Formwork
import Foundation

extension StyledLine {
    /// Adds rich text drawn on `base`: emphasis in italics, strong in bold (or,
    /// when `base` is bold already, underlined), code in the accent colour, a link
    /// underlined with its address after it, dimmed, unless its words are the address
    /// or `addresses` is false (a title, which shares its line with the value).
    /// Every run is made safe for a terminal (``Span/init(_:style:)``).
    mutating func append(_ rich: RichText, style base: TextStyle, palette: TerminalPalette, addresses: Bool = true) {
        let runs = rich.runs
        for (index, run) in runs.enumerated() {
            var style = base
            if run.style.contains(.emphasis) { style.italic = true }
            if run.style.contains(.strong) {
                if base.bold { style.underline = true } else { style.bold = true }
            }
            if run.style.contains(.code) { style.foreground = palette.accent.foreground }
            if let link = run.link {
                style.underline = true
                append(run.text, style: style)
                let last = index + 1 == runs.count || runs[index + 1].link != link
                if last, addresses, let address = Self.addressShown(for: link, after: rich, at: index) {
                    append(" <" + address + ">", style: palette.secondary)
                }
            } else {
                append(run.text, style: style)
            }
        }
    }

    /// A line of rich text, indented by `indent` spaces.
    init(_ rich: RichText, style: TextStyle, palette: TerminalPalette, indent: Int = 0, addresses: Bool = true) {
        self.init(indent > 0 ? [Span(trusted: String(repeating: " ", count: indent))] : [])
        append(rich, style: style, palette: palette, addresses: addresses)
    }

    /// The address to show after a link: nil when its words already are the address.
    private static func addressShown(for link: URL, after rich: RichText, at index: Int) -> String? {
        var words = ""
        var first = index
        while first > 0, rich.runs[first - 1].link == link { first -= 1 }
        for run in rich.runs[first...index] { words += run.text }
        let address = link.absoluteString
        return words == address ? nil : address
    }
}

extension RichText {
    /// The text for a terminal that shows no styles (the plain mode a screen
    /// reader reads): a link's address follows its words, made safe for a terminal.
    var terminalText: String {
        var text = ""
        var index = 0
        let runs = self.runs
        while index < runs.count {
            guard let link = runs[index].link else {
                text += runs[index].text
                index += 1
                continue
            }
            var words = ""
            while index < runs.count, runs[index].link == link {
                words += runs[index].text
                index += 1
            }
            text += words == link.absoluteString ? words : words + " <" + link.absoluteString + ">"
        }
        return TerminalText.sanitized(text)
    }
}
