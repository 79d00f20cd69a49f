import Formwork

/// Rows written outside Formwork, as an app would write its own: Eureka's
/// week-day picker and a text that counts its characters against a limit, and rows
/// whose conditions read them.
enum CustomRowExamples {
    /// Days the shop is open, and a note for customers of at most 40 characters.
    static func customRows() -> Form {
        let form = Form()
        form.rowTypes = CustomRowTypes.registry
        form +++ Section("Opening days") { $0.footer = "Tab to a day and press Space to choose it or leave it out." }
            <<< WeekdayPickerRow("days") {
                $0.title = "Open on"
                $0.value = [.mon, .tue, .wed, .thu, .fri]
                $0.add(rule: RuleRequired(msg: "Choose at least one day."))
            }
            <<< CountedTextRow("note") {
                $0.title = "Note for customers"
                $0.limit = 40
                $0.placeholder = "Closed on public holidays"
                $0.help = "Shown under the opening days; at most 40 characters."
            }
            // Conditions that read the custom rows, followed live in a browser: each
            // row is read by what it holds (a set of days, text), not how it is drawn.
            <<< TextRow("weekendHours") {
                $0.title = "Weekend hours"
                $0.placeholder = "10:00–16:00"
                $0.hidden = "NOT ('sat' IN $days OR 'sun' IN $days)"
            }
            <<< TextRow("holidays") {
                $0.title = "Which holidays?"
                $0.hidden = "NOT ($note CONTAINS[c] 'holiday')"
            }
        return form
    }
}
