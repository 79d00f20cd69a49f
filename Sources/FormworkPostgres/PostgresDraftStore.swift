#if Postgres
import Foundation
import Formwork
import Logging
import PostgresNIO

/// Drafts in PostgreSQL, through postgres-nio: the store that server instances
/// share, so that a journey started on one is finished on another.
///
/// ```swift
/// let client = PostgresClient(configuration: configuration)
/// Task { await client.run() }
/// let drafts = PostgresDraftStore(client: client)
/// try await drafts.prepare()
/// ```
///
/// Each draft is one row of the table `formwork_draft`: its code, version, times
/// and JSON. A save is one statement that writes only over the version it was
/// read at, so a stale copy is refused however many instances race; a draft's
/// expiry is checked in the same statement.
public final class PostgresDraftStore: DraftStore {
    public let policy: DraftPolicy
    private let client: PostgresClient
    private let logger: Logger

    /// The store in the database `client` connects to. The client must be running
    /// (`client.run()`) for as long as the store is used; call ``prepare()`` once
    /// before the first save.
    public init(client: PostgresClient, policy: DraftPolicy = DraftPolicy(),
                logger: Logger = Logger(label: "formwork.drafts.postgres")) {
        self.client = client
        self.policy = policy
        self.logger = logger
    }

    /// Makes the table when it is missing. Instances that start together take
    /// turns under an advisory lock, and find the work done.
    public func prepare() async throws(DraftError) {
        do {
            try await client.withConnection { connection in
                try await connection.query("BEGIN", logger: logger)
                do {
                    try await connection.query("SELECT pg_advisory_xact_lock(7340045)", logger: logger)
                    try await connection.query("""
                        CREATE TABLE IF NOT EXISTS formwork_draft (
                            code TEXT PRIMARY KEY,
                            version BIGINT NOT NULL,
                            created DOUBLE PRECISION NOT NULL,
                            updated DOUBLE PRECISION NOT NULL,
                            submitted DOUBLE PRECISION,
                            json TEXT NOT NULL
                        )
                        """, logger: logger)
                    try await connection.query(
                        "CREATE INDEX IF NOT EXISTS formwork_draft_updated ON formwork_draft (updated)", logger: logger)
                    try await connection.query("COMMIT", logger: logger)
                } catch {
                    _ = try? await connection.query("ROLLBACK", logger: logger)
                    throw error
                }
            }
        } catch {
            throw .storeFailed(String(reflecting: error))
        }
    }

    public func save(_ draft: Draft, now: Date) async throws(DraftError) -> Draft {
        let stored = try policy.stored(draft, now: now)
        let written: Bool
        do {
            let json = String(decoding: try JSONEncoder().encode(stored), as: UTF8.self)
            let code = stored.code.rawValue
            let rows: PostgresRowSequence
            if draft.version == 0 {
                rows = try await client.query("""
                    INSERT INTO formwork_draft (code, version, created, updated, submitted, json)
                    VALUES (\(code), \(stored.version), \(stored.created.timeIntervalSince1970),
                            \(stored.updated.timeIntervalSince1970), NULL, \(json))
                    ON CONFLICT (code) DO NOTHING RETURNING code
                    """, logger: logger)
            } else {
                // Over the version read, not submitted, not expired: all in one statement.
                let now = now.timeIntervalSince1970
                rows = try await client.query("""
                    UPDATE formwork_draft SET version = \(stored.version), updated = \(now), json = \(json)
                    WHERE code = \(code) AND version = \(draft.version) AND submitted IS NULL
                      AND updated >= \(now - policy.idleLifetime) AND created >= \(now - policy.maximumLifetime)
                    RETURNING code
                    """, logger: logger)
            }
            var count = 0
            for try await _ in rows.decode(String.self) { count += 1 }
            written = count == 1
        } catch {
            throw .storeFailed(String(reflecting: error))
        }
        if written { return stored }
        // Why not: the draft as it stands says.
        let current = try await load(draft.code, now: now)
        throw policy.refusal(toSave: draft, over: current) ?? .conflict(current: current ?? draft)
    }

    public func load(_ code: DraftCode, now: Date) async throws(DraftError) -> Draft? {
        do {
            let rows = try await client.query("""
                SELECT json, submitted FROM formwork_draft WHERE code = \(code.rawValue)
                """, logger: logger)
            for try await (json, submitted) in rows.decode((String, Double?).self) {
                var draft = try JSONDecoder().decode(Draft.self, from: Data(json.utf8))
                draft.submitted = submitted.map(Date.init(timeIntervalSince1970:))
                guard !policy.hasExpired(draft, at: now) else {
                    try await client.query("DELETE FROM formwork_draft WHERE code = \(code.rawValue)", logger: logger)
                    return nil
                }
                return draft
            }
            return nil
        } catch {
            throw .storeFailed(String(reflecting: error))
        }
    }

    public func markSubmitted(_ code: DraftCode, now: Date) async throws(DraftError) {
        let seconds = now.timeIntervalSince1970
        // Only a draft not yet marked: of two marks at once, one finds no row.
        let marked = try await update("""
            UPDATE formwork_draft SET submitted = \(seconds)
            WHERE code = \(code.rawValue) AND submitted IS NULL AND updated >= \(seconds - policy.idleLifetime)
              AND created >= \(seconds - policy.maximumLifetime)
            RETURNING code
            """)
        if marked { return }
        throw try await load(code, now: now)?.submitted != nil ? .alreadySubmitted : .notFound
    }

    public func reopen(_ code: DraftCode, now: Date) async throws(DraftError) {
        let seconds = now.timeIntervalSince1970
        let reopened = try await update("""
            UPDATE formwork_draft SET submitted = NULL
            WHERE code = \(code.rawValue) AND updated >= \(seconds - policy.idleLifetime)
              AND created >= \(seconds - policy.maximumLifetime)
            RETURNING code
            """)
        guard reopened else { throw .notFound }
    }

    /// Runs an update that returns the codes it changed; whether it changed one.
    private func update(_ query: PostgresQuery) async throws(DraftError) -> Bool {
        do {
            var found = false
            for try await _ in try await client.query(query, logger: logger).decode(String.self) { found = true }
            return found
        } catch {
            throw .storeFailed(String(reflecting: error))
        }
    }

    public func purge(now: Date) async throws(DraftError) -> Int {
        do {
            let seconds = now.timeIntervalSince1970
            let rows = try await client.query("""
                DELETE FROM formwork_draft
                WHERE updated < \(seconds - policy.idleLifetime) OR created < \(seconds - policy.maximumLifetime)
                RETURNING code
                """, logger: logger)
            var count = 0
            for try await _ in rows.decode(String.self) { count += 1 }
            return count
        } catch {
            throw .storeFailed(String(reflecting: error))
        }
    }
}
#endif
