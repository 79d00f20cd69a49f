import Foundation
import Formwork
import Glibc
import Testing
@testable import FormworkTerminal

@Suite struct PlainFormTests {
    private func signUp() -> Form {
        let form = Form()
        form.title = "Sign up"
        form +++ Section("Account")
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< SwitchRow("news") { $0.title = "Newsletter" }
            <<< SegmentedRow<String>("often") { $0.title = "How often"; $0.options = ["Daily", "Weekly"]; $0.hidden = "$news != true" }
            <<< PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"] }
            <<< LabelRow("version") { $0.title = "Version"; $0.value = "2" }
        return form
    }

    @Test func questionsInOrderWithNumberedChoicesAndTheSameChecks() throws {
        let form = signUp()
        let (outcome, transcript) = runPlain(form, answers: "not an email\nada@example.com\nno\ngre\n2\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("not completed: \(outcome)\n\(transcript)"); return }
        #expect(values["email"] as? String == "ada@example.com")
        #expect(values["news"] as? Bool == false)
        #expect(values["colour"] as? String == "Green")
        // The hidden row was never asked; the check's message came after the bad answer.
        #expect(!transcript.contains("How often"))
        #expect(transcript.contains("Email (required): not an email\n  ✗ Enter a valid email address."))
        #expect(transcript.contains("  1) Red\n  2) Green\n  3) Blue\n"))
        // "gre" matches one option by its title.
        #expect(!transcript.contains("No option matches"))
        #expect(transcript.contains("Version: 2"))
        #expect(!transcript.contains("\u{1B}"))
    }

    @Test func endOfInputNamesWhatIsMissingAndNeverWaits() {
        let form = signUp()
        let (outcome, transcript) = runPlain(form, answers: "")
        guard case .failure(.unanswered(let named)) = outcome else { Issue.record("expected a failure: \(outcome)"); return }
        #expect(named.count == 1)
        #expect(named[0].hasPrefix("Email ("))
        #expect(transcript.contains("Not done: Email"))
        #expect(TerminalError.unanswered(named).description.contains("Email"))
    }

    @Test func rowsWithValuesAreShownNotAsked() {
        let form = signUp()
        _ = form.rowBy(tag: "email")?.setBaseValue("set@example.com")
        _ = form.rowBy(tag: "news")?.takeInput(.text("true"))
        let (outcome, transcript) = runPlain(form, answers: "1\n\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(transcript.contains("Email: set@example.com"))
        #expect(values["often"] as? String == "Daily")
        #expect(values["colour"] ?? nil == nil)
    }

    @Test func askingEveryRowOffersEachValueToKeepChangeOrClear() {
        let form = Form()
        form +++ Section("About")
            <<< TextRow("name") { $0.title = "Name"; $0.value = "Ada" }
            <<< TextRow("city") { $0.title = "City"; $0.value = "Lyon" }
            <<< TextRow("nick") { $0.title = "Nickname"; $0.value = "ada"; $0.add(rule: RuleRequired()) }
            <<< PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green"]; $0.value = "Red" }
            <<< PushRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M"]; $0.value = "M" }
            <<< SwitchRow("news") { $0.title = "Newsletter"; $0.value = true }
        // Name kept, city changed, nickname cleared (required: asked again, and given),
        // colour kept, size cleared, newsletter kept.
        let (outcome, transcript) = runPlain(form, answers: "\nParis\n-\nlace\n\n-\n\n", everyRow: true)
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(values["name"] as? String == "Ada")
        #expect(values["city"] as? String == "Paris")
        #expect(values["nick"] as? String == "lace")
        #expect(values["colour"] as? String == "Red")
        #expect(values["size"] ?? nil == nil)
        #expect(values["news"] as? Bool == true)
        #expect(transcript.contains("Name [Enter keeps Ada, - clears]: \n"))
        #expect(transcript.contains("City [Enter keeps Lyon, - clears]: Paris\n"))
        // Once cleared, the required row is asked again with nothing left to keep.
        #expect(transcript.contains("Nickname (required) [Enter keeps ada, - clears]: -\n  ✗ "))
        #expect(transcript.contains("\nNickname (required): lace\n"))
        #expect(transcript.contains("Colour [a number, Enter keeps Red, - clears]: \n"))
    }

    @Test func askingEveryRowNeverShowsAPassword() {
        let form = Form()
        form +++ Section() <<< PasswordRow("p") { $0.title = "Password"; $0.value = "hunter2" }
        let (outcome, transcript) = runPlain(form, answers: "\n", everyRow: true)
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)"); return }
        #expect(values["p"] as? String == "hunter2")
        #expect(!transcript.contains("hunter2"))
        #expect(transcript.contains("Password [Enter keeps it, - clears]: "))
    }

    @Test func askingEveryRowOffersTheChoiceOfASelectableSection() {
        let form = Form()
        form +++ SelectableSection<ListCheckRow<String>>("Plan", selectionType: .singleSelection(enableDeselection: true)) { section in
            for plan in ["Free", "Pro"] {
                section <<< ListCheckRow<String>(plan) { $0.title = plan; $0.selectableValue = plan; $0.value = plan == "Pro" ? plan : nil }
            }
        }
        let (_, kept) = runPlain(form, answers: "\n", everyRow: true)
        #expect(kept.contains("Plan [a number, Enter keeps Pro, - clears]: "))
        let (_, changed) = runPlain(form, answers: "1\n", everyRow: true)
        #expect(changed.contains("Plan [a number, Enter keeps Pro, - clears]: 1"))
        let selected = form.allSections[0].optionLists.first?.options.filter(\.isSelected).map(\.title)
        #expect(selected == ["Free"])
    }

    @Test func longListsAreSearchedByTyping() {
        let form = Form()
        form +++ Section() <<< PushRow<String>("n") { $0.title = "Number"; $0.options = (0..<1_000).map { "Option \($0)" } }
        let (outcome, transcript) = runPlain(form, answers: "Option 99\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)"); return }
        // The first 30 options are listed, the rest said.
        #expect(transcript.contains("  30) Option 29\n  … 970 more"))
        #expect(values["n"] as? String == "Option 99")
    }

