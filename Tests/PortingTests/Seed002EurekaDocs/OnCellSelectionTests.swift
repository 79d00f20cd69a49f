import Formwork
import Testing

/// Seed 002, "Row callbacks", `onCellSelection()`: "called each time the user taps
/// on the row and it gets selected. Note that this will also get called for
/// disabled rows", so a callback starts with `guard !row.isDisabled else { return }`;
/// selecting leaves a disabled row as it is.
@Suite("Seed 002: onCellSelection and disabled rows")
struct OnCellSelectionTests {
    @Test func onCellSelectionHearsOfDisabledRowsWhichStayUnchanged() {
        var taps: [String] = []
        let form = Form()
        form +++ Section()
            <<< CheckRow("check") { $0.disabled = true }
                .onCellSelection { row in
                    guard !row.isDisabled else { taps.append("disabled"); return }
                    taps.append("acted")
                }
        let check = form.rowBy(tag: "check") as? CheckRow
        check?.didSelect()
        #expect(taps == ["disabled"])
        #expect(check?.value == nil, "a disabled check is not toggled")
        check?.disabled = false
        check?.didSelect()
        #expect(taps == ["disabled", "acted"])
        #expect(check?.value == true)
    }
}
