import Formwork
import Testing

@Suite("Ownership")
struct LifetimeTests {
    @Test func rowsThatOutliveTheirFormForgetIt() {
        var row: TextRow? = TextRow("kept")
        var section: Section? = Section()
        do {
            let form = Form()
            form +++ section! <<< row!
            #expect(row?.form === form)
        }
        #expect(section?.form == nil, "the form cleared its sections' back-references")
        #expect(row?.section === section)
        section = nil
        #expect(row?.section == nil, "the section cleared its rows' back-references")
        row?.value = "still usable"
        #expect(row?.value == "still usable")
        row = nil
    }

    /// Taking input and validating walk each section's rows as they were when the
    /// walk began; a callback that removes rows meanwhile (the row itself, the rows
    /// after it) neither frees a row the walk still reads nor stops the walk.
    @Test func callbacksThatRemoveRowsWhileAFormIsWalkedAreSafe() throws {
        let form = Form()
        let section = Section()
        var checked: [String] = []
        form +++ section
            <<< TextRow("first").onChange { row in
                // Leaves, taking the next row with it; nothing else holds either.
                guard let section = row.section else { return }
                section.remove(at: 0)
                if !section.isEmpty { section.remove(at: 0) }
            }
            <<< TextRow("second")
            <<< TextRow("third") {
                $0.add(rule: RuleClosure<String> { value in
                    checked.append("third")
                    form.allSections.first?.removeAll()
                    return value == nil ? ValidationError(msg: "Needed.") : nil
                })
            }
            <<< TextRow("fourth") { $0.add(rule: RuleClosure<String> { _ in checked.append("fourth"); return nil }) }
        let rejected = form.takeInput(SubmittedFields([("first", "a"), ("second", "b"), ("third", "c"), ("fourth", "d")]))
        #expect(rejected.isEmpty)
        #expect(section.map(\.tag) == ["third", "fourth"])
        #expect((form.rowBy(tag: "third") as? TextRow)?.value == "c", "rows after the removed ones still took their input")
        let errors = form.validate()
        #expect(errors.isEmpty)
        #expect(checked == ["third", "fourth"], "the walk went on to a row removed before it was reached")
        #expect(section.isEmpty)
    }

    @Test func aFormOwnsItsSectionsAndRows() {
        weak var weakRow: TextRow?
        weak var weakSection: Section?
        let form = Form()
        do {
            let row = TextRow("r")
            let section = Section()
            weakRow = row
            weakSection = section
            form +++ section <<< row
        }
        #expect(weakRow != nil && weakSection != nil)
        form.removeAll()
        #expect(weakSection == nil)
        #expect(weakRow == nil)
    }
}