    @Test func anAmbiguousAnswerListsTheMatches() {
        let form = Form()
        form +++ Section() <<< PushRow<String>("n") { $0.title = "Number"; $0.options = ["Option 1", "Option 10", "Other"] }
        let (outcome, transcript) = runPlain(form, answers: "option\n3\n")
        guard case .success(.completed(let values)) = outcome else { Issue.record("\(outcome)"); return }
        #expect(transcript.contains("2 options match \"option\""))
        #expect(values["n"] as? String == "Other")
    }

    @Test func repeatingGroupsAskToAddItems() {
        let form = Form()
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "Phone"; $0.useFieldKind(.usPhone) } }
        }
        let (outcome, transcript) = runPlain(form, answers: "y\n5551234567\nyes\n5559876543\nn\n")
        guard case .success(.completed) = outcome else { Issue.record("\(outcome)\n\(transcript)"); return }
        #expect(form.jsonValues()["phones"] == .array([.string("555-123-4567"), .string("555-987-6543")]))
        #expect(transcript.contains("Add to Phones? (y/N): y"))
    }

    @Test func aLineIsReadAndNothingPastIt() {
        // The gallery asks for a page, then the page's own questions: each reader must
        // leave the rest of a pipe for the next.
        var ends: [Int32] = [0, 0]
        _ = pipe(&ends)
        let bytes = Array("first\r\nsecond\nlast".utf8)
        _ = bytes.withUnsafeBytes { write(ends[1], $0.baseAddress, $0.count) }
        close(ends[1])
        defer { close(ends[0]) }
        #expect(PlainIO(input: ends[0], output: -1).readLine() == "first")
        #expect(PlainIO(input: ends[0], output: -1).readLine() == "second")
        let reader = PlainIO(input: ends[0], output: -1)
        #expect(reader.readLine() == "last")
        #expect(reader.readLine() == nil)
    }

    @Test func passwordsAreNotEchoed() {
        let form = Form()
        form +++ Section() <<< PasswordRow("p") { $0.title = "Password" }
        let (_, transcript) = runPlain(form, answers: "hunter2\n")
        #expect(!transcript.contains("hunter2"))
        #expect(transcript.contains("Password: ••••••"))
    }

    @Test func theModeIsChosenByTheTerminalAndTheEnvironment() {
        let form = Form()
        var runner = TerminalForm(form)
        // Tests run with no terminal on their standard input.
        let device = TerminalDevice(input: open("/dev/null", O_RDONLY), output: STDOUT_FILENO)
        defer { close(device.input) }
        #expect(runner.isPlain(on: device, environment: [:]))
        runner.mode = .interactive
        #expect(!runner.isPlain(on: device, environment: ["FORMWORK_PLAIN": "1"]))
        runner.mode = .automatic
        #expect(runner.isPlain(on: device, environment: ["TERM": "dumb"]))
        runner.mode = .plain
        #expect(runner.isPlain(on: device, environment: [:]))
    }
    /// A megabyte of empty lines on standard input: the required question is given
    /// up after three tries, naming it, and the transcript stays a few lines long.
    @Test func aQuestionThatKeepsGettingNothingEndsTheRun() {
        let form = Form()
        form +++ Section() <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
            <<< PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Blue"]; $0.add(rule: RuleRequired()) }
        let (outcome, transcript) = runPlain(form, answers: String(repeating: "\n", count: 1 << 20))
        guard case .failure(.gaveUp(let question, let unanswered)) = outcome else {
            Issue.record("not given up: \(outcome)"); return
        }
        #expect(question.hasPrefix("Email"))
        #expect(unanswered.first?.hasPrefix("Email") == true)
        #expect(transcript.utf8.count < 2_000, "\(transcript.utf8.count) bytes")
        #expect(transcript.components(separatedBy: "Email (required)").count - 1 == 3)
        #expect(transcript.contains("No answer it can take after 3 tries"))
    }

    @Test func tenRefusedAnswersToOneQuestionEndTheRunAndAnAcceptedOneStartsTheCountAgain() {
        let form = Form()
        form +++ Section() <<< IntRow("n") { $0.title = "Number"; $0.add(rule: RuleRequired()) }
            <<< IntRow("m") { $0.title = "Other" }
        let (outcome, _) = runPlain(form, answers: String(repeating: "x\n", count: 9) + "5\n" + String(repeating: "y\n", count: 20))
        // Nine refusals, then an answer: the first question is done; the second
        // gives up after ten of its own.
        guard case .failure(.gaveUp(let question, _)) = outcome else { Issue.record("\(outcome)"); return }
        #expect(question.hasPrefix("Other"))
        #expect(form.rowBy(tag: "n")?.baseValue as? Int == 5)
    }

    @Test func aChoiceAnsweredWithTheExtremesOfAWholeNumberIsNoChoice() {
        for answer in ["-9223372036854775808", "9223372036854775807", "0", "-1", "99999999999999999999999"] {
            let form = Form()
            form +++ Section() <<< PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Blue"] }
            let (outcome, transcript) = runPlain(form, answers: answer + "\n2\n")
            guard case .success(.completed(let values)) = outcome else { Issue.record("\(answer): \(outcome)"); continue }
            #expect(values["colour"] as? String == "Blue", "\(answer)")
            #expect(transcript.contains("No option matches"), "\(answer)")
        }
    }
}

