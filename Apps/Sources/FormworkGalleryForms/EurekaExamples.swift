import Foundation
import Formwork

/// Pages that mirror Eureka's example app.
enum EurekaExamples {
    /// Eureka's example app's custom cells and cell callbacks, ported by deleting
    /// their UIKit lines: the week-day and float-label rows of its "Custom cells"
    /// screen, the oceans of its image check rows, and callbacks that colour a
    /// row's cell. The custom rows are drawn by presenters registered for their
    /// types, on the web and in the terminal.
    static func customCells() -> Form {
        let form = Form()
        form.title = "Custom cells"
        // The ported week-day row is registered, so the form can be written as data.
        form.rowTypes = CustomRowTypes.registry
        form +++ Section("Custom cells")
            <<< WeekDayRow("days") {
                $0.title = "Open on"
                $0.value = [.Monday, .Wednesday, .Friday]
            }
            <<< TextFloatLabelRow("floatLabel") {
                $0.title = "Float Label Row, type something to see.."
            }
        let oceans = ["Arctic", "Atlantic", "Indian", "Pacific", "Southern"]
        form +++ SelectableSection<ImageCheckRow<String>>("And which of the following oceans have you taken a bath in?",
                                                          selectionType: .multipleSelection) { $0.tag = "oceans" }
        for option in oceans {
            form.last! <<< ImageCheckRow<String>(option) { lrow in
                lrow.title = option
                lrow.selectableValue = option
                lrow.value = nil
            }
        }
        form +++ Section(header: "Cell callbacks", footer: "The title turns red while the row is not valid, and changes with the switch.")
            <<< EmailRow("email") {
                $0.title = "Email Rule"
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
                $0.validationOptions = .validatesOnChangeAfterBlurred
            }
            .cellUpdate { cell, row in
                cell.style.textColor = row.isValid ? nil : .invalid
            }
            <<< SwitchRow("expands") { row in
                row.title = "The title"
            }.onChange { row in
                row.title = (row.value ?? false) ? "The title expands when on" : "The title"
                row.updateCell()
            }.cellUpdate { cell, row in
                cell.style.tintColor = (row.value ?? false) ? .valid : nil
            }
        +++ Section(header: "Selectors", footer: "The seas list stays open after a choice, until it is closed.")
            <<< PushRow<String>("sea") {
                $0.title = "Sea"
                $0.options = ["Adriatic", "Aegean", "Arabian", "Baltic", "Barents", "Bering", "Black", "Caribbean", "Caspian",
                              "Coral", "Irish", "Java", "Labrador", "North", "Red", "Ross", "Sargasso", "Tasman", "Weddell", "Yellow"]
                $0.selectorTitle = "Which sea?"
            }.onPresent { from, to in
                to.dismissOnSelection = false
                to.dismissOnChange = false
            }
            <<< AlertRow<String>("draft") {
                $0.title = "Draft"
                $0.selectorTitle = "Keep the draft?"
                $0.options = ["Keep", "Discard"]
                $0.value = "Keep"
            }
        +++ Section(header: "Swipe actions", footer: "On the web they are buttons of the row; in a terminal, Ctrl-O lists them.")
            <<< TextRow("note") {
                $0.title = "Note"
                $0.value = "Swipe me"
                $0.trailingSwipe.actions = [SwipeAction(style: .destructive, title: "Clear") { _, row, completionHandler in
                    (row as? TextRow)?.value = nil
                    completionHandler?(true)
                }]
                $0.leadingSwipe.actions = [SwipeAction(style: .normal, title: "Info") { _, row, completionHandler in
                    row.help = "Cleared notes are not kept."
                    completionHandler?(true)
                }]
            }
        return form
    }

    /// Eureka's native event form: a new calendar event.
    static func event() -> Form {
        let form = Form()
        form.title = "New event"
        let start = Date(timeIntervalSince1970: 1_714_557_600)
        form +++ Section()
            <<< TextRow("title") { $0.placeholder = "Title"; $0.title = "Title"; $0.add(rule: RuleRequired()) }
            <<< TextRow("location") { $0.placeholder = "Location"; $0.title = "Location" }
        +++ Section()
            <<< SwitchRow("allDay") { $0.title = "All-day"; $0.value = false }
            <<< DateTimeInlineRow("starts") {
                $0.title = "Starts"
                $0.value = start
                $0.hidden = "$allDay == true"
            }
            <<< DateTimeInlineRow("ends") {
                $0.title = "Ends"
                $0.value = start.addingTimeInterval(3_600)
                $0.hidden = "$allDay == true"
            }
            <<< DateInlineRow("day") { $0.title = "Day"; $0.value = start; $0.hidden = "$allDay == false" }
        +++ Section()
            <<< PushRow<String>("repeat") {
                $0.title = "Repeat"
                $0.options = ["Never", "Every Day", "Every Week", "Every 2 Weeks", "Every Month", "Every Year"]
                $0.value = "Never"
            }
            <<< PushRow<String>("alert") {
                $0.title = "Alert"
                $0.options = ["None", "At time of event", "5 minutes before", "15 minutes before", "30 minutes before",
                              "1 hour before", "2 hours before", "1 day before", "2 days before"]
                $0.value = "None"
            }
            <<< PushRow<String>("secondAlert") {
                $0.title = "Second alert"
                $0.options = ["None", "At time of event", "5 minutes before", "15 minutes before"]
                $0.value = "None"
                $0.hidden = "$alert == 'None'"
            }
        +++ Section()
            <<< SegmentedRow<String>("showAs") { $0.title = "Show as"; $0.options = ["Busy", "Free"]; $0.value = "Busy" }
        +++ Section()
            <<< URLRow("url") { $0.placeholder = "URL"; $0.title = "URL" }
            <<< TextAreaRow("notes") { $0.placeholder = "Notes"; $0.title = "Notes" }
        return form
    }

