import Foundation
import Testing

/// Type-checks a Swift file against the modules of the build these tests are part
/// of, for code that must not compile: what the compiler says, and whether it
/// refused.
enum TypeCheck {
    struct Outcome {
        let refused: Bool
        let messages: String
    }

    static func check(_ source: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> Outcome {
        // Beside the test binary (`swift test`), else the package's debug build.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules"),
                          root.appendingPathComponent(".build/debug/Modules")]
        let modules = try #require(candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Formwork.swiftmodule").path) },
                                   "the modules of the build under test", sourceLocation: sourceLocation)
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("porting-check-\(UUID().uuidString).swift")
        try source.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, file.path]
        let output = Pipe()
        compiler.standardOutput = output
        compiler.standardError = output
        try compiler.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        return Outcome(refused: compiler.terminationStatus != 0, messages: text)
    }
}
