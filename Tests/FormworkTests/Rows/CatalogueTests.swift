import Foundation
import Formwork
import Testing

@Suite("The catalogue and its initialisers")
struct CatalogueTests {
    @Test func everyRowTakesATagAClosureOrNothing() {
        let tagged = TextRow("t") { $0.title = "T" }
        let configured = IntRow { $0.value = 3 }
        let plain = SwitchRow()
        let byLabel = CheckRow(tag: "c")
        #expect(tagged.tag == "t" && tagged.title == "T")
        #expect(configured.tag == nil && configured.value == 3)
        #expect(plain.tag == nil && plain.value == nil)
        #expect(byLabel.tag == "c")
    }

    @Test func sectionInitialisers() {
        let empty = Section()
        let configured = Section { $0.tag = "a" }
        let headed = Section("Header") { $0.footer = "Footer" }
        let both = Section(header: "H", footer: "F")
        let fromRows = Section([TextRow("x"), TextRow("y")])
        #expect(empty.header == nil && empty.isEmpty)
        #expect(configured.tag == "a")
        #expect(headed.header == "Header" && headed.footer == "Footer")
        #expect(both.header == "H" && both.footer == "F")
        #expect(fromRows.map { $0.tag } == ["x", "y"])
    }

    @Test func valueTypesMatchEureka() {
        // Each assignment only compiles with Eureka's value type.
        TextRow().value = "s"; NameRow().value = "s"; EmailRow().value = "s"; PasswordRow().value = "s"
        PhoneRow().value = "s"; TwitterRow().value = "s"; AccountRow().value = "s"; ZipCodeRow().value = "s"
        TextAreaRow().value = "s"; LabelRow().value = "s"; ButtonRow().value = "s"
        URLRow().value = URL(string: "https://example.com")
        IntRow().value = 1
        DecimalRow().value = 1.5
        CheckRow().value = true; SwitchRow().value = false
        SliderRow().value = Float(1)
        StepperRow().value = 1.0
        let dateRows: [Row<Date>] = [
            DateRow(), TimeRow(), DateTimeRow(), CountDownRow(),
            DateInlineRow(), TimeInlineRow(), DateTimeInlineRow(), CountDownInlineRow(),
            DatePickerRow(), TimePickerRow(), DateTimePickerRow(), CountDownPickerRow(),
        ]
        let optionRows: [Row<Int>] = [
            PushRow<Int>(), PopoverSelectorRow<Int>(), ActionSheetRow<Int>(), AlertRow<Int>(),
            SegmentedRow<Int>(), PickerRow<Int>(), PickerInlineRow<Int>(), PickerInputRow<Int>(), ListCheckRow<Int>(),
        ]
        let multiple: Row<Set<String>> = MultipleSelectorRow<String>()
        let double: Row<Tuple<Int, String>> = DoublePickerRow<Int, String>()
        let triple: Row<Tuple3<Int, Int, Int>> = TriplePickerRow<Int, Int, Int>()
        let alias: RowOf<Date> = DateRow()
        #expect(dateRows.count == 12 && optionRows.count == 9)
        #expect(multiple.kind == .multipleOptions && double.kind == .doublePicker && triple.kind == .triplePicker)
        #expect(alias.kind == .date)
    }

    @Test func pickerFormsDeclareModeAndPresentation() {
        let pickers: [(DateFieldRow, DatePickerMode)] = [
            (DatePickerRow(), .date), (TimePickerRow(), .time),
            (DateTimePickerRow(), .dateTime), (CountDownPickerRow(), .countDownTimer),
        ]
        for (row, mode) in pickers {
            #expect(row.mode == mode)
            #expect(row.presentation == .picker)
            #expect(!row.expandsInline)
        }
        let inline: [DateFieldRow] = [DateInlineRow(), TimeInlineRow(), DateTimeInlineRow(), CountDownInlineRow()]
        #expect(inline.allSatisfy { $0.expandsInline && $0.presentation == .inline })
    }

    @Test func evaluateDisabledReadsTheCurrentCondition() {
        let form = Form()
        let flag = SwitchRow("flag")
        let row = TextRow("row") { $0.disabled = .function(["flag"]) { form in (form.rowBy(tag: "flag") as? SwitchRow)?.value == true } }
        form +++ Section() <<< flag <<< row
        #expect(!row.isDisabled)
        flag.setValueSilently(true)
        #expect(row.isDisabled, "silent sets still update conditions")
        row.disabled = nil
        #expect(!row.isDisabled)
        row.disabled = true
        row.evaluateDisabled()
        #expect(row.isDisabled)
    }
}
