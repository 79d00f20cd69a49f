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

    /// How many drafts the store holds, expired ones not yet purged included.
    public var count: Int { drafts.withLock { $0.count } }

    public func save(_ draft: Draft, now: Date) throws(DraftError) -> Draft {
        var stored = try policy.stored(draft, now: now)
        let result: Result<Draft, DraftError> = drafts.withLock { drafts in
            let current = drafts[draft.code].flatMap { policy.hasExpired($0, at: now) ? nil : $0 }
            if let refusal = policy.refusal(toSave: draft, over: current) { return .failure(refusal) }
            if let current { stored.created = current.created }
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
        try mark(code, submitted: now, now: now)
    }

    public func reopen(_ code: DraftCode, now: Date) throws(DraftError) {
        try mark(code, submitted: nil, now: now)
    }

    private func mark(_ code: DraftCode, submitted: Date?, now: Date) throws(DraftError) {
        let refusal = drafts.withLock { drafts -> DraftError? in
            guard let draft = drafts[code], !policy.hasExpired(draft, at: now) else { return .notFound }
            if submitted != nil, draft.submitted != nil { return .alreadySubmitted }
            drafts[code]?.submitted = submitted
            return nil
        }
        if let refusal { throw refusal }
    }

    public func purge(now: Date) -> Int {
        drafts.withLock { drafts in
            let expired = drafts.filter { policy.hasExpired($0.value, at: now) }.map(\.key)
            for code in expired { drafts[code] = nil }
            return expired.count
        }
    }
}
