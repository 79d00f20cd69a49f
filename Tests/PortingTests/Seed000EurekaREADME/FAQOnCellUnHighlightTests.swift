import FormworkCompatibility
import Testing

/// Seed 000, "Customization" (`onCellHighlight()`, `onCellUnHighlight()`) and the
/// FAQ "onCellUnHighlight doesn't get called unless onCellHighlight is also
/// defined": invoked when the cell becomes and resigns the first responder; each
/// works alone (the FAQ's issue #96 does not apply).
@Suite("Seed 000: FAQ, onCellUnHighlight without onCellHighlight")
struct FAQOnCellUnHighlightTests {
    @Test func highlightAndUnhighlightByTheirOlderNames() throws { try run(HighlightCallbacks.self) }
}

enum HighlightCallbacks: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        var seen: [String] = []
        let form = Form()
        form +++ Section()
            <<< NameRow("first") { $0.title = "First" }
                .onCellUnHighlight { cell, row in seen.append("left \(row.tag!)") }
            <<< NameRow("second") { $0.title = "Second" }
                .onCellHighlight { cell, row in seen.append("entered \(row.tag!)") }
                .onCellUnHighlight { cell, row in seen.append("left \(row.tag!)") }
        let first = try #require(form.rowBy(tag: "first"))
        let second = try #require(form.rowBy(tag: "second"))
        first.didBeginEditing()
        second.didBeginEditing()
        second.didEndEditing()
        #expect(seen == ["left first", "entered second", "left second"])
    }
}
