import Formwork
import Testing

/// Seed 002, "List sections": the declaration `protocol SelectableRowType : RowType
/// { var selectableValue : Value? { get set } }`, kept by a row of one's own; the
/// value is the selectable value when chosen, nil otherwise.
@Suite("Seed 002: SelectableRowType")
struct SelectableRowTypeProtocolTests {
    /// A selectable row of one's own, its cell gone.
    final class PlanRow: Row<Int>, SelectableRowType, RowType {
        var selectableValue: Int?
        required init(tag: String?) { super.init(tag: tag) }
    }

    @Test func aRowOfOnesOwnIsChosenByItsSection() throws {
        let form = Form()
        let plans = SelectableSection<PlanRow>("Plan", selectionType: .multipleSelection) { $0.tag = "plans" }
        form +++ plans
        for months in [1, 6, 12] {
            plans <<< PlanRow("\(months)") { $0.title = "\(months) months"; $0.selectableValue = months }
        }
        form.rowBy(tag: "6")?.didSelect()
        form.rowBy(tag: "12")?.didSelect()
        #expect(plans.selectedRows().map(\.value) == [6, 12])
        #expect((form.rowBy(tag: "1") as? PlanRow)?.value == nil)
        #expect((form.values()["plans"] ?? nil) as? [Int] == [6, 12])
    }
}
