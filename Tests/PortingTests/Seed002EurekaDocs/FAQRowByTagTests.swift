import Foundation
import FormworkCompatibility
import Testing

/// Seed 002, FAQ "How to get a Row using its tag value": the three `rowBy(tag:)`
/// declarations and their uses, as written. `Row<DateCell>` names the row by
/// Eureka's cell; with `FormworkCompatibility`, the cell's name means its value,
/// so it is `Row<Date>`, and the compiler's warning says to write that.
@Suite("Seed 002: FAQ, a row by its tag")
struct FAQRowByTagTests {
    @available(*, deprecated, message: "Eureka's cell names, on purpose")
    @Test func typedAndUntypedLookups() {
        let form = Form()
        form +++ Section()
            <<< DateRow("dateRowTag") { $0.value = Date(timeIntervalSinceReferenceDate: 0) }
            <<< LabelRow("labelRowTag") { $0.title = "Label" }

        let dateRow : DateRow? = form.rowBy(tag: "dateRowTag")
        let labelRow : LabelRow? = form.rowBy(tag: "labelRowTag")

        let dateRow2 : Row<DateCell>? = form.rowBy(tag: "dateRowTag")

        let labelRow2 : BaseRow? = form.rowBy(tag: "labelRowTag")

        #expect(dateRow2 != nil, "the typed lookup finds the row")
        #expect(dateRow === dateRow2 && dateRow2?.value == Date(timeIntervalSinceReferenceDate: 0))
        #expect(labelRow === labelRow2 && labelRow2?.title == "Label")
        let asText: TextRow? = form.rowBy(tag: "labelRowTag")
        #expect(asText == nil)
        let unknown: BaseRow? = form.rowBy(tag: "nope")
        #expect(unknown == nil)
        let dateAsText: Row<TextCell>? = form.rowBy(tag: "dateRowTag")
        #expect(dateAsText == nil, "a cell of another value finds nothing")
    }
}
