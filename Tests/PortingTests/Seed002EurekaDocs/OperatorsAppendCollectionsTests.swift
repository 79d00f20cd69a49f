import Foundation
import Formwork
import Testing

/// Seed 002, "Operators", `+=`: appends arrays of sections to a form and of rows to
/// a section.
@Suite("Seed 002: Operators, +=")
struct OperatorsAppendCollectionsTests {
    @Test func arraysOfSectionsAndRows() {
        let form = Form()
        let section = Section("Rows")
        form +++ section

        // Append Sections into a Form
        form += [Section("A"), Section("B"), Section("C")]

        // Append Rows into a Section
        section += [TextRow(), DateRow()]
        #expect(form.map(\.header) == ["Rows", "A", "B", "C"])
        #expect(section.count == 2)
        #expect(section.first is TextRow && section.last is DateRow)
        #expect(section.allSatisfy { $0.section === section })
    }
}
