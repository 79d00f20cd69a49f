import Foundation
import Formwork
import FormworkPostgres
import Logging
import NIOSSL
import PostgresNIO

/// Valid submissions in PostgreSQL, through postgres-nio: the store several
/// instances of the gallery share.
///
/// Opening it connects once, with a deadline, and applies the migrations it has not
/// applied yet, each version once, under a lock so that instances starting
/// together do not race: a database that cannot be reached, or refuses the
/// migrations, is an error before the gallery serves a page.
package final class PostgresGalleryStore: GalleryStore {
    private let client: PostgresClient
    /// Runs the client's connection pool for as long as the store lives.
    private let running: Task<Void, Never>
    /// The drafts of the gallery's journeys, shared by every instance.
    package let drafts: any DraftStore

    private init(client: PostgresClient) {
        self.client = client
        running = Task { await client.run() }
        drafts = PostgresDraftStore(client: client, logger: Self.logger)
    }

    deinit { running.cancel() }

    /// The versioned migrations, in order: a version is applied once per database.
    static let migrations: [(version: Int, sql: String)] = [
        (1, """
            CREATE TABLE submission (
                id BIGSERIAL PRIMARY KEY,
                page TEXT NOT NULL,
                date TIMESTAMPTZ NOT NULL,
                json TEXT NOT NULL
            )
            """),
    ]

    private static let logger = Logger(label: "formwork-gallery.postgres")

    /// Opens the store at `address`; see the type's discussion for what is checked.
    package static func open(_ address: PostgresAddress) async throws -> PostgresGalleryStore {
        var configuration = try connectionConfiguration(address)
        configuration.options.connectTimeout = .seconds(5)
        let connection: PostgresConnection
        do {
            connection = try await PostgresConnection.connect(configuration: configuration, id: 1, logger: logger)
        } catch {
            throw GalleryStoreError("Cannot reach the PostgreSQL database at \(address): \(String(reflecting: error))")
        }
        do {
            try await migrate(connection)
        } catch {
            try? await connection.close()
            throw GalleryStoreError("The PostgreSQL database at \(address) refused its migrations: \(String(reflecting: error))")
        }
        try await connection.close()
        let store = PostgresGalleryStore(client: PostgresClient(configuration: try clientConfiguration(address), backgroundLogger: logger))
        do {
            try await PostgresDraftStore(client: store.client, logger: logger).prepare()
        } catch {
            throw GalleryStoreError("The PostgreSQL database at \(address) refused the drafts' table: \(error)")
        }
        return store
    }

    /// Applies the migrations not applied yet, in one transaction, under an
    /// advisory lock.
    static func migrate(_ connection: PostgresConnection) async throws {
        try await connection.query("BEGIN", logger: logger)
        do {
            // One instance at a time: the others wait, then find the work done.
            try await connection.query("SELECT pg_advisory_xact_lock(7340001)", logger: logger)
            try await connection.query("""
                CREATE TABLE IF NOT EXISTS formwork_migration (
                    version INTEGER PRIMARY KEY,
                    applied TIMESTAMPTZ NOT NULL DEFAULT now()
                )
                """, logger: logger)
            var applied = Set<Int>()
            for try await version in try await connection.query("SELECT version FROM formwork_migration", logger: logger)
                .decode(Int.self) {
                applied.insert(version)
            }
            for migration in migrations where !applied.contains(migration.version) {
                try await connection.query(PostgresQuery(unsafeSQL: migration.sql), logger: logger)
                try await connection.query("INSERT INTO formwork_migration (version) VALUES (\(migration.version))", logger: logger)
            }
            try await connection.query("COMMIT", logger: logger)
        } catch {
            _ = try? await connection.query("ROLLBACK", logger: logger)
            throw error
        }
    }

    @discardableResult
    package func save(page: String, values: [String: JSONValue]) async throws -> Int64 {
        let json = try GallerySubmission.json(of: values)
        let rows = try await client.query(
            "INSERT INTO submission (page, date, json) VALUES (\(page), \(Date()), \(json)) RETURNING id", logger: Self.logger)
        for try await id in rows.decode(Int64.self) { return id }
        throw GalleryStoreError("PostgreSQL stored the submission but gave no number for it.")
    }

    package func count() async throws -> Int {
        let rows = try await client.query("SELECT COUNT(*) FROM submission", logger: Self.logger)
        for try await count in rows.decode(Int64.self) { return Int(count) }
        return 0
    }

    package func submissions(offset: Int, limit: Int) async throws -> [GallerySubmission] {
        let rows = try await client.query("""
            SELECT id, page, date, json FROM submission ORDER BY id DESC LIMIT \(max(0, limit)) OFFSET \(max(0, offset))
            """, logger: Self.logger)
        var found: [GallerySubmission] = []
        for try await (id, page, date, json) in rows.decode((Int64, String, Date, String).self) {
            found.append(GallerySubmission(id: id, page: page, date: date, json: json))
        }
        return found
    }

    package func submission(id: Int64) async throws -> GallerySubmission? {
        let rows = try await client.query("SELECT id, page, date, json FROM submission WHERE id = \(id)", logger: Self.logger)
        for try await (id, page, date, json) in rows.decode((Int64, String, Date, String).self) {
            return GallerySubmission(id: id, page: page, date: date, json: json)
        }
        return nil
    }

    private static func connectionConfiguration(_ address: PostgresAddress) throws -> PostgresConnection.Configuration {
        switch address.endpoint {
        case .socket(let path):
            return .init(unixSocketPath: path, username: address.username, password: address.password, database: address.database)
        case .tcp(let host, let port):
            let tls: PostgresConnection.Configuration.TLS = address.requiresTLS
                ? .require(try NIOSSLContext(configuration: .makeClientConfiguration())) : .disable
            return .init(host: host, port: port, username: address.username, password: address.password,
                         database: address.database, tls: tls)
        }
    }

    private static func clientConfiguration(_ address: PostgresAddress) throws -> PostgresClient.Configuration {
        switch address.endpoint {
        case .socket(let path):
            return .init(unixSocketPath: path, username: address.username, password: address.password, database: address.database)
        case .tcp(let host, let port):
            return .init(host: host, port: port, username: address.username, password: address.password,
                         database: address.database, tls: address.requiresTLS ? .require(.makeClientConfiguration()) : .disable)
        }
    }
}
