import Formwork
import Testing

/// Records a form's events for a test to inspect.
private final class EventLog {
    var events: [FormEvent] = []

    init(_ form: Form) {
        form.addObserver { [weak self] event in self?.events.append(event) }
    }

    /// Tags of rows hidden, in order.
    var hidden: [String] {
        events.compactMap { event -> String? in if case .rowHidden(let row, _, _) = event { row.tag ?? "?" } else { nil } }
    }

    /// Tags of rows shown, in order.
    var shown: [String] {
        events.compactMap { event -> String? in if case .rowShown(let row, _, _) = event { row.tag ?? "?" } else { nil } }
    }

    var sectionsHidden: [String] {
        events.compactMap { event -> String? in if case .sectionHidden(let section, _) = event { section.tag ?? "?" } else { nil } }
    }

    var sectionsShown: [String] {
        events.compactMap { event -> String? in if case .sectionShown(let section, _) = event { section.tag ?? "?" } else { nil } }
    }

    var disabledChanges: [String] {
        events.compactMap { event -> String? in if case .disabledChanged(let row) = event { row.tag ?? "?" } else { nil } }
    }

    func clear() { events.removeAll() }
}

/// Counts how often a closure condition runs.
private final class Counter {
    var count = 0
}

@Suite("Conditions in a form")
struct FormConditionTests {

    // MARK: Evaluated at once

    @Test func conditionSetOnARowInAFormIsEvaluatedAtOnce() {
        let flag = SwitchRow("flag") { $0.value = true }
        let name = TextRow("name")
        let form = Form()
        form +++ Section() <<< flag <<< name
        let section = form[0]
        #expect(!name.isHidden)
        #expect(section.count == 2)

        name.hidden = "$flag == true"
        #expect(name.isHidden)
        #expect(section.count == 1)
        #expect(section[0] === flag)

        name.hidden = "$flag == false"
        #expect(!name.isHidden)
        #expect(section.count == 2)

        name.disabled = "$flag"
        #expect(name.isDisabled)
        name.disabled = nil
        #expect(!name.isDisabled)

        name.hidden = true
        #expect(name.isHidden)
        name.hidden = nil
        #expect(!name.isHidden)
    }

