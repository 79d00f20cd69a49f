import Foundation
import Formwork
import Testing

/// The form of Eureka's hidden-rows tests, with tags of our own:
///
///     section 0 "Short":        name (NameRow), age (IntRow)
///     section 1:                overAge  hidden when age > 23
///                               phrase   hidden when name contains " is " (closure)
///     section 2 "Whatsoever":   hidden when name contains 'God'; tagged "whatsoever"
///                               real     hidden when age == 88 or name ends in "real" (closure)
///                               when     DateInlineRow, hidden when age > 23
@Suite("Hidden rows and sections")
struct HiddenRowsTests {
    let form: Form
    let name: NameRow
    let age: IntRow
    let overAge: IntRow
    let phrase: TextRow
    let whatsoever: Section
    let real: TextRow
    let when: DateInlineRow

    init() throws {
        form = EurekaFixtures.shortForm()
        name = try #require(form.rowBy(tag: "name"))
        age = try #require(form.rowBy(tag: "age"))
        overAge = IntRow("overAge") { $0.hidden = "$age > 23" }
        phrase = TextRow("phrase") {
            $0.hidden = .function(["name"]) { form in
                let name: NameRow? = form.rowBy(tag: "name")
                return name?.value?.contains(" is ") ?? false
            }
        }
        whatsoever = Section("Whatsoever") {
            $0.tag = "whatsoever"
            $0.hidden = "$name contains 'God'"
        }
        real = TextRow("real") {
            $0.hidden = .function(["age", "name"]) { form in
                let age: IntRow? = form.rowBy(tag: "age")
                let name: NameRow? = form.rowBy(tag: "name")
                return age?.value == 88 || (name?.value?.hasSuffix("real") ?? false)
            }
        }
        when = DateInlineRow("when") { $0.hidden = "$age > 23" }
        form +++ overAge <<< phrase
            +++ whatsoever <<< real <<< when
    }

    @Test func rowsAndSectionsAreFoundByTagWhetherHiddenOrNot() {
        func check(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(form.rowBy(tag: "name") === name, sourceLocation: sourceLocation)
            #expect(form.rowBy(tag: "age") === age, sourceLocation: sourceLocation)
            #expect(form.rowBy(tag: "overAge") === overAge, sourceLocation: sourceLocation)
            #expect(form.rowBy(tag: "phrase") === phrase, sourceLocation: sourceLocation)
            #expect(form.rowBy(tag: "real") === real, sourceLocation: sourceLocation)
            #expect(form.rowBy(tag: "when") === when, sourceLocation: sourceLocation)
            #expect(form.sectionBy(tag: "whatsoever") === whatsoever, sourceLocation: sourceLocation)
        }
        check()

        name.baseValue = "God is real"
        age.baseValue = 88
        #expect(overAge.isHidden && phrase.isHidden && real.isHidden && whatsoever.isHidden)
        check()

        name.baseValue = "blah blah"
        age.baseValue = 1
        #expect(!overAge.isHidden && !phrase.isHidden && !real.isHidden && !whatsoever.isHidden)
        check()
    }

    @Test func visibilityFollowsTheValues() {
        #expect(form.count == 3)
        #expect(form.map(\.count) == [2, 2, 2])

        form[0][0].baseValue = "Hi there"
        form[0][1].baseValue = 15
        #expect(form.map(\.count) == [2, 2, 2])

        form[0][1].baseValue = 24
        #expect(form.map(\.count) == [2, 1, 1])
        #expect(form[1][0].tag == "phrase")
        #expect(tags(whatsoever) == ["real"])

        form[0][0].baseValue = " is real"
        #expect(form.map(\.count) == [2, 0, 0])
        #expect(whatsoever.isEmpty)

        form[0][0].baseValue = "God is real"
        #expect(form.count == 2)
        #expect(form.map(\.count) == [2, 0])
        #expect(whatsoever.isHidden)

        form[0][0].baseValue = "blah"
        form[0][1].baseValue = 2
        #expect(form.count == 3)
        #expect(form.map(\.count) == [2, 2, 2])
        #expect(tags(form.rows) == ["name", "age", "overAge", "phrase", "real", "when"])
    }

