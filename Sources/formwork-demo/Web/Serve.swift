import ArgumentParser
import Foundation
import FormworkGallery
import FormworkGalleryForms
import FormworkHummingbird
import Hummingbird

/// `formwork-demo serve` (the default): the gallery on the web.
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(abstract: "Serve the gallery on the web (the default).")

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on.")
    var port = 8080

    @Option(help: "The secret that signs CSRF tokens (16 bytes or more); instances that share it accept each other's pages. Defaults to $FORMWORK_SECRET, or a random one.")
    var secret: String?

    @Option(name: .customLong("trusted-origin"),
            help: "An origin besides the address served whose posts pass the origin check, such as https://forms.example.com behind a proxy; repeat it for more.")
    var trustedOrigins: [String] = []

    func validate() throws {
        for origin in trustedOrigins where !CSRFProtection.isOrigin(origin) {
            throw ValidationError("\"\(origin)\" is not an origin: write it as a browser sends it, such as https://forms.example.com.")
        }
        if let secret = secret ?? ProcessInfo.processInfo.environment["FORMWORK_SECRET"], !CSRFProtection.isStrongEnough(secret) {
            throw ValidationError("The secret needs at least \(CSRFProtection.minimumSecretBytes) bytes; it has \(secret.utf8.count).")
        }
    }

    @Option(help: "The SQLite file valid submissions are stored in.")
    var database = "formwork-demo.sqlite"

    func run() async throws {
        let secret = secret ?? ProcessInfo.processInfo.environment["FORMWORK_SECRET"] ?? CSRFProtection.newBrowserIdentifier()
        let store = try SubmissionStore(path: database)
        let router = GalleryServer.router(secret: secret, store: store, trustedOrigins: Set(trustedOrigins))
        let address = "http://\(host):\(port)"
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: "formwork-demo"),
            // Written straight to the file descriptor: scripts wait for this line.
            onServerRunning: { _ in FileHandle.standardOutput.write(Data("Formwork gallery on \(address)\n".utf8)) })
        try await app.runService()
    }
}
