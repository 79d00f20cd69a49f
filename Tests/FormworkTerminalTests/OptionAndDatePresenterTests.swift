import Foundation
import Formwork
import Testing
@testable import FormworkTerminal

@Suite struct OptionPresenterTests {
    @Test func pushRowsOpenAFilterableListOverTheForm() {
        let form = Form()
        form +++ Section() <<< PushRow<String>("colour") { $0.title = "Colour"; $0.options = ["Red", "Green", "Blue"] }
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.hasSuffix("Choose… ▾") == true)
        screen.press(.enter)
        #expect(screen.lines[0].hasPrefix("? Colour (type to filter)"))
        screen.type("gr")
        #expect(screen.lines.contains("❯ Green"))
        #expect(!screen.lines.contains { $0.contains("Blue") })
        screen.press(.enter)
        #expect(form.rowBy(tag: "colour")?.baseValue as? String == "Green")
        #expect(screen.focusedLine?.hasSuffix("Green ▾") == true)
    }

    @Test func escapeClosesTheListAndChangesNothing() {
        let form = Form()
        form +++ Section() <<< PushRow<String>("c") { $0.title = "C"; $0.options = ["A", "B"]; $0.value = "A" }
        var screen = FormHarness(form)
        screen.press(.enter)
        screen.press(.down)
        #expect(screen.press(.escape) == .stay)
        #expect(form.rowBy(tag: "c")?.baseValue as? String == "A")
        #expect(screen.focusedLine?.contains("C") == true)
    }

    @Test func alertsOpenAListOfChoicesWithoutAFilter() {
        let form = Form()
        form +++ Section() <<< AlertRow<String>("a") { $0.title = "Discard?"; $0.options = ["Keep", "Discard"] }
        var screen = FormHarness(form)
        screen.press(.character(" "))
        #expect(screen.lines[0] == "? Discard?")
        screen.type("x")
        #expect(screen.lines.contains("❯ Keep"))
        screen.press(.down)
        screen.press(.enter)
        #expect(form.rowBy(tag: "a")?.baseValue as? String == "Discard")
    }

    @Test func multipleSelectorsChooseWithSpace() {
        let form = Form()
        form +++ Section() <<< MultipleSelectorRow<String>("m") { $0.title = "Toppings"; $0.options = ["Ham", "Olives", "Basil"]; $0.value = ["Ham"] }
        var screen = FormHarness(form)
        screen.press(.enter)
        #expect(screen.lines.contains("❯ ◉ Ham"))
        screen.press(.down)
        screen.press(.character(" "))
        screen.press(.up)
        screen.press(.character(" "))
        screen.press(.enter)
        #expect(form.rowBy(tag: "m")?.baseValue as? Set<String> == ["Olives"])
    }

    @Test func pickersCycleInPlace() {
        let form = Form()
        form +++ Section() <<< PickerRow<Int>("p") { $0.title = "Pick"; $0.options = [1, 2, 3]; $0.value = 3 }
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.hasSuffix("‹ 3 ›") == true)
        screen.press(.right)
        #expect(form.rowBy(tag: "p")?.baseValue as? Int == 1)
        screen.press(.left)
        #expect(form.rowBy(tag: "p")?.baseValue as? Int == 3)
    }

    @Test func inlinePickersExpandBelowTheirRow() {
        let form = Form()
        form +++ Section() <<< PickerInlineRow<Int>("p") { $0.title = "Pick"; $0.options = [1, 2, 3]; $0.value = 2 }
            <<< TextRow("after") { $0.title = "After" }
        var screen = FormHarness(form)
        screen.press(.enter)
        #expect(screen.lines[1].hasPrefix("❯ ↳"))
        #expect(screen.lines[2].contains("After"))
        screen.press(.right)
        #expect(form.rowBy(tag: "p")?.baseValue as? Int == 3)
        screen.press(.enter)
        #expect(screen.focusedLine?.contains("Pick") == true)
        #expect(screen.lines[1].contains("After"))
    }

    @Test func cascadingPickersAskForEachListInTurn() {
        let form = Form()
        form +++ Section() <<< DoublePickerRow<String, String>("city") {
            $0.title = "City"
            $0.firstOptions = { ["France", "Japan"] }
            $0.secondOptions = { $0 == "France" ? ["Paris", "Lyon"] : ["Tokyo", "Kyoto"] }
        }
        var screen = FormHarness(form)
        screen.press(.enter)
        #expect(screen.lines[0].hasPrefix("? City (1 of 2)"))
        screen.press(.down)
        screen.press(.enter)
        #expect(screen.lines[0].hasPrefix("? City (2 of 2)"))
        #expect(screen.lines.contains { $0.contains("Kyoto") })
        screen.press(.down)
        screen.press(.enter)
        #expect(form.rowBy(tag: "city")?.displayText?.contains("Kyoto") == true)
    }
}

@Suite struct DatePresenterTests {
    private func form(_ row: BaseRow) -> Form {
        let form = Form()
        form.timeZone = TimeZone(identifier: "UTC")!
        form +++ Section() <<< row <<< TextRow("next") { $0.title = "Next" }
        return form
    }

