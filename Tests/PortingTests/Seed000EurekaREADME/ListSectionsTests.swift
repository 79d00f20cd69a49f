import FormworkCompatibility
import Testing

/// Seed 000, "List sections": the oceans, several of them chosen. Two documented
/// differences from the README's code ("Coming from Eureka"): `SelectableSection`
/// names its row type only (the older second parameter repeated the row's value
/// type), and the `cellSetup` block went with its UIKit images.
@Suite("Seed 000: List sections")
struct ListSectionsTests {
    @Test func aSelectableSectionWithTheOlderSelectionName() throws { try run(SelectableOceans.self) }
}

enum SelectableOceans: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        let oceans = ["Arctic", "Atlantic", "Indian", "Pacific", "Southern"]

        form +++= SelectableSection<ImageCheckRow<String>>("And which of the following oceans have you taken a bath in?", selectionType: .MultipleSelection)

        for option in oceans {
            form.last! <<< ImageCheckRow<String>(option){ lrow in
                lrow.title = option
                lrow.selectableValue = option
                lrow.value = nil
            }
        }
        let section = try #require(form.last as? SelectableSection<ImageCheckRow<String>>)
        #expect(section.selectionType == .multipleSelection)
        try section.selectOption(key: "Indian")
        try section.selectOption(key: "Arctic")
        #expect(section.selectedRows().compactMap(\.value) == ["Arctic", "Indian"])
        let single = SelectableSection<ImageCheckRow<String>>("One", selectionType: .SingleSelection(enableDeselection: false))
        #expect(single.selectionType == .singleSelection(enableDeselection: false))
    }
}
