import Foundation
import Formwork
import Testing

/// Changes that alter how a row looks without changing its value are reported as
/// `rowUpdated`, so a front end that keeps rows as drawn hears of them.
@Suite("Settings changes reported to observers")
struct SettingsUpdateEventTests {
    private func form() -> (Form, TextRow, IntRow, PushRow<String>) {
        let name = TextRow("name") { $0.title = "Name" }
        let age = IntRow("age") { $0.title = "Age"; $0.value = 4 }
        let colour = PushRow<String>("colour") { $0.options = ["red", "blue"]; $0.value = "red" }
        let form = Form() +++ Section("s") <<< name <<< age <<< colour
        return (form, name, age, colour)
    }

    @Test("A rule added to a row in a form is reported, even to a row that had none")
    func ruleAddedAfterDrawing() {
        let (form, name, _, _) = form()
        let events = EventTranscript(form)
        #expect(!name.isRequired)
        name.add(rule: RuleRequired())
        #expect(events.entries == ["updated name"])
        #expect(name.isRequired)
        name.removeAllRules()
        #expect(events.entries == ["updated name", "updated name"])
        #expect(!name.isRequired)
    }

    @Test("A display closure set on a row in a form is reported, and shown")
    func displayClosure() {
        let (form, _, age, colour) = form()
        let events = EventTranscript(form)
        age.displayValueFor = { $0.map { "\($0) years" } }
        colour.displayValueFor = { $0?.uppercased() }
        #expect(events.entries == ["updated age", "updated colour"])
        #expect(age.displayText == "4 years")
        #expect(colour.optionLists[0].options.map(\.title) == ["RED", "BLUE"])
    }

    @Test("A formatter or mask set on a field is reported")
    func fieldSettings() {
        let (form, name, age, _) = form()
        let events = EventTranscript(form)
        let formatter = NumberFormatter()
        formatter.minimumIntegerDigits = 3
        age.formatter = formatter
        name.textMask = .usPhone
        #expect(events.entries == ["updated age", "updated name"])
        #expect(age.displayText == "004")
    }

    @Test("A new subform is reported, and its values are the row's")
    func subformReplaced() {
        let row = SubformRow("address")
        let form = Form() +++ Section("s") <<< row
        let events = EventTranscript(form)
        let replacement = Form() +++ Section("a") <<< TextRow("city") { $0.value = "Lyon" }
        row.subform = replacement
        #expect(events.entries == ["updated address"])
        #expect(row.nestedForm === replacement)
        // The new subform is observed: an edit in it is an edit of the row.
        (replacement.rowBy(tag: "city") as? TextRow)?.value = "Paris"
        #expect(events.entries.last == "value address")
    }

    @Test("The form's language, time zone and messages are reported for every row, nested ones too")
    func formWideChanges() {
        let nested = SubformRow("more") {
            $0.subform = Form() +++ Section("n") <<< TextRow("inner")
        }
        let form = Form() +++ Section("s") <<< TextRow("a") <<< nested
        let events = EventTranscript(form)
        let inner = EventTranscript(nested.subform)
        form.locale = Locale(identifier: "fr_FR")
        #expect(events.entries == ["updated a", "updated more"])
        #expect(inner.entries == ["updated inner"])
        form.locale = Locale(identifier: "fr_FR")
        #expect(events.entries.count == 2, "setting the same locale again changes nothing")
        form.timeZone = TimeZone(identifier: "Europe/Paris")!
        form.messages = .french
        #expect(events.entries.count == 6)
        #expect(inner.entries.count == 3)
    }

    @Test("Rules added while a row is defined, before it is in a form, are not reported")
    func rulesWhileDefining() {
        let (form, _, _, _) = form()
        let events = EventTranscript(form)
        let late = TextRow("late")
        late.add(rule: RuleRequired())
        late.add(rule: RuleMaxLength(maxLength: 3))
        form.allSections[0].append(late)
        #expect(events.entries == ["row+ late@3"])
        #expect(late.isRequired)
        late.add(rule: RuleMinLength(minLength: 1))
        #expect(events.entries == ["row+ late@3", "updated late"])
    }
}
