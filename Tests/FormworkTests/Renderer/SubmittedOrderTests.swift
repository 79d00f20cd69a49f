import Foundation
import Formwork
import Testing

/// A body is spread over the form's field table: fields that come in the order of
/// the rows (as a browser sends them) are matched by comparing names with the next
/// slots, others by the table's index. Every order must give the same form.
@Suite("Renderer API: submitted fields in any order")
struct SubmittedOrderTests {
    /// A form of several kinds of rows, some hidden or disabled, one untagged.
    static func makeForm() -> Form {
        Form()
            +++ Section("One")
            <<< TextRow("name") { $0.add(rule: RuleRequired()) }
            <<< IntRow("age") { $0.add(rule: RuleSmallerOrEqualThan(max: 130)) }
            <<< SwitchRow("news") { $0.value = true }
            <<< TextRow("secret") { $0.hidden = true; $0.value = "kept" }
            <<< TextRow("locked") { $0.disabled = true; $0.value = "fixed" }
            +++ Section()
            <<< MultipleSelectorRow<String>("tags") { $0.options = ["a", "b", "c"] }
            <<< TextRow() { $0.value = "untagged" }
            <<< PushRow<String>("colour") { $0.options = ["red", "green"] }
    }

    /// What a form holds after taking `fields`, and what it rejected.
    static func outcome(_ fields: [(String, String)]) -> String {
        let form = makeForm()
        let rejections = form.takeInput(SubmittedFields(fields.map { (name: $0.0, value: $0.1) }))
        let values = form.allRows.map { "\($0.identifier)=\($0.displayText ?? "nil")" }
        return values.joined(separator: ",") + " | " + rejections.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
    }

    static let inOrder: [(String, String)] = [
        ("name", "Ada"), ("age", "200"), ("news", "on"), ("secret", "changed"), ("locked", "changed"),
        ("tags", "a"), ("tags", "c"), ("s1.r1", "typed"), ("colour", "green"),
    ]

    @Test func fieldsInTheOrderOfTheRowsAndShuffledGiveTheSameForm() {
        let expected = Self.outcome(Self.inOrder)
        #expect(expected.contains("name=Ada"))
        #expect(expected.contains("secret=kept"))
        #expect(expected.contains("locked=fixed"))
        #expect(expected.contains("s1.r1=typed"))
        var random = SeededGenerator(seed: 99)
        for _ in 0..<20 {
            #expect(Self.outcome(Self.inOrder.shuffled(using: &random)) == expected)
        }
    }

    @Test func aNameSentAgainLaterIsNotCutShort() {
        // `tags` twice, apart: the second value must not be lost to ordered matching.
        let fields: [(String, String)] = [("name", "Ada"), ("tags", "a"), ("colour", "red"), ("tags", "b")]
        let form = Self.makeForm()
        form.takeInput(SubmittedFields(fields.map { (name: $0.0, value: $0.1) }))
        let tags = form.rowBy(tag: "tags") as? MultipleSelectorRow<String>
        #expect(tags?.value == ["a", "b"])
        #expect((form.rowBy(tag: "colour") as? PushRow<String>)?.value == "red")
    }

    @Test func namesNoRowHasAndMissingFieldsAreHandledAlike() {
        let withExtra = Self.inOrder + [("csrf", "token")]
        #expect(Self.outcome(withExtra) == Self.outcome(Self.inOrder))
        let missing = Self.inOrder.filter { $0.0 != "news" && $0.0 != "age" }
        let outcome = Self.outcome(missing)
        #expect(outcome.contains("news=No"))
        #expect(outcome.contains("age=nil"))
        #expect(Self.outcome(missing.reversed()) == outcome)
    }

