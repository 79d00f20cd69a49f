import Foundation
import FormworkCompatibility
import Testing

/// Eureka's older README (seed 000): its examples' form code, as it shows it without
/// the lines that touch UIKit, compiles with `FormworkCompatibility` and does what
/// the README says.
@Suite("Porting Eureka: the older README's names")
struct EurekaOlderNamesTests {
    @Test func aFunctionConditionReadsAnotherRowByItsOlderName() throws { try run(ConditionFunction.self) }
    @Test func aPredicateConditionAsItsFormatString() throws { try run(PredicateCondition.self) }
    @Test func aSelectableSectionWithTheOlderSelectionName() throws { try run(SelectableOceans.self) }
    @Test func rowsAndSectionsByTheirOlderLookups() throws { try run(LookupsByTag.self) }
    @Test func anInlineRowHidesByItsOlderName() throws { try run(InlineRowNames.self) }
}

/// One of the README's examples. The older names are deprecated, each naming
/// today's spelling, so an example is a deprecated `run()` reached through this
/// protocol: the test that runs it names nothing deprecated (Swift Testing takes no
/// deprecated test, and a deprecated name warns wherever else it is written).
protocol OlderNamesExample {
    static func run() throws
}

func run<Example: OlderNamesExample>(_: Example.Type) throws {
    try Example.run()
}

// The README's example values (its source names them with emoji).
let 💁 = "💁", 🍐 = "🍐", 👦 = "👦", 🐗 = "🐗", 🐼 = "🐼", 🐻 = "🐻"
typealias Emoji = String

/// "Condition.Function": a push row hidden while the alert row holds 👦.
enum ConditionFunction: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section()
            <<< AlertRow<Emoji>("tag1") {
                    $0.title = "AlertRow"
                    $0.optionTitle = "Who is there?"
                    $0.options = [💁, 🍐, 👦, 🐗, 🐼, 🐻]
                    $0.value = 👦
                }
            <<< PushRow<Emoji>("tag2") {
                    $0.title = "PushRow"
                    $0.options = [💁, 🍐, 👦, 🐗, 🐼, 🐻]
                    $0.value = 👦
                    $0.hidden = Condition.Function(["tag1"]) { form in
                                    if let r1 : AlertRow<Emoji> = form?.rowByTag("tag1") {
                                        return r1.value == 👦
                                    }
                                    return false
                                }
                }
        let alert: AlertRow<Emoji> = try #require(form.rowByTag("tag1"))
        let push = try #require(form.rowByTag("tag2"))
        #expect(alert.selectorTitle == "Who is there?")
        #expect(push.isHidden, "the alert row holds 👦")
        alert.value = 🐼
        #expect(!push.isHidden, "re-evaluated when tag1 changes")
    }
}

/// "Condition.Predicate": `NSPredicate` is not evaluated on Linux, so the predicate
/// is the format string, as the README writes it next, and `true`.
enum PredicateCondition: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        let predicate = try FormPredicate(format: "$switchTag == false")
        form +++ Section()
            <<< SwitchRow("switchTag") { $0.value = true }
            <<< TextRow("a") { $0.hidden = Condition.Predicate(predicate) }
            <<< TextRow("b") { $0.hidden = "$switchTag == false" }
            <<< TextRow("c") { $0.hidden = true }
        let toggle: SwitchRow = try #require(form.rowByTag("switchTag"))
        #expect(form.rowByTag("a")?.isHidden == false)
        #expect(form.rowByTag("c")?.isHidden == true)
        toggle.value = false
        #expect(form.rowByTag("a")?.isHidden == true)
        #expect(form.rowByTag("b")?.isHidden == true)
    }
}

/// "List sections": the oceans, several of them chosen. Two differences from the
/// README's code: `SelectableSection` names its row type only (the older second
/// parameter repeated the row's value type), and the `cellSetup` block went with
/// its UIKit images.
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

/// "How to get a Row using its tag value" and "… a Section".
enum LookupsByTag: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section("Dates") { $0.tag = "sectionTag" }
            <<< DateRow("dateRowTag") { $0.value = Date(timeIntervalSince1970: 0) }
            <<< LabelRow("labelRowTag") { $0.title = "A label" }

        let dateRow : DateRow? = form.rowByTag("dateRowTag")
        let labelRow: LabelRow? = form.rowByTag("labelRowTag")

        let dateRow2: Row<Date>? = form.rowByTag("dateRowTag")

        let labelRow2: BaseRow? = form.rowByTag("labelRowTag")

        let section: Section?  = form.sectionByTag("sectionTag")

        #expect(dateRow != nil && dateRow === dateRow2)
        #expect(labelRow?.title == "A label" && labelRow === labelRow2)
        #expect(section?.header == "Dates")
        let mistyped: LabelRow? = form.rowByTag("dateRowTag")
        #expect(mistyped == nil, "a row of another type is not found as that type")
    }
}

/// "How to create custom inline rows": an inline row expands, hides and toggles.
enum InlineRowNames: OlderNamesExample {
    @available(*, deprecated, message: "Eureka's older names, on purpose")
    static func run() throws {
        let form = Form()
        form +++ Section() <<< PickerInlineRow<String>("size") { $0.options = ["S", "M", "L"]; $0.value = "M" }
        let row: PickerInlineRow<String> = try #require(form.rowByTag("size"))
        row.expandInlineRow()
        #expect(row.inlineRow?.value == "M")
        row.hideInlineRow()
        #expect(row.inlineRow == nil)
        row.toggleInlineRow()
        #expect(row.inlineRow != nil)
    }
}

/// The image-check row of Eureka's example project, ported as its README's
/// "custom rows" section says: the cell class goes with UIKit, and the row keeps
/// its value and the value it stands for.
final class ImageCheckRow<T: Equatable>: Row<T>, SelectableRowType, RowType {
    var selectableValue: T?

    required init(tag: String?) {
        super.init(tag: tag)
    }
}
