/// How many columns of a terminal text takes.
///
/// Widths follow what terminals do (the `wcwidth` rules, per character): East Asian
/// wide and full-width characters and emoji shown as emoji take two columns;
/// combining marks, joiners and variation selectors take none; everything else takes
/// one. A character of several scalars takes the width of its first, or two when it is
/// an emoji made so by a variation selector or a flag of two regional indicators: a
/// skin tone, a joined emoji or a flag is one picture of two columns, never more.
/// Control characters never reach the screen (``TerminalText/sanitized(_:)`` replaces
/// them).
public enum CellWidth {
    /// The columns `character` takes.
    public static func of(_ character: Character) -> Int {
        // Most text is ASCII: one scalar, one column.
        if let ascii = character.asciiValue { return ascii >= 0x20 && ascii < 0x7F ? 1 : 0 }
        let scalars = character.unicodeScalars
        let first = scalars.first!
        let width = of(first)
        if width == 1 && scalars.count > 1 {
            if (0x1F1E6...0x1F1FF).contains(first.value) { return 2 }
            if first.properties.isEmoji && scalars.contains("\u{FE0F}") { return 2 }
        }
        return width
    }

    /// The columns `text` takes.
    public static func of<S: StringProtocol>(_ text: S) -> Int {
        // Printable ASCII is one column a byte, and text of scalars that stand alone is
        // measured a scalar at a time: neither needs its characters' breaks found.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var width = 0
        for scalar in text.unicodeScalars {
            guard let columns = standaloneWidth(scalar) else { return widthByCharacter(text) }
            width += columns
        }
        return width
    }

    private static func widthByCharacter<S: StringProtocol>(_ text: S) -> Int {
        var width = 0
        for character in text { width += of(character) }
        return width
    }

    /// The columns of a scalar that is a character of its own beside any other such
    /// scalar, printable and at least one column wide. Nil for any other scalar
    /// (controls, marks, joiners, selectors, skin tones, regional indicators, jamo,
    /// scripts with combining signs). A precomposed Hangul syllable can still take a
    /// following vowel or final jamo into its character, but jamo are not among these
    /// scalars, so a text made only of them never holds such a pair: that is why
    /// callers ask it of every scalar of a text before measuring a scalar at a time.
    ///
    /// The pointer, arrows, bullets and box lines a form draws, Latin, Greek,
    /// Cyrillic and common CJK text are made of such scalars.
    static func standaloneWidth(_ scalar: Unicode.Scalar) -> Int? {
        switch scalar.value {
        case 0x20..<0x7F, 0xA0..<0x300, 0x370...0x3FF, 0x400...0x482, 0x48A...0x52F:
            return 1
        case 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF, 0x2100...0x2BFF:
            // Symbols, some of them emoji shown as emoji: their widths looked up once.
            return Int(symbolWidths[Int(scalar.value) - 0x2010])
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF60:
            return 2
        default:
            return nil
        }
    }

    /// The columns one scalar takes.
    public static func of(_ scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x7F { return value >= 0x20 ? 1 : 0 }
        if value < 0xA0 { return 0 }
        if value < 0x300 { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format, .control: return 0
        default: break
        }
        // Hangul medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if isWide(value) || scalar.properties.isEmojiPresentation { return 2 }
        return 1
    }

    /// The widths of U+2010 to U+2BFF, by the rules for one scalar, which
    /// read Unicode properties: slow for the pointer and arrows drawn on every frame.
    private static let symbolWidths: [UInt8] = (0x2010...0x2BFF).map { UInt8(of(Unicode.Scalar(UInt32($0))!)) }

    /// East Asian wide and full-width ranges (Unicode's EastAsianWidth W and F) that
    /// are not emoji.
    private static func isWide(_ value: UInt32) -> Bool {
        if value < 0x1100 { return false }
        for range in wideRanges {
            if value < range.lowerBound { return false }
            if value <= range.upperBound { return true }
        }
        return false
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x3247, 0x3250...0x4DBF,
        0x4E00...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE10...0xFE19,
        0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x16FE0...0x16FE4, 0x17000...0x18CFF,
        0x1AFF0...0x1B2FF, 0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248,
        0x1F250...0x1F251, 0x1F260...0x1F265, 0x20000...0x2FFFD, 0x30000...0x3FFFD,
    ]
}