    @Test func conditionsAreEvaluatedWhenTheRowJoins() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("flag") { $0.value = false }
            <<< TextRow("hiddenNow") { $0.hidden = "$flag == false" }
            <<< TextRow("shownNow") { $0.hidden = "$flag == true" }
            <<< TextRow("disabledNow") { $0.disabled = "NOT $flag" }
        #expect(form.rowBy(tag: "hiddenNow")?.isHidden == true)
        #expect(form.rowBy(tag: "shownNow")?.isHidden == false)
        #expect(form.rowBy(tag: "disabledNow")?.isDisabled == true)
        #expect(form[0].count == 3)
        #expect(form.allRows.count == 4)
    }

    @Test func conditionsFollowValueChanges() throws {
        let flag = SwitchRow("flag") { $0.value = true }
        let details = TextRow("details") { $0.hidden = "$flag == false" }
        let age = IntRow("age")
        let drink = TextRow("drink") { $0.hidden = "$age < 18 OR $age == nil"; $0.disabled = "$age > 99" }
        let form = Form()
        form +++ Section() <<< flag <<< details <<< age <<< drink

        #expect(!details.isHidden)
        flag.value = false
        #expect(details.isHidden)
        #expect(form[0].count == 2)       // flag and age; drink is hidden while age is empty
        flag.value = true
        #expect(!details.isHidden)

        #expect(drink.isHidden)
        age.value = 17
        #expect(drink.isHidden)
        age.value = 18
        #expect(!drink.isHidden)
        #expect(!drink.isDisabled)
        age.value = 100
        #expect(drink.isDisabled)
        age.value = nil
        #expect(drink.isHidden)
        #expect(!drink.isDisabled)
    }

    @Test func silentAndBulkValueChangesStillReachConditions() {
        let age = IntRow("age")
        let adult = TextRow("adult") { $0.hidden = "NOT ($age >= 18)" }
        let form = Form()
        form +++ Section() <<< age <<< adult
        #expect(adult.isHidden)
        age.setValueSilently(30)
        #expect(!adult.isHidden)
        form.setValues(["age": 5])
        #expect(adult.isHidden)
    }

    @Test func stringConditionsCompareRowValuesByType() {
        let count = IntRow("count") { $0.value = 3 }
        let price = DecimalRow("price") { $0.value = 2.5 }
        let city = TextRow("city") { $0.value = "Zu\u{308}rich" }
        let a = TextRow("a") { $0.hidden = "$count == 3.0" }
        let b = TextRow("b") { $0.hidden = "$price == 2.5 AND $price < $count" }
        let c = TextRow("c") { $0.hidden = "$city BEGINSWITH 'Zü'" }
        let d = TextRow("d") { $0.hidden = "$count == '3'" }
        let form = Form()
        form +++ Section() <<< count <<< price <<< city <<< a <<< b <<< c <<< d
        #expect(a.isHidden)
        #expect(b.isHidden)
        #expect(c.isHidden)
        #expect(!d.isHidden)
    }

    // MARK: Closure conditions

    @Test func functionConditionsReEvaluateWhenAListedTagChanges() {
        let age = IntRow("age") { $0.value = 20 }
        let other = TextRow("other")
        let calls = Counter()
        let minor = TextRow("minor") {
            $0.hidden = .function(["age"]) { form in
                calls.count += 1
                return ((form.rowBy(tag: "age") as? IntRow)?.value ?? 0) >= 18
            }
        }
        let form = Form()
        form +++ Section() <<< age <<< other <<< minor
        #expect(minor.isHidden)
        let before = calls.count

        age.value = 12
        #expect(!minor.isHidden)
        #expect(calls.count == before + 1)

        other.value = "unrelated"
        #expect(calls.count == before + 1)

        age.value = 40
        #expect(minor.isHidden)
        #expect(calls.count == before + 2)
    }

    @Test func functionConditionsIgnoreTagsTheyDoNotList() {
        let age = IntRow("age") { $0.value = 20 }
        let row = TextRow("row") {
            // Reads "age" but lists nothing: nobody tells it about changes.
            $0.hidden = .function([]) { form in ((form.rowBy(tag: "age") as? IntRow)?.value ?? 0) >= 18 }
        }
        let form = Form()
        form +++ Section() <<< age <<< row
        #expect(row.isHidden)
        age.value = 10
        #expect(row.isHidden)
        row.evaluateHidden()
        #expect(!row.isHidden)
    }

    @Test func functionConditionsForDisabled() {
        let locked = SwitchRow("locked") { $0.value = false }
        let field = TextRow("field") {
            $0.disabled = .function(["locked"]) { form in (form.rowBy(tag: "locked") as? SwitchRow)?.value == true }
        }
        let form = Form()
        form +++ Section() <<< locked <<< field
        let log = EventLog(form)
        #expect(!field.isDisabled)
        locked.value = true
        #expect(field.isDisabled)
        #expect(log.disabledChanges == ["field"])
    }

    // MARK: Forward references

    @Test func forwardReferenceReadsNilUntilTheRowArrives() throws {
        let greeting = TextRow("greeting") { $0.hidden = "$name == nil" }
        let form = Form()
        form +++ Section() <<< greeting
        #expect(greeting.isHidden)
        #expect(form.diagnostics.count == 1)
        let diagnostic = try #require(form.diagnostics.first)
        #expect(diagnostic.contains("$name"))

        form[0] <<< TextRow("name") { $0.value = "Ann" }
        #expect(!greeting.isHidden)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func forwardReferenceToALaterSection() {
        let shipping = TextRow("shipping") { $0.hidden = "$sameAddress == true" }
        let form = Form()
        form +++ Section() <<< shipping
        #expect(!shipping.isHidden)
        #expect(form.diagnostics.contains { $0.contains("$sameAddress") })

        form +++ Section() <<< SwitchRow("sameAddress") { $0.value = true }
        #expect(shipping.isHidden)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func forwardReferenceWithinOneBuilderChain() {
        let form = Form()
        form +++ Section()
            <<< TextRow("early") { $0.hidden = "$late == 1" }
            <<< IntRow("late") { $0.value = 1 }
        #expect(form.rowBy(tag: "early")?.isHidden == true)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func forwardReferenceFromASectionCondition() {
        let form = Form()
        form +++ Section { $0.tag = "extra"; $0.hidden = "$showExtra != true" } <<< TextRow("e")
        #expect(form.count == 0)
        #expect(form.diagnostics.contains { $0.contains("$showExtra") })
        form +++ Section() <<< SwitchRow("showExtra") { $0.value = true }
        #expect(form.count == 2)
        #expect(form.sectionBy(tag: "extra")?.isHidden == false)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func forwardReferenceFromADisabledCondition() {
        let field = TextRow("field") { $0.disabled = "$locked == true" }
        let form = Form()
        form +++ Section() <<< field
        #expect(!field.isDisabled)
        form[0] <<< SwitchRow("locked") { $0.value = true }
        #expect(field.isDisabled)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func diagnosticsForgetReferencesOfRemovedRows() {
        let reader = TextRow("reader") { $0.hidden = "$ghost == 1" }
        let form = Form()
        form +++ Section() <<< TextRow("other") <<< reader
        #expect(form.diagnostics.contains { $0.contains("$ghost") })
        form[0].removeAll { $0 === reader }
        #expect(form.diagnostics.isEmpty)
    }

    @Test func diagnosticsListEveryUnresolvedTag() {
        let form = Form()
        form +++ Section()
            <<< TextRow("a") { $0.hidden = "$x == 1 AND $y == 2"; $0.disabled = "$z" }
            <<< TextRow("b") { $0.hidden = "$a == nil" }
        let diagnostics = form.diagnostics
        #expect(diagnostics.count == 3)
        for tag in ["$x", "$y", "$z"] {
            #expect(diagnostics.contains { $0.contains(tag) }, "\(tag) in \(diagnostics)")
        }
    }

    // MARK: Hidden rows read as nil

    @Test func hiddenRowsReadAsNil() {
        let flag = SwitchRow("flag") { $0.value = true }
        let b = TextRow("b") { $0.value = "x"; $0.hidden = "$flag == false" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let form = Form()
        form +++ Section() <<< flag <<< b <<< c
        #expect(!b.isHidden)
        #expect(!c.isHidden)

        flag.value = false
        #expect(b.isHidden)
        #expect(b.value == "x")
        #expect(c.isHidden)
        #expect(form[0].count == 1)

        flag.value = true
        #expect(!b.isHidden)
        #expect(!c.isHidden)
        #expect(form[0].count == 3)
    }

    @Test func predicateValueOfAHiddenRowIsNil() {
        let flag = SwitchRow("flag") { $0.value = true }
        let b = IntRow("b") { $0.value = 7; $0.hidden = "NOT $flag" }
        let form = Form()
        form +++ Section() <<< flag <<< b
        #expect(form.predicateValue(forTag: "b") == .number(7))
        flag.value = false
        #expect(form.predicateValue(forTag: "b") == .null)
        #expect(form.predicateValue(forTag: "nobody") == .null)
    }

    @Test func threeLevelChain() {
        let flag = SwitchRow("flag") { $0.value = true }
        let a = TextRow("a") { $0.value = "1"; $0.hidden = "$flag == false" }
        let b = TextRow("b") { $0.value = "2"; $0.hidden = "$a == nil" }
        let c = TextRow("c") { $0.value = "3"; $0.hidden = "$b == nil" }
        let d = TextRow("d") { $0.hidden = "$c == nil" }
        let form = Form()
        form +++ Section() <<< flag +++ Section() <<< a <<< b <<< c <<< d
        #expect([a, b, c, d].allSatisfy { !$0.isHidden })
        let log = EventLog(form)

        flag.value = false
        #expect([a, b, c, d].allSatisfy { $0.isHidden })
        #expect(log.hidden == ["a", "b", "c", "d"])
        #expect(form[1].count == 0)

        log.clear()
        flag.value = true
        #expect([a, b, c, d].allSatisfy { !$0.isHidden })
        #expect(log.shown == ["a", "b", "c", "d"])
    }

    @Test func chainDefinedInReverseOrder() {
        // Each row reads one defined after it: every link is a forward reference.
        let form = Form()
        form +++ Section()
            <<< TextRow("c") { $0.hidden = "$b == nil" }
            <<< TextRow("b") { $0.value = "x"; $0.hidden = "$a == nil" }
            <<< TextRow("a") { $0.value = "x"; $0.hidden = "$flag != true" }
            <<< SwitchRow("flag") { $0.value = true }
        let rows = ["a", "b", "c"].compactMap { form.rowBy(tag: $0) }
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { !$0.isHidden })
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = false
        #expect(rows.allSatisfy { $0.isHidden })
    }

    @Test func disabledConditionsReadHiddenRowsAsNil() {
        let flag = SwitchRow("flag") { $0.value = true }
        let b = TextRow("b") { $0.value = "x"; $0.hidden = "$flag == false" }
        let c = TextRow("c") { $0.disabled = "$b != nil" }
        let form = Form()
        form +++ Section() <<< flag <<< b <<< c
        #expect(c.isDisabled)
        flag.value = false
        #expect(!c.isDisabled)
        flag.value = true
        #expect(c.isDisabled)
    }

    @Test func hidingASectionMakesItsRowsReadNil() {
        let flag = SwitchRow("flag") { $0.value = true }
        let b = TextRow("b") { $0.value = "x" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let form = Form()
        form +++ Section() <<< flag
            +++ Section { $0.tag = "details"; $0.hidden = "$flag == false" } <<< b
            +++ Section() <<< c
        #expect(form.count == 3)
        #expect(!c.isHidden)

        flag.value = false
        let details = form.sectionBy(tag: "details")
        #expect(details?.isHidden == true)
        #expect(form.count == 2)
        #expect(!b.isHidden)        // its own condition does not hold
        #expect(!b.isVisible)       // but its section is hidden
        #expect(c.isHidden)

        flag.value = true
        #expect(form.count == 3)
        #expect(b.isVisible)
        #expect(!c.isHidden)
    }

    @Test func hidingASectionWithAConstantConditionPropagates() {
        let b = TextRow("b") { $0.value = "x" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let section = Section() <<< b
        let form = Form()
        form +++ section +++ Section() <<< c
        #expect(!c.isHidden)
        section.hidden = true
        #expect(form.count == 1)
        #expect(c.isHidden)
        section.hidden = false
        #expect(form.count == 2)
        #expect(!c.isHidden)
    }

    @Test func sectionConditionReadingARowInAnotherHiddenSection() {
        let flag = SwitchRow("flag") { $0.value = true }
        let b = TextRow("b") { $0.value = "x" }
        let form = Form()
        form +++ Section() <<< flag
            +++ Section { $0.tag = "first"; $0.hidden = "$flag == false" } <<< b
            +++ Section { $0.tag = "second"; $0.hidden = "$b == nil" } <<< TextRow("c")
        let log = EventLog(form)
        #expect(form.count == 3)
        flag.value = false
        #expect(form.count == 1)
        #expect(log.sectionsHidden == ["first", "second"])
        log.clear()
        flag.value = true
        #expect(form.count == 3)
        #expect(log.sectionsShown == ["first", "second"])
    }

    @Test func hiddenRowsOfAMultivaluedSectionValue() {
        let phones = MultivaluedSection(multivaluedOptions: [.insert, .delete]) {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        let call = ButtonRow("call") { $0.hidden = "$phones == {}" }
        let form = Form()
        form +++ phones +++ Section() <<< call
        #expect(call.isHidden)
        phones.addButtonRow?.didSelect()
        #expect(!call.isHidden)
    }

    @Test func replacingARowReEvaluatesDependents() {
        let b = TextRow("b") { $0.value = "x" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let form = Form()
        form +++ Section() <<< b <<< c
        #expect(!c.isHidden)
        form[0][0] = TextRow("b")
        #expect(c.isHidden)
        form[0][0] = TextRow("b") { $0.value = "y" }
        #expect(!c.isHidden)
    }

    @Test func rowsOfHiddenSectionsAreNotInTheVisibleRows() {
        let flag = SwitchRow("flag") { $0.value = true }
        let form = Form()
        form +++ Section() <<< flag
            +++ Section { $0.hidden = "$flag == false" } <<< TextRow("x") <<< TextRow("y")
        #expect(form.rows.count == 3)
        flag.value = false
        #expect(form.rows.map(\.tag) == ["flag"])
        #expect(form.allRows.count == 3)
    }

    // MARK: Hidden rows keep their values

    @Test func hiddenRowsKeepTheirValues() {
        let flag = SwitchRow("flag") { $0.value = true }
        let note = TextRow("note") { $0.value = "keep me"; $0.hidden = "$flag == false" }
        let inSection = IntRow("inSection") { $0.value = 5 }
        let form = Form()
        form +++ Section() <<< flag <<< note
            +++ Section { $0.hidden = "$flag == false" } <<< inSection

        #expect(form.values()["note"] as? String == "keep me")
        flag.value = false
        #expect(note.value == "keep me")
        #expect(inSection.value == 5)
        let visible = form.values()
        #expect(!visible.keys.contains("note"))
        #expect(!visible.keys.contains("inSection"))
        #expect(visible["flag"] as? Bool == false)
        let all = form.values(includeHidden: true)
        #expect(all["note"] as? String == "keep me")
        #expect(all["inSection"] as? Int == 5)

        flag.value = true
        let again = form.values()
        #expect(again["note"] as? String == "keep me")
        #expect(again["inSection"] as? Int == 5)
    }

    // MARK: Removing rows and renaming tags

    @Test func removingARowMakesDependentsReadNil() {
        let b = TextRow("b") { $0.value = "x" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let form = Form()
        form +++ Section() <<< b <<< c
        #expect(!c.isHidden)
        #expect(form.diagnostics.isEmpty)

        form[0].removeAll { $0 === b }
        #expect(c.isHidden)
        #expect(form.diagnostics.contains { $0.contains("$b") })

        form[0].insert(b, at: 0)
        #expect(!c.isHidden)
        #expect(form.diagnostics.isEmpty)
    }

    @Test func removingASectionMakesDependentsReadNil() {
        let b = TextRow("b") { $0.value = "x" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let form = Form()
        form +++ Section { $0.tag = "holder" } <<< b
            +++ Section() <<< c
        #expect(!c.isHidden)
        form.removeAll { $0.tag == "holder" }
        #expect(form.count == 1)
        #expect(c.isHidden)
    }

    @Test func removedRowsStopListening() {
        let flag = SwitchRow("flag") { $0.value = true }
        let c = TextRow("c") { $0.hidden = "$flag == false" }
        let form = Form()
        form +++ Section() <<< flag <<< c
        form[0].removeAll { $0 === c }
        let log = EventLog(form)
        flag.value = false
        #expect(log.hidden.isEmpty)
        #expect(!form.diagnostics.contains { $0.contains("$flag") })
    }

    @Test func changingATagReEvaluatesDependents() {
        let b = TextRow("b") { $0.value = "x" }
        let other = TextRow("other") { $0.value = "y" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let d = TextRow("d") { $0.hidden = "$renamed != nil" }
        let form = Form()
        form +++ Section() <<< b <<< other <<< c <<< d
        #expect(!c.isHidden)
        #expect(!d.isHidden)

        b.tag = "renamed"
        #expect(c.isHidden)          // nothing is called b any more
        #expect(d.isHidden)          // something is called renamed now
        #expect(form.rowBy(tag: "renamed") === b)
        #expect(form.rowBy(tag: "b") == nil)

        other.tag = "b"
        #expect(!c.isHidden)
    }

    @Test func taggingAnUntaggedRowResolvesAReference() {
        let anonymous = IntRow { $0.value = 1 }
        let c = TextRow("c") { $0.hidden = "$late == 1" }
        let form = Form()
        form +++ Section() <<< anonymous <<< c
        #expect(!c.isHidden)
        anonymous.tag = "late"
        #expect(c.isHidden)
        anonymous.tag = nil
        #expect(!c.isHidden)
    }

    // MARK: Only dependents re-evaluate

    @Test func aValueChangeReEvaluatesOnlyDependentRows() {
        let a = IntRow("a") { $0.value = 0 }
        let b = IntRow("b") { $0.value = 0 }
        let section = Section() <<< a <<< b
        let callsA = Counter()
        let callsB = Counter()
        for i in 0..<20 {
            section <<< TextRow("onA\(i)") { $0.hidden = "$a == 1" }
            section <<< TextRow("onB\(i)") { $0.hidden = "$b == 1" }
        }
        section <<< TextRow("closureA") {
            $0.hidden = .function(["a"]) { _ in callsA.count += 1; return false }
        }
        section <<< TextRow("closureB") {
            $0.hidden = .function(["b"]) { _ in callsB.count += 1; return false }
        }
        let form = Form()
        form +++ section
        let log = EventLog(form)
        let beforeA = callsA.count
        let beforeB = callsB.count

        a.value = 1
        #expect(log.hidden.count == 20)
        #expect(log.hidden.allSatisfy { $0.hasPrefix("onA") })
        #expect(log.shown.isEmpty)
        #expect(callsA.count == beforeA + 1)
        #expect(callsB.count == beforeB)
        #expect(form[0].count == 2 + 20 + 2)

        log.clear()
        a.value = 0
        #expect(log.shown.count == 20)
        #expect(log.shown.allSatisfy { $0.hasPrefix("onA") })
        #expect(log.hidden.isEmpty)
        #expect(callsB.count == beforeB)
    }

    @Test func aValueChangeThatChangesNoOutcomeEmitsNoVisibilityEvents() {
        let a = IntRow("a") { $0.value = 5 }
        let big = TextRow("big") { $0.hidden = "$a < 10" }
        let form = Form()
        form +++ Section() <<< a <<< big
        let log = EventLog(form)
        a.value = 6
        #expect(big.isHidden)
        #expect(log.hidden.isEmpty && log.shown.isEmpty)
    }

    @Test func dependentsOfDependentsAreReEvaluatedAndNoOthers() {
        let flag = SwitchRow("flag") { $0.value = true }
        let b = TextRow("b") { $0.value = "x"; $0.hidden = "$flag == false" }
        let c = TextRow("c") { $0.hidden = "$b == nil" }
        let unrelated = TextRow("unrelated") { $0.hidden = "$other == 1" }
        let calls = Counter()
        let watcher = TextRow("watcher") {
            $0.hidden = .function(["other"]) { _ in calls.count += 1; return false }
        }
        let form = Form()
        form +++ Section() <<< flag <<< b <<< c <<< unrelated <<< watcher <<< IntRow("other")
        let log = EventLog(form)
        let before = calls.count
        flag.value = false
        #expect(log.hidden == ["b", "c"])
        #expect(calls.count == before)
        #expect(!unrelated.isHidden)
    }

    @Test func eventsCarryVisibleIndices() {
        let flag = SwitchRow("flag") { $0.value = true }
        let first = TextRow("first")
        let target = TextRow("target") { $0.hidden = "$flag == false" }
        let form = Form()
        form +++ Section() <<< flag <<< first <<< target <<< TextRow("last")
        let log = EventLog(form)
        flag.value = false
        guard case .rowHidden(let row, let index, let section)? = log.events.first(where: {
            if case .rowHidden = $0 { true } else { false }
        }) else {
            Issue.record("no rowHidden event in \(log.events)")
            return
        }
        #expect(row === target)
        #expect(index == 2)
        #expect(section === form[0])
    }

    // MARK: Conditions that are not cycles

    @Test func disabledConditionsMayReadEachOther() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("a") { $0.value = true; $0.disabled = "$b == true" }
            <<< SwitchRow("b") { $0.value = true; $0.disabled = "$a == true" }
        #expect(form.rowBy(tag: "a")?.isDisabled == true)
        #expect(form.rowBy(tag: "b")?.isDisabled == true)
        (form.rowBy(tag: "a") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "b")?.isDisabled == false)
    }

    @Test func hiddenAndDisabledMayReadEachOther() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("a") { $0.value = true; $0.hidden = "$b == false" }
            <<< SwitchRow("b") { $0.value = true; $0.disabled = "$a == nil" }
        let a = form.rowBy(tag: "a")
        let b = form.rowBy(tag: "b") as? SwitchRow
        #expect(a?.isHidden == false)
        #expect(b?.isDisabled == false)
        b?.value = false
        #expect(a?.isHidden == true)
        #expect(b?.isDisabled == true)
    }

    @Test func twoRowsReadingTheSameTagIsNoCycle() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("flag") { $0.value = false }
            <<< TextRow("x") { $0.hidden = "$flag == true" }
            <<< TextRow("y") { $0.hidden = "$flag == true AND $x == nil" }
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = true
        #expect(form.rowBy(tag: "x")?.isHidden == true)
        #expect(form.rowBy(tag: "y")?.isHidden == true)
    }
}
