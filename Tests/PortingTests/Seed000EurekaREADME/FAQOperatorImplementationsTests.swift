import FormworkCompatibility
import Testing

/// Seed 000, FAQ "Don't want to use Eureka custom operators?": the operators'
/// implementations, `+++` as `left.append(right)` returning the form, `<<<` as
/// `left.append(right)` returning the section, and `+=` as `append(contentsOf:)`.
/// Formwork declares these operators itself, so the README's declarations would
/// clash; the test checks each operator does what its body says.
@Suite("Seed 000: FAQ, the operators' implementations")
struct FAQOperatorImplementationsTests {
    @Test func eachOperatorIsTheCollectionMethodItsBodyCalls() {
        let byOperators = Form()
        let section = Section("S")
        let returnedForm = byOperators +++ section
        #expect(returnedForm === byOperators)
        let returnedSection = section <<< TextRow("a")
        #expect(returnedSection === section)
        section += [TextRow("b"), TextRow("c")] as [BaseRow]
        byOperators += [Section("T")]

        let byMethods = Form()
        let same = Section("S")
        byMethods.append(same)
        same.append(TextRow("a"))
        same.append(contentsOf: [TextRow("b"), TextRow("c")] as [BaseRow])
        byMethods.append(contentsOf: [Section("T")])

        #expect(byOperators.map(\.header) == byMethods.map(\.header))
        #expect(byOperators.map { $0.map(\.tag) } == byMethods.map { $0.map(\.tag) })
        #expect(byOperators.rowBy(tag: "c") === section.last)
    }
}
