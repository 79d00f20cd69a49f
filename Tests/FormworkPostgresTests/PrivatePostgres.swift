#if Postgres
import Foundation
#if canImport(Glibc)
import Glibc
#endif
import Logging
import PostgresNIO

/// A PostgreSQL server of the tests' own (`scripts/postgres-server`): a cluster in a
/// temporary folder, on a Unix socket and no TCP port, stopped when done.
enum PrivatePostgres {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Runs `body` with clients of a fresh server (`count` of them, as instances
    /// would each have their own), then stops it.
    static func with(clients count: Int = 1, _ body: ([PostgresClient]) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("formwork-pg-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try run("start", folder)
        defer { try? run("stop", folder) }
        let configuration = PostgresClient.Configuration(unixSocketPath: folder + "/socket/.s.PGSQL.5432", username: "formwork",
                                                         password: nil, database: "formwork")
        let clients = (0..<count).map { _ in PostgresClient(configuration: configuration) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for client in clients { group.addTask { await client.run() } }
            defer { group.cancelAll() }
            try await body(clients)
        }
    }

    private static func run(_ command: String, _ folder: String) throws {
        let process = Process()
        process.executableURL = root.appendingPathComponent("scripts/postgres-server")
        process.arguments = [command, folder]
        // The server pg_ctl leaves running must hold none of the test's pipes, or
        // waiting for the script waits for the server too.
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        // Reaped here: in a test process Foundation's own wait does not always see
        // the script end.
        var status: Int32 = 0
        while waitpid(process.processIdentifier, &status, 0) == -1, errno == EINTR {}
        guard status == 0 else {
            throw PostgresServerError(description: "scripts/postgres-server \(command) ended with status \(status)")
        }
    }

    struct PostgresServerError: Error, CustomStringConvertible {
        let description: String
    }
}
#endif
