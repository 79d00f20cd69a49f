import FormworkCompatibility
import Testing

/// Seed 000, "Operators", `+=`: appends an array of sections to a form.
@Suite("Seed 000: Operators, +=")
struct OperatorPlusEqualsTests {
    @Test func appendsArraysOfSections() {
        let form = Form()
        form +++ Section("First")
        // Will append three sections to form.
        form += [Section("A"), Section("B"), Section("C")]
        #expect(form.map(\.header) == ["First", "A", "B", "C"])
        #expect(form.allSatisfy { $0.form === form })
    }
}
