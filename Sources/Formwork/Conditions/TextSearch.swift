/// The string searches of the condition language, in time linear in the text, so
/// that a long needle or pattern typed into a huge value cannot stall every
/// keystroke.
enum TextSearch {
    /// Whether `needle` occurs in `haystack` (Knuth–Morris–Pratt: O(text + needle)).
    static func contains<C: Collection>(_ haystack: C, _ needle: C) -> Bool where C.Element: Equatable {
        let pattern = Array(needle)
        if pattern.isEmpty { return true }
        let failure = failureTable(pattern)
        var matched = 0
        for element in haystack {
            while matched > 0 && pattern[matched] != element { matched = failure[matched - 1] }
            if pattern[matched] == element { matched += 1 }
            if matched == pattern.count { return true }
        }
        return false
    }

    /// For each prefix of `pattern`, the length of its longest proper prefix that is
    /// also its suffix.
    private static func failureTable<E: Equatable>(_ pattern: [E]) -> [Int] {
        var table = Array(repeating: 0, count: pattern.count)
        var length = 0
        for i in 1..<max(1, pattern.count) {
            while length > 0 && pattern[i] != pattern[length] { length = table[length - 1] }
            if pattern[i] == pattern[length] { length += 1 }
            table[i] = length
        }
        return table
    }

    /// Whether all of `text` matches `pattern`, where `*` matches any run of
    /// characters and `?` exactly one.
    ///
    /// The pattern splits at its stars into pieces; the first piece must start the
    /// text, the last must end it, and each piece in between is found at its
    /// leftmost place after the one before (which is always right for `*` patterns).
    /// A piece is found by Knuth–Morris–Pratt, or, when it holds `?`, by a
    /// bit-parallel scan: O(text × piece ÷ 64) for the whole pattern.
    static func like(_ text: [Unicode.Scalar], _ pattern: [Unicode.Scalar]) -> Bool {
        let pieces = pattern.split(separator: "*", omittingEmptySubsequences: false).map(Array.init)
        guard pieces.count > 1 else { return text.count == pattern.count && piece(pattern, matches: text, at: 0) }
        let first = pieces[0], last = pieces[pieces.count - 1]
        guard text.count >= first.count + last.count,
              piece(first, matches: text, at: 0),
              piece(last, matches: text, at: text.count - last.count) else { return false }
        var start = first.count
        let end = text.count - last.count
        for middle in pieces[1..<(pieces.count - 1)] where !middle.isEmpty {
            guard let found = leftmost(middle, in: text, from: start, to: end) else { return false }
            start = found + middle.count
        }
        return true
    }

    private static func piece(_ piece: [Unicode.Scalar], matches text: [Unicode.Scalar], at offset: Int) -> Bool {
        for (i, p) in piece.enumerated() where p != "?" && p != text[offset + i] { return false }
        return true
    }

    /// The first position in `text[from..<to]` where `piece` (with `?` for any
    /// scalar) matches whole within the range.
    private static func leftmost(_ piece: [Unicode.Scalar], in text: [Unicode.Scalar], from: Int, to: Int) -> Int? {
        guard to - from >= piece.count else { return nil }
        if !piece.contains("?") {
            return kmpSearch(piece, in: text[from..<to]).map { from + $0 }
        }
        // Shift-And: bit i of `state` says the first i+1 scalars of the piece match
        // ending at the current position.
        let words = (piece.count + 63) / 64
        var masks: [Unicode.Scalar: [UInt64]] = [:]
        var anyMask = [UInt64](repeating: 0, count: words)
        for (i, p) in piece.enumerated() {
            if p == "?" {
                anyMask[i / 64] |= 1 << UInt64(i % 64)
            } else {
                masks[p, default: [UInt64](repeating: 0, count: words)][i / 64] |= 1 << UInt64(i % 64)
            }
        }
        var state = [UInt64](repeating: 0, count: words)
        let lastWord = (piece.count - 1) / 64, lastBit: UInt64 = 1 << UInt64((piece.count - 1) % 64)
        for position in from..<to {
            let mask = masks[text[position]]
            var carry: UInt64 = 1
            for w in 0..<words {
                let shifted = (state[w] << 1) | carry
                carry = state[w] >> 63
                state[w] = shifted & ((mask?[w] ?? 0) | anyMask[w])
            }
            if state[lastWord] & lastBit != 0 { return position - piece.count + 1 }
        }
        return nil
    }

    private static func kmpSearch(_ needle: [Unicode.Scalar], in haystack: ArraySlice<Unicode.Scalar>) -> Int? {
        let failure = failureTable(needle)
        var matched = 0
        for (offset, element) in haystack.enumerated() {
            while matched > 0 && needle[matched] != element { matched = failure[matched - 1] }
            if needle[matched] == element { matched += 1 }
            if matched == needle.count { return offset - needle.count + 1 }
        }
        return nil
    }
}
