import Formwork
import Testing

/// Seed 002, "Operators", `+++`: adds a section, several chained, or a row in a
/// blank section of its own.
@Suite("Seed 002: Operators, +++")
struct OperatorsAddSectionsTests {
    @Test func sectionsAndRowsInSectionsOfTheirOwn() {
        let form = Form()
        form +++ Section()

        // Chain it to add multiple Sections
        form +++ Section("First Section") +++ Section("Another Section")

        // Or use it with rows and get a blank section for free
        form +++ TextRow()
             +++ TextRow()  // Each row will be on a separate section
        #expect(form.map(\.header) == [nil, "First Section", "Another Section", nil, nil])
        #expect(form.map(\.count) == [0, 0, 0, 1, 1])
    }
}
