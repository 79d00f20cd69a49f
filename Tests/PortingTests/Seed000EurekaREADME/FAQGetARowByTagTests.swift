import Foundation
import FormworkCompatibility
import Testing

/// Seed 000, FAQ "How to get a Row using its tag value": the three `rowByTag`
/// declarations and their uses. `Row<NSDate>` is `Row<Date>`, a language change
/// (documented in "Coming from Eureka").
@Suite("Seed 000: FAQ, a row by its tag")
struct FAQGetARowByTagTests {
    @Test func rowsByTheirOlderLookups() throws { try run(LookupsByTag.self) }
}

enum LookupsByTag: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section("Dates")
            <<< DateRow("dateRowTag") { $0.value = Date(timeIntervalSince1970: 0) }
            <<< LabelRow("labelRowTag") { $0.title = "A label" }

        let dateRow : DateRow? = form.rowByTag("dateRowTag")
        let labelRow: LabelRow? = form.rowByTag("labelRowTag")

        let dateRow2: Row<Date>? = form.rowByTag("dateRowTag")

        let labelRow2: BaseRow? = form.rowByTag("labelRowTag")

        #expect(dateRow != nil && dateRow === dateRow2)
        #expect(labelRow?.title == "A label" && labelRow === labelRow2)
        let mistyped: LabelRow? = form.rowByTag("dateRowTag")
        #expect(mistyped == nil, "a row of another type is not found as that type")
    }
}
