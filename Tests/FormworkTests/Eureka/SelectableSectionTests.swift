import Formwork
import Testing

typealias CheckList = SelectableSection<ListCheckRow<String>>

@Suite("Selectable sections")
struct SelectableSectionTests {
    static let continents = ["Africa", "Antarctica", "Asia", "Australia", "Europe", "North America", "South America"]
    static let oceans = ["Arctic", "Atlantic", "Indian", "Pacific", "Southern"]

    let form: Form
    let continents: CheckList
    let oceans: CheckList
    let strict: CheckList

    /// Three lists: continents (one choice, can be cleared), oceans (many choices)
    /// and oceans again (one choice that cannot be cleared).
    init() {
        form = Form()
        continents = CheckList()
        continents.tag = "continent"
        form +++ continents
        for option in Self.continents {
            form.last! <<< ListCheckRow<String>(option) { $0.title = option; $0.selectableValue = option; $0.value = nil }
        }
        oceans = CheckList("Which oceans have you swum in?", selectionType: .multipleSelection) { $0.tag = "oceans" }
        form +++ oceans
        for option in Self.oceans {
            form.last! <<< ListCheckRow<String>(option) { $0.title = option; $0.selectableValue = option }
        }
        strict = CheckList("", selectionType: .singleSelection(enableDeselection: false)) { $0.tag = "strictOcean" }
        form +++ strict
        for option in Self.oceans {
            form.last! <<< ListCheckRow<String>("\(option)2") { $0.title = option; $0.selectableValue = option }
        }
    }

    @Test func theDefaultIsOneChoiceThatCanBeCleared() {
        #expect(continents.selectionType == .singleSelection(enableDeselection: true))
        #expect(form.map(\.count) == [7, 5, 5])
        #expect(continents.selectedRow() == nil)
        #expect(oceans.selectedRows().isEmpty)
    }

    @Test func singleAndMultipleSelection() {
        form[0][1].didSelect()
        form[1][1].didSelect()
        form[1][3].didSelect()
        #expect(continents.selectedRow()?.baseValue as? String == "Antarctica")
        #expect(oceans.selectedRows().compactMap(\.value) == ["Atlantic", "Pacific"])

        // Another continent replaces the first; selecting an ocean again clears it.
        form[0][6].didSelect()
        form[1][1].didSelect()
        #expect(continents.selectedRow()?.value == "South America")
        #expect(continents.selectedRows().count == 1)
        #expect((form[0][1] as? ListCheckRow<String>)?.value == nil)
        #expect(oceans.selectedRows().compactMap(\.value) == ["Pacific"])
    }

    @Test func choosingTheSameRowAgainClearsItWhenDeselectionIsEnabled() {
        form[0][2].didSelect()
        #expect(continents.selectedRow()?.value == "Asia")
        form[0][2].didSelect()
        #expect(continents.selectedRow() == nil)
    }

    @Test func choosingTheSameRowAgainKeepsItWhenDeselectionIsDisabled() {
        form[2][0].didSelect()
        #expect(strict.selectedRow()?.value == "Arctic")
        form[2][0].didSelect()
        #expect(strict.selectedRow()?.value == "Arctic")
        form[2][2].didSelect()
        #expect(strict.selectedRow()?.value == "Indian")
        #expect(strict.selectedRows().count == 1)
    }

    @Test func selectionCallbackReceivesTheRowEveryTime() {
        var chosen: [String?] = []
        oceans.onSelectSelectableRow = { row in chosen.append(row.tag.map { "\($0)=\(row.value ?? "nil")" }) }
        form[1][0].didSelect()
        form[1][4].didSelect()
        form[1][0].didSelect()
        #expect(chosen == ["Arctic=Arctic", "Southern=Southern", "Arctic=nil"])
    }

    @Test func disabledRowsAreNotSelectedThoughTheirCellCallbackHears() {
        var selections = 0
        var taps = 0
        continents.onSelectSelectableRow = { _ in selections += 1 }
        let asia = form[0][2]
        asia.onCellSelection { _ in taps += 1 }
        form[0][0].didSelect()
        asia.disabled = true
        #expect(asia.isDisabled)
        asia.didSelect()
        #expect(continents.selectedRow()?.value == "Africa")
        #expect(selections == 1, "the section selected nothing")
        #expect(taps == 1, "as in Eureka, onCellSelection hears of a disabled row")

        asia.disabled = false
        asia.didSelect()
        #expect(continents.selectedRow()?.value == "Asia")
        #expect(selections == 2)
        #expect(taps == 2)
    }

