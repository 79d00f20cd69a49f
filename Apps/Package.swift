// swift-tools-version: 6.1
import PackageDescription

// What is built with the library but is not the library: the gallery and its
// command (`formwork-demo`), the benchmarks (`formwork-bench`) and the README's
// example tool (`deploy-example`). The library is the package one folder up, taken
// by path with its server integrations on; what this package needs besides (a
// database, argument parsing) is its own and no user of the library resolves it.
let package = Package(
    name: "FormworkApps",
    products: [
        .executable(name: "formwork-demo", targets: ["formwork-demo"]),
        .executable(name: "formwork-bench", targets: ["formwork-bench"]),
        .executable(name: "deploy-example", targets: ["deploy-example"]),
    ],
    dependencies: [
        .package(name: "Formwork", path: "..", traits: ["Hummingbird", "Vapor", "SQLite", "Postgres"]),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/vapor/vapor", from: "4.100.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
        .package(url: "https://github.com/vapor/postgres-nio", from: "1.25.0"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.27.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.5.0"),
    ],
    targets: [
        // The gallery's forms, shared by every front end of formwork-demo and their tests.
        .target(name: "FormworkGalleryForms", dependencies: [
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkCompatibility", package: "Formwork"),
            .product(name: "FormworkJSONSchema", package: "Formwork"),
        ]),
        // The gallery's web routes, shared by formwork-demo and its tests.
        .target(name: "FormworkGallery", dependencies: [
            "FormworkGalleryForms",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkHTML", package: "Formwork"),
            .product(name: "FormworkJSONSchema", package: "Formwork"),
            .product(name: "FormworkHummingbird", package: "Formwork"),
            .product(name: "FormworkVapor", package: "Formwork"),
            .product(name: "FormworkSQLite", package: "Formwork"),
            .product(name: "FormworkPostgres", package: "Formwork"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Vapor", package: "vapor"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
            .product(name: "NIOSSL", package: "swift-nio-ssl"),
            .product(name: "Logging", package: "swift-log"),
        ]),
        // The gallery's terminal presenters for its custom rows, shared by formwork-demo and its tests.
        .target(name: "FormworkGalleryTerminal", dependencies: [
            "FormworkGalleryForms",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkTerminal", package: "Formwork"),
        ]),
        .executableTarget(name: "formwork-demo", dependencies: [
            "FormworkGallery", "FormworkGalleryForms", "FormworkGalleryTerminal",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkHTML", package: "Formwork"),
            .product(name: "FormworkHummingbird", package: "Formwork"),
            .product(name: "FormworkTerminal", package: "Formwork"),
            .product(name: "FormworkCommandLine", package: "Formwork"),
            .product(name: "FormworkVapor", package: "Formwork"),
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "Vapor", package: "vapor"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The README's command-line tool: a form as a command.
        .executableTarget(name: "deploy-example", dependencies: [
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkCommandLine", package: "Formwork"),
        ]),
        // What the allocator holds, for the benchmark's memory figures.
        .target(name: "CMallocCounters"),
        .executableTarget(name: "formwork-bench", dependencies: [
            "FormworkGalleryForms", "CMallocCounters",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkHTML", package: "Formwork"),
            .product(name: "FormworkTerminal", package: "Formwork"),
            .product(name: "FormworkJSONSchema", package: "Formwork"),
            .product(name: "FormworkCommandLine", package: "Formwork"),
            // The drafts benchmark: the stores, and GRDB for the hand-written insert.
            .product(name: "FormworkSQLite", package: "Formwork"),
            .product(name: "FormworkPostgres", package: "Formwork"),
            .product(name: "GRDB", package: "GRDB.swift"),
            .product(name: "PostgresNIO", package: "postgres-nio"),
        ]),
        // The gallery's pages in Hummingbird's test client.
        .testTarget(name: "GalleryWebTests", dependencies: [
            "FormworkGallery", "FormworkGalleryForms",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkHTML", package: "Formwork"),
            .product(name: "FormworkHummingbird", package: "Formwork"),
            .product(name: "FormworkJSONSchema", package: "Formwork"),
            .product(name: "FormworkVapor", package: "Formwork"),
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "VaporTesting", package: "vapor"),
        ],
        // Its test clients are the integrations' own (links to their files),
        // written for the library's traits.
        swiftSettings: [.define("Hummingbird"), .define("Vapor")]),
        // The gallery's forms as command lines: their help, golden, in two languages.
        .testTarget(name: "GalleryCommandLineTests", dependencies: [
            "FormworkGalleryForms",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkCommandLine", package: "Formwork"),
            .product(name: "FormworkTerminal", package: "Formwork"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], exclude: ["Golden"]),
        // The gallery's forms on an in-memory terminal screen and in plain mode.
        .testTarget(name: "GalleryTerminalTests", dependencies: [
            "FormworkGalleryForms", "FormworkGalleryTerminal",
            .product(name: "Formwork", package: "Formwork"),
            .product(name: "FormworkTerminal", package: "Formwork"),
        ], exclude: ["Golden"]),
    ],
    swiftLanguageModes: [.v6]
)
