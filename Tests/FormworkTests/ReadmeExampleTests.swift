import Formwork
import Testing

@Suite("README example")
struct ReadmeExampleTests {
    @Test func theReadmeFormBehavesAsDescribed() throws {
        let form = Form()
        form +++ Section("Account") { $0.tag = "account" }
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
            <<< SegmentedRow<String>("frequency") {
                $0.options = ["Daily", "Weekly"]
                $0.hidden = "$newsletter == false"
            }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
        }
        let frequency: SegmentedRow<String> = try #require(form.rowBy(tag: "frequency"))
        #expect(!frequency.isHidden)
        #expect(form[0].count == 3)

        form.rowBy(tag: "newsletter").map { ($0 as! SwitchRow).value = false }
        #expect(frequency.isHidden)
        #expect(form[0].count == 2)

        let values = form.values()
        #expect(values["newsletter"] as? Bool == false)
        #expect(values.keys.contains("email"))
        #expect(!values.keys.contains("frequency"))
        #expect((values["phones"] as? [Any?])?.isEmpty == true)

        let phones: MultivaluedSection = try #require(form.sectionBy(tag: "phones"))
        phones.addButtonRow?.didSelect()
        #expect(phones.itemRows.count == 1)
        #expect(phones.last === phones.addButtonRow)
    }
}
