import Foundation
import Formwork
import Testing

/// What people type and what clients send, at random, into every kind of row: never
/// a stop, never a value changed without saying so, never a row changed that input
/// may not change.
@Suite("Hostile input: typed text and submissions")
struct InputFuzzTests {
    /// The catalogue example: a form with every kind of row.
    static func catalogue() throws -> Form {
        try Form(schemaJSON: Data(contentsOf: SchemaFixture.examplesDirectory.appendingPathComponent("catalogue.json")))
    }

    static func input(_ random: inout SeededGenerator, keys: [String]) -> RowInput {
        func text() -> String {
            !keys.isEmpty && Bool.random(using: &random) ? keys.randomElement(using: &random)! : Fuzz.hostileText(&random)
        }
        switch Int.random(in: 0..<6, using: &random) {
        case 0: return .absent
        case 1: return .texts((0..<Int.random(in: 0...4, using: &random)).map { _ in text() })
        default: return .text(text())
        }
    }

    @Test func everyRowTakesHostileTextAndKeepsItsWordOrWhatWasTyped() throws {
        var random = Fuzz.generator(3)
        let form = try Self.catalogue()
        let rows = form.allRows.filter { !$0.isReadOnly }
        #expect(rows.count > 30)
        var rejected = 0
        for round in 0..<Fuzz.rounds {
            for row in rows {
                let keys = row.optionLists.flatMap { $0.options.map(\.key) }
                let before = String(describing: row.baseValue)
                let input = Self.input(&random, keys: keys)
                let result = row.takeInput(input)
                switch result {
                case .rejected(let message):
                    rejected += 1
                    #expect(!message.isEmpty, "\(Fuzz.place(round)): \(row.identifier) rejected \(input) with no message")
                    // A rejection keeps the value, or (a field) keeps what was typed to show it again.
                    let kept = String(describing: row.baseValue) == before
                    let typedKept: Bool
                    switch input {
                    case .text(let typed): typedKept = row.inputText == typed
                    case .texts(let typed) where typed.count == 1: typedKept = row.inputText == typed[0]
                    default: typedKept = false
                    }
                    #expect(kept || typedKept, "\(Fuzz.place(round)): \(row.identifier) lost \(before) on \(input)")
                    #expect(row.validate(quietly: true).contains { $0.msg == message },
                            "\(Fuzz.place(round)): \(row.identifier) validates without the rejection \(message)")
                case .accepted, .ignored:
                    _ = row.validate(quietly: true)
                }
                _ = row.displayText
                _ = row.optionLists
            }
            _ = form.values()
        }
        #expect(rejected > 0)
    }

    /// A form where input may change some rows and not others.
    static func guarded() -> Form {
        Form()
            +++ Section("Open")
            <<< TextRow("name")
            <<< IntRow("age")
            <<< SwitchRow("news") { $0.value = true }
            <<< PushRow<String>("plan") { $0.options = ["free", "pro"]; $0.value = "free" }
            +++ Section("Closed")
            <<< TextRow("hiddenNote") { $0.hidden = true; $0.value = "secret" }
            <<< TextRow("locked") { $0.disabled = true; $0.value = "fixed" }
            <<< LabelRow("label") { $0.value = "read only" }
            <<< IntRow("hiddenByNews") { $0.hidden = "$news == false"; $0.value = 7 }
            +++ MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
                $0.tag = "phones"
                $0.maximumItemCount = 5
                $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
            }
            +++ MultivaluedSection(multivaluedOptions: []) {
                $0.tag = "fixed"
                $0 <<< TextRow { $0.value = "one" } <<< TextRow { $0.value = "two" }
            }
    }

    @Test func submissionsNeverChangeWhatInputMayNotChange() {
        var random = Fuzz.generator(4)
        let names = ["name", "age", "news", "plan", "hiddenNote", "locked", "label", "hiddenByNews", "phones", "phones.0", "phones.4",
                     "phones.5", "phones.999", "phones.count", "phones.add", "fixed", "fixed.0", "fixed.2", "fixed.count",
                     "s0.r0", "unknown", "", "~", "name.picker"]
        for round in 0..<Fuzz.rounds {
            let form = Self.guarded()
            let pairs = (0..<Int.random(in: 0...30, using: &random)).map { _ in
                (name: names.randomElement(using: &random)!, value: Bool.random(using: &random) ? Fuzz.hostileText(&random) : String(Int.random(in: -3...1_000_000, using: &random)))
            }
            let hiddenBefore = form.rowBy(tag: "hiddenByNews")?.isHidden ?? true
            let rejections = form.takeInput(SubmittedFields(pairs))
            let place = Fuzz.place(round)
            #expect((form.rowBy(tag: "hiddenNote") as? TextRow)?.value == "secret", "\(place)")
            #expect((form.rowBy(tag: "locked") as? TextRow)?.value == "fixed", "\(place)")
            #expect((form.rowBy(tag: "label") as? LabelRow)?.value == "read only", "\(place)")
            if hiddenBefore, (form.rowBy(tag: "news") as? SwitchRow)?.value == false {
                #expect((form.rowBy(tag: "hiddenByNews") as? IntRow)?.value == 7, "\(place)")
            }
            let phones = form.sectionBy(tag: "phones") as? MultivaluedSection
            #expect((phones?.itemRows.count ?? 0) <= 5, "\(place): \(phones?.itemRows.count ?? 0) items")
            let fixed = form.sectionBy(tag: "fixed") as? MultivaluedSection
            #expect(fixed?.itemRows.count == 2, "\(place)")
            let plan = (form.rowBy(tag: "plan") as? PushRow<String>)?.value
            #expect(plan == nil || plan == "free" || plan == "pro", "\(place): plan \(plan ?? "")")
            for (name, message) in rejections {
                #expect(!message.isEmpty && form.row(withIdentifier: name) != nil, "\(place): \(name) \(message)")
            }
            _ = form.validate()
        }
    }
}
