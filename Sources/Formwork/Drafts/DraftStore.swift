import Foundation

/// Where drafts are kept: in memory for tests (``MemoryDraftStore``), or in a
/// database that several server instances share.
///
/// Every store keeps the same promises:
/// - a draft is saved only over the version it was read at, so two tabs cannot
///   silently overwrite each other;
/// - a draft idle for longer than its policy allows, or older than its hard
///   maximum, is gone: loading it finds nothing, and ``purge(now:)`` removes it;
/// - a draft larger than the policy allows is refused, loudly;
/// - a submitted draft is not saved again;
/// - a draft is marked submitted once: a second submission of the same answers (a
///   double click, two tabs) is refused before it is taken.
public protocol DraftStore: Sendable {
    /// What the store allows.
    var policy: DraftPolicy { get }

    /// Saves `draft`: a new one at version 0, or over the stored draft of the same
    /// code when that is at `draft.version`. Returns the draft as stored, its
    /// version one higher and `updated` now.
    func save(_ draft: Draft, now: Date) async throws(DraftError) -> Draft

    /// The draft with `code`; nil when there is none, or it expired.
    func load(_ code: DraftCode, now: Date) async throws(DraftError) -> Draft?

    /// Marks the draft submitted, once: its code now answers "already submitted".
    /// A front end marks it before it takes the submission, so that of two at once
    /// only one is taken, and takes the mark back (``reopen(_:now:)``) when the
    /// submission could not be taken.
    ///
    /// - Throws: ``DraftError/alreadySubmitted`` when it already was marked;
    ///   ``DraftError/notFound`` when there is no such draft, or it expired.
    func markSubmitted(_ code: DraftCode, now: Date) async throws(DraftError)

    /// Takes back the mark of ``markSubmitted(_:now:)``, for a submission that could
    /// not be taken after all: the draft can be saved and submitted again.
    ///
    /// - Throws: ``DraftError/notFound`` when there is no such draft, or it expired.
    func reopen(_ code: DraftCode, now: Date) async throws(DraftError)

    /// Removes every expired draft; returns how many.
    func purge(now: Date) async throws(DraftError) -> Int
}

/// How long drafts are kept and how large they may be.
public struct DraftPolicy: Sendable, Hashable {
    /// How long a draft is kept after its last save (a sliding expiry).
    public var idleLifetime: TimeInterval
    /// How long a draft is kept after its first save, however often it is saved.
    public var maximumLifetime: TimeInterval
    /// The most bytes a draft may take (``Draft/encodedSize``).
    public var maximumBytes: Int

    /// A policy; by default a draft is kept 7 days after its last save, 30 days in
    /// all, and holds up to 256 KiB.
    public init(idleLifetime: TimeInterval = 7 * 86_400, maximumLifetime: TimeInterval = 30 * 86_400,
                maximumBytes: Int = 256 * 1_024) {
        self.idleLifetime = idleLifetime
        self.maximumLifetime = maximumLifetime
        self.maximumBytes = maximumBytes
    }

    /// `draft` as a store keeps it when saved at `now`: one version higher,
    /// updated now (and created now, when new).
    ///
    /// - Throws: ``DraftError/tooLarge(bytes:limit:)`` past ``maximumBytes``.
    public func stored(_ draft: Draft, now: Date) throws(DraftError) -> Draft {
        var stored = draft
        stored.version = draft.version + 1
        stored.updated = now
        if draft.version == 0 { stored.created = now }
        let bytes = stored.encodedSize
        guard bytes <= maximumBytes else { throw .tooLarge(bytes: bytes, limit: maximumBytes) }
        return stored
    }

    /// Why `draft` may not be saved over `current`, the stored draft of its code
    /// that has not expired (nil when there is none); nil when it may.
    public func refusal(toSave draft: Draft, over current: Draft?) -> DraftError? {
        guard let current else { return draft.version == 0 ? nil : .notFound }
        if current.submitted != nil { return .alreadySubmitted }
        return current.version == draft.version ? nil : .conflict(current: current)
    }

    /// Whether `draft` has expired at `now`.
    public func hasExpired(_ draft: Draft, at now: Date) -> Bool {
        now.timeIntervalSince(draft.updated) > idleLifetime || now.timeIntervalSince(draft.created) > maximumLifetime
    }
}

/// Why a draft could not be saved or read.
public enum DraftError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The draft was saved elsewhere since this copy was read (another tab, another
    /// device): the stored draft, to show beside this one.
    case conflict(current: Draft)
    /// The draft is larger than the store allows.
    case tooLarge(bytes: Int, limit: Int)
    /// The form was already submitted from this draft.
    case alreadySubmitted
    /// No draft has this code, or it expired.
    case notFound
    /// The store itself failed (a database error), in words.
    case storeFailed(String)

    public var description: String {
        switch self {
        case .conflict(let current): "the draft was saved elsewhere since (now at version \(current.version))"
        case .tooLarge(let bytes, let limit): "the draft takes \(bytes) bytes, more than the \(limit) allowed"
        case .alreadySubmitted: "the form was already submitted from this draft"
        case .notFound: "no draft has this code, or it expired"
        case .storeFailed(let message): "the draft store failed: \(message)"
        }
    }
}