    @Test func hiddenSectionsComeBackInTheirPlace() {
        let hello = Section { $0.tag = "hello"; $0.hidden = "$name contains 'hello'" }
        let morning = Section { $0.tag = "morning"; $0.hidden = "$name contains 'morning'" }
        form.insert(hello, at: 1)
        form.insert(morning, at: 3)
        #expect(form.count == 5)
        #expect(form.map(\.count) == [2, 0, 2, 0, 2])

        name.value = "hello, good morning!"
        #expect(form.count == 3)
        #expect(form.map(\.count) == [2, 2, 2])

        name.value = "whatever"
        #expect(form.count == 5)
        #expect(form[1].tag == "hello")
        #expect(form[3].tag == "morning")
        #expect(form[4].tag == "whatsoever")
    }

    @Test func rowsInsertedAmongHiddenRowsKeepTheirPlace() {
        let check1 = CheckRow("check1") { $0.hidden = "$name contains 'morning'" }
        let check2 = CheckRow("check2") { $0.hidden = "$name contains 'morning'" }
        let check3 = CheckRow("check3") { $0.hidden = "$name contains 'good'" }
        let check4 = CheckRow("check4") { $0.hidden = "$name contains 'good'" }

        form[0].insert(check1, at: 1)
        form[1].replaceSubrange(0..<0, with: [check2, check3])
        #expect(tags(form[0]) == ["name", "check1", "age"])
        #expect(tags(form[1]) == ["check2", "check3", "overAge", "phrase"])

        name.value = "hello, good morning!"
        #expect(tags(form[1]) == ["overAge", "phrase"])

        // Visible index 1 is right after "overAge", so check4 goes after it and
        // after the hidden rows before it.
        form[1].insert(check4, at: 1)
        #expect(check4.isHidden)
        #expect(tags(form[1]) == ["overAge", "phrase"])

        name.value = "whatever"
        #expect(tags(form[1]) == ["check2", "check3", "overAge", "check4", "phrase"])

        name.value = "hello, good morning!"
        form[1].removeAll()
        #expect(form[1].allRows.isEmpty)
        #expect(check2.section == nil && check4.section == nil)

        // Replace the inline date row with two rows that are hidden at the moment.
        form[2].replaceSubrange(1..<2, with: [check2, check4])
        #expect(form[1].isEmpty)
        #expect(tags(form[2]) == ["real"])

        name.value = "whatever"
        #expect(tags(form[2]) == ["real", "check2", "check4"])
        #expect(when.section == nil)
    }

    @Test func hidingARowCollapsesItsInlineRow() {
        #expect(whatsoever.count == 2)
        age.baseValue = 25
        #expect(whatsoever.count == 1)
        age.baseValue = 10
        #expect(whatsoever.count == 2)

        when.expandInlineRow()
        #expect(when.isExpanded)
        #expect(whatsoever.count == 3)

        age.baseValue = 25
        #expect(!when.isExpanded)
        #expect(whatsoever.count == 1)
        #expect(whatsoever.allRows.count == 2)

        age.baseValue = 10
        #expect(whatsoever.count == 2)
        #expect(!when.isExpanded)
    }

    @Test func eventsKeepAMirrorOfTheVisibleFormInStep() {
        let mirror = FormMirror(form)
        let steps: [(String?, Int?)] = [
            ("Hi there", 15), (nil, 24), (" is real", nil), ("God is real", nil), ("blah", 2), ("x is y", 88),
        ]
        for (text, number) in steps {
            if let text { name.value = text }
            if let number { age.value = number }
            #expect(mirror.matches(form))
        }
        #expect(mirror.count("sectionHidden") == 1)
        #expect(mirror.count("sectionShown") == 1)
        #expect(mirror.count("rowHidden") > 0)
    }

