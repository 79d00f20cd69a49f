#if Postgres
import DraftStoreChecks
import Foundation
import Formwork
import FormworkPostgres
import Testing

/// The PostgreSQL store keeps every promise of a draft store, on a real server, and
/// two instances on one database share their drafts.
@Suite("Drafts in PostgreSQL", .serialized)
struct PostgresDraftStoreTests {
    @Test func itKeepsEveryPromiseOfADraftStore() async throws {
        try await PrivatePostgres.with { clients in
            let client = clients[0]
            let found = await DraftStoreChecks.all { policy in
                let store = PostgresDraftStore(client: client, policy: policy)
                try await store.prepare()
                return store
            }
            for (check, problems) in found.sorted(by: { $0.key < $1.key }) {
                #expect(problems.isEmpty, "\(check): \(problems)")
            }
            #expect(found.count == 8)
        }
    }

    @Test func twoInstancesShareDraftsAndRefuseEachOthersStaleCopies() async throws {
        try await PrivatePostgres.with(clients: 2) { clients in
            let one = PostgresDraftStore(client: clients[0])
            let other = PostgresDraftStore(client: clients[1])
            // Both prepare at once, as instances starting together do.
            async let first: Void = one.prepare()
            async let second: Void = other.prepare()
            _ = try await (first, second)
            let now = Date()
            let saved = try await one.save(Draft(fingerprint: "f", answers: ["name": .string("Ada")], journey: JourneyState()), now: now)
            let read = try #require(try await other.load(saved.code, now: now))
            #expect(read == saved)
            var changed = read
            changed.answers["name"] = .string("Ada Lovelace")
            let again = try await other.save(changed, now: now)
            #expect(again.version == 2)
            var stale = saved
            stale.answers["name"] = .string("Eve")
            await #expect(throws: DraftError.conflict(current: again)) { try await one.save(stale, now: now) }
            try await other.markSubmitted(saved.code, now: now)
            #expect(try await one.load(saved.code, now: now)?.submitted != nil)
        }
    }
}
#endif
