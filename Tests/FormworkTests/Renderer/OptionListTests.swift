import Formwork
import Testing

/// One untyped view of every row with choices: keys, titles, groups, selection.
@Suite("Renderer API: options")
struct OptionListTests {
    enum Plan: String, CaseIterable, Equatable { case free, pro }

    struct Colour: Equatable, CustomStringConvertible {
        let name: String
        let shade: Int
        var description: String { name }
    }

    @Test func optionsHaveKeysTitlesAndSelection() throws {
        let row = PushRow<Plan>("plan") {
            $0.options = Plan.allCases
            $0.value = .pro
            $0.displayValueFor = { $0.map { $0.rawValue.uppercased() } }
            $0.selectorTitle = "Plans"
        }
        let list = try #require(row.optionLists.first)
        #expect(row.optionLists.count == 1)
        #expect(list.options.map(\.key) == ["free", "pro"])
        #expect(list.options.map(\.title) == ["FREE", "PRO"])
        #expect(list.selectedKeys == ["pro"])
        #expect(list.title == "Plans")
        #expect(!list.allowsMultipleSelection)
    }

    @Test func keysThatWouldCollideAreMadeUnique() throws {
        let red = Colour(name: "red", shade: 1), darkRed = Colour(name: "red", shade: 2)
        let row = PushRow<Colour>("colour") { $0.options = [red, darkRed, red, Colour(name: "red~2", shade: 9)] }
        let keys = try #require(row.optionLists.first).options.map(\.key)
        #expect(keys == ["red", "red~2", "red", "red~2~2"])
        try row.selectOption(key: "red~2")
        #expect(row.value == darkRed)
        #expect(row.key(for: darkRed) == "red~2")
    }

    @Test func anUnknownKeyIsAClearErrorAndChangesNothing() {
        let row = SegmentedRow<String>("size") { $0.options = ["S", "M"]; $0.value = "S" }
        #expect(throws: UnknownOptionKey.self) { try row.selectOption(key: "XL") }
        #expect(throws: UnknownOptionKey.self) { try row.selectOption(key: "S", inList: 1) }
        #expect(throws: UnknownOptionKey.self) { try row.deselectOption(key: "XL") }
        #expect(row.value == "S")
        do throws(UnknownOptionKey) {
            try row.selectOption(key: "XL")
        } catch {
            #expect(error.description == "size has no option with the key \"XL\"")
        }
    }

    @Test func optionsAreGroupedWithHeadersAndFooters() throws {
        let row = PushRow<String>("fruit") {
            $0.options = ["Apple", "Banana", "Avocado"]
            $0.sectionKeyForValue = { String($0.prefix(1)) }
            $0.sectionHeaderTitleForKey = { "Starting with \($0)" }
            $0.sectionFooterTitleForKey = { $0 == "B" ? "Only one" : nil }
        }
        let groups = try #require(row.optionLists.first).groups
        #expect(groups.map(\.key) == ["A", "B"])
        #expect(groups.map(\.header) == ["Starting with A", "Starting with B"])
        #expect(groups.map(\.footer) == [nil, "Only one"])
        #expect(groups[0].options.map(\.key) == ["Apple", "Avocado"])
    }

    @Test func aMultipleSelectorChoosesAndClearsByKey() throws {
        let row = MultipleSelectorRow<Int>("days") { $0.options = [1, 2, 3] }
        try row.selectOption(key: "3")
        try row.selectOption(key: "1")
        try row.selectOption(key: "1")
        #expect(row.value == [1, 3])
        try row.deselectOption(key: "3")
        #expect(row.value == [1])
        let list = try #require(row.optionLists.first)
        #expect(list.allowsMultipleSelection)
        #expect(list.selectedKeys == ["1"])
    }

    @Test func cascadingPickersOfferOneListPerColumn() throws {
        let row = TriplePickerRow<String, String, Int>("place") {
            $0.firstOptions = { ["FR", "US"] }
            $0.secondOptions = { $0 == "FR" ? ["Paris", "Lyon"] : ["NYC"] }
            $0.thirdOptions = { _, city in city == "Paris" ? [75001, 75002] : [1] }
        }
        #expect(row.optionLists.count == 3)
        try row.selectOption(key: "FR", inList: 0)
        #expect(row.value == Tuple3(a: "FR", b: "Paris", c: 75001))
        try row.selectOption(key: "75002", inList: 2)
        let lists = row.optionLists
        #expect(lists.map { $0.options.map(\.key) } == [["FR", "US"], ["Paris", "Lyon"], ["75001", "75002"]])
        #expect(lists.map(\.selectedKeys) == [["FR"], ["Paris"], ["75002"]])
        #expect(throws: UnknownOptionKey.self) { try row.selectOption(key: "NYC", inList: 1) }
        try row.deselectOption(key: "Paris", inList: 1)
        #expect(row.value == nil)
    }

