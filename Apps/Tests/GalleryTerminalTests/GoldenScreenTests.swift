import Foundation
import Formwork
import FormworkGalleryForms
import FormworkGalleryTerminal
import Testing
@testable import FormworkTerminal

/// Every gallery page as a person first sees it in an 80 × 24 terminal: its text and,
/// under each line, how each cell is drawn. Reviewed once, then compared: a change to
/// what people see shows in the diff of `Golden/<page>.txt`. Run with
/// `FORMWORK_UPDATE_GOLDEN=1` to write them again after a deliberate change.
@Suite struct GoldenScreenTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

    /// A letter per cell for how it is drawn: `.` plain, `B` bold, `A` bold in a
    /// colour (accent, titles of a theme, errors), `c` a colour, `d` dim, `R`
    /// reversed, `U` underlined.
    static func attributes(of cell: Cell) -> Character {
        let style = cell.style
        if style.reverse { return "R" }
        if style.underline { return "U" }
        if style.dim { return "d" }
        if style.bold { return style.foreground == nil ? "B" : "A" }
        return style.foreground == nil ? "." : "c"
    }

    static func render(_ screen: FormHarness) -> String {
        var out = ""
        for row in 0..<screen.height {
            let text = screen.lines[row]
            var marks = ""
            for column in 0..<screen.width { marks.append(attributes(of: screen.buffer.cell(row: row, column: column))) }
            while marks.last == "." { marks.removeLast() }
            out += text + "\n"
            if !marks.isEmpty { out += "~" + marks + "\n" }
        }
        return out
    }

    @Test(arguments: GalleryForms.all.map(\.name))
    func galleryPage(_ name: String) throws {
        let entry = try #require(GalleryForms.all.first { $0.name == name })
        let form = entry.make()
        let screen = FormHarness(form, width: 80, height: 24, presenters: GalleryTerminal.presenters)
        let drawn = Self.render(screen)
        let file = Self.folder.appendingPathComponent(name + ".txt")
        let update = ProcessInfo.processInfo.environment["FORMWORK_UPDATE_GOLDEN"] != nil
        guard !update, let golden = try? String(contentsOf: file, encoding: .utf8) else {
            try FileManager.default.createDirectory(at: Self.folder, withIntermediateDirectories: true)
            try drawn.write(to: file, atomically: true, encoding: .utf8)
            if !update { Issue.record("wrote \(file.lastPathComponent): review it, then run again") }
            return
        }
        #expect(drawn == golden, "the \(name) page differs from Golden/\(name).txt")
    }
}
