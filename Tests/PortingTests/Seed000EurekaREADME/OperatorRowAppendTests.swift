import FormworkCompatibility
import Testing

/// Seed 000, "Operators", `<<<`: appends a row to a section, or makes a section of
/// two rows.
@Suite("Seed 000: Operators, <<<")
struct OperatorRowAppendTests {
    @Test func appendsRowsOrMakesASection() {
        let form = Form()
        form +++ Section("Existing")
        // Will append a Check row to the last section of the 'form' Form.
        form.last! <<< CheckRow()

        // Will implicitly create a Section and add it to the 'form' (containing the two rows):
        form +++ PhoneRow("Phone"){ $0.title = "Phone"}
                 <<< IntRow("IntRow"){ $0.title = "Int"; $0.value = 5 }
        #expect(form.count == 2)
        #expect(form[0].count == 1)
        #expect(form[0].first is CheckRow)
        #expect(form[1].map(\.tag) == ["Phone", "IntRow"])
        #expect(form[1].map(\.title) == ["Phone", "Int"])
        #expect((form.values()["IntRow"] ?? nil) as? Int == 5)
    }
}
