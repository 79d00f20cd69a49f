import Foundation
import Formwork
import Testing

@Suite("Date and time rows")
struct DateRowTests {
    private let utc = TimeZone(identifier: "UTC")!

    private func date(_ text: String) -> Date {
        let f = ISO8601DateFormatter()
        f.timeZone = utc
        return f.date(from: text)!
    }

    /// Each test gets its own suite instance, so this form lives as long as the test.
    private let form = Form()

    private func inForm<R: DateFieldRow>(_ row: R) -> R {
        row.timeZone = utc
        form +++ Section() <<< row
        return row
    }

    @Test func dateRowReadsAndWritesISODays() {
        let row = inForm(DateRow())
        row.setText("2024-02-29")
        #expect(row.value == date("2024-02-29T00:00:00Z"))
        #expect(row.text == "2024-02-29")
        row.value = date("2025-12-31T18:30:00Z")
        #expect(row.text == "2025-12-31")
    }

    @Test(arguments: ["2023-02-29", "2024-13-01", "2024-1-01", "24-01-01", "yesterday", "2024-01-01T10:00"])
    func dateRowRejects(_ text: String) {
        let row = inForm(DateRow())
        row.setText(text)
        #expect(row.value == nil)
        #expect(row.validate().map(\.msg) == ["Enter a date as YYYY-MM-DD."])
        #expect(row.text == text)
    }

    @Test func timeRowKeepsTheDayOfItsValue() {
        let row = inForm(TimeRow())
        row.value = date("2024-05-01T08:00:00Z")
        row.setText("17:45")
        #expect(row.value == date("2024-05-01T17:45:00Z"))
        #expect(row.text == "17:45")
        row.setText("24:00")
        #expect(row.value == nil)
        #expect(row.validate().map(\.msg) == ["Enter a time as HH:MM."])
    }

    @Test func dateTimeRowAcceptsTOrSpace() {
        let row = inForm(DateTimeRow())
        row.setText("2024-05-01T09:30")
        #expect(row.value == date("2024-05-01T09:30:00Z"))
        row.setText("2024-05-01 10:15")
        #expect(row.value == date("2024-05-01T10:15:00Z"))
        #expect(row.text == "2024-05-01 10:15", "typed text is kept while editing")
        row.value = date("2024-06-02T11:20:00Z")
        #expect(row.text == "2024-06-02T11:20")
    }

    @Test func minimumAndMaximumDates() {
        let row = inForm(DateRow {
            $0.minimumDate = date("2024-01-01T00:00:00Z")
            $0.maximumDate = date("2024-12-31T00:00:00Z")
        })
        row.setText("2023-12-31")
        #expect(row.validate().map(\.msg) == ["Choose a date no earlier than 2024-01-01."])
        row.setText("2025-01-01")
        #expect(row.validate().map(\.msg) == ["Choose a date no later than 2024-12-31."])
        row.setText("2024-06-15")
        #expect(row.validate().isEmpty)
    }

    @Test func minuteInterval() {
        let row = inForm(TimeRow { $0.minuteInterval = 15 })
        row.value = date("2024-05-01T00:00:00Z")
        row.setText("10:30")
        #expect(row.validate().isEmpty)
        row.setText("10:35")
        #expect(row.validate().map(\.msg) == ["Choose a time in steps of 15 minutes."])
    }

    @Test func displayTextUsesTheFormatterOrDisplayValueFor() {
        let row = inForm(DateRow())
        row.value = date("2024-05-01T00:00:00Z")
        let formatter = DateFormatter()
        formatter.timeZone = utc
        formatter.dateFormat = "d MMM yyyy"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        row.dateFormatter = formatter
        #expect(row.displayText == "1 May 2024")
        row.displayValueFor = { _ in "custom" }
        #expect(row.displayText == "custom")
    }

    @Test func theDefaultDisplayFollowsTheTimeZone() {
        let row = inForm(DateTimeRow())
        row.value = date("2024-05-01T23:30:00Z")
        let inUTC = row.displayText
        row.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        #expect(row.displayText != inUTC, "08:30 the next day in Tokyo")
        #expect(row.dateFormatter == nil, "the default formatter is not stored as the public one")
    }

