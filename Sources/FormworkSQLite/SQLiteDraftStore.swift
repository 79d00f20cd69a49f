#if SQLite
import Foundation
import Formwork
import GRDB

/// Drafts in a SQLite file, through GRDB: the embedded store, for one server
/// process (or several that share the file on one machine).
///
/// Each draft is one row, its JSON beside its code, version and times; a save
/// checks and writes the version in one transaction, so a stale copy is refused
/// however many saves race.
public final class SQLiteDraftStore: DraftStore {
    public let policy: DraftPolicy
    private let queue: any DatabaseWriter

    /// Opens (or creates) the store at `path`; `:memory:` keeps it in memory.
    public convenience init(path: String, policy: DraftPolicy = DraftPolicy()) throws {
        try self.init(database: path == ":memory:" ? try DatabaseQueue() : try DatabaseQueue(path: path), policy: policy)
    }

    /// The store in `database`, a queue or pool the application already keeps
    /// (one connection to a file is best shared): its `formwork_draft` table is made when
    /// missing, with a migration of its own name beside the application's.
    public init(database: any DatabaseWriter, policy: DraftPolicy = DraftPolicy()) throws {
        self.policy = policy
        queue = database
        var migrator = DatabaseMigrator()
        migrator.registerMigration("formwork-drafts-1") { db in
            try db.create(table: "formwork_draft") { table in
                table.primaryKey("code", .text)
                table.column("version", .integer).notNull()
                table.column("created", .double).notNull()
                table.column("updated", .double).notNull()
                table.column("submitted", .double)
                table.column("json", .blob).notNull()
            }
            try db.create(index: "formwork_draft_updated", on: "formwork_draft", columns: ["updated"])
        }
        // The first stores named the table `draft`, a name an application's own
        // tables may want in the database it shares.
        migrator.registerMigration("formwork-drafts-2") { db in
            guard try db.tableExists("draft"), try !db.tableExists("formwork_draft") else { return }
            try db.execute(sql: "ALTER TABLE draft RENAME TO formwork_draft")
            try db.execute(sql: "DROP INDEX IF EXISTS draft_updated")
            try db.create(index: "formwork_draft_updated", on: "formwork_draft", columns: ["updated"])
        }
        try migrator.migrate(queue)
    }

    public func save(_ draft: Draft, now: Date) throws(DraftError) -> Draft {
        var stored = try policy.stored(draft, now: now)
        let outcome: Result<Draft, DraftError>
        do {
            outcome = try queue.write { db -> Result<Draft, DraftError> in
                let current = try Self.fetch(draft.code, in: db).flatMap { policy.hasExpired($0, at: now) ? nil : $0 }
                if let refusal = policy.refusal(toSave: draft, over: current) { return .failure(refusal) }
                if let current { stored.created = current.created }
                try db.execute(sql: """
                    INSERT INTO formwork_draft (code, version, created, updated, submitted, json) VALUES (?, ?, ?, ?, ?, ?)
                    ON CONFLICT(code) DO UPDATE SET version = excluded.version, created = excluded.created,
                        updated = excluded.updated, submitted = excluded.submitted, json = excluded.json
                    """, arguments: [stored.code.rawValue, stored.version, stored.created.timeIntervalSince1970,
                                     stored.updated.timeIntervalSince1970, stored.submitted?.timeIntervalSince1970,
                                     try JSONEncoder().encode(stored)])
                return .success(stored)
            }
        } catch {
            throw .storeFailed("\(error)")
        }
        return try outcome.get()
    }

    public func load(_ code: DraftCode, now: Date) throws(DraftError) -> Draft? {
        do {
            return try queue.write { db in
                guard let draft = try Self.fetch(code, in: db) else { return nil }
                guard !policy.hasExpired(draft, at: now) else {
                    try db.execute(sql: "DELETE FROM formwork_draft WHERE code = ?", arguments: [code.rawValue])
                    return nil
                }
                return draft
            }
        } catch {
            throw .storeFailed("\(error)")
        }
    }

    public func markSubmitted(_ code: DraftCode, now: Date) throws(DraftError) {
        try mark(code, submitted: now, now: now)
    }

    public func reopen(_ code: DraftCode, now: Date) throws(DraftError) {
        try mark(code, submitted: nil, now: now)
    }

    /// Sets or clears the draft's mark in one transaction: of two marks at once,
    /// the second finds the first.
    private func mark(_ code: DraftCode, submitted: Date?, now: Date) throws(DraftError) {
        let refusal: DraftError?
        do {
            refusal = try queue.write { db -> DraftError? in
                guard var draft = try Self.fetch(code, in: db), !policy.hasExpired(draft, at: now) else { return .notFound }
                if submitted != nil, draft.submitted != nil { return .alreadySubmitted }
                draft.submitted = submitted
                try db.execute(sql: "UPDATE formwork_draft SET submitted = ?, json = ? WHERE code = ?",
                               arguments: [submitted?.timeIntervalSince1970, try JSONEncoder().encode(draft), code.rawValue])
                return nil
            }
        } catch {
            throw .storeFailed("\(error)")
        }
        if let refusal { throw refusal }
    }

    public func purge(now: Date) throws(DraftError) -> Int {
        do {
            return try queue.write { db in
                try db.execute(sql: "DELETE FROM formwork_draft WHERE updated < ? OR created < ?",
                               arguments: [now.timeIntervalSince1970 - policy.idleLifetime,
                                           now.timeIntervalSince1970 - policy.maximumLifetime])
                return db.changesCount
            }
        } catch {
            throw .storeFailed("\(error)")
        }
    }

    private static func fetch(_ code: DraftCode, in db: Database) throws -> Draft? {
        guard let json = try Data.fetchOne(db, sql: "SELECT json FROM formwork_draft WHERE code = ?", arguments: [code.rawValue]) else {
            return nil
        }
        return try JSONDecoder().decode(Draft.self, from: json)
    }
}
#endif
