import Foundation
import Formwork
import Testing

/// Seed 002, "Hide and show rows or sections": `$0.hidden =
/// Condition.predicate(NSPredicate(format: "$switchTag == false"))`. A documented
/// difference ("Coming from Eureka"): `NSPredicate(format:)` is not implemented on
/// Linux, so the predicate is Formwork's `FormPredicate` of the same format.
@Suite("Seed 002: Condition.predicate")
struct HideAndShowPredicateTests {
    @Test func aPredicateOfTheFormatString() throws {
        let form = Form()
        let predicate = try FormPredicate(format: "$switchTag == false")
        form +++ Section()
            <<< SwitchRow("switchTag") { $0.value = false }
            <<< TextRow("shown") {
                $0.hidden = Condition.predicate(predicate)
            }
        #expect(form.rowBy(tag: "shown")?.isHidden == true)
        (form.rowBy(tag: "switchTag") as? SwitchRow)?.value = true
        #expect(form.rowBy(tag: "shown")?.isHidden == false)
    }

    /// The seed's line as written, with `import Formwork` alone, does not compile
    /// (on Linux it would stop the program when run), and the compiler's message
    /// names the spelling that works.
    @Test func theSeedsLineIsRefusedWithTheStringFormNamed() throws {
        // The modules of the build these tests are part of: beside the test binary
        // (`swift test`), else the package's debug build.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("Modules"),
                          root.appendingPathComponent(".build/debug/Modules")]
        let modules = try #require(candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent("Formwork.swiftmodule").path) },
                                   "the modules of the build under test")
        let source = FileManager.default.temporaryDirectory.appendingPathComponent("seed002-predicate-\(UUID().uuidString).swift")
        try """
            import Foundation
            import Formwork

            let form = Form()
            form +++ Section()
                <<< SwitchRow("switchTag") { $0.title = "Show message" }
                <<< LabelRow() {
                    $0.hidden = Condition.predicate(NSPredicate(format: "$switchTag == false"))
                    $0.title = "Switch is on!"
                }
            """.write(to: source, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: source) }
        let compiler = Process()
        compiler.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        compiler.arguments = ["swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, source.path]
        let output = Pipe()
        compiler.standardOutput = output
        compiler.standardError = output
        try compiler.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        compiler.waitUntilExit()
        #expect(compiler.terminationStatus != 0, "\(text)")
        #expect(text.contains("'predicate' is unavailable"), "\(text)")
        #expect(text.contains("set the condition to its format string: $0.hidden = \"$tag == false\""), "\(text)")
        #expect(!text.contains("cannot convert"), "the overload is found, not a type mismatch")
    }
}
