import Foundation
import Formwork
import Testing

/// Seed 002, FAQ "How to get a Row using its tag value": the three `rowBy(tag:)`
/// declarations and their uses. `Row<DateCell>` names the row by its cell; a
/// Formwork row names its value type, `Row<Date>` (documented: "A custom row's
/// cell").
@Suite("Seed 002: FAQ, a row by its tag")
struct FAQRowByTagTests {
    @Test func typedAndUntypedLookups() {
        let form = Form()
        form +++ Section()
            <<< DateRow("dateRowTag") { $0.value = Date(timeIntervalSinceReferenceDate: 0) }
            <<< LabelRow("labelRowTag") { $0.title = "Label" }

        let dateRow : DateRow? = form.rowBy(tag: "dateRowTag")
        let labelRow : LabelRow? = form.rowBy(tag: "labelRowTag")

        let dateRow2 : Row<Date>? = form.rowBy(tag: "dateRowTag")

        let labelRow2 : BaseRow? = form.rowBy(tag: "labelRowTag")

        #expect(dateRow === dateRow2 && dateRow2?.value == Date(timeIntervalSinceReferenceDate: 0))
        #expect(labelRow === labelRow2 && labelRow2?.title == "Label")
        let asText: TextRow? = form.rowBy(tag: "labelRowTag")
        #expect(asText == nil)
        let unknown: BaseRow? = form.rowBy(tag: "nope")
        #expect(unknown == nil)
    }
}
