import Foundation
import Formwork
import FormworkGalleryForms
import FormworkSQLite
import GRDB

/// Valid submissions in a SQLite file, through GRDB: the embedded store, when no
/// database server is given. One process at a time keeps it.
package struct SQLiteGalleryStore: GalleryStore {
    private let queue: DatabaseQueue
    /// The drafts of the gallery's journeys, in the same file.
    package let drafts: any DraftStore

    /// Opens (or creates) the store at `path`; `:memory:` keeps it in memory.
    package init(path: String) throws {
        queue = path == ":memory:" ? try DatabaseQueue() : try DatabaseQueue(path: path)
        // Versioned: GRDB records each migration applied by its name, and applies
        // the later ones in order. The first kept its name from before versions.
        var migrator = DatabaseMigrator()
        migrator.registerMigration("submissions") { db in
            try db.create(table: "submission") { table in
                table.autoIncrementedPrimaryKey("id")
                table.column("page", .text).notNull()
                table.column("date", .datetime).notNull()
                table.column("json", .text).notNull()
            }
        }
        try migrator.migrate(queue)
        drafts = try SQLiteDraftStore(database: queue)
    }

    /// Stores the values of a valid form; returns the submission's number.
    @discardableResult
    package func save(page: String, values: [String: JSONValue]) throws -> Int64 {
        let json = try GallerySubmission.json(of: values)
        return try queue.write { db in
            try db.execute(sql: "INSERT INTO submission (page, date, json) VALUES (?, ?, ?)", arguments: [page, Date(), json])
            return db.lastInsertedRowID
        }
    }

    /// Every submission, newest first.
    package func all() throws -> [GallerySubmission] {
        try queue.read { db in
            try GRDB.Row.fetchAll(db, sql: "SELECT id, page, date, json FROM submission ORDER BY id DESC").map(Self.submission)
        }
    }

    /// How many submissions there are.
    package func count() throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM submission") ?? 0 }
    }

    /// Submissions `offset` and on, newest first, at most `limit` of them.
    package func submissions(offset: Int, limit: Int) throws -> [GallerySubmission] {
        try queue.read { db in
            try GRDB.Row.fetchAll(db, sql: "SELECT id, page, date, json FROM submission ORDER BY id DESC LIMIT ? OFFSET ?",
                                  arguments: [max(0, limit), max(0, offset)]).map(Self.submission)
        }
    }

    /// The submission numbered `id`; nil when there is none.
    package func submission(id: Int64) throws -> GallerySubmission? {
        try queue.read { db in
            try GRDB.Row.fetchOne(db, sql: "SELECT id, page, date, json FROM submission WHERE id = ?", arguments: [id])
                .map(Self.submission)
        }
    }

    private static func submission(_ row: GRDB.Row) -> GallerySubmission {
        GallerySubmission(id: row["id"], page: row["page"], date: row["date"], json: row["json"])
    }
}
