import Foundation
import Formwork
import FormworkGalleryForms
import GRDB

/// Valid submissions, kept in a SQLite file so nothing a person sent is lost
/// across restarts.
package struct SubmissionStore: Sendable {
    package struct Submission: Sendable, Equatable {
        package let id: Int64
        package let page: String
        package let date: Date
        /// The values as a JSON object.
        package let json: String
    }

    private let queue: DatabaseQueue

    /// Opens (or creates) the store at `path`; `:memory:` keeps it in memory.
    package init(path: String) throws {
        queue = path == ":memory:" ? try DatabaseQueue() : try DatabaseQueue(path: path)
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
    }

    /// Stores the values of a valid form; returns the submission's number.
    @discardableResult
    package func save(page: String, values: [String: JSONValue]) throws -> Int64 {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let json = String(decoding: try encoder.encode(values), as: UTF8.self)
        return try queue.write { db in
            try db.execute(sql: "INSERT INTO submission (page, date, json) VALUES (?, ?, ?)", arguments: [page, Date(), json])
            return db.lastInsertedRowID
        }
    }

    /// Every submission, newest first.
    package func all() throws -> [Submission] {
        try queue.read { db in
            try GRDB.Row.fetchAll(db, sql: "SELECT id, page, date, json FROM submission ORDER BY id DESC").map(Self.submission)
        }
    }

    /// How many submissions there are.
    package func count() throws -> Int {
        try queue.read { db in try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM submission") ?? 0 }
    }

    /// Submissions `offset` and on, newest first, at most `limit` of them.
    package func submissions(offset: Int, limit: Int) throws -> [Submission] {
        try queue.read { db in
            try GRDB.Row.fetchAll(db, sql: "SELECT id, page, date, json FROM submission ORDER BY id DESC LIMIT ? OFFSET ?",
                                  arguments: [max(0, limit), max(0, offset)]).map(Self.submission)
        }
    }

    /// The submission numbered `id`; nil when there is none.
    package func submission(id: Int64) throws -> Submission? {
        try queue.read { db in
            try GRDB.Row.fetchOne(db, sql: "SELECT id, page, date, json FROM submission WHERE id = ?", arguments: [id])
                .map(Self.submission)
        }
    }

    private static func submission(_ row: GRDB.Row) -> Submission {
        Submission(id: row["id"], page: row["page"], date: row["date"], json: row["json"])
    }
}
