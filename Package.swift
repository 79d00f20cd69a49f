// swift-tools-version: 6.1
import PackageDescription

// The library. Formwork, FormworkHTML and FormworkTerminal need no other package;
// each server integration (Hummingbird, Vapor) is behind a trait of its own, off unless a package that
// depends on this one turns it on, so that nobody resolves a server they do not use:
//
//     .package(path: "../Formwork", traits: ["Hummingbird"])
//
// (SwiftPM resolves every dependency a manifest names without a trait condition,
// whichever products are used.) The gallery, the demo command, the benchmarks and
// the example tool are a package of their own, in Apps/.
let package = Package(
    name: "Formwork",
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
        .library(name: "FormworkHTML", targets: ["FormworkHTML"]),
        .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
        .library(name: "FormworkHummingbird", targets: ["FormworkHummingbird"]),
        .library(name: "FormworkVapor", targets: ["FormworkVapor"]),
        .library(name: "FormworkCompatibility", targets: ["FormworkCompatibility"]),
        .library(name: "FormworkSQLite", targets: ["FormworkSQLite"]),
        .library(name: "FormworkPostgres", targets: ["FormworkPostgres"]),
        .library(name: "FormworkJSONSchema", targets: ["FormworkJSONSchema"]),
        .library(name: "FormworkCommandLine", targets: ["FormworkCommandLine"]),
    ],
    traits: [
        .trait(name: "Hummingbird", description: "FormworkHummingbird: forms served by Hummingbird 2."),
        .trait(name: "Vapor", description: "FormworkVapor: forms served by Vapor 4."),
        .trait(name: "SQLite", description: "FormworkSQLite: drafts kept in SQLite through GRDB."),
        .trait(name: "Postgres", description: "FormworkPostgres: drafts kept in PostgreSQL through postgres-nio."),
    ],
    dependencies: [
        // `swift package generate-documentation` builds the DocC catalogue.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.100.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.25.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Formwork"),
        // Names of the iOS libraries' older APIs, deprecated, so that ported code
        // compiles and says what to write today; kept out of the core's API.
        .target(name: "FormworkCompatibility", dependencies: ["Formwork"]),
        .target(name: "FormworkHTML", dependencies: ["Formwork"], resources: [.copy("Assets/formwork.css"), .copy("Assets/formwork.js")]),
        // Forms in a terminal: raw mode through Glibc's termios, no other package.
        .target(name: "FormworkTerminal", dependencies: ["Formwork"]),
        // JSON Schema draft 2020-12: a validator, and forms from schemas; no package.
        .target(name: "FormworkJSONSchema", dependencies: ["Formwork"]),
        // A form as a command line: flags, environment, answers files; no package
        // (swift-argument-parser declares its options statically, and
        // swift-configuration's readers split values at commas, ignore unknown
        // flags and give no line numbers).
        .target(name: "FormworkCommandLine", dependencies: ["Formwork", "FormworkTerminal"]),
        // What every server integration shares, so that they differ only in their
        // server's glue: CSRF tokens, the rules of a form's address, bodies read
        // within limits, the security headers. Compiled with either trait on.
        .target(name: "FormworkServing", dependencies: [
            "Formwork", "FormworkHTML",
            .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["Hummingbird", "Vapor"])),
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Hummingbird", "Vapor"])),
        ]),
        // Its sources are compiled only with the Hummingbird trait on (`#if Hummingbird`).
        .target(name: "FormworkHummingbird", dependencies: [
            "Formwork", "FormworkHTML", "FormworkServing",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Hummingbird"])),
            // Formwork's connection guard in Hummingbird's pipeline: Hummingbird's own dependencies.
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Hummingbird"])),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Hummingbird"])),
        ]),
        // Compiled only with the Vapor trait on (`#if Vapor`).
        .target(name: "FormworkVapor", dependencies: [
            "Formwork", "FormworkHTML", "FormworkServing",
            .product(name: "Vapor", package: "vapor", condition: .when(traits: ["Vapor"])),
            // The connection guard in Vapor's pipeline: Vapor's own dependencies.
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Vapor"])),
            .product(name: "NIOHTTP1", package: "swift-nio", condition: .when(traits: ["Vapor"])),
            .product(name: "NIOConcurrencyHelpers", package: "swift-nio", condition: .when(traits: ["Vapor"])),
        ]),
        .target(name: "FormworkSQLite", dependencies: [
            "Formwork",
            .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
        ]),
        .target(name: "FormworkPostgres", dependencies: [
            "Formwork",
            .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
            .product(name: "Logging", package: "swift-log", condition: .when(traits: ["Postgres"])),
        ]),
        // The promises every draft store keeps, checked by each store's tests.
        .target(name: "DraftStoreChecks", dependencies: ["Formwork"], path: "Tests/DraftStoreChecks"),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork", "DraftStoreChecks"]),
        .testTarget(name: "FormworkJSONSchemaTests", dependencies: ["FormworkJSONSchema", "FormworkHTML", "Formwork"]),
        .testTarget(name: "FormworkSQLiteTests", dependencies: [
            "FormworkSQLite", "DraftStoreChecks", "Formwork",
            .product(name: "GRDB", package: "GRDB.swift", condition: .when(traits: ["SQLite"])),
        ]),
        // Runs a private PostgreSQL server (scripts/postgres-server) for its checks.
        .testTarget(name: "FormworkPostgresTests", dependencies: [
            "FormworkPostgres", "DraftStoreChecks", "Formwork",
            .product(name: "PostgresNIO", package: "postgres-nio", condition: .when(traits: ["Postgres"])),
        ]),
        .testTarget(name: "FormworkHTMLTests", dependencies: ["FormworkHTML", "Formwork"], exclude: ["Fixtures"]),
        .testTarget(name: "FormworkTerminalTests", dependencies: ["FormworkTerminal", "Formwork"]),
        .testTarget(name: "FormworkCommandLineTests", dependencies: ["FormworkCommandLine", "Formwork"]),
        .testTarget(name: "FormworkHummingbirdTests", dependencies: [
            "FormworkHummingbird", "FormworkServing", "FormworkHTML", "Formwork",
            .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Hummingbird"])),
        ]),
        .testTarget(name: "FormworkVaporTests", dependencies: [
            "FormworkVapor", "FormworkServing", "FormworkHTML", "Formwork",
            .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
        ]),
        // A page from one server posted to the other (their clients are links to the
        // two integrations' test clients).
        .testTarget(name: "CrossServerTests", dependencies: [
            "FormworkHummingbird", "FormworkVapor", "Formwork",
            .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "VaporTesting", package: "vapor", condition: .when(traits: ["Vapor"])),
        ]),
        // The form code of the iOS libraries' examples, as their READMEs show it
        // without the lines that touch UIKit, and the behaviour they describe.
        .testTarget(name: "PortingTests", dependencies: ["Formwork", "FormworkCompatibility"], exclude: ["README.md"]),
        // What a package that depends on one product resolves (Package.resolved).
        .testTarget(name: "PackagingTests"),
    ],
    swiftLanguageModes: [.v6]
)
