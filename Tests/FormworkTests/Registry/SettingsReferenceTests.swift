import Foundation
import Formwork
import Testing

/// The DocC article that lists every setting of every built-in row type is written
/// from the declarations, and a test fails when it says something else. To write it
/// again after changing a declaration:
/// `FORMWORK_WRITE_REFERENCE=1 swift test --filter SettingsReferenceTests`.
@Suite("Settings: the reference article is written from the declarations")
struct SettingsReferenceTests {
    static let article = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Formwork/Formwork.docc/RowSettingsReference.md")

    /// A table of declarations, with each one's default on a new row of the type.
    static func table(_ declarations: [RowSettingDeclaration], on fresh: BaseRow) -> String {
        var lines = ["| Setting | Takes | Default | What it is |", "|---|---|---|---|"]
        for declaration in declarations {
            let start = declaration.value(of: fresh).map { "`\($0)`" } ?? "none"
            lines.append("| `\(declaration.name)` | \(declaration.expected) | \(start) | \(declaration.summary) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The article: the settings every row has, then each type's own, types with
    /// the same settings together.
    static func markdown() -> String {
        let entries = RowTypeRegistry.builtIn.entries
        var everyName = Set(type(of: entries[0].makeRow()).settingDeclarations.map(\.name))
        for entry in entries { everyName.formIntersection(type(of: entry.makeRow()).settingDeclarations.map(\.name)) }
        let first = entries[0].makeRow()
        var text = """
            # Row settings

            Every setting of every built-in row type: its key in a schema, what it takes,
            its default and what it is.

            ## Overview

            This article is written from the row types' declarations
            (``BaseRow/settingDeclarations``), the same ones that read and write the
            settings in a ``FormSchema`` and carry them from a ``FormTemplate`` to its
            forms; a test fails when it says anything else. A custom row type declares
            its settings the same way (<doc:CustomRowTypes>). Double and triple pickers
            also take `cascade`, their options as an object of lists, which picks the
            type of their options.

            ### Every row


            """
        text += table(type(of: first).settingDeclarations.filter { everyName.contains($0.name) }, on: first) + "\n"
        var groups: [(names: [String], signature: [String], row: BaseRow)] = []
        for entry in entries {
            let row = entry.makeRow()
            let own = type(of: row).settingDeclarations.filter { !everyName.contains($0.name) }
            guard !own.isEmpty else { continue }
            let signature = own.map { "\($0.name)|\($0.expected)|\($0.summary)|\(String(describing: $0.value(of: row)))" }
            if let index = groups.firstIndex(where: { $0.signature == signature }) {
                groups[index].names.append(entry.name.rawValue)
            } else {
                groups.append(([entry.name.rawValue], signature, row))
            }
        }
        for group in groups {
            let own = type(of: group.row).settingDeclarations.filter { !everyName.contains($0.name) }
            text += "\n### " + group.names.map { "`\($0)`" }.joined(separator: ", ") + "\n\n"
            text += table(own, on: group.row) + "\n"
        }
        return text
    }

    @Test func theArticleSaysWhatTheDeclarationsSay() throws {
        let written = Self.markdown()
        if ProcessInfo.processInfo.environment["FORMWORK_WRITE_REFERENCE"] != nil {
            try written.write(to: Self.article, atomically: true, encoding: .utf8)
        }
        let committed = try String(contentsOf: Self.article, encoding: .utf8)
        #expect(committed == written, "RowSettingsReference.md is out of date: FORMWORK_WRITE_REFERENCE=1 swift test --filter SettingsReferenceTests")
    }

    @Test func everyDeclaredSettingOfEveryTypeIsInTheArticle() throws {
        let committed = try String(contentsOf: Self.article, encoding: .utf8)
        for entry in RowTypeRegistry.builtIn.entries {
            for declaration in type(of: entry.makeRow()).settingDeclarations {
                #expect(committed.contains("| `\(declaration.name)` | \(declaration.expected) |"), "\(entry.name).\(declaration.name)")
            }
        }
    }
}
