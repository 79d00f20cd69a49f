import Foundation
import Synchronization

/// A draft store in memory: for tests, and for one process that may lose its
/// drafts when it stops.
public final class MemoryDraftStore: DraftStore {
    public let policy: DraftPolicy
    private let drafts = Mutex<[DraftCode: Draft]>([:])

    /// An empty store with `policy`.
    public init(policy: DraftPolicy = DraftPolicy()) {
        self.policy = policy
    }

    public func save(_ draft: Draft, now: Date) throws(DraftError) -> Draft {
        var stored = draft
        stored.version = draft.version + 1
        stored.updated = now
        if draft.version == 0 { stored.created = now }
        let bytes = stored.encodedSize
        guard bytes <= policy.maximumBytes else { throw .tooLarge(bytes: bytes, limit: policy.maximumBytes) }
        let result: Result<Draft, DraftError> = drafts.withLock { drafts in
            let current = drafts[draft.code].flatMap { policy.hasExpired($0, at: now) ? nil : $0 }
            if let current {
                if current.submitted != nil { return .failure(.alreadySubmitted) }
                guard current.version == draft.version else { return .failure(.conflict(current: current)) }
                stored.created = current.created
            } else if draft.version != 0 {
                return .failure(.notFound)
            }
            drafts[draft.code] = stored
            return .success(stored)
        }
        return try result.get()
    }

    public func load(_ code: DraftCode, now: Date) -> Draft? {
        drafts.withLock { drafts in
            guard let draft = drafts[code] else { return nil }
            guard !policy.hasExpired(draft, at: now) else {
                drafts[code] = nil
                return nil
            }
            return draft
        }
    }

    public func markSubmitted(_ code: DraftCode, now: Date) throws(DraftError) {
        let found = drafts.withLock { drafts -> Bool in
            guard let draft = drafts[code], !policy.hasExpired(draft, at: now) else { return false }
            drafts[code]?.submitted = now
            return true
        }
        guard found else { throw .notFound }
    }

    public func purge(now: Date) -> Int {
        drafts.withLock { drafts in
            let expired = drafts.filter { policy.hasExpired($0.value, at: now) }.map(\.key)
            for code in expired { drafts[code] = nil }
            return expired.count
        }
    }
}
