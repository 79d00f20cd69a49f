import Foundation

/// A form's answers saved to be finished later ("save and continue later"), in any
/// front end: the answers on the journey's path, where the journey stands, and
/// what is needed to resume it safely.
///
/// A draft never holds the answers of secret or sensitive rows
/// (``BaseRow/isSensitive``), nor of pages off the path. Its ``version`` goes up
/// with each save, so a save made from a stale copy is refused
/// (``DraftError/conflict(current:)``) instead of overwriting a newer one.
public struct Draft: Sendable, Hashable, Codable {
    /// The code that names the draft.
    public let code: DraftCode
    /// How many times the draft was saved: 0 before its first save.
    public var version: Int
    /// What the form asked when the draft was saved (``Form/definitionFingerprint``):
    /// a draft of a form that changed since keeps the answers that still fit.
    public var fingerprint: String
    /// The answers, by tag, as schemas write values.
    public var answers: [String: JSONValue]
    /// Where the journey stands.
    public var journey: JourneyState
    /// When the draft was first saved.
    public var created: Date
    /// When the draft was last saved.
    public var updated: Date
    /// When the form was submitted from the draft; a submitted draft is not saved
    /// again, and its code answers "already submitted".
    public var submitted: Date?
    /// Which drawing of each page (by ``FormPage/index``) last saved its answers,
    /// as the front end names its drawings: a post from the drawing that wrote a
    /// page's answers is no conflict with them, even when the browser shows that
    /// page as it kept it (its Back), while one from another tab is.
    public var pageWriters: [Int: String] = [:]

    /// A draft not yet saved.
    public init(code: DraftCode = .random(), fingerprint: String, answers: [String: JSONValue],
                journey: JourneyState, now: Date = Date()) {
        self.code = code
        version = 0
        self.fingerprint = fingerprint
        self.answers = answers
        self.journey = journey
        created = now
        updated = now
    }

    private enum CodingKeys: String, CodingKey {
        case code, version, fingerprint, answers, journey, created, updated, submitted, pageWriters
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        code = try container.decode(DraftCode.self, forKey: .code)
        version = try container.decode(Int.self, forKey: .version)
        fingerprint = try container.decode(String.self, forKey: .fingerprint)
        answers = try container.decode([String: JSONValue].self, forKey: .answers)
        journey = try container.decode(JourneyState.self, forKey: .journey)
        created = try container.decode(Date.self, forKey: .created)
        updated = try container.decode(Date.self, forKey: .updated)
        submitted = try container.decodeIfPresent(Date.self, forKey: .submitted)
        // Drafts saved before drawings were recorded have none.
        pageWriters = try container.decodeIfPresent([Int: String].self, forKey: .pageWriters) ?? [:]
    }

    /// The draft's size as a store keeps it: its JSON, in bytes.
    public var encodedSize: Int {
        (try? JSONEncoder().encode(self).count) ?? Int.max
    }
}