    @Test func aDoublePickerStartsWithAnEmptySecondListAtFirst() throws {
        let row = DoublePickerRow<String, String>("pair") {
            $0.firstOptions = { ["a", "b"] }
            $0.secondOptions = { ["\($0)1", "\($0)2"] }
        }
        #expect(row.optionLists.map { $0.options.map(\.key) } == [["a", "b"], ["a1", "a2"]])
        try row.selectOption(key: "b", inList: 0)
        try row.selectOption(key: "b2", inList: 1)
        #expect(row.value == Tuple(a: "b", b: "b2"))
    }

    @Test func aSelectableSectionOffersItsShownRows() throws {
        let section = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) {
            $0.tag = "size"
        }
        let form = Form() +++ section
        for size in ["S", "M", "L"] {
            section <<< ListCheckRow<String>(size) { $0.title = "Size \(size)"; $0.selectableValue = size }
        }
        (form.rowBy(tag: "L"))?.hidden = true
        let list = try #require(section.optionLists.first)
        #expect(list.options.map(\.key) == ["S", "M"])
        #expect(list.options.map(\.title) == ["Size S", "Size M"])
        try section.selectOption(key: "M")
        try section.selectOption(key: "S")
        #expect(section.selectedRow()?.selectableValue == "S")
        try section.deselectOption(key: "S")
        #expect(section.selectedRow()?.selectableValue == "S", "deselection is off")
        #expect(throws: UnknownOptionKey.self) { try section.selectOption(key: "L") }
    }

    @Test func rowsWithoutOptionsHaveNone() {
        #expect(TextRow().optionLists.isEmpty)
        #expect(throws: UnknownOptionKey.self) { try SwitchRow().selectOption(key: "on") }
        #expect(Section().optionLists.isEmpty)
    }

    @Test func aPickerInlineRowsPickerOffersTheSameOptions() throws {
        let form = Form()
        let row = PickerInlineRow<Plan>("plan") { $0.options = Plan.allCases; $0.value = .free }
        form +++ Section() <<< row
        row.expandInlineRow()
        let picker = try #require(row.expandedInlineRow)
        #expect(picker.optionLists.first?.options.map(\.key) == ["free", "pro"])
        try picker.selectOption(key: "pro")
        #expect(row.value == .pro)
    }
}

extension OptionListTests {
    @Test func aTitleClosureMayReadTheRowsOptions() throws {
        let row = PushRow<Int>("n") { $0.options = [1, 2] }
        row.displayValueFor = { [unowned row] value in
            value.map { "\($0) of \(row.options?.count ?? 0)" }
        }
        #expect(row.optionLists.first?.options.map(\.title) == ["1 of 2", "2 of 2"])
    }
}

/// Option titles are worked out once per list of options and title closure, and
/// follow either when it changes.
@Suite("Renderer API: option titles kept")
struct OptionTitleTests {
    /// Counts the calls of a title closure, from any task.
    final class Calls: @unchecked Sendable {
        private var count = 0
        func add() { count += 1 }
        var total: Int { count }
    }

    @Test func titlesAreWorkedOutOnceAndFollowTheClosureAndTheOptions() throws {
        let calls = Calls()
        let row = PushRow<String>("size") {
            $0.options = ["s", "m"]
            $0.displayValueFor = { calls.add(); return $0?.uppercased() }
        }
        #expect(row.optionLists.first?.options.map(\.title) == ["S", "M"])
        let afterFirst = calls.total
        #expect(afterFirst == 2)
        _ = row.optionLists
        #expect(calls.total == afterFirst)
        row.value = "m"
        #expect(row.optionLists.first?.options.map(\.title) == ["S", "M"])
        row.displayValueFor = { $0.map { "size " + $0 } }
        #expect(row.optionLists.first?.options.map(\.title) == ["size s", "size m"])
        row.options = ["m", "l"]
        #expect(row.optionLists.first?.options.map(\.title) == ["size m", "size l"])
        #expect(row.optionLists.first?.selectedKeys == ["m"])
    }

    @Test func aMultipleSelectorsTitlesFollowItsClosure() throws {
        let row = MultipleSelectorRow<String>("tags") { $0.options = ["a", "b"] }
        #expect(row.optionLists.first?.options.map(\.title) == ["a", "b"])
        row.optionDisplayText = { "#" + $0 }
        #expect(row.optionLists.first?.options.map(\.title) == ["#a", "#b"])
        row.options = ["c"]
        #expect(row.optionLists.first?.options.map(\.title) == ["#c"])
    }

