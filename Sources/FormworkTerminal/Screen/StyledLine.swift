/// A run of text in one style.
public struct Span: Hashable, Sendable {
    /// The text, already safe for a terminal.
    public var text: String
    /// How it looks.
    public var style: TextStyle

    /// A span of `text`, made safe for a terminal (``TerminalText/sanitized(_:)``).
    public init(_ text: String, style: TextStyle = .plain) {
        self.text = TerminalText.sanitized(text)
        self.style = style
    }

    /// A span of text known to be safe: literals of the front end itself.
    init(trusted text: String, style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }

    /// The columns the span takes.
    public var width: Int { CellWidth.of(text) }
}

/// One line of a terminal form: spans of styled text.
public struct StyledLine: Hashable, Sendable, ExpressibleByStringLiteral {
    /// The spans, left to right.
    public var spans: [Span]

    /// A line of spans.
    public init(_ spans: [Span] = []) { self.spans = spans }

    /// A line of one span.
    public init(_ text: String, style: TextStyle = .plain) { spans = [Span(text, style: style)] }

    public init(stringLiteral value: String) { self.init(value) }

    /// Adds a span.
    public mutating func append(_ text: String, style: TextStyle = .plain) {
        if text.isEmpty { return }
        spans.append(Span(text, style: style))
    }

    /// Adds the spans of another line.
    public mutating func append(_ line: StyledLine) { spans.append(contentsOf: line.spans) }

    /// The columns the line takes.
    public var width: Int { spans.reduce(0) { $0 + $1.width } }

    /// The line's text without styles.
    public var text: String { spans.map(\.text).joined() }

    /// The line cut to `width` columns, the last visible character replaced by an
    /// ellipsis when something was cut.
    public func truncated(to width: Int) -> StyledLine {
        if self.width <= width { return self }
        var result = StyledLine()
        var left = max(0, width - 1)
        for span in spans {
            if left == 0 { break }
            let cut = TerminalText.prefix(span.text, fitting: left)
            result.spans.append(Span(trusted: String(cut.text), style: span.style))
            left -= cut.width
            if cut.text.endIndex != span.text.endIndex { break }
        }
        if width > 0 { result.spans.append(Span(trusted: "…", style: spans.last?.style ?? .plain)) }
        return result
    }
}
