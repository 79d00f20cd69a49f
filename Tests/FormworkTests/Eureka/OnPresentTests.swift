import Formwork
import Testing

@Suite("What a row presents (onPresent)")
struct OnPresentTests {
    @Test func theDescriptionStartsFromTheRowAndTheCallbacksChangeIt() throws {
        var seen: [String] = []
        let row = PushRow<String>("colour") {
            $0.title = "Colour"
            $0.options = ["Red", "Green"]
            $0.selectorTitle = "Choose a colour"
        }.onPresent { from, to in
            seen.append("\(from.allRows.count) \(to.title ?? "")")
            to.dismissOnSelection = false
        }
        let form = Form()
        form +++ Section() <<< row
        let description = try #require(row.selectorDescription())
        #expect(seen == ["1 Choose a colour"])
        #expect(description.row === row)
        #expect(!description.dismissOnSelection)
        #expect(description.staysOpen)
        #expect(description.options.first?.options.map(\.key) == ["Red", "Green"])
        #expect(!description.allowsMultipleSelection)
        #expect(!description.isGrouped)
        #expect(row.hasPresentCallbacks)
    }

    @Test func withoutCallbacksTheTitleIsTheRowsAndItCloses() throws {
        let row = AlertRow<String>("keep") { $0.title = "Keep?"; $0.options = ["Yes", "No"] }
        let form = Form()
        form +++ Section() <<< row
        let description = try #require(row.selectorDescription())
        #expect(description.title == "Keep?")
        #expect(!description.staysOpen)
        #expect(!row.hasPresentCallbacks)
        #expect(TextRow("t").selectorDescription() == nil)
    }

    @Test func groupsAndSeveralChoicesAreDescribed() throws {
        let row = MultipleSelectorRow<String>("fruit") {
            $0.options = ["Apple", "Banana", "Avocado"]
        }
        let form = Form()
        form +++ Section() <<< row
        #expect(try #require(row.selectorDescription()).allowsMultipleSelection)
    }
}
