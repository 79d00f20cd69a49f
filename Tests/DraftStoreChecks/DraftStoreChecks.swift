import Foundation
import Formwork

/// The promises every ``DraftStore`` keeps, checked the same way for each store:
/// each check returns what it found wrong, in words, and nothing when the store
/// keeps its promise.
package enum DraftStoreChecks {
    package typealias MakeStore = @Sendable (DraftPolicy) async throws -> any DraftStore

    static let start = Date(timeIntervalSince1970: 1_800_000_000)

    static func draft(_ name: String = "Ada") -> Draft {
        Draft(fingerprint: "f1", answers: ["name": .string(name), "age": .number(36), "tags": .array([.string("a")])],
              journey: JourneyState(position: .page(2), visited: [0, 1]), now: start)
    }

    /// Every check, by name, with what it found wrong.
    package static func all(_ make: MakeStore) async -> [String: [String]] {
        var found: [String: [String]] = [:]
        found["saved drafts load as saved"] = await problems { try await savedDraftsLoadAsSaved(make) }
        found["a stale copy is refused"] = await problems { try await aStaleCopyIsRefused(make) }
        found["a burst of saves of one version lets one through"] = await problems { try await aBurstLetsOneThrough(make) }
        found["drafts expire and are purged"] = await problems { try await draftsExpire(make) }
        found["an oversized draft is refused"] = await problems { try await oversizedIsRefused(make) }
        found["a submitted draft is not saved again"] = await problems { try await submittedIsFinal(make) }
        found["a burst of marks lets one through"] = await problems { try await aBurstOfMarksLetsOneThrough(make) }
        found["unknown codes find nothing"] = await problems { try await unknownCodesFindNothing(make) }
        return found
    }

    private static func problems(_ check: () async throws -> [String]) async -> [String] {
        do { return try await check() } catch { return ["threw \(error)"] }
    }

    static func savedDraftsLoadAsSaved(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy())
        var problems: [String] = []
        let saved = try await store.save(draft(), now: start)
        if saved.version != 1 { problems.append("a first save is version \(saved.version), not 1") }
        let loaded = try await store.load(saved.code, now: start.addingTimeInterval(1))
        if loaded != saved { problems.append("loaded \(String(describing: loaded)), saved \(saved)") }
        let again = try await store.save(saved, now: start.addingTimeInterval(5))
        if again.version != 2 || again.created != start || again.updated != start.addingTimeInterval(5) {
            problems.append("a second save is \(again)")
        }
        return problems
    }

    static func aStaleCopyIsRefused(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy())
        var problems: [String] = []
        let first = try await store.save(draft(), now: start)
        var tabA = first, tabB = first
        tabA.answers["name"] = .string("Ada A")
        tabB.answers["name"] = .string("Ada B")
        let savedA = try await store.save(tabA, now: start)
        do {
            _ = try await store.save(tabB, now: start)
            problems.append("a save over a version already saved over went through")
        } catch .conflict(let current) {
            if current != savedA { problems.append("the conflict showed \(current), not the stored \(savedA)") }
        }
        var rewound = savedA
        rewound.version = 0
        do {
            _ = try await store.save(rewound, now: start)
            problems.append("a version 0 over a stored draft went through")
        } catch .conflict {
        }
        if try await store.load(first.code, now: start)?.answers["name"] != .string("Ada A") {
            problems.append("a refused save changed the stored draft")
        }
        return problems
    }

    static func aBurstLetsOneThrough(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy())
        let stored = try await store.save(draft(), now: start)
        let successes = await withTaskGroup(of: Bool.self) { group in
            for i in 0..<50 {
                var copy = stored
                copy.answers["name"] = .string("writer \(i)")
                group.addTask { (try? await store.save(copy, now: start)) != nil }
            }
            var count = 0
            for await succeeded in group where succeeded { count += 1 }
            return count
        }
        return successes == 1 ? [] : ["\(successes) saves of one version went through"]
    }

    static func draftsExpire(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy(idleLifetime: 100, maximumLifetime: 250))
        var problems: [String] = []
        var kept = try await store.save(draft(), now: start)
        for step in 1...2 { kept = try await store.save(kept, now: start.addingTimeInterval(Double(step) * 90)) }
        if try await store.load(kept.code, now: start.addingTimeInterval(240)) == nil { problems.append("a draft saved 60 s ago was gone") }
        if try await store.load(kept.code, now: start.addingTimeInterval(251)) != nil { problems.append("a draft past its maximum was kept") }
        let idle = try await store.save(draft(), now: start)
        let busy = try await store.save(draft(), now: start.addingTimeInterval(50))
        let purged = try await store.purge(now: start.addingTimeInterval(120))
        if purged < 1 { problems.append("the purge removed \(purged) drafts") }
        if try await store.load(idle.code, now: start.addingTimeInterval(120)) != nil { problems.append("an idle draft was kept") }
        if try await store.load(busy.code, now: start.addingTimeInterval(120)) == nil { problems.append("a draft saved 70 s ago was purged") }
        return problems
    }

    static func oversizedIsRefused(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy(maximumBytes: 1_000))
        let large = draft(String(repeating: "a", count: 2_000))
        do {
            _ = try await store.save(large, now: start)
            return ["a draft of \(large.encodedSize) bytes was kept under a limit of 1,000"]
        } catch .tooLarge(_, let limit) {
            return limit == 1_000 ? [] : ["the refusal named a limit of \(limit)"]
        }
    }

    static func submittedIsFinal(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy())
        var problems: [String] = []
        let saved = try await store.save(draft(), now: start)
        try await store.markSubmitted(saved.code, now: start.addingTimeInterval(10))
        if try await store.load(saved.code, now: start.addingTimeInterval(10))?.submitted != start.addingTimeInterval(10) {
            problems.append("a submitted draft does not say so")
        }
        do {
            _ = try await store.save(saved, now: start.addingTimeInterval(20))
            problems.append("a submitted draft was saved again")
        } catch .alreadySubmitted {
        }
        do {
            try await store.markSubmitted(saved.code, now: start.addingTimeInterval(30))
            problems.append("a draft was marked submitted twice")
        } catch .alreadySubmitted {
        }
        // A submission that could not be taken gives its draft back.
        try await store.reopen(saved.code, now: start.addingTimeInterval(40))
        if try await store.load(saved.code, now: start.addingTimeInterval(40))?.submitted != nil {
            problems.append("a reopened draft still says it was submitted")
        }
        let again = try await store.save(saved, now: start.addingTimeInterval(50))
        if again.version != saved.version + 1 { problems.append("a reopened draft saved as version \(again.version)") }
        return problems
    }

    static func aBurstOfMarksLetsOneThrough(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy())
        let saved = try await store.save(draft(), now: start)
        let outcomes = await withTaskGroup(of: DraftError?.self) { group in
            for _ in 0..<20 {
                group.addTask {
                    do {
                        try await store.markSubmitted(saved.code, now: start.addingTimeInterval(1))
                        return nil
                    } catch let error as DraftError {
                        return error
                    } catch {
                        return .storeFailed("\(error)")
                    }
                }
            }
            var outcomes: [DraftError?] = []
            for await outcome in group { outcomes.append(outcome) }
            return outcomes
        }
        let marked = outcomes.filter { $0 == nil }.count
        let refused = outcomes.filter { $0 == .alreadySubmitted }.count
        return marked == 1 && refused == 19 ? [] : ["20 marks at once: \(marked) taken, \(refused) refused as already submitted"]
    }

    static func unknownCodesFindNothing(_ make: MakeStore) async throws -> [String] {
        let store = try await make(DraftPolicy())
        var problems: [String] = []
        _ = try await store.save(draft(), now: start)
        for _ in 0..<100 where try await store.load(.random(), now: start) != nil { problems.append("a guessed code found a draft") }
        var unknown = draft()
        unknown.version = 4
        do {
            _ = try await store.save(unknown, now: start)
            problems.append("a save of version 4 of an unknown draft went through")
        } catch .notFound {
        }
        do {
            try await store.markSubmitted(.random(), now: start)
            problems.append("an unknown draft was marked submitted")
        } catch .notFound {
        }
        do {
            try await store.reopen(.random(), now: start)
            problems.append("an unknown draft was reopened")
        } catch .notFound {
        }
        return problems
    }
}
