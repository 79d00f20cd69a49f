import Foundation
import Formwork
import Testing

/// Seed 004, "Basic usage" and "The code": a form with a name, a birthday and
/// whether one likes Eureka, tagged by the constants of `FormItems`, added with
/// `+++` and `<<<`. The view controller (`FormViewController`) is UIKit and deleted.
@Suite("Seed 004: Basic usage")
struct BasicUsageTests {
    @Test func theFirstSection() throws {
        let form = basicForm()
        #expect(form.allRows.map(\.tag) == [FormItems.name, FormItems.birthDate, FormItems.likesEureka])
        #expect(form.allRows.map(\.title) == ["Name", "Birthday", "Likes Eureka"])
        #expect(form.rowBy(tag: FormItems.name)?.placeholder == "Your name")
        let values = form.values()
        #expect((values[FormItems.birthDate] ?? nil) as? Date == Date(timeIntervalSinceReferenceDate: 0))
        #expect((values[FormItems.likesEureka] ?? nil) as? Bool == false)
        #expect((values[FormItems.name] ?? nil) == nil)
    }
}
