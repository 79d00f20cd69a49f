import Foundation
import Formwork
@testable import FormworkHTML
import Testing

/// How the page's script reads rows that are not a single control: a cascading
/// picker from the tree of its columns, one choice of a selectable section from
/// the section's controls.
@Suite struct ClientReadingTests {
    @Test func aCascadingPickerCarriesEveryColumnForTheScriptAndIsReadAsACascade() throws {
        let form = Form()
        form +++ Section()
            <<< DoublePickerRow<String, String>("city") {
                $0.firstOptions = { ["France", "Japan"] }
                $0.secondOptions = { $0 == "France" ? ["Paris", "Lyon"] : ["Tokyo"] }
            }
            <<< TextRow("arrondissement") { $0.hidden = "NOT ('Paris' IN $city)" }
        let page = HTMLFormRenderer().render(form).string
        // Every first choice with the second column it offers, titles and condition values beside the keys.
        let cascade = #"[["France","France","France",[["Paris","Paris","Paris"],["Lyon","Lyon","Lyon"]]],["Japan","Japan","Japan",[["Tokyo","Tokyo","Tokyo"]]]]"#
        let escaped = cascade.replacingOccurrences(of: "\"", with: "&quot;")
        #expect(page.contains(#"<fieldset class="fw-cascade" data-cascade=""# + escaped + "\""), "\(page)")
        #expect(page.contains(#""city":{"row":"city","read":"cascade","value":null}"#))
    }

    @Test func aTreeTooLargeIsLeftToTheServer() {
        let form = Form()
        let many = (0..<60).map { "A\($0)" }
        form +++ Section()
            <<< DoublePickerRow<String, String>("big") {
                $0.firstOptions = { many }
                $0.secondOptions = { a in (0..<60).map { a + "-\($0)" } }
            }
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#"<fieldset class="fw-cascade"><legend"#), "60 × 61 options: no tree")
        #expect(CascadingPickerPresenter.cascade(of: form.rowBy(tag: "big")!) == nil)
    }

    @Test func oneChoiceOfASelectableSectionIsReadFromTheSectionsControls() {
        let form = Form()
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "size" }
        for size in ["Small", "Large"] { sizes <<< ListCheckRow<String>(size.lowercased()) { $0.title = size; $0.selectableValue = size } }
        form +++ sizes
        form +++ Section() <<< TextRow("engraving") { $0.hidden = "$large == nil" }
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains(#""large":{"row":"large","read":"listCheck","section":"size","key":"Large","chosen":"Large","value":null}"#), "\(page)")
    }
}