    /// An observer inserts a row into the second section when the first row changes;
    /// the rest of the body still reaches the right rows, whatever its order.
    static func outcomeWithAnObserverInserting(_ fields: [(String, String)]) -> String {
        let form = makeForm()
        let second = form.allSections[1]
        var added = false
        _ = form.addObserver { event in
            if case .valueChanged(let row, _, _) = event, row.tag == "name", !added {
                added = true
                second.insert(TextRow("late"), at: 0)
            }
        }
        let rejections = form.takeInput(SubmittedFields(fields.map { (name: $0.0, value: $0.1) }))
        let values = form.allRows.map { "\($0.identifier)=\($0.displayText ?? "nil")" }
        return values.joined(separator: ",") + " | " + rejections.keys.sorted().joined(separator: ",")
    }

    @Test func rowsAnObserverAddsWhileInputIsTakenDoNotMisdirectFields() {
        let inOrder = Self.outcomeWithAnObserverInserting(Self.inOrder)
        #expect(inOrder.contains("late=nil"))
        // The untagged row moved from s1.r1 to s1.r2: what was sent for s1.r1 is not its.
        #expect(inOrder.contains("s1.r2=nil"))
        #expect(inOrder.contains("colour=green"))
        #expect(inOrder.contains("tags=a, c"))
        #expect(inOrder.contains("age"))
        #expect(Self.outcomeWithAnObserverInserting(Self.inOrder.reversed()) == inOrder)
    }

    @Test func aTemplatesFormsTakeFieldsInAnyOrderAlike() throws {
        let template = try FormTemplate { Self.makeForm() }
        func outcome(_ fields: [(String, String)]) -> String {
            let form = template.makeForm()
            let rejections = form.takeInput(SubmittedFields(fields.map { (name: $0.0, value: $0.1) }))
            return form.allRows.map { "\($0.identifier)=\($0.displayText ?? "nil")" }.joined(separator: ",")
                + " | " + rejections.keys.sorted().joined(separator: ",")
        }
        #expect(outcome(Self.inOrder) == Self.outcome(Self.inOrder))
        #expect(outcome(Self.inOrder.reversed()) == Self.outcome(Self.inOrder))
    }

    @Test func aRowTaggedLikeAnUntaggedRowsPlaceReadsTheSameField() throws {
        // `s0.r1` is both a tag and the identifier of the untagged second row of
        // section `s0`: by name, both read what is sent under it.
        func build() -> Form {
            Form() +++ Section() <<< TextRow("first") <<< TextRow() <<< TextRow("s0.r1")
        }
        for form in [build(), try FormTemplate { build() }.makeForm()] {
            form.takeInput(SubmittedFields([(name: "first", value: "a"), (name: "s0.r1", value: "both")]))
            #expect(form.allRows.map { ($0 as? TextRow)?.value } == ["a", "both", "both"])
        }
    }

    @Test func fieldsFarApartAreFoundWhateverRowsBetweenThemSendNothing() throws {
        // Twenty unticked checkboxes send nothing: the text after them is still found.
        let template = try FormTemplate {
            let section = Section()
            for i in 0..<20 { section <<< CheckRow("check\(i)") }
            return Form() +++ section <<< TextRow("after")
        }
        let form = template.makeForm()
        form.takeInput(SubmittedFields([(name: "check3", value: "true"), (name: "after", value: "found")]))
        #expect((form.rowBy(tag: "after") as? TextRow)?.value == "found")
        #expect((form.rowBy(tag: "check3") as? CheckRow)?.value == true)
        #expect((form.rowBy(tag: "check4") as? CheckRow)?.value == false)
    }

    @Test func aRetaggedRowTakesItsFieldUnderItsNewName() {
        let form = Self.makeForm()
        form.takeInput(SubmittedFields([(name: "name", value: "Ada")]))
        form.rowBy(tag: "name")?.tag = "fullName"
        form.takeInput(SubmittedFields([(name: "fullName", value: "Grace"), (name: "name", value: "ignored")]))
        #expect((form.rowBy(tag: "fullName") as? TextRow)?.value == "Grace")
    }
}

