import Formwork
import Testing

/// Seed 002, FAQ "How to customize the selector's cells" (`onPresent`): the
/// selector's title and whether choosing closes it. The lines that set up its cells
/// (`selectableRowSetup`, `selectableRowCellUpdate`) set up UIKit cells and are
/// deleted (documented: "`onPresent { from, to in }`").
@Suite("Seed 002: FAQ, onPresent")
struct FAQOnPresentTests {
    @Test func onPresentAsTheDocsWriteIt() throws {
        let row = PushRow<Emoji>() {
            $0.title = "PushRow"
            $0.options = [💁, 🍐, 👦, 🐗, 🐼, 🐻]
            $0.value = 👦
            $0.selectorTitle = "Choose an Emoji!"
        }.onPresent { from, to in
            to.dismissOnSelection = false
            to.dismissOnChange = false
        }
        let form = Form()
        form +++ Section() <<< row
        let selector = try #require(row.selectorDescription())
        #expect(selector.title == "Choose an Emoji!")
        #expect(!selector.dismissOnSelection && !selector.dismissOnChange)
        #expect(selector.options.first?.selectedKeys == [👦])
    }
}
