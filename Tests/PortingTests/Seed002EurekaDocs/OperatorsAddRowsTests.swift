import Foundation
import Formwork
import Testing

/// Seed 002, "Operators", `<<<`: appends rows to a section, or implicitly creates one.
@Suite("Seed 002: Operators, <<<")
struct OperatorsAddRowsTests {
    @Test func rowsInASectionOrAnImplicitOne() {
        let form = Form()
        form +++ Section()
            <<< TextRow()
            <<< DateRow()

        // Or implicitly create the Section
        form +++ TextRow()
            <<< DateRow()
        #expect(form.count == 2)
        #expect(form.allSatisfy { $0.count == 2 && $0.first is TextRow && $0.last is DateRow })
    }
}
