// swift-tools-version: 6.1
import PackageDescription

// The library. Formwork, FormworkHTML and FormworkTerminal need no other package;
// each server integration is behind a trait of its own, off unless a package that
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
    ],
    traits: [
        .trait(name: "Hummingbird", description: "FormworkHummingbird: forms served by Hummingbird 2."),
    ],
    dependencies: [
        // `swift package generate-documentation` builds the DocC catalogue.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.0"),
        .package(url: "https://github.com/apple/swift-crypto", "3.12.0"..<"5.0.0"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.0.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.80.0"),
        .package(url: "https://github.com/apple/swift-nio-extras", from: "1.25.0"),
    ],
    targets: [
        .target(name: "Formwork"),
        .target(name: "FormworkHTML", dependencies: ["Formwork"], resources: [.copy("Assets/formwork.css"), .copy("Assets/formwork.js")]),
        // Forms in a terminal: raw mode through Glibc's termios, no other package.
        .target(name: "FormworkTerminal", dependencies: ["Formwork"]),
        // Its sources are compiled only with the Hummingbird trait on (`#if Hummingbird`).
        .target(name: "FormworkHummingbird", dependencies: [
            "Formwork", "FormworkHTML",
            .product(name: "Hummingbird", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "Crypto", package: "swift-crypto", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Hummingbird"])),
            // The connection handler of `ConnectionLimits`: Hummingbird's own dependencies.
            .product(name: "NIOCore", package: "swift-nio", condition: .when(traits: ["Hummingbird"])),
            .product(name: "NIOHTTPTypes", package: "swift-nio-extras", condition: .when(traits: ["Hummingbird"])),
        ]),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork"]),
        .testTarget(name: "FormworkHTMLTests", dependencies: ["FormworkHTML", "Formwork"], exclude: ["Fixtures"]),
        .testTarget(name: "FormworkTerminalTests", dependencies: ["FormworkTerminal", "Formwork"]),
        .testTarget(name: "FormworkHummingbirdTests", dependencies: [
            "FormworkHummingbird", "FormworkHTML", "Formwork",
            .product(name: "HummingbirdTesting", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HummingbirdCore", package: "hummingbird", condition: .when(traits: ["Hummingbird"])),
            .product(name: "HTTPTypes", package: "swift-http-types", condition: .when(traits: ["Hummingbird"])),
        ]),
        // What a package that depends on one product resolves (Package.resolved).
        .testTarget(name: "PackagingTests"),
    ],
    swiftLanguageModes: [.v6]
)
