/// A colour in sRGB, as a theme gives it; each front end maps it to what it can
/// show (CSS, or the 16, 256 or true colours of a terminal).
public struct ThemeColor: Hashable, Sendable, CustomStringConvertible {
    /// Red, 0 to 255.
    public var red: UInt8
    /// Green, 0 to 255.
    public var green: UInt8
    /// Blue, 0 to 255.
    public var blue: UInt8

    /// A colour from its components, each 0 to 255.
    public init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A colour from hexadecimal text: `#0a84ff`, `0A84FF` or `#08f`; nil for
    /// anything else.
    public init?(hex: String) {
        var digits = Substring(hex)
        if digits.first == "#" { digits = digits.dropFirst() }
        guard digits.allSatisfy(\.isHexDigit) else { return nil }
        if digits.count == 3 { digits = Substring(digits.flatMap { [$0, $0] }) }
        guard digits.count == 6, let value = UInt32(digits, radix: 16) else { return nil }
        red = UInt8(value >> 16 & 0xFF)
        green = UInt8(value >> 8 & 0xFF)
        blue = UInt8(value & 0xFF)
    }

    /// The colour as `#rrggbb`.
    public var hex: String {
        "#" + [red, green, blue].map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }

    public var description: String { hex }
}
