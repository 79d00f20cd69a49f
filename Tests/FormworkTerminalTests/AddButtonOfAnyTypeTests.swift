import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct TerminalAddButtonOfAnyTypeTests {
    @Test func aLabelAddButtonTakesFocusAndEnterAddsAnItem() {
        let form = Form()
        form +++ GenericMultivaluedSection<LabelRow>(multivaluedOptions: [.insert, .delete], header: "Tags") {
            $0.tag = "tags"
            $0.addButtonProvider = { _ in LabelRow { $0.title = "New tag" } }
            $0.multivaluedRowToInsertAt = { _ in TextRow { $0.title = "Tag" } }
        }
        var screen = FormHarness(form, width: 40)
        #expect(screen.focusedLine?.contains("New tag") == true, "focus rests on the label that adds: \(screen.lines)")
        screen.press(.enter)
        #expect(form.allSections[0].items.count == 1)
        #expect(screen.lines.contains { $0.contains("Tag") && !$0.contains("New tag") }, "the new item is drawn: \(screen.lines)")
    }
}
