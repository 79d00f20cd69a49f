import FormworkCompatibility
import Testing

/// Seed 000, "Operators", `+++=`: appends a section, or a row in a section of its own.
@Suite("Seed 000: Operators, +++=")
struct OperatorAppendInPlaceTests {
    @Test func appendsASectionOrARowInANewSection() {
        let form = Form()
        // Will append a section at the end of the 'form' Form.
        form +++= Section()

        // Will internally create a Section containing a PhoneRow and append it to the 'form' variable:
        form +++= PhoneRow()
        #expect(form.count == 2)
        #expect(form[0].isEmpty)
        #expect(form[1].count == 1)
        #expect(form[1].first is PhoneRow)
    }
}
