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
    // One word holds it all, so cells (thousands a frame, compared with the last frame
    // on every key) compare styles as one number: six attribute bits, then the
    // foreground and the background in 27 bits each (``code(of:)``).
    private var bits: UInt64 = 0

    /// The text's colour; nil for the terminal's.
    public var foreground: TerminalColor? {
        get { Self.color(coded: bits >> 6 & Self.colorMask) }
        set { bits = bits & ~(Self.colorMask << 6) | Self.code(of: newValue) << 6 }
    }
    /// The background's colour; nil for the terminal's.
    public var background: TerminalColor? {
        get { Self.color(coded: bits >> 33 & Self.colorMask) }
        set { bits = bits & ~(Self.colorMask << 33) | Self.code(of: newValue) << 33 }
    }
    /// Bold (or bright) text.
    public var bold: Bool {
        get { flag(1) }
        set { set(1, newValue) }
    }
    /// Faint text, for what matters less: help, placeholders, disabled rows.
    public var dim: Bool {
        get { flag(2) }
        set { set(2, newValue) }
    }
    /// Italic text.
    public var italic: Bool {
        get { flag(4) }
        set { set(4, newValue) }
    }
    /// Underlined text.
    public var underline: Bool {
        get { flag(8) }
        set { set(8, newValue) }
    }
    /// Foreground and background swapped.
    public var reverse: Bool {
        get { flag(16) }
        set { set(16, newValue) }
    }
    /// Text struck through.
    public var strikethrough: Bool {
        get { flag(32) }
        set { set(32, newValue) }
    }

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

    /// A number that equal styles share, and only they.
    var code: UInt64 { bits }

    private func flag(_ bit: UInt64) -> Bool { bits & bit != 0 }

    private mutating func set(_ bit: UInt64, _ on: Bool) {
        bits = on ? bits | bit : bits & ~bit
    }

    private static let colorMask: UInt64 = (1 << 27) - 1

    private static func code(of color: TerminalColor?) -> UInt64 {
        switch color {
        case nil: return 0
        case .basic(let n): return 0x100 | UInt64(n)
        case .indexed(let n): return 0x200 | UInt64(n)
        case .rgb(let r, let g, let b): return 0x400_0000 | UInt64(r) << 16 | UInt64(g) << 8 | UInt64(b)
        }
    }

    private static func color(coded code: UInt64) -> TerminalColor? {
        if code & 0x400_0000 != 0 {
            return .rgb(UInt8(truncatingIfNeeded: code >> 16), UInt8(truncatingIfNeeded: code >> 8), UInt8(truncatingIfNeeded: code))
        }
        if code & 0x200 != 0 { return .indexed(UInt8(truncatingIfNeeded: code)) }
        if code & 0x100 != 0 { return .basic(UInt8(truncatingIfNeeded: code)) }
        return nil
    }
}
