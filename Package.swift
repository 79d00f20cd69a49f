// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "Formwork",
    products: [
        .library(name: "Formwork", targets: ["Formwork"]),
        .library(name: "FormworkHTML", targets: ["FormworkHTML"]),
        .executable(name: "formwork-demo", targets: ["formwork-demo"]),
        .executable(name: "formwork-bench", targets: ["formwork-bench"]),
    ],
    dependencies: [
        // `swift package generate-documentation` builds the DocC catalogue.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        .target(name: "Formwork"),
        .target(name: "FormworkHTML", dependencies: ["Formwork"]),
        .executableTarget(name: "formwork-demo", dependencies: ["Formwork"]),
        .executableTarget(name: "formwork-bench", dependencies: ["Formwork"]),
        .testTarget(name: "FormworkTests", dependencies: ["Formwork"]),
        .testTarget(name: "FormworkHTMLTests", dependencies: ["FormworkHTML", "Formwork"]),
    ],
    swiftLanguageModes: [.v6]
)
