import Foundation
import Formwork

/// Where the gallery keeps what people sent: valid submissions, and the drafts of
/// its journeys.
/// SQLite in a file (``SQLiteGalleryStore``) when one process serves the gallery;
/// PostgreSQL (``PostgresGalleryStore``) when several instances share it. Each
/// brings its tables up to date with versioned migrations when it opens, so that a
/// database that cannot be used is an error at start-up, not at the first post.
package protocol GalleryStore: Sendable {
    /// Stores the values of a valid form of the page `page`; returns the
    /// submission's number.
    @discardableResult
    func save(page: String, values: [String: JSONValue]) async throws -> Int64
    /// How many submissions there are.
    func count() async throws -> Int
    /// Submissions `offset` and on, newest first, at most `limit` of them.
    func submissions(offset: Int, limit: Int) async throws -> [GallerySubmission]
    /// The submission numbered `id`; nil when there is none.
    func submission(id: Int64) async throws -> GallerySubmission?
    /// The drafts of the gallery's journeys, in the same database.
    var drafts: any DraftStore { get }
}

/// A valid submission as it is stored.
package struct GallerySubmission: Sendable, Equatable {
    package let id: Int64
    package let page: String
    package let date: Date
    /// The values as a JSON object.
    package let json: String

    package init(id: Int64, page: String, date: Date, json: String) {
        self.id = id
        self.page = page
        self.date = date
        self.json = json
    }

    /// `values` as the stored JSON: keys sorted, so that equal values are equal text.
    static func json(of values: [String: JSONValue]) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(values), as: UTF8.self)
    }
}

/// Opens the store a `--database` names.
package enum GalleryStores {
    /// The store at `database`: a `postgres://` or `postgresql://` address for
    /// PostgreSQL, a file path (or `:memory:`) for SQLite.
    package static func open(_ database: String) async throws -> any GalleryStore {
        if PostgresAddress.isAddress(database) {
            return try await PostgresGalleryStore.open(PostgresAddress(database))
        }
        guard !database.isEmpty else { throw GalleryStoreError("The database is empty: give a file or a postgres:// address.") }
        return try SQLiteGalleryStore(path: database)
    }
}

/// A store that cannot be opened, in a sentence a person can act on.
package struct GalleryStoreError: Error, CustomStringConvertible {
    package let description: String
    package init(_ description: String) { self.description = description }
}