    @Test func enterOpensFieldsThatTheArrowsStep() {
        let form = form(DateRow("d") { $0.title = "Day"; $0.value = Date(timeIntervalSince1970: 1_706_659_200) })  // 2024-01-31
        var screen = FormHarness(form)
        screen.press(.enter)
        #expect(screen.focusedLine?.hasSuffix("2024-01-31") == true)
        screen.press(.right)
        screen.press(.up)
        // February has no 31st: the day keeps within the month (a leap year).
        #expect(form.rowBy(tag: "d")?.inputText == "2024-02-29")
        screen.press(.right)
        screen.press(.up)
        #expect(form.rowBy(tag: "d")?.inputText == "2024-02-01")
        // The arrows step while open; Enter closes and ↓ moves on again.
        screen.press(.enter)
        screen.press(.down)
        #expect(screen.focusedLine?.contains("Next") == true)
    }

    @Test func digitsTypeAFieldAndEscapePutsBackTheValue() {
        let form = form(DateRow("d") { $0.title = "Day"; $0.value = Date(timeIntervalSince1970: 1_706_659_200) })
        var screen = FormHarness(form)
        screen.press(.enter)
        screen.type("1999")
        #expect(form.rowBy(tag: "d")?.inputText == "1999-01-31")
        screen.type("12")
        #expect(form.rowBy(tag: "d")?.inputText == "1999-12-31")
        screen.press(.escape)
        #expect(form.rowBy(tag: "d")?.inputText == "2024-01-31")
    }

    @Test func minutesKeepToTheIntervalAndValuesToTheBounds() {
        let earliest = Date(timeIntervalSince1970: 9 * 3600)
        let form = form(TimeRow("t") {
            $0.title = "At"
            $0.minuteInterval = 15
            $0.minimumDate = earliest
            $0.maximumDate = Date(timeIntervalSince1970: 17 * 3600)
            $0.value = Date(timeIntervalSince1970: 9 * 3600 + 7 * 60)
        })
        var screen = FormHarness(form)
        screen.press(.enter)
        screen.press(.right)
        screen.press(.up)
        #expect(form.rowBy(tag: "t")?.inputText == "09:15")
        // Minutes go round within the hour, on the interval.
        screen.press(.down)
        screen.press(.down)
        #expect(form.rowBy(tag: "t")?.inputText == "09:45")
        // 08:45 is before the earliest time: the value holds at it.
        screen.press(.left)
        screen.press(.down)
        #expect(form.rowBy(tag: "t")?.inputText == "09:00")
        for _ in 0..<10 { screen.press(.up) }
        #expect(form.rowBy(tag: "t")?.inputText == "17:00")
    }

    @Test func inlineDateRowsExpandAPickerBelow() {
        let form = form(DateTimeInlineRow("dt") { $0.title = "Starts"; $0.value = Date(timeIntervalSince1970: 1_714_557_600) })
        var screen = FormHarness(form)
        #expect(screen.lines.count(where: { $0.contains("Starts") }) == 1)
        screen.press(.enter)
        #expect(screen.focusedLine?.hasSuffix("2024-05-01 10:00") == true)
        screen.press(.up)
        #expect(form.rowBy(tag: "dt")?.inputText == "2025-05-01T10:00")
        screen.press(.enter)
        #expect(screen.focusedLine?.contains("Starts") == true)
        #expect(!screen.lines.contains { $0.contains("↳") })
    }

    @Test func emptyRowsStartFromTodayOnlyWhenChanged() {
        let form = form(DateRow("d") { $0.title = "Day" })
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.hasSuffix("Not set") == true)
        screen.press(.enter)
        #expect(form.rowBy(tag: "d")?.baseValue == nil)
        screen.press(.up)
        #expect(form.rowBy(tag: "d")?.baseValue != nil)
    }

    @Test func anEmptyPickerRowShowsItsPlaceholderNotTheTimeItWasDrawn() {
        let form = form(TimePickerRow("t") { $0.title = "Alarm" })
        var screen = FormHarness(form)
        #expect(screen.focusedLine?.hasSuffix("Not set") == true)
        // Out of focus, and so kept as drawn: a clock drawn now would stand still.
        screen.press(.down)
        #expect(screen.lines.first { $0.contains("Alarm") }?.hasSuffix("Not set") == true)
        screen.press(.up)
        screen.press(.enter)
        #expect(screen.focusedLine?.contains(":") == true, "opened, the fields show where stepping starts")
        screen.press(.up)
        screen.press(.enter)
        #expect(form.rowBy(tag: "t")?.inputText != nil)
        #expect(screen.lines.first { $0.contains("Alarm") }?.contains(":") == true, "with a value, a picker row shows its fields")
    }

    @Test func fieldsReadAndWriteISOText() {
        var fields = try! #require(DateFields(kind: .dateTime, text: "2024-02-28T23:59"))
        fields.step(field: 4, by: 1, minuteInterval: 1)
        #expect(fields.text == "2024-02-28T23:00")
        fields.step(field: 2, by: 1, minuteInterval: 1)
        #expect(fields.text == "2024-02-29T23:00")
        fields.step(field: 0, by: 1, minuteInterval: 1)
        #expect(fields.text == "2025-02-28T23:00")
        #expect(DateFields(kind: .date, text: "2024-02") == nil)
        #expect(DateFields(kind: .time, text: "aa:bb") == nil)
        // Fields past what stepping can hold are not fields: no overflow on ↑.
        for text in ["9223372036854775807-01-01", "2024-01-9223372036854775807", "-2024-01-01", "2024-13-01", "2024-1-01",
                     "+024-01-01", "２０２４-01-01"] {
            #expect(DateFields(kind: .date, text: text) == nil, "\(text)")
        }
        #expect(DateFields(kind: .time, text: "00:9223372036854775807") == nil)
        #expect(DateFields(kind: .time, text: "24:00") == nil)
        #expect(fields.shownParts.map(\.text) == ["2025", "02", "28", "23", "00"])
    }
}
