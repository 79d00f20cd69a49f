import Foundation
import FormworkCompatibility
import Testing

/// Seed 000, "Customization", the callbacks' list: "The onExpandInlineRow will be
/// invoked before expand the inline row", and `onCollapseInlineRow` before it
/// collapses; both "only apply to the rows conforming to the `InlineRowType`
/// protocol". The list has no code; this is the callbacks in Eureka's form.
@Suite("Seed 000: Customization, inline row callbacks")
struct CustomizationInlineCallbacksTests {
    @Test func invokedBeforeTheInlineRowExpandsAndCollapses() throws {
        var log: [String] = []
        let form = Form()
        let row = DateInlineRow("date") { $0.title = "Date"; $0.value = Date(timeIntervalSince1970: 0) }
            .onExpandInlineRow { cell, row, inlineRow in
                log.append("expand: shown \(row.isExpanded), in the form \(inlineRow.section != nil)")
                inlineRow.maximumDate = Date(timeIntervalSince1970: 86_400)
            }
            .onCollapseInlineRow { cell, row, inlineRow in
                log.append("collapse: shown \(row.isExpanded), in the form \(inlineRow.section != nil)")
            }
        form +++ Section() <<< row
        row.didSelect()
        #expect(row.inlineRow?.maximumDate == Date(timeIntervalSince1970: 86_400), "set up before it is shown")
        row.didSelect()
        #expect(log == ["expand: shown false, in the form false", "collapse: shown true, in the form true"])
        #expect(row.inlineRow == nil)
    }
}
