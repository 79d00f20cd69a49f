import Foundation
import Formwork
import FormworkCommandLine
import FormworkGalleryForms
import Testing

/// The help of three gallery forms as command lines, as text and as JSON, in English
/// and in French: what `formwork-demo cli <page> --help` prints, reviewed once, then
/// compared, so that a change to what a person reads shows in the diff of
/// `Golden/<page>.<language>.txt` and `.json`. Run with `FORMWORK_UPDATE_GOLDEN=1`
/// to write them again after a deliberate change.
@Suite struct GoldenHelpTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// A journey of pages with a group and a condition; a form with secrets and a
    /// switch; conditions that hide, with a selectable section.
    static let pages = ["visa", "signup", "hidden"]

    static func command(_ page: String, language: String) throws -> FormCommand {
        let entry = try #require(GalleryForms.all.first { $0.name == page })
        let form = entry.make()
        if language == "fr" { form.messages = .french }
        return try FormCommand(form: form, name: "formwork-demo cli \(page)", environmentPrefix: "FORMWORK_" + page.uppercased())
    }

    static func compare(_ text: String, with name: String) throws {
        let file = folder.appendingPathComponent(name)
        let update = ProcessInfo.processInfo.environment["FORMWORK_UPDATE_GOLDEN"] != nil
        guard !update, let golden = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try text.write(to: file, atomically: true, encoding: .utf8)
            if !update { Issue.record("wrote \(name): review it, then run again") }
            return
        }
        #expect(text == golden, "the help differs from Golden/\(name)")
    }

    @Test(arguments: pages, ["en", "fr"])
    func helpAsText(page: String, language: String) throws {
        try Self.compare(CommandHelp(Self.command(page, language: language)).text(), with: "\(page).\(language).txt")
    }

    @Test(arguments: pages, ["en", "fr"])
    func helpAsJSON(page: String, language: String) throws {
        let json = CommandHelp(try Self.command(page, language: language)).json()
        // Data first: whatever the golden file says, the help is JSON a tool reads.
        let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        #expect(parsed?["groups"] != nil)
        try Self.compare(json, with: "\(page).\(language).json")
    }
}