    @Test func formsFromATemplateShareTheTitlesAndMayChangeTheirOwn() throws {
        let calls = Calls()
        let template = try FormTemplate {
            Form() +++ Section()
                <<< PushRow<String>("size") {
                    $0.options = ["s", "m", "l"]
                    $0.displayValueFor = { calls.add(); return $0?.uppercased() }
                }
        }
        let before = calls.total
        for _ in 0..<5 {
            let row = try #require(template.makeForm().rowBy(tag: "size") as? PushRow<String>)
            #expect(row.optionLists.first?.options.map(\.title) == ["S", "M", "L"])
        }
        #expect(calls.total == before)
        let changed = try #require(template.makeForm().rowBy(tag: "size") as? PushRow<String>)
        changed.displayValueFor = { $0.map { $0 + "!" } }
        #expect(changed.optionLists.first?.options.map(\.title) == ["s!", "m!", "l!"])
        let fresh = try #require(template.makeForm().rowBy(tag: "size") as? PushRow<String>)
        #expect(fresh.optionLists.first?.options.map(\.title) == ["S", "M", "L"])
    }
}

/// Option lists without their choices, and the positions chosen: the same as the
/// marked lists, kept by the rows.
@Suite("Renderer API: option choices")
struct OptionChoicesTests {
    @Test func choicesSayWhatTheMarkedListsSay() throws {
        let row = PushRow<String>("size") { $0.options = ["s", "m", "l"]; $0.selectorTitle = "Sizes" }
        #expect(row.optionChoices.chosen == [[]])
        row.value = "l"
        let choices = row.optionChoices
        #expect(choices.chosen == [[2]])
        #expect(choices.lists.first?.options.allSatisfy { !$0.isSelected } == true)
        #expect(choices.lists.first?.title == "Sizes")
        #expect(choices.lists.map { $0.marking([2]) } == row.optionLists)
        #expect(RowOptionChoices(marked: row.optionLists) == choices)
        row.selectorTitle = "Other"
        #expect(row.optionChoices.lists.first?.title == "Other")
        #expect(row.optionLists.first?.title == "Other")
    }

    @Test func theListIsKeptAndFollowsItsGrouping() throws {
        let row = PushRow<String>("city") {
            $0.options = ["Paris", "Lyon", "Boston"]
            $0.sectionKeyForValue = { $0 == "Boston" ? "US" : "FR" }
        }
        #expect(row.optionChoices.lists.first?.groups.map(\.key) == ["FR", "US"])
        row.sectionKeyForValue = { $0.hasPrefix("P") ? "P" : "other" }
        #expect(row.optionChoices.lists.first?.groups.map(\.key) == ["P", "other"])
        row.sectionHeaderTitleForKey = { "Group " + $0 }
        #expect(row.optionLists.first?.groups.map(\.header) == ["Group P", "Group other"])
        row.value = "Boston"
        #expect(row.optionChoices.chosen == [[2]])
        #expect(row.optionLists.first?.selectedKeys == ["Boston"])
        row.sectionKeyForValue = { $0 == "Boston" ? "US" : "FR" }
        #expect(row.optionChoices.chosen == [[2]], "Paris, Lyon, then Boston")
        #expect(row.optionLists.first?.selectedKeys == ["Boston"])
        row.value = "Lyon"
        #expect(row.optionChoices.chosen == [[1]])
        let tags = MultipleSelectorRow<String>("tags") {
            $0.options = ["b", "a", "c"]
            $0.sectionKeyForValue = { $0 == "a" ? "late" : "early" }
            $0.value = ["a", "c"]
        }
        #expect(tags.optionChoices.chosen == [[1, 2]], "b, c, then a")
        #expect(tags.optionLists.first?.selectedKeys == ["c", "a"])
    }

    @Test func aMultipleSelectorChoosesSeveralPositions() throws {
        let row = MultipleSelectorRow<String>("tags") { $0.options = ["a", "b", "c"]; $0.value = ["c", "a"] }
        #expect(row.optionChoices.chosen == [[0, 2]])
        #expect(row.optionLists.first?.selectedKeys == ["a", "c"])
        #expect(row.optionChoices.lists.first?.allowsMultipleSelection == true)
    }