    @Test func kindsAndPresentations() {
        #expect(DateRow().kind == .date)
        #expect(TimeRow().kind == .time)
        #expect(DateTimeRow().kind == .dateTime)
        #expect(CountDownRow().kind == .countDownTimer)
        #expect(DatePickerRow().presentation == .picker)
        #expect(TimePickerRow().kind == .time)
        #expect(DateTimeInlineRow().presentation == .inline)
        #expect(CountDownInlineRow().kind == .countDownTimer)
    }

    @Test func inlineRowExpandsBelowAndSharesTheValue() throws {
        let form = Form()
        let start = DateInlineRow("start") { $0.timeZone = utc; $0.minimumDate = date("2024-01-01T00:00:00Z") }
        let after = TextRow("after")
        form +++ Section() <<< start <<< after
        start.value = date("2024-03-01T00:00:00Z")
        start.didSelect()
        #expect(start.isExpanded)
        let picker = try #require(start.inlineRow)
        #expect(form[0].count == 3)
        #expect(form[0][1] === picker)
        #expect(picker.value == start.value)
        #expect(picker.minimumDate == start.minimumDate)
        picker.value = date("2024-04-01T00:00:00Z")
        #expect(start.value == date("2024-04-01T00:00:00Z"))
        start.value = date("2024-05-01T00:00:00Z")
        #expect(picker.value == start.value)
        start.didSelect()
        #expect(!start.isExpanded)
        #expect(picker.section == nil)
        #expect(form[0].count == 2)
        #expect(form.values().count == 2, "the inline picker has no tag and no value of its own")
    }

    @Test func timeInlineRowsMakeTimePickers() {
        let form = Form()
        let row = TimeInlineRow("t")
        form +++ Section() <<< row
        row.expandInlineRow()
        #expect(row.inlineRow?.kind == .time)
        let countdown = CountDownInlineRow("c")
        form.last! <<< countdown
        countdown.expandInlineRow()
        #expect(countdown.inlineRow != nil)
        #expect(!row.isExpanded, "expanding another inline row collapses the first")
    }
}

@Suite("Dates in conditions")
struct DateConditionTests {
    @Test(arguments: ["UTC", "Europe/Berlin", "America/New_York", "Pacific/Kiritimati"])
    func aChosenDayMeansTheSameInEveryTimeZone(_ zone: String) {
        let form = Form()
        let day = DateRow("day") { $0.timeZone = TimeZone(identifier: zone)! }
        let equal = TextRow("equal") { $0.hidden = "$day == '2024-05-01'" }
        let after = TextRow("after") { $0.hidden = "$day > '2024-05-01'" }
        let time = TimeRow("time") { $0.timeZone = TimeZone(identifier: zone)! }
        let late = TextRow("late") { $0.hidden = "$time >= '18:00'" }
        form +++ Section() <<< day <<< equal <<< after <<< time <<< late
        day.setText("2024-05-01")
        time.setText("19:30")
        #expect(equal.isHidden)
        #expect(!after.isHidden)
        #expect(late.isHidden)
        day.setText("2024-05-02")
        #expect(!equal.isHidden && after.isHidden)
    }
}

@Suite("Date display in a form")
struct DateDisplaySharingTests {
    @Test func rowsOfOneFormShowDatesAlikeWithTheirOwnZones() {
        let form = Form()
        let utc = TimeZone(identifier: "UTC")!
        let instant = Date(timeIntervalSince1970: 1_714_600_800)   // 2024-05-01 22:00 UTC
        let rows = (0..<3).map { i in DateTimeRow("d\(i)") { $0.timeZone = utc; $0.value = instant } }
        let tokyo = DateTimeRow("tokyo") { $0.timeZone = TimeZone(identifier: "Asia/Tokyo")!; $0.value = instant }
        form +++ Section(rows + [tokyo])
        let texts = rows.map { $0.displayText }
        #expect(Set(texts).count == 1 && texts[0] != nil)
        #expect(tokyo.displayText != texts[0], "a row in another zone shows its own time")
    }
}
