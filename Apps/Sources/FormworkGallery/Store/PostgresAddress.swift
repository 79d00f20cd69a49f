import Foundation

/// A PostgreSQL address as `--database` takes it, in libpq's URL form:
/// `postgres://user:password@host:port/database`, with `?host=/directory` for a
/// server's Unix socket in that directory and `?sslmode=require` for TLS.
package struct PostgresAddress: Sendable, CustomStringConvertible {
    /// Where the server listens.
    package enum Endpoint: Sendable, Equatable {
        case tcp(host: String, port: Int)
        /// The socket's path (`<directory>/.s.PGSQL.<port>`).
        case socket(path: String)
    }

    package let endpoint: Endpoint
    package let username: String
    package let password: String?
    package let database: String?
    /// Whether the connection must use TLS (`sslmode=require`).
    package let requiresTLS: Bool

    /// Whether `text` is meant as a PostgreSQL address rather than a file.
    package static func isAddress(_ text: String) -> Bool {
        text.hasPrefix("postgres://") || text.hasPrefix("postgresql://")
    }

    package init(_ text: String) throws {
        guard Self.isAddress(text), let url = URLComponents(string: text) else {
            throw GalleryStoreError("\"\(text)\" is not a PostgreSQL address: write postgres://user:password@host:5432/database.")
        }
        let query = Dictionary((url.queryItems ?? []).map { ($0.name, $0.value ?? "") }, uniquingKeysWith: { _, last in last })
        let port = url.port ?? query["port"].flatMap(Int.init) ?? 5432
        guard (1...65535).contains(port) else { throw GalleryStoreError("The PostgreSQL port \(port) is not a port.") }
        let host = url.host.flatMap { $0.isEmpty ? nil : $0 } ?? query["host"]
        if let host, host.hasPrefix("/") {
            endpoint = .socket(path: host + "/.s.PGSQL.\(port)")
        } else if let host {
            endpoint = .tcp(host: host, port: port)
        } else {
            // No host: the local server's socket, where Debian puts it.
            endpoint = .socket(path: "/var/run/postgresql/.s.PGSQL.\(port)")
        }
        username = url.user.flatMap { $0.isEmpty ? nil : $0 } ?? query["user"] ?? ProcessInfo.processInfo.environment["USER"] ?? "postgres"
        password = url.password ?? query["password"]
        let path = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        database = path.isEmpty ? query["dbname"] : path
        switch query["sslmode"] ?? "disable" {
        case "disable": requiresTLS = false
        case "require", "verify-full": requiresTLS = true
        case let mode: throw GalleryStoreError("sslmode=\(mode) is not supported: use disable or require.")
        }
    }

    /// The address without its password, for messages.
    package var description: String {
        let place = switch endpoint {
        case .tcp(let host, let port): "\(host):\(port)"
        case .socket(let path): path
        }
        return "postgres://\(username)@\(place)/\(database ?? "")"
    }
}
