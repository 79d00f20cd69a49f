import Formwork
import Testing

/// What a front end needs to draw any row without knowing its type.
@Suite("Renderer API: description")
struct DescriptionTests {
    @Test func placeholderAndHelpOnEveryRow() {
        let rows: [BaseRow] = [TextRow(), PushRow<String>(), DateRow(), SwitchRow(), SliderRow()]
        for row in rows {
            row.placeholder = "Choose"
            row.help = "We never share it."
            #expect(row.placeholder == "Choose")
            #expect(row.help == "We never share it.")
        }
        let push = PushRow<String> { $0.noValueDisplayText = "Pick one" }
        #expect(push.placeholder == "Pick one")
    }

    @Test func requiredComesFromTheRules() {
        #expect(TextRow { $0.add(rule: RuleRequired()) }.isRequired)
        #expect(!TextRow { $0.add(rule: RuleMinLength(minLength: 2)) }.isRequired)
        #expect(PushRow<Int> { $0.add(rule: RuleRequired()) }.isRequired)
        #expect(!SwitchRow().isRequired)
    }

    @Test func readOnlyRows() {
        #expect(LabelRow().isReadOnly)
        #expect(ButtonRow().isReadOnly)
        #expect(SubformRow().isReadOnly)
        #expect(!TextRow().isReadOnly)
    }

    @Test func inputTextByKind() {
        #expect(TextRow { $0.value = "Ada" }.inputText == "Ada")
        #expect(TextRow().inputText == nil)
        #expect(SwitchRow { $0.value = true }.inputText == "true")
        #expect(StepperRow { $0.value = 2.5 }.inputText == "2.5")
        #expect(SliderRow { $0.value = 0.1 }.inputText == "0.1")
        #expect(PushRow<String> { $0.options = ["a"]; $0.value = "a" }.inputText == nil)
    }

    @Test func theAddButtonIsTitledInTheFormsLanguage() throws {
        let group = MultivaluedSection { $0.multivaluedRowToInsertAt = { _ in TextRow() } }
        let form = Form() +++ group
        let button = try #require(group.addButtonRow)
        #expect(button.title == nil)
        #expect(button.displayTitle == "Add")
        form.messages = .french
        #expect(button.displayTitle == "Ajouter")
        button.title = "More"
        #expect(button.displayTitle == "More")
    }

    @Test func switchesShowYesAndNoInTheFormsLanguage() {
        let toggle = SwitchRow { $0.value = true }
        let form = Form() +++ Section() <<< toggle
        #expect(toggle.displayText == "Yes")
        form.messages = .french
        #expect(toggle.displayText == "Oui")
    }
}
