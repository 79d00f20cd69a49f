/// The code that names a saved draft: 130 random bits, written as 26 letters and
/// digits, and nothing of the answers. Whoever holds it can resume the draft, so
/// it is made from the system's secure random source and never guessable.
public struct DraftCode: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The code as it is written in links and typed in a terminal.
    public let rawValue: String

    /// The letters a code is written in: digits and lower-case letters without
    /// `i`, `l`, `o` and `u`, so that it reads back as it was written.
    static let alphabet = Array("0123456789abcdefghjkmnpqrstvwxyz")
    /// How many characters a code has: 26 of 5 bits each.
    static let length = 26

    /// A new code from the system's secure random source.
    public static func random() -> DraftCode {
        var generator = SystemRandomNumberGenerator()
        let text = String((0..<length).map { _ in alphabet[Int(generator.next(upperBound: UInt8(alphabet.count)))] })
        return DraftCode(checked: text)
    }

    /// The code written as `text`, read as a person may type it (upper or lower
    /// case, spaces and hyphens between groups); nil when it is not a code.
    public init?(_ text: String) {
        let letters = text.lowercased().filter { $0 != "-" && $0 != " " }
        guard letters.count == Self.length, letters.allSatisfy(Self.alphabet.contains) else { return nil }
        rawValue = letters
    }

    private init(checked: String) { rawValue = checked }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        let text = try decoder.singleValueContainer().decode(String.self)
        guard let code = DraftCode(text) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a draft code"))
        }
        self = code
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
