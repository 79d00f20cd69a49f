/// Text made safe and measured for a terminal.
public enum TerminalText {
    /// `text` with nothing a terminal would act on: control characters (escape,
    /// bell, carriage return, the C1 controls) and the controls that reorder text
    /// (bidirectional overrides, embeddings, isolates and marks, which would show a
    /// link's address backwards) become `�`, a tab becomes a space,
    /// and a character that starts with a combining mark gets a dotted circle to
    /// sit on, so every character takes its own cells.
    ///
    /// Every string from a form or a person goes through this before it reaches the
    /// screen: a title or a typed value cannot move the cursor, change colours or set
    /// the terminal's title.
    public static func sanitized(_ text: String) -> String {
        if isPlain(text) || isStandalone(text) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for character in text { result.append(contentsOf: sanitized(character)) }
        return result
    }

    /// One character made safe (see ``sanitized(_:)-swift.type.method``).
    static func sanitized(_ character: Character) -> String {
        if character == "\t" { return " " }
        guard let first = character.unicodeScalars.first else { return "" }
        if first.properties.generalCategory == .control || character.unicodeScalars.contains(where: isBidiControl) {
            return "\u{FFFD}"
        }
        if CellWidth.of(first) == 0 { return "\u{25CC}" + String(character.unicodeScalars.filter { $0.properties.generalCategory != .control }) }
        if character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) { return "\u{FFFD}" }
        return String(character)
    }

    /// Whether `text` is printable ASCII, which needs no change and takes a cell a byte.
    static func isPlain(_ text: String) -> Bool {
        text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// Whether `text` is made only of scalars that stand alone
    /// (``CellWidth/standaloneWidth(_:)``): it needs no change, and each scalar is a
    /// character of its own.
    static func isStandalone(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { CellWidth.standaloneWidth($0) != nil && !isBidiControl($0) }
    }

    /// The characters that change the order text is shown in.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: true
        default: false
        }
    }

    /// `text` on one line, its line breaks made spaces: a title, which shares its
    /// line with the value.
    public static func oneLine(_ text: String) -> String {
        text.contains(where: \.isNewline) ? String(text.map { $0.isNewline ? " " : $0 }) : text
    }

    /// The lines of `text`, cut at `\n`, `\r\n` or `\r`; empty lines kept.
    public static func lines(_ text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
    }

    /// The longest start of `text` that fits in `width` columns, and its width.
    public static func prefix(_ text: String, fitting width: Int) -> (text: Substring, width: Int) {
        if isPlain(text) {
            let end = text.utf8.index(text.utf8.startIndex, offsetBy: min(width, text.utf8.count))
            return (text[..<end], min(width, text.utf8.count))
        }
        if isStandalone(text) {
            var used = 0
            var end = text.unicodeScalars.startIndex
            for index in text.unicodeScalars.indices {
                let w = CellWidth.standaloneWidth(text.unicodeScalars[index]) ?? 0
                if used + w > width { break }
                used += w
                end = text.unicodeScalars.index(after: index)
            }
            return (text[..<end], used)
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
