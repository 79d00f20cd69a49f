import Formwork
import Testing

/// Seed 004, "Push rows": the choices on a page of their own, "suitable for long
/// lists".
@Suite("Seed 004: Push rows")
struct PushRowsTests {
    @Test func aPushRowPresentsItsList() throws {
        let planets = ["Coruscant", "Dagobah", "Endor", "Hoth", "Naboo", "Tatooine"]
        let form = Form()
        form +++ Section("Push row")
            <<< PushRow<String>("planet") {
                $0.title = "Planet"
                $0.options = planets
                $0.selectorTitle = "Choose a planet"
            }
        let row = try #require(form.rowBy(tag: "planet") as? PushRow<String>)
        #expect(row.presentation == .push)
        let selector = try #require(row.selectorDescription())
        #expect(selector.title == "Choose a planet")
        #expect(selector.options.first?.options.map(\.title) == planets)
        try row.selectOption(key: "Dagobah")
        #expect(row.value == "Dagobah")
    }
}
