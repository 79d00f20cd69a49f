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

    /// Rich text as a paragraph `width` columns wide: a line for each of its lines
    /// (``RichText/lines``), each broken at spaces, every line indented by `indent`.
    static func paragraph(_ rich: RichText, style: TextStyle, palette: TerminalPalette, indent: Int, width: Int) -> [StyledLine] {
        rich.lines.flatMap { line in
            StyledLine(line, style: style, palette: palette, indent: indent).wrapped(to: width, indent: indent)
        }
    }
}

extension RichText {
    /// The text for a terminal that shows no styles (the plain mode a screen
    /// reader reads): a link's address follows its words, made safe for a terminal,
    /// a line break in the words kept as one.
    var terminalText: String {
        lines.map { line in
            var text = ""
            for stretch in line.linkStretches {
                for run in stretch.runs { text += run.text }
                if let link = stretch.link, let address = Self.addressShown(for: link, after: stretch.runs) {
                    text += " <" + address + ">"
                }
            }
            return TerminalText.sanitized(text)
        }.joined(separator: "\n")
    }

    /// The text on one line, its line breaks made spaces: a title, which shares its
    /// line with the value.
    var singleLine: RichText {
        guard runs.contains(where: { $0.text.contains(where: \.isNewline) }) else { return self }
        return RichText(runs: runs.map { run in
            Run(TerminalText.oneLine(run.text), style: run.style, link: run.link)
        })
    }

    /// The text cut at its line breaks (`\n`, `\r\n` or `\r`), styles and links
    /// kept on each piece: words written on several lines are drawn on several
    /// lines, where a line break would otherwise reach the screen as `�`.
    var lines: [RichText] {
        guard runs.contains(where: { $0.text.contains(where: \.isNewline) }) else { return [self] }
        var lines: [RichText] = []
        var line: [Run] = []
        for run in runs {
            let pieces = TerminalText.lines(run.text)
            for (index, piece) in pieces.enumerated() {
                if index > 0 {
                    lines.append(RichText(runs: line))
                    line = []
                }
                if !piece.isEmpty { line.append(Run(String(piece), style: run.style, link: run.link)) }
            }
        }
        lines.append(RichText(runs: line))
        return lines
    }

    /// The address to show after a link's words: nil when the words are the address.
    static func addressShown(for link: URL, after runs: ArraySlice<Run>) -> String? {
        let address = link.absoluteString
        return runs.map(\.text).joined() == address ? nil : address
    }
}
