import Formwork
import Testing

private enum OptionPlan: String, CaseIterable { case free, pro, team }

@Suite("Option rows")
struct OptionsRowTests {
    @Test func selectingAPresentedRowAsksTheFrontEndToPresent() {
        let form = Form()
        let push = PushRow<String>("colour") { $0.options = ["Red", "Green"]; $0.selectorTitle = "Colour" }
        let segmented = SegmentedRow<String>("size") { $0.options = ["S", "M"] }
        form +++ Section() <<< push <<< segmented
        var presented: [BaseRow] = []
        form.addObserver { if case .presentationRequested(let row) = $0 { presented.append(row) } }
        push.didSelect()
        segmented.didSelect()
        #expect(presented.count == 1 && presented[0] === push)
        push.select(option: "Green")
        #expect(push.value == "Green")
    }

    @Test func everySelectorStyleDeclaresItsPresentation() {
        #expect(PushRow<Int>().presentation == .push)
        #expect(PopoverSelectorRow<Int>().presentation == .popover)
        #expect(ActionSheetRow<Int>().presentation == .actionSheet)
        #expect(AlertRow<Int>().presentation == .alert)
        #expect(SegmentedRow<Int>().presentation == .segmented)
        #expect(PickerRow<Int>().presentation == .picker)
        #expect(PickerInputRow<Int>().presentation == .inputPicker)
        #expect(PickerInlineRow<Int>().presentation == .inline)
        #expect(PushRow<Int>().kind == .options)
        #expect(MultipleSelectorRow<Int>().kind == .multipleOptions)
    }

    @Test func aValueThatIsNotAnOptionIsAnError() {
        let form = Form()
        let row = AlertRow<String>("a") { $0.options = ["yes", "no"] }
        form +++ Section() <<< row
        row.value = "maybe"
        #expect(row.validate().map(\.msg) == ["Choose one of the listed options."])
        row.value = "yes"
        #expect(row.validate().isEmpty)
    }

    @Test func keysAreRawValuesForEnums() throws {
        let row = PushRow<OptionPlan> { $0.options = OptionPlan.allCases }
        #expect(row.key(for: .pro) == "pro")
        #expect(row.option(forKey: "team") == .team)
        #expect(row.option(forKey: "gold") == nil)
        try row.selectOption(key: "free")
        #expect(row.value == .free)
        #expect(throws: UnknownOptionKey.self) { try row.selectOption(key: "gold") }
        #expect(row.value == .free, "an unknown key changes nothing")
    }

    @Test func displayTextAndNoValueText() {
        let row = ActionSheetRow<OptionPlan> {
            $0.options = OptionPlan.allCases
            $0.displayValueFor = { $0.map { $0.rawValue.uppercased() } }
            $0.noValueDisplayText = "Choose a plan"
        }
        #expect(row.displayText == "Choose a plan")
        row.value = .team
        #expect(row.displayText == "TEAM")
        #expect(row.displayText(for: .free) == "FREE")
    }

    @Test func optionsGroupBySectionKey() {
        let row = PushRow<String> {
            $0.options = ["Apple", "Avocado", "Banana", "Apricot"]
            $0.sectionKeyForValue = { String($0.prefix(1)) }
            $0.sectionHeaderTitleForKey = { "Starting with \($0)" }
        }
        let groups = row.optionGroups
        #expect(groups.map(\.key) == ["A", "B"])
        #expect(groups[0].options == ["Apple", "Avocado", "Apricot"])
        #expect(groups[1].title == "Starting with B")
        let ungrouped = PushRow<String> { $0.options = ["x"] }.optionGroups
        #expect(ungrouped.count == 1 && ungrouped[0].options == ["x"])
        let multiple = MultipleSelectorRow<String> {
            $0.options = ["Apple", "Banana", "Avocado"]
            $0.sectionKeyForValue = { String($0.prefix(1)) }
        }
        #expect(multiple.optionGroups.map(\.options) == [["Apple", "Avocado"], ["Banana"]])
    }

