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
        // Printable ASCII is one column a byte, with no grapheme breaking to do.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text.utf8.count }
        var width = 0
        for character in text { width += of(character) }
        return width
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

/// Text made safe and measured for a terminal.
public enum TerminalText {
    /// `text` with nothing a terminal would act on: control characters (escape,
    /// bell, carriage return, the C1 controls) become `�`, a tab becomes a space,
    /// and a character that starts with a combining mark gets a dotted circle to
    /// sit on, so every character takes its own cells.
    ///
    /// Every string from a form or a person goes through this before it reaches the
    /// screen: a title or a typed value cannot move the cursor, change colours or set
    /// the terminal's title.
    public static func sanitized(_ text: String) -> String {
        if isPlain(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text { result.append(contentsOf: sanitized(character)) }
        return result
    }

    /// One character made safe (see ``sanitized(_:)-swift.type.method``).
    static func sanitized(_ character: Character) -> String {
        if character == "\t" { return " " }
        guard let first = character.unicodeScalars.first else { return "" }
        if first.properties.generalCategory == .control { return "\u{FFFD}" }
        if CellWidth.of(first) == 0 { return "\u{25CC}" + String(character.unicodeScalars.filter { $0.properties.generalCategory != .control }) }
        if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "\u{FFFD}" }
        return String(character)
    }

    /// Whether `text` is printable ASCII, which needs no change.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// The longest start of `text` that fits in `width` columns, and its width.
    public static func prefix(_ text: String, fitting width: Int) -> (text: Substring, width: Int) {
        if isPlain(text) {
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: min(width, text.utf8.count))
            return (text[..<end], min(width, text.utf8.count))
        }
        var used = 0
        var end = text.startIndex
        for index in text.indices {
            let w = CellWidth.of(text[index])
            if used + w > width { break }
            used += w
            end = text.index(after: index)
        }
        return (text[..<end], used)
    }

    /// `text` cut to `width` columns with an ellipsis when it does not fit.
    public static func truncated(_ text: String, to width: Int) -> String {
        guard width > 0 else { return "" }
        if CellWidth.of(text) <= width { return text }
        let cut = prefix(text, fitting: width - 1)
        return String(cut.text) + "…"
    }
}
