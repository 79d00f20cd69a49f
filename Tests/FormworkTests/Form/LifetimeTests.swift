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
