import Foundation
import Formwork
import Testing

/// Seed 002, "Getting started" ("En étendant FormViewController…"): two sections of
/// standard rows, the view controller's lines deleted.
@Suite("Seed 002: Getting started")
struct GettingStartedTests {
    @Test func twoSectionsOfStandardRows() throws {
        let form = Form()
        form +++ Section("Section1")
            <<< TextRow() { row in
                row.title = "Text Row"
                row.placeholder = "Enter text here"
            }
            <<< PhoneRow() {
                $0.title = "Phone Row"
                $0.placeholder = "And numbers here"
            }
        +++ Section("Section2")
            <<< DateRow() {
                $0.title = "Date Row"
                $0.value = Date(timeIntervalSinceReferenceDate: 0)
            }
        #expect(form.map(\.header) == ["Section1", "Section2"])
        #expect(form.map { $0.map(\.title) } == [["Text Row", "Phone Row"], ["Date Row"]])
        let text = try #require(form[0][0] as? TextRow)
        #expect(text.placeholder == "Enter text here")
        #expect(form[0][1] is PhoneRow)
        #expect((form[1][0] as? DateRow)?.value == Date(timeIntervalSinceReferenceDate: 0))
        #expect(text.takeInput(.text("Hello")).isAccepted)
        #expect(text.value == "Hello")
    }
}