    /// Eureka's hidden rows: switches and a segmented control that show and hide
    /// rows and whole sections.
    static func hiddenRows() -> Form {
        let form = Form()
        form.title = "Hidden rows"
        form +++ Section("What do you like best?")
            <<< SegmentedRow<String>("segments") {
                $0.title = "Choose"
                $0.options = ["Sport", "Music", "Films"]
                $0.value = "Films"
            }
        +++ Section("Which of these sports do you practise?") { $0.tag = "sports"; $0.hidden = "$segments != 'Sport'" }
            <<< CheckRow("football") { $0.title = "Football" }
            <<< CheckRow("basketball") { $0.title = "Basketball" }
            <<< CheckRow("tennis") { $0.title = "Tennis" }
        +++ Section("Which music style do you like most?") { $0.tag = "music"; $0.hidden = "$segments != 'Music'" }
            <<< CheckRow("rock") { $0.title = "Rock" }
            <<< CheckRow("jazz") { $0.title = "Jazz" }
            <<< CheckRow("classical") { $0.title = "Classical" }
        +++ Section("Which is your favourite actor?") { $0.tag = "films"; $0.hidden = "$segments != 'Films'" }
            <<< TextRow("actor") { $0.title = "Actor"; $0.placeholder = "A name" }
        +++ Section("Nested switches")
            <<< SwitchRow("showNext") { $0.title = "Show the next row"; $0.value = true }
            <<< SwitchRow("showNextToo") { $0.title = "And the one after"; $0.value = true; $0.hidden = "$showNext == false" }
            <<< TextRow("last") { $0.title = "Last"; $0.value = "hidden with either switch"; $0.hidden = "$showNextToo == false" }
        return form
    }

    /// Eureka's disabled rows: a segmented control that enables rows.
    static func disabledRows() -> Form {
        let form = Form()
        form.title = "Disabled rows"
        form +++ Section()
            <<< SegmentedRow<String>("mode") { $0.title = "Edit"; $0.options = ["Enabled", "Disabled"]; $0.value = "Disabled" }
        +++ Section("Rows that follow the choice")
            <<< TextRow("name") { $0.title = "Name"; $0.value = "Ada"; $0.disabled = "$mode == 'Disabled'" }
            <<< SwitchRow("notify") { $0.title = "Notify"; $0.value = true; $0.disabled = "$mode == 'Disabled'" }
            <<< StepperRow("count") { $0.title = "Count"; $0.value = 3; $0.disabled = "$mode == 'Disabled'" }
        +++ Section("Always disabled")
            <<< TextRow("fixed") { $0.title = "Fixed"; $0.value = "cannot change"; $0.disabled = true }
        return form
    }

    /// Eureka's multivalued sections: lists people add to, delete from and reorder.
    static func multivalued() -> Form {
        let form = Form()
        form.title = "Repeating groups"
        form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Tags",
                                     footer: "Add, delete and move tags; with scripts off every button goes through the server.") {
            $0.tag = "tags"
            $0.multivaluedRowToInsertAt = { _ in TextRow { $0.placeholder = "Tag name"; $0.title = "Tag" } }
            $0 <<< TextRow { $0.title = "Tag"; $0.value = "swift" }
            $0 <<< TextRow { $0.title = "Tag"; $0.value = "linux" }
        }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete], header: "Emails") {
            $0.tag = "emails"
            $0.multivaluedRowToInsertAt = { _ in EmailRow { $0.title = "Email"; $0.add(rule: RuleEmail()) } }
        }
        +++ MultivaluedSection(multivaluedOptions: [.delete, .reorder], header: "Only delete and move") {
            $0.tag = "fixed"
            $0 <<< TextRow { $0.title = "Item"; $0.value = "first" }
            $0 <<< TextRow { $0.title = "Item"; $0.value = "second" }
            $0 <<< TextRow { $0.title = "Item"; $0.value = "third" }
        }
        return form
    }
}
