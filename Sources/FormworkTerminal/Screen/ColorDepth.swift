/// How many colours a terminal shows, which decides how ``TerminalColor``s are
/// written.
public enum ColorDepth: Int, Comparable, Sendable, CaseIterable {
    /// No colour: `NO_COLOR` is set, or the terminal has none. Bold, dim, underline
    /// and reverse still show focus and errors.
    case none
    /// The 16 basic colours.
    case basic
    /// The 256 colours of the xterm palette.
    case indexed
    /// 24-bit colour.
    case trueColor

    public static func < (a: ColorDepth, b: ColorDepth) -> Bool { a.rawValue < b.rawValue }

    /// The depth the environment says: none when `NO_COLOR` is set to anything (see
    /// no-color.org) or `TERM` is `dumb`; true colour when `COLORTERM` says
    /// `truecolor` or `24bit`; 256 colours when `TERM` names them; else 16.
    public static func from(environment: [String: String]) -> ColorDepth {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
        let term = environment["TERM"] ?? ""
        if term == "dumb" || term.isEmpty { return .none }
        let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
        if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
        if term.contains("256color") || term.contains("truecolor") || term.hasPrefix("xterm-kitty") { return .indexed }
        return .basic
    }

    /// `color` as this depth can show it: true colours fall to the nearest of the
    /// 256, those to the nearest of the 16; nil with no colour.
    public func fit(_ color: TerminalColor) -> TerminalColor? {
        switch (self, color) {
        case (.none, _): return nil
        case (.trueColor, _), (.indexed, .indexed), (.indexed, .basic), (.basic, .basic): return color
        case (.indexed, .rgb(let r, let g, let b)): return .indexed(Self.nearestIndexed(r, g, b))
        case (.basic, .indexed(let index)): return .basic(Self.basic(ofIndexed: index))
        case (.basic, .rgb(let r, let g, let b)): return .basic(Self.basic(ofIndexed: Self.nearestIndexed(r, g, b)))
        }
    }

    /// The nearest colour of the 6×6×6 cube or the grey ramp of the 256.
    static func nearestIndexed(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let levels: [Int] = [0, 95, 135, 175, 215, 255]
        func level(_ v: UInt8) -> Int {
            var best = 0
            for (i, l) in levels.enumerated() where abs(l - Int(v)) < abs(levels[best] - Int(v)) { best = i }
            return best
        }
        let (ri, gi, bi) = (level(r), level(g), level(b))
        let cube = (levels[ri], levels[gi], levels[bi])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let greyIndex = max(0, min(23, (average - 8 + 5) / 10))
        let grey = 8 + greyIndex * 10
        func distance(_ c: (Int, Int, Int)) -> Int {
            let (dr, dg, db) = (c.0 - Int(r), c.1 - Int(g), c.2 - Int(b))
            return dr * dr + dg * dg + db * db
        }
        if distance((grey, grey, grey)) < distance(cube) { return UInt8(232 + greyIndex) }
        return UInt8(16 + 36 * ri + 6 * gi + bi)
    }

    /// The basic colour nearest one of the 256.
    static func basic(ofIndexed index: UInt8) -> UInt8 {
        if index < 16 { return index }
        let (r, g, b): (Int, Int, Int)
        if index >= 232 {
            let grey = 8 + Int(index - 232) * 10
            (r, g, b) = (grey, grey, grey)
        } else {
            let i = Int(index) - 16
            let levels = [0, 95, 135, 175, 215, 255]
            (r, g, b) = (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
        }
        let brightest = max(r, g, b)
        if brightest < 48 { return 0 }
        let threshold = brightest / 2
        let bits = (r > threshold ? 1 : 0) | (g > threshold ? 2 : 0) | (b > threshold ? 4 : 0)
        let bright = brightest > 200 || (bits == 7 && brightest > 160)
        if bits == 7 && brightest < 160 { return brightest < 100 ? 8 : 7 }
        return UInt8(bits + (bright ? 8 : 0))
    }
}