    @Test func otherRowsWorkTheirChoicesOutFromTheirLists() throws {
        let row = DoublePickerRow<String, Int>("pair") {
            $0.firstOptions = { ["x", "y"] }
            $0.secondOptions = { _ in [1, 2] }
            $0.value = Tuple(a: "y", b: 2)
        }
        #expect(row.optionChoices.chosen == [[1], [1]])
        #expect(row.optionChoices.lists.count == 2)
        #expect(TextRow("t").optionChoices == RowOptionChoices(lists: [], chosen: []))
    }

    @Test func formsOfATemplateShareTheListWithoutChoices() throws {
        let template = try FormTemplate {
            Form() +++ Section() <<< PushRow<String>("size") { $0.options = ["s", "m"] }
        }
        let a = try #require(template.makeForm().rowBy(tag: "size"))
        let b = try #require(template.makeForm().rowBy(tag: "size"))
        b.setBaseValue("m")
        #expect(a.optionChoices.lists == b.optionChoices.lists)
        #expect(a.optionChoices.chosen == [[]])
        #expect(b.optionChoices.chosen == [[1]])
    }
}

/// What a cascading picker would offer for choices not yet made, and the option a
/// selectable section's row stands for: what a front end needs to follow choices
/// without the server.
@Suite struct CascadeAndChoiceOptionTests {
    @Test func aDoublePickerSaysWhatEachFirstChoiceOffers() throws {
        let row = DoublePickerRow<String, String>("city")
        row.firstOptions = { ["France", "Japan"] }
        row.secondOptions = { $0 == "France" ? ["Paris", "Lyon"] : ["Tokyo"] }
        row.value = Tuple(a: "France", b: "Lyon")
        let tree = try #require(row.optionCascade(limit: 100))
        #expect(tree.map(\.option.title) == ["France", "Japan"])
        #expect(tree.map { $0.next.map(\.option.title) } == [["Paris", "Lyon"], ["Tokyo"]])
        #expect(tree[1].next[0].next.isEmpty, "the last column offers nothing after it")
        #expect(tree[0].next[0].option.conditionValue == .string("Paris"))
        // The keys are the ones the row takes back.
        #expect(row.takeInput(.texts([tree[1].option.key, tree[1].next[0].option.key])).message == nil)
        #expect(row.value == Tuple(a: "Japan", b: "Tokyo"))
        #expect(row.optionCascade(limit: 4) == nil, "five options in all: past the limit")
        #expect(row.optionCascade(limit: 5)?.count == 2)
    }

    @Test func aTriplePickerSaysWhatEachPairOfChoicesOffers() throws {
        let row = TriplePickerRow<String, String, String>("place")
        row.firstOptions = { ["EU"] }
        row.secondOptions = { _ in ["FR", "DE"] }
        row.thirdOptions = { _, country in country == "FR" ? ["Paris"] : ["Berlin", "Bonn"] }
        let tree = try #require(row.optionCascade(limit: 100))
        #expect(tree[0].next.map(\.option.title) == ["FR", "DE"])
        #expect(tree[0].next.map { $0.next.map(\.option.title) } == [["Paris"], ["Berlin", "Bonn"]])
        #expect(row.optionCascade(limit: 5) == nil)
    }

    @Test func aLongFirstColumnIsRefusedBeforeAnySecondIsAskedFor() {
        let row = DoublePickerRow<Int, Int>("big")
        row.firstOptions = { Array(0..<5000) }
        nonisolated(unsafe) var asked = 0
        row.secondOptions = { _ in asked += 1; return [1] }
        #expect(row.optionCascade(limit: 2000) == nil)
        #expect(asked == 0)
    }

    @Test func otherRowsDoNotCascade() {
        let row = PushRow<String>("colour")
        row.options = ["Red", "Green"]
        #expect(row.optionCascade(limit: 100) == nil)
    }

    @Test func aSelectableSectionSaysTheOptionOfEachVisibleRow() throws {
        let form = Form()
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .multipleSelection)
        let small = ListCheckRow<String>("small") { $0.title = "Small"; $0.selectableValue = "S" }
        let large = ListCheckRow<String>("large") { $0.title = "Large"; $0.selectableValue = "L" }
        sizes <<< small <<< large
        form +++ sizes
        large.value = "L"
        let option = try #require(sizes.choiceOption(for: large))
        #expect(option.title == "Large" && option.isSelected && option.conditionValue == .string("L"))
        #expect(sizes.choiceOption(for: small)?.isSelected == false)
        small.hidden = true
        small.evaluateHidden()
        #expect(sizes.choiceOption(for: small) == nil, "a hidden row is no choice")
        #expect(sizes.choiceOption(for: large)?.title == "Large")
        #expect(Section().choiceOption(for: large) == nil)
    }
}
