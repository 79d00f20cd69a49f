import Formwork

/// Rows written outside Formwork, as an app would write its own: Eureka's
/// week-day picker and a text that counts its characters against a limit.
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
        return form
    }
}
