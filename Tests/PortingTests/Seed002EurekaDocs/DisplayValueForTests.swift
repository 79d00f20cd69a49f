import Formwork
import Testing

/// Seed 002, FAQ "How to change the text representation of the row value":
/// `displayValueFor`, which unless set shows the value's description
/// (`String(describing:)`), as Eureka's default does; nil for no value.
@Suite("Seed 002: FAQ, displayValueFor")
struct DisplayValueForTests {
    @Test func displayValueForShowsTheValuesDescriptionUnlessSet() throws {
        let row = PushRow<Company>("company")
        let show = try #require(row.displayValueFor)
        #expect(show(Company(name: "Xmartlabs")) == "Xmartlabs")
        #expect(show(nil) == nil)
        #expect(IntRow().displayValueFor?(42) == "42")
        row.displayValueFor = { $0.map { "Company " + $0.name } }
        #expect(row.displayValueFor?(Company(name: "A")) == "Company A")
        row.options = [Company(name: "A")]
        #expect(row.optionLists.first?.options.first?.title == "Company A")
        row.displayValueFor = nil
        #expect(row.displayValueFor?(Company(name: "A")) == "A", "nil goes back to the default")
        #expect(row.optionLists.first?.options.first?.title == "A")
    }
}
