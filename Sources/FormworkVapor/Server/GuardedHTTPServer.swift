#if Vapor
import FormworkServing
import NIOCore
import Vapor

extension Application.Servers.Provider {
    /// Vapor's HTTP server with Formwork's connection limits, as
    /// `HTTPServerBuilder.formwork(_:)` sets up Hummingbird's: a deadline for each
    /// request head (idle and trickling connections are closed), for a body that
    /// stops arriving or takes too long, and for a client that reads nothing;
    /// bounded heads; and refusals that close the connection.
    ///
    /// ```swift
    /// let app = try await Application.make(.production)
    /// app.servers.use(.formwork())
    /// ```
    ///
    /// Everything else is Vapor's own server, configured as usual through
    /// `app.http.server.configuration` (address, compression, pipelining), except
    /// TLS and HTTP/2, which it refuses to start with: terminate TLS at a proxy
    /// in front (the FormworkVapor article shows one with nginx).
    public static func formwork(_ limits: ConnectionLimits = ConnectionLimits()) -> Self {
        .init { app in
            app.servers.use { app in
                if let existing = app.storage[GuardedHTTPServer.Key.self] { return existing }
                let server = GuardedHTTPServer(application: app, limits: limits)
                app.storage[GuardedHTTPServer.Key.self] = server
                return server
            }
        }
    }
}

/// Vapor's own HTTP server (`app.http.server.shared`), started with a
/// ``ConnectionGuardInstaller`` on every connection it accepts.
final class GuardedHTTPServer: Server, Sendable {
    struct Key: StorageKey {
        typealias Value = GuardedHTTPServer
    }

    private let application: Application
    let limits: ConnectionLimits

    init(application: Application, limits: ConnectionLimits) {
        self.application = application
        self.limits = limits
    }

    private var server: HTTPServer { application.http.server.shared }

    var onShutdown: EventLoopFuture<Void> { server.onShutdown }

    func start(address: BindAddress?) async throws {
        try checkConfiguration()
        try await server.start(address: address)
        do {
            try await guardConnections().get()
        } catch {
            await server.shutdown()
            throw error
        }
    }

    @available(*, noasync, message: "Use the async start(address:) instead.")
    func start(address: BindAddress?) throws {
        try checkConfiguration()
        try server.start(address: address)
        do {
            try guardConnections().wait()
        } catch {
            server.shutdown()
            throw error
        }
    }

    /// Puts the handler that guards each connection accepted first on the channel
    /// Vapor's server listens on.
    private func guardConnections() throws -> EventLoopFuture<Void> {
        let channel = try listeningChannel()
        let (limits, logger) = (self.limits, application.logger)
        return channel.eventLoop.submit {
            try channel.pipeline.syncOperations.addHandler(AcceptedConnectionsHandler(limits: limits, logger: logger),
                                                           position: .first)
        }
    }

    func shutdown() async {
        await server.shutdown()
    }

    @available(*, noasync, message: "Use the async shutdown() instead.")
    func shutdown() {
        server.shutdown()
    }

    private func checkConfiguration() throws {
        let configuration = server.configuration
        guard configuration.tlsConfiguration == nil, configuration.supportVersions == [.one] else {
            throw GuardedServerError(
                "Formwork's connection limits guard plain HTTP/1.1; this server is configured for TLS or HTTP/2. "
                + "Terminate TLS at a proxy in front of it (see the FormworkVapor article), or serve without .formwork().")
        }
    }

    private func listeningChannel() throws -> any Channel {
        guard let channel = ListeningChannel.of(server) else {
            throw GuardedServerError(
                "Formwork could not reach the channel this release of Vapor listens on, so it cannot guard its "
                + "connections; the server was not started. Use a release of Vapor that FormworkVapor supports.")
        }
        return channel
    }
}

/// Why a server with Formwork's connection limits did not start.
public struct GuardedServerError: Error, CustomStringConvertible, Sendable {
    public let description: String

    init(_ description: String) {
        self.description = description
    }
}
#endif
