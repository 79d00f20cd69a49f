/// A colour as a terminal shows it.
public enum TerminalColor: Hashable, Sendable {
    /// One of the 16 colours every colour terminal has, 0–7 and their bright forms
    /// 8–15; the person's terminal theme decides how they look.
    case basic(UInt8)
    /// One of the 256 colours of the xterm palette.
    case indexed(UInt8)
    /// A true colour.
    case rgb(UInt8, UInt8, UInt8)

    public static let red = TerminalColor.basic(1)
    public static let green = TerminalColor.basic(2)
    public static let yellow = TerminalColor.basic(3)
    public static let blue = TerminalColor.basic(4)
    public static let magenta = TerminalColor.basic(5)
    public static let cyan = TerminalColor.basic(6)
    public static let brightBlack = TerminalColor.basic(8)
}

/// How text looks: colours and attributes. The default is the terminal's own.
public struct TextStyle: Hashable, Sendable {
    /// The text's colour; nil for the terminal's.
    public var foreground: TerminalColor?
    /// The background's colour; nil for the terminal's.
    public var background: TerminalColor?
    /// Bold (or bright) text.
    public var bold = false
    /// Faint text, for what matters less: help, placeholders, disabled rows.
    public var dim = false
    /// Italic text.
    public var italic = false
    /// Underlined text.
    public var underline = false
    /// Foreground and background swapped.
    public var reverse = false
    /// Text struck through.
    public var strikethrough = false

    /// The terminal's own style.
    public init(foreground: TerminalColor? = nil, background: TerminalColor? = nil, bold: Bool = false,
                dim: Bool = false, italic: Bool = false, underline: Bool = false, reverse: Bool = false,
                strikethrough: Bool = false) {
        self.foreground = foreground
        self.background = background
        self.bold = bold
        self.dim = dim
        self.italic = italic
        self.underline = underline
        self.reverse = reverse
        self.strikethrough = strikethrough
    }

    /// The terminal's own style.
    public static let plain = TextStyle()

    /// A number that equal styles share, cheap to work out.
    var code: UInt64 {
        var bits: UInt64 = 0
        if bold { bits |= 1 }
        if dim { bits |= 2 }
        if italic { bits |= 4 }
        if underline { bits |= 8 }
        if reverse { bits |= 16 }
        if strikethrough { bits |= 32 }
        return bits | (Self.code(of: foreground) << 6) | (Self.code(of: background) << 33)
    }

    private static func code(of color: TerminalColor?) -> UInt64 {
        switch color {
        case nil: return 0
        case .basic(let n): return 0x100 | UInt64(n)
        case .indexed(let n): return 0x200 | UInt64(n)
        case .rgb(let r, let g, let b): return 0x400_0000 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }
}
