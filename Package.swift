// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
        .library(name: "FormworkHTML", targets: ["FormworkHTML"]),
        .library(name: "FormworkHummingbird", targets: ["FormworkHummingbird"]),
        .library(name: "FormworkTerminal", targets: ["FormworkTerminal"]),
        .executable(name: "formwork-demo", targets: ["formwork-demo"]),
        .executable(name: "formwork-bench", targets: ["formwork-bench"]),
    ],
    dependencies: [
        // `swift package generate-documentation` builds the DocC catalogue.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.0.0"),
    ],
    targets: [
        .target(name: "Formwork"),
        .target(name: "FormworkHTML", dependencies: ["Formwork"], resources: [.copy("Assets/formwork.css"), .copy("Assets/formwork.js")]),
        .target(name: "FormworkHummingbird", dependencies: [
            "Formwork", "FormworkHTML",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "Crypto", package: "swift-crypto"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
            // The connection handler of `ConnectionLimits`: Hummingbird's own dependencies.
            .product(name: "NIOCore", package: "swift-nio"),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras"),
        ]),
        // Forms in a terminal: raw mode through Glibc's termios, no other package.
        .target(name: "FormworkTerminal", dependencies: ["Formwork"]),
        // The gallery's forms, shared by every front end of formwork-demo and their tests.
        .target(name: "FormworkGalleryForms", dependencies: ["Formwork"]),
        // The gallery's web routes, shared by formwork-demo and its tests.
        .target(name: "FormworkGallery", dependencies: [
            "Formwork", "FormworkGalleryForms", "FormworkHTML", "FormworkHummingbird",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "GRDB", package: "GRDB.swift"),
        ]),
        // The gallery's terminal presenters for its custom rows, shared by formwork-demo and its tests.
        .target(name: "FormworkGalleryTerminal", dependencies: ["Formwork", "FormworkGalleryForms", "FormworkTerminal"]),
        .executableTarget(name: "formwork-demo", dependencies: [
            "Formwork", "FormworkGallery", "FormworkGalleryForms", "FormworkGalleryTerminal", "FormworkHTML", "FormworkHummingbird",
            "FormworkTerminal",
            .product(name: "Hummingbird", package: "hummingbird"),
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // The README's command-line tool that asks for its missing options with a form.
        .executableTarget(name: "deploy-example", dependencies: [
            "Formwork", "FormworkTerminal", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        // What the allocator holds, for the benchmark's memory figures.
        .target(name: "CMallocCounters"),
        .executableTarget(name: "formwork-bench", dependencies: ["Formwork", "FormworkHTML", "FormworkTerminal", "FormworkGalleryForms", "CMallocCounters"]),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork"]),
        .testTarget(name: "FormworkTerminalTests", dependencies: ["FormworkTerminal", "Formwork", "FormworkGalleryForms", "FormworkGalleryTerminal"],
                    exclude: ["Golden"]),
        .testTarget(name: "FormworkHTMLTests", dependencies: ["FormworkHTML", "Formwork"], exclude: ["Fixtures"]),
        .testTarget(name: "FormworkWebTests", dependencies: [
            "FormworkHummingbird", "FormworkHTML", "Formwork", "FormworkGallery", "FormworkGalleryForms",
            .product(name: "HummingbirdTesting", package: "hummingbird"),
            .product(name: "HummingbirdCore", package: "hummingbird"),
            .product(name: "HTTPTypes", package: "swift-http-types"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
