/// Formats text as a person types it, from a pattern: `#` takes a digit, `A` a
/// letter, `*` any character; every other character of the pattern is inserted
/// by the mask. Characters that do not fit are dropped, and input stops at the end
/// of the pattern.
///
/// ```swift
/// TextMask.usPhone.apply(to: "5551234567")   // "555-123-4567"
/// TextMask.cardExpiry.apply(to: "1227")      // "12/27"
/// ```
public struct TextMask: Sendable, Hashable {
    /// The pattern.
    public let pattern: String

    /// A mask from a pattern of `#`, `A`, `*` and the characters the mask inserts.
    public init(pattern: String) {
        self.pattern = pattern
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
        let literals = Set(pattern.filter { !TextPattern.isSlot($0) })
        var input = text.filter { !literals.contains($0) }.makeIterator()
        var output = ""
        var pendingLiterals = ""
        for slot in pattern {
            guard TextPattern.isSlot(slot) else {
                pendingLiterals.append(slot)
                continue
            }
            var accepted: Character?
            while let c = input.next() {
                if TextPattern.fits(c, slot) { accepted = c; break }
            }
            guard let accepted else { break }
            output += pendingLiterals
            pendingLiterals = ""
            output.append(accepted)
        }
        return output
    }
}

/// Matching text against mask patterns (`#` digit, `A` letter, `*` any).
enum TextPattern {
    static func matches(_ text: String, _ pattern: String) -> Bool {
        guard text.count == pattern.count else { return false }
        return zip(text, pattern).allSatisfy { c, p in isSlot(p) ? fits(c, p) : c == p }
    }

    static func isSlot(_ p: Character) -> Bool { p == "#" || p == "A" || p == "*" }

    static func fits(_ c: Character, _ slot: Character) -> Bool {
        switch slot {
        case "#": return c.isASCII && c.isNumber
        case "A": return c.isLetter
        default: return true
        }
    }
}