    @Test func lazyOptionsLoadOnceAndAreKept() async throws {
        let row = PushRow<Int> {
            $0.optionsProvider = .lazy { [1, 2, 3] }
        }
        #expect(row.options == nil)
        #expect(try await row.loadOptions() == [1, 2, 3])
        #expect(row.options == [1, 2, 3])
        let fixed = PushRow<Int> { $0.optionsProvider = .array([7]) }
        #expect(fixed.options == [7])
    }

    @Test func pickerInlineRowExpandsAPickerWithTheSameOptions() throws {
        let form = Form()
        let row = PickerInlineRow<String>("p") { $0.options = ["a", "b"]; $0.value = "a" }
        form +++ Section() <<< row
        row.didSelect()
        let picker = try #require(row.inlineRow)
        #expect(picker.options == ["a", "b"])
        picker.value = "b"
        #expect(row.value == "b")
        row.toggleInlineRow()
        #expect(row.inlineRow == nil)
    }

    @Test func pickerInputRowTakesFocusWhenSelected() {
        let form = Form()
        let row = PickerInputRow<String>("p") { $0.options = ["a"] }
        form +++ Section() <<< row
        row.didSelect()
        #expect(form.focusedRow === row)
    }

    @Test func multipleSelectorTogglesAndChecksItsOptions() {
        let form = Form()
        let row = MultipleSelectorRow<OptionPlan>("plans") { $0.options = OptionPlan.allCases }
        form +++ Section() <<< row
        row.toggle(option: .pro)
        row.toggle(option: .free)
        #expect(row.value == [.pro, .free])
        #expect(row.isSelected(.pro))
        #expect(row.displayText == "free, pro", "in option order")
        row.toggle(option: .pro)
        row.toggle(option: .free)
        #expect(row.value == nil, "an empty selection is no value")
        #expect(row.setBaseValue(["team", "pro"]))
        #expect(row.value == [.team, .pro])
        #expect(!row.setBaseValue(["gold"]))
        #expect(row.value == [.team, .pro])
        let strings = MultipleSelectorRow<String> { $0.options = ["a"] }
        form.last! <<< strings
        strings.value = ["a", "z"]
        #expect(strings.validate().map(\.msg) == ["Choose only from the listed options."])
    }

    @Test func doublePickerCascades() {
        let cities = ["France": ["Paris", "Lyon"], "Japan": ["Tokyo", "Osaka"]]
        let row = DoublePickerRow<String, String> {
            $0.firstOptions = { ["France", "Japan"] }
            $0.secondOptions = { cities[$0] ?? [] }
        }
        row.selectFirst("Japan")
        #expect(row.value == Tuple(a: "Japan", b: "Tokyo"))
        row.selectSecond("Osaka")
        #expect(row.value?.b == "Osaka")
        row.selectFirst("France")
        #expect(row.value == Tuple(a: "France", b: "Paris"), "Osaka is not in France")
        row.value = Tuple(a: "France", b: "Tokyo")
        #expect(row.validate().map(\.msg) == ["Choose one of the listed options."])
        #expect(PredicateValue(row.value) == .list([.string("France"), .string("Tokyo")]))
    }

    @Test func triplePickerCascades() {
        let row = TriplePickerRow<String, String, Int> {
            $0.firstOptions = { ["A", "B"] }
            $0.secondOptions = { [$0 + "1", $0 + "2"] }
            $0.thirdOptions = { a, b in a == "A" && b == "A2" ? [20, 21] : [10] }
        }
        row.selectFirst("A")
        #expect(row.value == Tuple3(a: "A", b: "A1", c: 10))
        row.selectSecond("A2")
        #expect(row.value == Tuple3(a: "A", b: "A2", c: 20))
        row.selectThird(21)
        #expect(row.value?.c == 21)
        row.selectFirst("B")
        #expect(row.value == Tuple3(a: "B", b: "B1", c: 10))
        #expect(row.validate().isEmpty)
    }
}