    @Test func hiddenRowsKeepTheirValues() {
        overAge.value = 7
        real.value = "kept"
        age.value = 30
        name.value = "God"
        #expect(overAge.isHidden && whatsoever.isHidden)

        let visible = form.values()
        #expect(!visible.keys.contains("overAge"))
        #expect(!visible.keys.contains("real"))
        let all = form.values(includeHidden: true)
        #expect(all["overAge"] as? Int == 7)
        #expect(all["real"] as? String == "kept")

        age.value = 1
        name.value = "someone"
        #expect(overAge.value == 7)
        #expect(form.values()["real"] as? String == "kept")
    }

    @Test func aConditionSetOnARowInAFormIsEvaluatedAtOnce() {
        age.value = 10
        phrase.hidden = "$age > 5"
        #expect(phrase.isHidden)
        #expect(!form[1].contains { $0 === phrase })
        phrase.hidden = false
        #expect(!phrase.isHidden)
        phrase.disabled = "$age == 10"
        #expect(phrase.isDisabled)
        age.value = 11
        #expect(!phrase.isDisabled)
    }

    @Test func aConditionOnATagThatArrivesLaterIsEvaluatedWhenItArrives() {
        let waiting = TextRow("waiting") { $0.hidden = "$later == true" }
        form +++ Section("W") <<< waiting
        #expect(!waiting.isHidden)
        form +++ Section("L") <<< SwitchRow("later") { $0.value = true }
        #expect(waiting.isHidden)
        form.remove(at: form.count - 1)
        #expect(!waiting.isHidden)
    }

    // MARK: Cascades (a hidden row reads as nil, so hiding propagates)

    @Test func hidingCascadesAcrossSectionsAndBack() {
        let form = Form()
        form +++ Section("one")
            <<< SwitchRow("master") { $0.value = true }
            <<< SwitchRow("toggle") { $0.value = false }
            <<< TextRow("child") { $0.value = "c"; $0.hidden = "$master == false" }
        form +++ Section("two") { $0.tag = "two"; $0.hidden = "$child == nil" }
            <<< TextRow("inner") { $0.value = "i" }
            <<< TextRow("extra") { $0.hidden = "$toggle == true" }
        form +++ Section("three")
            <<< TextRow("grandchild") { $0.hidden = "$inner == nil" }
        let mirror = FormMirror(form)
        #expect(headers(form) == ["one", "two", "three"])
        #expect(form.map(\.count) == [3, 2, 1])

        form.setValues(["master": false])
        #expect(headers(form) == ["one", "three"])
        #expect(form.map(\.count) == [2, 0])
        #expect(form.rowBy(tag: "grandchild")?.isHidden == true)
        #expect(mirror.matches(form))

        // A row of the hidden section changes state while its section is hidden.
        form.setValues(["toggle": true])
        #expect(form.rowBy(tag: "extra")?.isHidden == true)

        let values = form.values()
        #expect(!values.keys.contains("inner"))
        #expect(form.values(includeHidden: true)["inner"] as? String == "i")

        form.setValues(["master": true])
        #expect(headers(form) == ["one", "two", "three"])
        #expect(tags(form.sectionBy(tag: "two")!) == ["inner"])
        #expect(form.map(\.count) == [3, 1, 1])
        #expect(mirror.matches(form))
    }

    @Test func hidingASectionHidesWhatDependsOnItsRowsInOtherSections() {
        let form = Form()
        form +++ Section("controls") <<< SwitchRow("showDetails") { $0.value = true }
        form +++ Section("details") { $0.hidden = "$showDetails == false" }
            <<< IntRow("count") { $0.value = 3 }
        form +++ Section("summary")
            <<< LabelRow("many") { $0.hidden = "$count < 2 OR $count == nil" }
        #expect(form.rowBy(tag: "many")?.isHidden == false)

        (form.rowBy(tag: "showDetails") as? SwitchRow)?.value = false
        #expect(form.rowBy(tag: "many")?.isHidden == true)
        #expect(headers(form) == ["controls", "summary"])
        #expect(form.rows.count == 1)

        (form.rowBy(tag: "showDetails") as? SwitchRow)?.value = true
        #expect(form.rowBy(tag: "many")?.isHidden == false)
        #expect(form.rows.count == 3)
    }
}
