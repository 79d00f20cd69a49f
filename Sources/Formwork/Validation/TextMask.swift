/// Formats text as a person types it, from a pattern: `#` takes a digit, `A` a
/// letter, `*` any character; every other character of the pattern is inserted
/// by the mask.
///
/// ```swift
/// TextMask.usPhone.apply(to: "5551234567")   // "555-123-4567"
/// TextMask.cardExpiry.apply(to: "1227")      // "12/27"
/// ```
///
/// A mask never loses what was typed without saying so: spaces, dashes, dots,
/// slashes and parentheses (`(555) 123 4567`) are set aside as formatting, but any
/// other character that fits no
/// place (`+1 555…`, a letter where a digit goes) or one past the end of the
/// pattern (`12345-6789` in a ZIP mask) makes the text not fit (``check(_:)``), and a
/// row with the mask reports it rather than keeping what is left.
public struct TextMask: Sendable, Hashable {
    /// The pattern.
    public let pattern: String

    /// A mask from a pattern of `#`, `A`, `*` and the characters the mask inserts.
    /// A pattern without a `#`, `A` or `*` could hold no typed character: it is a
    /// programmer error (reported by a ``FormTemplate``).
    public init(pattern: String) {
        self.pattern = pattern
        if !pattern.contains(where: TextPattern.isSlot) {
            reportProgrammerError("Formwork: the mask \"\(pattern)\" has no #, A or * to hold typed characters")
        }
    }

    /// `###-###-####`.
    public static let usPhone = TextMask(pattern: "###-###-####")
    /// `#####`.
    public static let zipCode = TextMask(pattern: "#####")
    /// `##/##`.
    public static let cardExpiry = TextMask(pattern: "##/##")

    /// Applies the mask to typed text. Typed separators are ignored and the mask's
    /// own are inserted only before a character that follows them, so deleting back
    /// over a dash works.
    public func apply(to text: String) -> String {
        check(text).text
    }

    /// Applies the mask and says whether the text fits: false when a character other
    /// than a space, a dash, a dot, a slash or a parenthesis would be
    /// dropped, because it fits no place of the pattern or comes after its end.
    public func check(_ text: String) -> (text: String, fits: Bool) {
        let pattern = Array(self.pattern)
        let typed = Array(text)
        // Literals that are neither letters nor digits (`+`, `(`) may be typed
        // anywhere and are set aside; a letter or digit of the pattern typed out of
        // its place is a character that does not fit.
        let symbols = Set(pattern.filter { !TextPattern.isSlot($0) && !$0.isLetter && !$0.isNumber })
        var slotsLeft = pattern.filter(TextPattern.isSlot).count
        var next = 0
        var output = ""
        var pendingLiterals = ""
        var fits = true
        for (position, slot) in pattern.enumerated() {
            guard TextPattern.isSlot(slot) else {
                pendingLiterals.append(slot)
                if next < typed.count, typed[next] == slot,
                   takesLiteral(at: position, typed: typed, from: next, slotsLeft: slotsLeft, pattern: pattern) {
                    next += 1
                }
                continue
            }
            var accepted: Character?
            while next < typed.count {
                let c = typed[next]
                next += 1
                if TextPattern.fits(c, slot) { accepted = c; break }
                if !symbols.contains(c) && !TextPattern.isFormatting(c) { fits = false }
            }
            guard let accepted else { return (output, fits) }
            output += pendingLiterals
            pendingLiterals = ""
            output.append(accepted)
            slotsLeft -= 1
        }
        while fits, next < typed.count {
            let c = typed[next]
            next += 1
            if !symbols.contains(c) && !TextPattern.isFormatting(c) { fits = false }
        }
        return (output, fits)
    }

    /// Whether a typed character equal to the pattern's literal at `position` is
    /// that literal, typed by the person, rather than something for the slots: so
    /// when it could not go in the next slot, when the next slot takes anything (a
    /// separator typed before `*`), or when the slots left could not hold every
    /// character typed without it (`+77012345678` in `+7 ### ###-##-##`, but not
    /// `7012345678`, whose 7 is the first digit).
    private func takesLiteral(at position: Int, typed: [Character], from next: Int, slotsLeft: Int,
                              pattern: [Character]) -> Bool {
        guard let slot = pattern[(position + 1)...].first(where: TextPattern.isSlot), slot != "*",
              TextPattern.fits(typed[next], slot) else { return true }
        let candidates = typed[next...].filter { TextPattern.fits($0, slot) }.count
        return candidates > slotsLeft
    }
}

/// Matching text against mask patterns (`#` digit, `A` letter, `*` any).
enum TextPattern {
    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard text.count == pattern.count else { return false }
        return zip(text, pattern).allSatisfy { c, p in isSlot(p) ? fits(c, p) : c == p }
    }

    static func isSlot(_ p: Character) -> Bool { p == "#" || p == "A" || p == "*" }

    /// Spaces and the separators people type to format a number (`(555) 123-4567`,
    /// `12/27`, `12.27`); a mask may set them aside. Nothing else: `@` in `a@b` is
    /// part of what was typed, and a mask that has no place for it says so.
    static func isFormatting(_ c: Character) -> Bool {
        c.isWhitespace || formattingSeparators.contains(c)
    }

    private static let formattingSeparators: Set<Character> = ["-", "\u{2010}", "\u{2011}", "\u{2013}", "\u{2014}", "(", ")", ".", "/"]

    static func fits(_ c: Character, _ slot: Character) -> Bool {
        switch slot {
        case "#": return c.isASCII && c.isNumber
        case "A": return c.isLetter
        default: return true
        }
    }
}
