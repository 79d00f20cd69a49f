import FormworkCompatibility
import Testing

/// Seed 000, "Operators", `+++`: adds sections to a form, or makes a form of two.
@Suite("Seed 000: Operators, +++")
struct OperatorSectionAppendTests {
    @Test func addsSectionsOrMakesAForm() {
        var form = Form()
        // Will add two sections at the end of the 'form' Form.
        form +++ Section("Custom cells") +++ Section("Another section")
        #expect(form.map(\.header) == ["Custom cells", "Another section"])
        let first = form

        // Will create and assign a Form to the 'form' variable (containing the two sections):
        form = Section("Custom cells") +++ Section("Another section")
        #expect(form !== first)
        #expect(form.map(\.header) == ["Custom cells", "Another section"])
        #expect(form.allSatisfy { $0.form === form })
    }
}
