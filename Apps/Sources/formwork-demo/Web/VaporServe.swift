import FormworkGallery
import FormworkHTML
import FormworkVapor
import Vapor

/// `formwork-demo serve --server vapor`: the gallery served by Vapor. Apart from
/// the command's file, which reads its options with ArgumentParser: Vapor brings
/// its own `Option` and `Flag`.
enum VaporGallery {
    static func run(host: String, port: Int, secret: String, previousSecrets: [String], store: any GalleryStore,
                    trustedOrigins: Set<String>, allowedHosts: AllowedHosts, bodyBudget: BodyBudget,
                    limits: ConnectionLimits, onRunning: () -> Void) async throws {
        // Vapor reads no arguments of ours: its environment is named here.
        let app = try await Application.make(Environment(name: "production", arguments: ["formwork-demo"]))
        app.logger.logLevel = .warning
        // Vapor's own server, with the limits the gallery has on Hummingbird.
        app.servers.use(.formwork(limits))
        app.http.server.configuration.hostname = host
        app.http.server.configuration.port = port
        app.http.server.configuration.serverName = "formwork-demo"
        GalleryVaporServer.configure(app, secret: secret, previousSecrets: previousSecrets, store: store,
                                     trustedOrigins: trustedOrigins, allowedHosts: allowedHosts, bodyBudget: bodyBudget)
        do {
            try app.server.start()
            onRunning()
            try await app.server.onShutdown.get()
        } catch {
            try? await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
