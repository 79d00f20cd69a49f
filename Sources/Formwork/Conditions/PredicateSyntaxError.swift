/// A condition that does not parse.
///
/// It names the position (a zero-based offset into the text, counted in Unicode
/// scalars) and what the parser expected there.
public struct PredicateSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The condition text.
    public let format: String
    /// Zero-based offset of the problem in `format`.
    public let position: Int
    /// What the parser expected at `position`, e.g. "a value after '=='".
    public let expected: String
    /// What it found instead, e.g. "end of text" or "'AND'".
    public let found: String

    public var description: String {
        let caret = String(repeating: " ", count: position) + "^"
        return "Condition syntax error at position \(position): expected \(expected), found \(found)\n  \(format)\n  \(caret)"
    }
}
