import Formwork

/// The text of a field being edited and where the cursor stands, in characters as a
/// person sees them (grapheme clusters): an emoji with a skin tone, a flag or an
/// accented letter moves and deletes as one.
///
/// Keys follow the shell's line editor: arrows and Home/End, Ctrl-A/E, Alt-B/F and
/// Ctrl-←/→ by word, Backspace and Delete, Ctrl-W and Alt-Backspace a word back,
/// Alt-D a word forward, Ctrl-U and Ctrl-K to either end.
struct TextEditor: Equatable {
    private(set) var characters: [Character]
    /// The cursor, as the number of characters before it.
    private(set) var cursor: Int
    /// Whether Enter makes a new line (a text area).
    let isMultiline: Bool

    init(_ text: String, isMultiline: Bool = false) {
        characters = Array(text)
        cursor = characters.count
        self.isMultiline = isMultiline
    }

    var text: String { String(characters) }

    /// What a key did to the text.
    enum Outcome: Equatable {
        /// The text changed.
        case edited
        /// Only the cursor moved.
        case moved
        /// The key is not an editing key.
        case ignored
    }

    /// Answers a key; a key that changes nothing where it stands (Backspace at the
    /// start) is still taken, so it does not act on the form.
    mutating func handle(_ press: KeyPress) -> Outcome {
        let alt = press.modifiers.contains(.alt) || press.modifiers.contains(.meta)
        let control = press.modifiers.contains(.control)
        switch press.key {
        case .left where control || alt: return move(to: wordStart(before: cursor))
        case .right where control || alt: return move(to: wordEnd(after: cursor))
        case .left: return move(to: cursor - 1)
        case .right: return move(to: cursor + 1)
        case .home: return move(to: lineStart(of: cursor))
        case .end: return move(to: lineEnd(of: cursor))
        case .backspace where alt || control: return delete(wordStart(before: cursor)..<cursor)
        case .backspace: return delete(max(0, cursor - 1)..<cursor)
        case .delete: return delete(cursor..<min(characters.count, cursor + 1))
        case .enter where isMultiline && !alt: return insert("\n")
        case .character(let c) where control:
            switch c {
            case "a": return move(to: lineStart(of: cursor))
            case "e": return move(to: lineEnd(of: cursor))
            case "b": return move(to: cursor - 1)
            case "f": return move(to: cursor + 1)
            case "h": return delete(max(0, cursor - 1)..<cursor)
            case "w": return delete(wordStart(before: cursor)..<cursor)
            case "u": return delete(lineStart(of: cursor)..<cursor)
            case "k": return delete(cursor..<lineEnd(of: cursor))
            case "j" where isMultiline: return insert("\n")
            default: return .ignored
            }
        case .character(let c) where alt:
            switch c {
            case "b": return move(to: wordStart(before: cursor))
            case "f": return move(to: wordEnd(after: cursor))
            case "d": return delete(cursor..<wordEnd(after: cursor))
            default: return .ignored
            }
        case .character(let c):
            return insert(String(c))
        default:
            return .ignored
        }
    }

    /// Inserts text at the cursor as one edit; a one-line field takes a pasted line
    /// break as a space.
    mutating func insert(_ text: String) -> Outcome {
        var typed = Array(text)
        if !isMultiline { typed = typed.map { $0.isNewline ? " " : $0 } }
        guard !typed.isEmpty else { return .ignored }
        characters.insert(contentsOf: typed, at: cursor)
        cursor += typed.count
        return .edited
    }

    private mutating func move(to position: Int) -> Outcome {
        cursor = max(0, min(characters.count, position))
        return .moved
    }

    private mutating func delete(_ range: Range<Int>) -> Outcome {
        guard !range.isEmpty else { return .moved }
        characters.removeSubrange(range)
        cursor = range.lowerBound
        return .edited
    }

    private func isWordCharacter(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" }

    private func wordStart(before position: Int) -> Int {
        var index = position
        while index > 0 && !isWordCharacter(characters[index - 1]) { index -= 1 }
        while index > 0 && isWordCharacter(characters[index - 1]) { index -= 1 }
        return index
    }

    private func wordEnd(after position: Int) -> Int {
        var index = position
        while index < characters.count && !isWordCharacter(characters[index]) { index += 1 }
        while index < characters.count && isWordCharacter(characters[index]) { index += 1 }
        return index
    }

    private func lineStart(of position: Int) -> Int {
        var index = position
        while index > 0 && characters[index - 1] != "\n" { index -= 1 }
        return index
    }

    private func lineEnd(of position: Int) -> Int {
        var index = position
        while index < characters.count && characters[index] != "\n" { index += 1 }
        return index
    }

    // MARK: Lines of a text area

    /// The lines of the text, each as a range of character positions.
    var lineRanges: [Range<Int>] {
        var ranges: [Range<Int>] = []
        var start = 0
        for (index, c) in characters.enumerated() where c == "\n" {
            ranges.append(start..<index)
            start = index + 1
        }
        ranges.append(start..<characters.count)
        return ranges
    }

    /// The line the cursor is on and its column in characters.
    var cursorLine: (line: Int, offset: Int) {
        for (line, range) in lineRanges.enumerated() where cursor <= range.upperBound {
            return (line, cursor - range.lowerBound)
        }
        return (0, cursor)
    }

    /// Moves the cursor one line up or down in a text area, keeping its column where
    /// the line is long enough; false on the first or last line.
    mutating func moveLine(by step: Int) -> Bool {
        let ranges = lineRanges
        let (line, offset) = cursorLine
        let target = line + step
        guard ranges.indices.contains(target) else { return false }
        cursor = ranges[target].lowerBound + min(offset, ranges[target].count)
        return true
    }

    // MARK: Masks

    /// Applies a mask after an edit, keeping the cursor after the same typed
    /// characters. False (and the text as it was) when what was typed fits no place of
    /// the mask.
    mutating func applyMask(_ mask: TextMask, before previous: TextEditor) -> Bool {
        let (masked, fits) = mask.check(text)
        guard fits else {
            self = previous
            return false
        }
        let literals = Set(mask.pattern.filter { $0 != "#" && $0 != "A" && $0 != "*" })
        // Typed characters a slot took: neither the mask's own nor spacing.
        let typedBefore = characters[..<cursor].filter { !literals.contains($0) && !$0.isWhitespace }.count
        let output = Array(masked)
        var seen = 0
        var position = 0
        while position < output.count && seen < typedBefore {
            if !literals.contains(output[position]) { seen += 1 }
            position += 1
        }
        characters = output
        cursor = position
        return true
    }
}
