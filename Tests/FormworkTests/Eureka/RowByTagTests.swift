import Foundation
import Formwork
import Testing

@Suite("Finding rows and sections by tag")
struct RowByTagTests {
    let form: Form

    init() {
        form = Form()
        let section = Section()
        form +++ section
        section <<< LabelRow("label")
        section <<< ButtonRow("button")
        section <<< ActionSheetRow<String>("sheet")
        section <<< AlertRow<Int>("alert")
        section <<< PushRow<URL>("push")
    }

    @Test func typedLookupsFindRowsOfTheirType() {
        let label: LabelRow? = form.rowBy(tag: "label")
        let button: ButtonRow? = form.rowBy(tag: "button")
        let sheet: ActionSheetRow<String>? = form.rowBy(tag: "sheet")
        let alert: AlertRow<Int>? = form.rowBy(tag: "alert")
        let push: PushRow<URL>? = form.rowBy(tag: "push")
        #expect(label === form[0][0])
        #expect(button === form[0][1])
        #expect(sheet === form[0][2])
        #expect(alert === form[0][3])
        #expect(push === form[0][4])
    }

    @Test func typedLookupsOfAnotherTypeOrAnUnknownTagGiveNil() {
        let wrongType: PushRow<String>? = form.rowBy(tag: "push")
        let wrongClass: TextRow? = form.rowBy(tag: "label")
        let missing: LabelRow? = form.rowBy(tag: "nope")
        #expect(wrongType == nil)
        #expect(wrongClass == nil)
        #expect(missing == nil)
        #expect(form.rowBy(tag: "nope") == nil)
    }

    @Test func typedLookupsThroughTheGenericRowType() {
        let asRow: Row<Int>? = form.rowBy(tag: "alert")
        let asOptions: OptionsRow<Int>? = form.rowBy(tag: "alert")
        #expect(asRow === form[0][3])
        #expect(asOptions === form[0][3])
    }

    @Test func untypedLookupFindsTheSameInstance() {
        let untyped = form.rowBy(tag: "sheet")
        #expect(untyped === form[0][2])
        #expect(untyped is ActionSheetRow<String>)
    }

    @Test func fieldFormLookups() {
        let form = EurekaFixtures.fieldForm()
        let url: URLRow? = form.rowBy(tag: "website")
        #expect(url != nil)
        let phone: PhoneRow? = form.rowBy(tag: "nothing")
        #expect(phone == nil)
        for (index, tag) in EurekaFixtures.fieldTags.enumerated() {
            #expect(form.rowBy(tag: tag) === form[0][index])
        }
    }

    @Test func hiddenRowsAndRowsOfHiddenSectionsAreFound() {
        let hiddenRow = TextRow("hiddenRow") { $0.hidden = true }
        let inHidden = TextRow("inHidden")
        form +++ Section("visible") <<< hiddenRow
        form +++ Section("hidden") { $0.hidden = true } <<< inHidden
        #expect(form.rowBy(tag: "hiddenRow") === hiddenRow)
        #expect(form.rowBy(tag: "inHidden") === inHidden)
    }

    @Test func aTagChangeMovesTheEntry() throws {
        let label = try #require(form.rowBy(tag: "label"))
        label.tag = "renamed"
        #expect(form.rowBy(tag: "label") == nil)
        #expect(form.rowBy(tag: "renamed") === label)
        let typed: LabelRow? = form.rowBy(tag: "renamed")
        #expect(typed === label)

        label.tag = nil
        #expect(form.rowBy(tag: "renamed") == nil)
        label.tag = "label"
        #expect(form.rowBy(tag: "label") === label)
    }

    @Test func aTagChangeIsSeenByConditions() throws {
        let watcher = TextRow("watcher") { $0.hidden = "$flag == true" }
        let flag = SwitchRow("other") { $0.value = true }
        form +++ Section() <<< watcher <<< flag
        #expect(!watcher.isHidden)
        flag.tag = "flag"
        #expect(watcher.isHidden)
        flag.tag = "other"
        #expect(!watcher.isHidden)
    }

    @Test func removedRowsAreNoLongerFound() throws {
        let alert = try #require(form.rowBy(tag: "alert"))
        form[0].remove(at: 3)
        #expect(form.rowBy(tag: "alert") == nil)
        let typed: AlertRow<Int>? = form.rowBy(tag: "alert")
        #expect(typed == nil)

        form[0] <<< alert
        #expect(form.rowBy(tag: "alert") === alert)

        // The tag is free for another row once the first has gone.
        form[0].removeAll { $0 === alert }
        let newcomer = AlertRow<Int>("alert")
        form[0] <<< newcomer
        #expect(form.rowBy(tag: "alert") === newcomer)
    }

    @Test func rowsOfARemovedSectionAreNoLongerFound() {
        let row = TextRow("inside")
        form +++ Section("extra") { $0.tag = "extra" } <<< row
        #expect(form.rowBy(tag: "inside") === row)
        #expect(form.sectionBy(tag: "extra") != nil)
        form.remove(at: 1)
        #expect(form.rowBy(tag: "inside") == nil)
        #expect(form.sectionBy(tag: "extra") == nil)
    }

    @Test func rowsAddedToASectionAlreadyInTheFormAreRegistered() {
        let section = Section("later")
        form +++ section
        section <<< TextRow("late")
        #expect(form.rowBy(tag: "late") === section[0])
        let tagged = TextRow()
        section <<< tagged
        tagged.tag = "taggedLater"
        #expect(form.rowBy(tag: "taggedLater") === tagged)
    }

    @Test func sectionsAreFoundByTagTypedOrNot() {
        let multi = MultivaluedSection(multivaluedOptions: .insert) { $0.tag = "multi" }
        form +++ multi
        form +++ Section { $0.tag = "plain" }
        #expect(form.sectionBy(tag: "multi") === multi)
        let typed: MultivaluedSection? = form.sectionBy(tag: "multi")
        #expect(typed === multi)
        let wrong: MultivaluedSection? = form.sectionBy(tag: "plain")
        #expect(wrong == nil)
        #expect(form.sectionBy(tag: "label") == nil)
        #expect(form.rowBy(tag: "plain") == nil)

        multi.tag = "renamed"
        #expect(form.sectionBy(tag: "multi") == nil)
        #expect(form.sectionBy(tag: "renamed") === multi)
    }

    // MARK: Duplicate tags stop the program

    @Test func twoRowsWithOneTagStopTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let form = Form()
            form +++ Section() <<< TextRow("same") <<< IntRow("same")
        }
    }

    @Test func rowsInDifferentSectionsShareTheNamespace() async {
        await #expect(processExitsWith: .failure) {
            let form = Form()
            form +++ Section() <<< TextRow("same")
            form +++ Section() <<< TextRow("same")
        }
    }

    @Test func aRowAndASectionShareTheNamespace() async {
        await #expect(processExitsWith: .failure) {
            let form = Form()
            form +++ Section { $0.tag = "same" }
            form +++ Section() <<< TextRow("same")
        }
    }

    @Test func renamingARowToATagInUseStopsTheProgram() async {
        await #expect(processExitsWith: .failure) {
            let form = Form()
            let row = TextRow("b")
            form +++ Section() <<< TextRow("a") <<< row
            row.tag = "a"
        }
    }

    @Test func distinctTagsDoNotStopTheProgram() async {
        await #expect(processExitsWith: .success) {
            let form = Form()
            form +++ Section { $0.tag = "s" } <<< TextRow("a") <<< TextRow("b")
            form +++ Section() <<< TextRow("c")
            let row = TextRow("a")
            let other = Form()
            other +++ Section() <<< row
        }
    }
}
