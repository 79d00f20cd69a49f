import Foundation
import Testing

/// What a package that depends on this one resolves, product by product: a
/// throwaway package is made that uses one product, `swift package resolve` runs in
/// it, and its `Package.resolved` is read.
///
/// The core and the two front ends resolve nothing. A server integration resolves
/// its server's own tree and no more: what a package that depends on the server
/// directly (and on swift-crypto, which signs the CSRF tokens) resolves, and only
/// when the package turns on the integration's trait.
@Suite(.serialized) struct ConsumerPackageTests {
    /// The repository's root, where the library's manifest is.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    @Test(arguments: ["Formwork", "FormworkHTML", "FormworkTerminal", "FormworkCompatibility", "FormworkJSONSchema", "FormworkCommandLine"])
    func aFrontEndOrTheCoreResolvesNoPackage(_ product: String) throws {
        let pins = try Consumer.resolve(dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\")",
                                        products: [(product, "Formwork")])
        #expect(pins.isEmpty, "a package that uses \(product) resolves \(pins.sorted())")
    }

    @Test func theHummingbirdIntegrationResolvesHummingbirdsTreeOnly() throws {
        let pins = try Consumer.resolve(
            dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\", traits: [\"Hummingbird\"])",
            products: [("FormworkHummingbird", "Formwork")])
        let server = try Consumer.resolve(
            dependencies: [".package(url: \"https://github.com/hummingbird-project/hummingbird\", from: \"2.28.0\")",
                           ".package(url: \"https://github.com/apple/swift-crypto\", \"3.12.0\"..<\"5.0.0\")"],
            products: [("Hummingbird", "hummingbird"), ("Crypto", "swift-crypto")])
        #expect(pins.contains("hummingbird"))
        #expect(!pins.contains("vapor"))
        #expect(pins.isSubset(of: server), "beyond Hummingbird's tree: \(pins.subtracting(server).sorted())")
    }

    @Test func theVaporIntegrationResolvesVaporsTreeOnly() throws {
        let pins = try Consumer.resolve(
            dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\", traits: [\"Vapor\"])",
            products: [("FormworkVapor", "Formwork")])
        let server = try Consumer.resolve(
            dependencies: [".package(url: \"https://github.com/vapor/vapor\", from: \"4.100.0\")"],
            products: [("Vapor", "vapor")])
        #expect(pins.contains("vapor"))
        #expect(!pins.contains("hummingbird"))
        #expect(pins.isSubset(of: server), "beyond Vapor's tree: \(pins.subtracting(server).sorted())")
    }

    @Test func theSQLiteStoreResolvesGRDBsTreeOnly() throws {
        let pins = try Consumer.resolve(
            dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\", traits: [\"SQLite\"])",
            products: [("FormworkSQLite", "Formwork")])
        let grdb = try Consumer.resolve(
            dependencies: [".package(url: \"https://github.com/groue/GRDB.swift\", from: \"7.0.0\")"],
            products: [("GRDB", "GRDB.swift")])
        #expect(pins.contains("grdb.swift"))
        #expect(pins.isSubset(of: grdb), "beyond GRDB's tree: \(pins.subtracting(grdb).sorted())")
    }

    @Test func withoutItsTraitTheSQLiteProductResolvesNothing() throws {
        let pins = try Consumer.resolve(dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\")",
                                        products: [("FormworkSQLite", "Formwork")])
        #expect(pins.isEmpty, "resolved without the trait: \(pins.sorted())")
    }

    @Test func thePostgresStoreResolvesPostgresNIOsTreeOnly() throws {
        let pins = try Consumer.resolve(
            dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\", traits: [\"Postgres\"])",
            products: [("FormworkPostgres", "Formwork")])
        let postgres = try Consumer.resolve(
            dependencies: [".package(url: \"https://github.com/vapor/postgres-nio\", from: \"1.25.0\")"],
            products: [("PostgresNIO", "postgres-nio")])
        #expect(pins.contains("postgres-nio"))
        #expect(!pins.contains("vapor") && !pins.contains("grdb.swift"))
        #expect(pins.isSubset(of: postgres), "beyond postgres-nio's tree: \(pins.subtracting(postgres).sorted())")
    }

    @Test func withoutItsTraitThePostgresProductResolvesNothing() throws {
        let pins = try Consumer.resolve(dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\")",
                                        products: [("FormworkPostgres", "Formwork")])
        #expect(pins.isEmpty, "resolved without the trait: \(pins.sorted())")
    }

    @Test func withoutItsTraitTheHummingbirdProductResolvesNothing() throws {
        // The trait is what pulls the server in: a package that names the product
        // but not the trait gets an empty module and resolves no server.
        let pins = try Consumer.resolve(dependency: ".package(name: \"Formwork\", path: \"\(Self.root.path)\")",
                                        products: [("FormworkHummingbird", "Formwork")])
        #expect(pins.isEmpty, "resolved without the trait: \(pins.sorted())")
    }
}

/// A throwaway package, resolved.
enum Consumer {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static func resolve(dependency: String, products: [(String, String)]) throws -> Set<String> {
        try resolve(dependencies: [dependency], products: products)
    }

    /// The identities `Package.resolved` pins for a package with `dependencies`
    /// whose one target uses `products` (name, package).
    static func resolve(dependencies: [String], products: [(String, String)]) throws -> Set<String> {
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("formwork-consumer-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let sources = folder.appendingPathComponent("Sources/Consumer", isDirectory: true)
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        let uses = products.map { ".product(name: \"\($0.0)\", package: \"\($0.1)\")" }.joined(separator: ", ")
        let manifest = """
            // swift-tools-version: 6.1
            import PackageDescription
            let package = Package(
                name: "Consumer",
                dependencies: [\(dependencies.joined(separator: ", "))],
                targets: [.target(name: "Consumer", dependencies: [\(uses)])]
            )
            """
        try manifest.write(to: folder.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)
        try "".write(to: sources.appendingPathComponent("Consumer.swift"), atomically: true, encoding: .utf8)

        let process = Process()
        // At the lowest priority: the other suites run beside this one, some with a
        // live server whose idle timeout a starved client would outlast.
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["nice", "-n", "19", "swift", "package", "resolve"]
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: "swift package resolve failed: " + String(decoding: printed, as: UTF8.self))
        }
        // No file at all when nothing was resolved.
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Package.resolved")) else { return [] }
        let resolved = try JSONDecoder().decode(Resolved.self, from: data)
        return Set(resolved.pins.map(\.identity))
    }

    private struct Resolved: Decodable {
        struct Pin: Decodable { let identity: String }
        let pins: [Pin]
    }
}
