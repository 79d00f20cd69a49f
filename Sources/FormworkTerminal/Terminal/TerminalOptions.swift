/// How a terminal form or prompt uses the terminal.
public struct TerminalOptions: Sendable {
    /// Inline (the default) draws below the prompt, taking only the rows it needs, and
    /// leaves a summary of the answers when done; full screen takes the whole window
    /// on the alternate screen and gives it back as it was.
    public enum Layout: Sendable, Hashable {
        case inline
        case fullScreen
    }

    /// Inline or full screen.
    public var layout: Layout = .inline
    /// The colours shown; nil to follow the environment (`NO_COLOR`, `COLORTERM`,
    /// `TERM`).
    public var colorDepth: ColorDepth?
    /// The most rows an inline form or list takes, when the window has them.
    public var maximumInlineHeight = 20

    public init(layout: Layout = .inline, colorDepth: ColorDepth? = nil) {
        self.layout = layout
        self.colorDepth = colorDepth
    }
}