    @Test func taggedSectionsContributeTheirSelectionToValues() {
        #expect(form.values().keys.contains("continent"))
        #expect(form.values()["continent"]! == nil)
        #expect((form.values()["oceans"] as? [Any?])?.isEmpty == true)

        form[0][4].didSelect()
        form[1][3].didSelect()
        form[1][0].didSelect()
        let values = form.values()
        #expect(values["continent"] as? String == "Europe")
        let chosen = (values["oceans"] as? [Any?])?.compactMap { $0 as? String }
        #expect(chosen == ["Arctic", "Pacific"])
        // The rows themselves are tagged too.
        #expect(values["Europe"] as? String == "Europe")
        #expect(values["Asia"]! == nil)
    }

    @Test func setValuesChoosesRowsByValue() {
        let rejected = form.setValues(["continent": "Asia", "oceans": ["Indian", "Arctic"], "strictOcean": "Pacific"])
        #expect(rejected.isEmpty)
        #expect(continents.selectedRow()?.value == "Asia")
        #expect(oceans.selectedRows().compactMap(\.value) == ["Arctic", "Indian"])
        #expect(strict.selectedRow()?.value == "Pacific")

        #expect(form.setValues(["continent": "Atlantis"]).map(\.tag) == ["continent"])
        #expect(continents.selectedRow()?.value == "Asia", "a value that matches no row changes nothing")
    }

    @Test func conditionsReadTheSelection() {
        let row = TextRow("visa") { $0.hidden = "$continent != 'Europe'" }
        form +++ Section("Travel") <<< row
        #expect(row.isHidden)
        form[0][4].didSelect()
        #expect(!row.isHidden)
        form[0][4].didSelect()
        #expect(row.isHidden)
    }

    @Test func aHiddenSelectableSectionIsLeftOutOfValues() {
        form[0][0].didSelect()
        continents.hidden = true
        #expect(!form.values().keys.contains("continent"))
        #expect(form.values(includeHidden: true)["continent"] as? String == "Africa")
    }

    @Test func aCheckRowOutsideASelectableSectionTogglesItself() {
        let row = ListCheckRow<String>("lonely") { $0.selectableValue = "yes" }
        form +++ Section("Plain") <<< row
        row.didSelect()
        #expect(row.value == "yes")
        row.didSelect()
        #expect(row.value == nil)
    }

    // MARK: Selector options (Eureka's selector screen tests)

    @Test func optionsAreGroupedByKeyWithTitles() {
        let row = PushRow<String> { $0.options = Self.continents }
        row.sectionKeyForValue = { option in
            switch option {
            case "Africa", "Asia", "Australia", "Europe": return "west"
            case "North America", "South America": return "east"
            default: return "none"
            }
        }
        row.sectionHeaderTitleForKey = { key in
            switch key {
            case "west": return "West hemisphere"
            case "east": return "East hemisphere"
            default: return ""
            }
        }
        let groups = row.optionGroups
        // Groups come in order of first appearance.
        #expect(groups.map(\.key) == ["west", "none", "east"])
        #expect(groups.map(\.title) == ["West hemisphere", "", "East hemisphere"])
        #expect(groups[0].options == ["Africa", "Asia", "Australia", "Europe"])
        #expect(groups[1].options == ["Antarctica"])
        #expect(groups[2].options == ["North America", "South America"])
    }

    @Test func lazyOptionsLoadWhenFirstNeeded() async throws {
        let row = PushRow<String>()
        let loads = Counter()
        row.optionsProvider = .lazy {
            await loads.increment()
            return Self.continents
        }
        #expect(row.options == nil)
        #expect(try await row.loadOptions() == Self.continents)
        #expect(row.options == Self.continents)
        #expect(try await row.loadOptions() == Self.continents)
        #expect(await loads.count == 1)
    }

    @Test func aLoaderThatFailsLeavesTheOptionsUnloaded() async {
        struct Offline: Error {}
        let row = MultipleSelectorRow<String>()
        row.optionsProvider = .lazy { throw Offline() }
        await #expect(throws: Offline.self) { try await row.loadOptions() }
        #expect(row.options == nil)
        row.optionsProvider = .lazy { ["a"] }
        try? await row.loadOptionsIfNeeded()
        #expect(row.options == ["a"])
    }

    actor Counter {
        var count = 0
        func increment() { count += 1 }
    }
}
