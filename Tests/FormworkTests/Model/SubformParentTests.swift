import Foundation
import Formwork
import Testing

struct SmokePushedProfile: Codable, FormDescribable {
    var name = ""
    var address = SmokeAddress()

    static var formDescription: FormDescription<SmokePushedProfile> {
        FormDescription { $0.field(\.address) { $0.subform = .pushed } }
    }
}

@Suite("Subform rows in their parent form")
struct SubformParentTests {
    @Test func editsInASubformAreChangesOfItsRow() throws {
        let form = try Form(model: SmokePushedProfile())
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        var changes = 0
        row.onChange { _ in changes += 1 }
        (row.subform.rowBy(tag: "address.city") as? TextRow)?.setText("Springfield")
        #expect(changes == 1)
        #expect(row.wasChanged)
        #expect(form.markInvalid(tag: "address.street", message: "Unknown street"))
        #expect(row.subform.rowBy(tag: "address.street")?.validationErrors.map(\.msg) == ["Unknown street"])
    }
}