/// Plain mode asks custom rows by what they hold, whatever their kind.
@Suite struct PlainFormValueClassTests {
    /// A row of `Bool` with a kind of its own, as a custom row is written.
    final class ConsentRow: Row<Bool> {
        override var kind: RowKind { "consent" }
        required init(tag: String?) { super.init(tag: tag) }
    }

    /// A row that shows a value and takes none, with a kind of its own.
    struct Badge: Equatable { let text: String }
    final class BadgeRow: Row<Badge> {
        override var kind: RowKind { "badge" }
        override func displayString(for value: Badge) -> String { value.text }
        required init(tag: String?) { super.init(tag: tag) }
    }

    @Test func aCustomRowOfBoolIsAskedYesOrNoAndOneOfNothingIsShown() throws {
        let form = Form()
        let consent = ConsentRow(tag: "consent")
        consent.title = "Consent"
        let badge = BadgeRow(tag: "badge")
        badge.title = "Level"
        badge.value = Badge(text: "Gold")
        form +++ Section() <<< badge <<< consent
        let (outcome, transcript) = runPlain(form, answers: "maybe\ny\n")
        guard case .success = outcome else { Issue.record("plain mode ended with \(outcome)"); return }
        #expect(transcript.contains("Level: Gold"), "a row that takes nothing is shown, not asked")
        #expect(transcript.contains("Consent [y/n]"))
        #expect(transcript.contains("Answer y or n"))
        #expect(consent.value == true)
    }
}
