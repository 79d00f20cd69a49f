import Foundation

/// Text with a little styling: runs of text, each emphasised, strong, code or a
/// link, or plain.
///
/// Front ends draw it with what they have: the web with `<em>`, `<strong>`,
/// `<code>` and `<a>`, a terminal with italic, bold, colour and the address after
/// a link's words. ``plainText`` is the text without styles, for what cannot hold
/// them (attributes, accessibility labels, window titles).
///
/// ```swift
/// let note = RichText(markdown: "Read the *terms* at [our site](https://example.com).")
/// note.plainText          // "Read the terms at our site."
/// note.runs[1].style      // .emphasis
/// note.runs[3].link       // https://example.com
/// ```
public struct RichText: Hashable, Sendable {
    /// How a run looks.
    public struct Style: OptionSet, Hashable, Sendable {
        /// The styles as bits: emphasis 1, strong 2, code 4.
        public let rawValue: UInt8
        /// The styles of `rawValue`'s bits.
        public init(rawValue: UInt8) { self.rawValue = rawValue }

        /// Emphasis (`*text*` or `_text_`), drawn in italics.
        public static let emphasis = Style(rawValue: 1)
        /// Strong importance (`**text**` or `__text__`), drawn in bold.
        public static let strong = Style(rawValue: 2)
        /// Code (text between backticks), drawn in a fixed-width or distinct face.
        public static let code = Style(rawValue: 4)
    }

    /// A stretch of text in one style.
    public struct Run: Hashable, Sendable {
        /// The text, without markup.
        public var text: String
        /// How it looks.
        public var style: Style
        /// Where it links to: always an `http` or `https` address with a host.
        public var link: URL?

        /// A run of `text`.
        public init(_ text: String, style: Style = [], link: URL? = nil) {
            self.text = text
            self.style = style
            self.link = link
        }
    }

    /// The runs, in order; neighbours never share both style and link.
    public private(set) var runs: [Run]

    /// Text with no styles at all.
    public init(_ plain: String) {
        runs = plain.isEmpty ? [] : [Run(plain)]
    }

    /// Runs as given; neighbours that look the same are joined, empty ones dropped.
    public init(runs: [Run]) {
        self.runs = []
        for run in runs { append(run) }
    }

    /// Text read as a safe part of Markdown.
    ///
    /// Read: `*emphasis*` and `_emphasis_`, `**strong**` and `__strong__`,
    /// code between backticks (nothing inside is read), `[words](https://address)` for
    /// `http` and `https` addresses with a host, and a backslash before
    /// punctuation to show it as itself. Delimiters pair as CommonMark pairs
    /// them (an underscore inside a word is a letter: `snake_case` stays).
    ///
    /// Everything else is text: HTML, images, headings, lists, links to any
    /// other kind of address (`javascript:`, `data:`, relative ones), and
    /// delimiters that pair with nothing. Reading takes time in proportion to
    /// the text's length, whatever it holds.
    public init(markdown: String) {
        guard RichText.mayHoldMarkup(markdown) else {
            self.init(markdown)
            return
        }
        var reader = MarkdownReader(markdown)
        self.init(runs: reader.runs())
    }

    /// `text` read as `markup` says.
    public init(_ text: String, markup: TextMarkup) {
        switch markup {
        case .plain: self.init(text)
        case .markdown: self.init(markdown: text)
        }
    }

    /// The text without styles: links show their words.
    public var plainText: String {
        if runs.count == 1 { return runs[0].text }
        return runs.map(\.text).joined()
    }

    /// The runs in stretches that link to one address (or to none), in order: what
    /// a front end draws as one link, with the address once.
    public var linkStretches: [(link: URL?, runs: ArraySlice<Run>)] {
        var stretches: [(link: URL?, runs: ArraySlice<Run>)] = []
        var start = 0
        while start < runs.count {
            let link = runs[start].link
            var end = start + 1
            // Runs without a link stand alone; runs of one link go together.
            if link != nil { while end < runs.count, runs[end].link == link { end += 1 } }
            stretches.append((link, runs[start..<end]))
            start = end
        }
        return stretches
    }

    /// Whether any run is styled or links somewhere.
    public var isStyled: Bool {
        runs.contains { !$0.style.isEmpty || $0.link != nil }
    }

    /// Whether `text` holds a character Markdown could read: when not, it is
    /// plain text as it stands, and front ends skip reading it.
    public static func mayHoldMarkup(_ text: String) -> Bool {
        text.utf8.contains { $0 == 0x2A || $0 == 0x5F || $0 == 0x60 || $0 == 0x5B || $0 == 0x5C }
    }

    private mutating func append(_ run: Run) {
        guard !run.text.isEmpty else { return }
        if let last = runs.last, last.style == run.style, last.link == run.link {
            runs[runs.count - 1].text += run.text
        } else {
            runs.append(run)
        }
    }
}
