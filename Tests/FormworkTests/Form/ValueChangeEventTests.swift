import Formwork
import Testing

/// Value changes carry their old value and their cause; row updates say what
/// changed; the row callbacks are observers of the same events.
@Suite("Form events: value changes and updates")
struct ValueChangeEventTests {
    final class Changes {
        var entries: [(tag: String, old: String, cause: ValueChangeCause)] = []
        init(_ form: Form) {
            form.addObserver { [unowned self] event in
                guard case .valueChanged(let row, let old, let cause) = event else { return }
                self.entries.append((row.tag ?? "?", old.map { "\($0)" } ?? "nil", cause))
            }
        }
    }

    @Test func aChangeCarriesTheOldValueAndItsCause() {
        let age = IntRow("age") { $0.value = 30 }
        let name = TextRow("name")
        let form = Form() +++ Section() <<< age <<< name
        let changes = Changes(form)
        age.value = 31
        name.setText("Ada")
        age.setValueSilently(32)
        #expect(changes.entries.map(\.tag) == ["age", "name", "age"])
        #expect(changes.entries.map(\.old) == ["30", "nil", "31"])
        #expect(changes.entries.map(\.cause) == [.programmatic, .input, .silent])
    }

    @Test func selectingARowIsAPersonsInput() {
        let check = CheckRow("agree")
        let form = Form() +++ Section() <<< check
        let changes = Changes(form)
        check.didSelect()
        #expect(changes.entries.count == 1)
        #expect(changes.entries.first?.cause == .input)
        #expect(check.value == true)
    }

    @Test func anAssignmentOfTheSameValueReportsNothing() {
        let age = IntRow("age") { $0.value = 30 }
        let form = Form() +++ Section() <<< age
        let changes = Changes(form)
        age.value = 30
        #expect(changes.entries.isEmpty)
    }

    @Test func updatesSayWhatChanged() {
        let name = TextRow("name")
        let push = PushRow<String>("choice")
        let form = Form() +++ Section() <<< name <<< push
        var updates: [RowUpdate] = []
        form.addObserver { event in
            if case .rowUpdated(_, let what) = event { updates.append(what) }
        }
        name.title = "Name"
        name.placeholder = "Ada Lovelace"
        push.options = ["a", "b"]
        name.notifyUpdated()
        #expect(updates == [.title, .placeholder, .options, .settings])
    }

    @Test func onChangeSeesTheFormAfterConditionsAndValidationFollowed() {
        let flag = SwitchRow("flag") { $0.value = true }
        let note = TextRow("note") { $0.hidden = "$flag == false" }
        let email = EmailRow("email") {
            $0.add(rule: RuleEmail())
            $0.validationOptions = .validatesOnChange
        }
        let form = Form() +++ Section() <<< flag <<< note <<< email
        var noteHiddenInCallback: Bool?
        var errorsInCallback: Int?
        flag.onChange { _ in noteHiddenInCallback = note.isHidden }
        email.onChange { row in errorsInCallback = row.validationErrors.count }
        flag.value = false
        email.setText("not an email")
        #expect(noteHiddenInCallback == true)
        #expect(errorsInCallback == 1)
        _ = form
    }

    @Test func rowCallbacksAndFormObserversHearTheSameEvents() {
        let button = ButtonRow("go")
        let form = Form() +++ Section() <<< button
        var heard: [String] = []
        form.addObserver { event in
            if case .rowSelected(let row) = event { heard.append("form \(row.tag ?? "")") }
        }
        button.onCellSelection { row in heard.append("row \(row.tag ?? "")") }
        button.didSelect()
        #expect(heard == ["form go", "row go"])
    }

    @Test func silentSetsCallNoOnChangeButObserversHearThem() {
        let row = IntRow("n")
        let form = Form() +++ Section() <<< row
        var callbacks = 0
        row.onChange { _ in callbacks += 1 }
        let changes = Changes(form)
        row.setValueSilently(4)
        #expect(callbacks == 0)
        #expect(changes.entries.map(\.cause) == [.silent])
        #expect(row.wasChanged == false)
    }
}
