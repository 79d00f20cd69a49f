#if SQLite
import DraftStoreChecks
import Foundation
import Formwork
import FormworkSQLite
import GRDB
import Testing

/// The SQLite store keeps every promise of a draft store, and keeps its drafts
/// when it is opened again.
@Suite("Drafts in SQLite")
struct SQLiteDraftStoreTests {
    @Test func itKeepsEveryPromiseOfADraftStore() async throws {
        let found = await DraftStoreChecks.all { policy in try SQLiteDraftStore(path: ":memory:", policy: policy) }
        for (check, problems) in found.sorted(by: { $0.key < $1.key }) {
            #expect(problems.isEmpty, "\(check): \(problems)")
        }
        #expect(found.count == 8)
    }

    @Test func draftsOutliveTheProcessThatSavedThem() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("drafts-\(UUID().uuidString).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let now = Date()
        let saved = try SQLiteDraftStore(path: path).save(
            Draft(fingerprint: "f", answers: ["name": .string("Ada")], journey: JourneyState(position: .review, visited: [0, 1])),
            now: now)
        let reopened = try SQLiteDraftStore(path: path)
        #expect(try reopened.load(saved.code, now: now) == saved)
    }

    @Test func itLeavesAnApplicationsOwnDraftTableAlone() throws {
        let database = try DatabaseQueue()
        try database.write { db in
            try db.execute(sql: "CREATE TABLE draft (id INTEGER PRIMARY KEY, body TEXT)")
            try db.execute(sql: "INSERT INTO draft (body) VALUES ('the application''s')")
        }
        let store = try SQLiteDraftStore(database: database)
        let saved = try store.save(Draft(fingerprint: "f", answers: [:], journey: JourneyState()), now: Date())
        #expect(try store.load(saved.code, now: Date()) == saved)
        let theirs = try database.read { db in try String.fetchAll(db, sql: "SELECT body FROM draft") }
        #expect(theirs == ["the application's"])
    }

    @Test func aStoreOfTheFirstLayoutIsRenamedKeepingItsDrafts() throws {
        let database = try DatabaseQueue()
        let now = Date()
        let draft = Draft(fingerprint: "f", answers: ["name": .string("Ada")], journey: JourneyState(), now: now)
        var stored = draft
        stored.version = 1
        let json = try JSONEncoder().encode(stored)
        try database.write { db in
            // The table as the first stores made it, their migration recorded as GRDB records it.
            try db.execute(sql: """
                CREATE TABLE draft (code TEXT PRIMARY KEY NOT NULL, version INTEGER NOT NULL, created DOUBLE NOT NULL,
                    updated DOUBLE NOT NULL, submitted DOUBLE, json BLOB NOT NULL);
                CREATE INDEX draft_updated ON draft(updated);
                CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY);
                INSERT INTO grdb_migrations VALUES ('formwork-drafts-1');
                """)
            try db.execute(sql: "INSERT INTO draft VALUES (?, 1, ?, ?, NULL, ?)",
                           arguments: [draft.code.rawValue, now.timeIntervalSince1970, now.timeIntervalSince1970, json])
        }
        let store = try SQLiteDraftStore(database: database)
        #expect(try store.load(draft.code, now: now)?.answers["name"] == .string("Ada"))
        let tables = try database.read { db in try String.fetchAll(db, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        #expect(tables.contains("formwork_draft") && !tables.contains("draft"))
    }
}
#endif
