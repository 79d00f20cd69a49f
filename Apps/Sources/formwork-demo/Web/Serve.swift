import ArgumentParser
import Foundation
import FormworkGallery
import FormworkGalleryForms
import FormworkHTML
import FormworkHummingbird
import Hummingbird

/// `formwork-demo serve` (the default): the gallery on the web.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the gallery on the web (the default).")

    /// The server that serves the gallery.
    enum Server: String, ExpressibleByArgument, CaseIterable {
        case hummingbird, vapor
    }

    @Option(help: "The server that serves the gallery: hummingbird or vapor. Both serve the same pages by the same rules, and take each other's pages when they share the secret.")
    var server = Server.hummingbird

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "The secret that signs CSRF tokens (16 bytes or more); instances that share it accept each other's pages. Defaults to $FORMWORK_SECRET, or a random one.")
    var secret: String?

    @Option(name: .customLong("previous-secret"),
            help: "A secret used before --secret: pages signed with it are still taken (for as long as a page lives, 12 hours), so a new secret refuses no page already open; repeat it for more.")
    var previousSecrets: [String] = []

    @Option(name: .customLong("trusted-origin"),
            help: "An origin besides the address served whose posts pass the origin check, such as https://forms.example.com behind a proxy; repeat it for more.")
    var trustedOrigins: [String] = []

    @Option(name: .customLong("allowed-host"),
            help: "A host name the gallery answers for besides the address it listens on (and the loopback names when that is loopback), such as forms.example.com, .example.com for a domain, or * for any; repeat it for more. Every other Host gets 400.")
    var allowedHosts: [String] = []

    @Option(name: .customLong("idle-timeout"), help: "Seconds a connection may go without sending a complete request head, or any of a body it is sending, or reading any of a response it is sent.")
    var idleTimeout = 10.0

    @Option(name: .customLong("request-timeout"), help: "Seconds a request's body may take to arrive after its head.")
    var requestTimeout = 30.0

    @Option(name: .customLong("buffered-body-limit"),
            help: "The most bytes of request bodies held in memory at once, across every form; a post past it gets 503.")
    var bufferedBodyLimit = BodyBudget.defaultCapacity

    @Option(help: "Where valid submissions are stored: a SQLite file (:memory: for none kept), or a PostgreSQL address, postgres://user:password@host:5432/database (?host=/socket/directory for a Unix socket), which several instances can share.")
    var database = "formwork-demo.sqlite"

    func validate() throws {
        for origin in trustedOrigins where !CSRFProtection.isOrigin(origin) {
            throw ValidationError("\"\(origin)\" is not an origin: write it as a browser sends it, such as https://forms.example.com.")
        }
        for name in allowedHosts where !AllowedHosts.isEntry(name) {
            throw ValidationError("\"\(name)\" is not a host name: write it as forms.example.com, .example.com, an IP address or *.")
        }
        if Self.wildcards.contains(host) && allowedHosts.isEmpty {
            throw ValidationError("Listening on \(host) takes requests for any name: say which the gallery answers for with --allowed-host (forms.example.com, or * for any).")
        }
        if let secret = secret ?? ProcessInfo.processInfo.environment["FORMWORK_SECRET"], !CSRFProtection.isStrongEnough(secret) {
            throw ValidationError("The secret needs at least \(CSRFProtection.minimumSecretBytes) bytes; it has \(secret.utf8.count).")
        }
        for previous in previousSecrets where !CSRFProtection.isStrongEnough(previous) {
            throw ValidationError("A previous secret needs at least \(CSRFProtection.minimumSecretBytes) bytes; one has \(previous.utf8.count).")
        }
        guard idleTimeout > 0, idleTimeout <= 3600, requestTimeout > 0, requestTimeout <= 3600 else {
            throw ValidationError("Timeouts are seconds between 0 and 3600.")
        }
        guard bufferedBodyLimit >= 1 << 20 else {
            throw ValidationError("The buffered body limit needs at least 1048576 bytes, the largest form without files.")
        }
    }

    /// Addresses that listen on every interface.
    private static let wildcards: Set<String> = ["0.0.0.0", "::", "[::]"]

    /// The hosts answered: the loopback names when listening on loopback, the
    /// address listened on otherwise, and those named with --allowed-host.
    var hostsAnswered: AllowedHosts {
        var hosts = AllowedHosts(allowedHosts)
        if AllowedHosts.loopback.allows(authority: host.contains(":") && !host.hasPrefix("[") ? "[\(host)]" : host) {
            hosts.formUnion(.loopback)
        } else if !Self.wildcards.contains(host) {
            hosts.insert(host)
        }
        return hosts
    }

    func run() async throws {
        ServerProcessSettings.returnLargeBlocksWhenFreed()
        ServerProcessSettings.allowAsManyConnectionsAsTheSystemDoes()
        let secret = secret ?? ProcessInfo.processInfo.environment["FORMWORK_SECRET"] ?? CSRFProtection.newBrowserIdentifier()
        let store = try await GalleryStores.open(database)
        // Drafts nobody came back to are removed hourly, as long as the server runs.
        let purging = Task { await store.drafts.purgeRepeatedly(every: .seconds(3_600)) }
        defer { purging.cancel() }
        let address = "http://\(host):\(port)"
        let budget = BodyBudget(capacity: bufferedBodyLimit)
        var limits = ConnectionLimits()
        limits.idleTimeout = .milliseconds(Int64(idleTimeout * 1000))
        limits.requestTimeout = .milliseconds(Int64(requestTimeout * 1000))
        switch server {
        case .hummingbird:
            let router = GalleryServer.router(secret: secret, previousSecrets: previousSecrets, store: store,
                                              trustedOrigins: Set(trustedOrigins), allowedHosts: hostsAnswered, bodyBudget: budget)
            let app = Application(
                router: router,
                server: .formwork(limits),
                configuration: .init(address: .hostname(host, port: port), serverName: "formwork-demo"),
                // Written straight to the file descriptor: scripts wait for this line.
                onServerRunning: { _ in Self.announce(address) })
            try await app.runService()
        case .vapor:
            try await VaporGallery.run(host: host, port: port, secret: secret, previousSecrets: previousSecrets, store: store,
                                       trustedOrigins: Set(trustedOrigins), allowedHosts: hostsAnswered, bodyBudget: budget,
                                       limits: limits) {
                Self.announce(address)
            }
        }
    }

    /// Says the gallery is up, straight to the file descriptor: scripts wait for this line.
    static func announce(_ address: String) {
        FileHandle.standardOutput.write(Data("Formwork gallery on \(address)\n".utf8))
    }
}
