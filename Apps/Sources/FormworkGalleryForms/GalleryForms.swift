import Foundation
import Formwork

/// The gallery's forms: one per feature, shared by every front end of the demo.
package enum GalleryForms {
    package static let all: [(name: String, summary: String, make: @Sendable () -> Form)] = [
        ("account", "The README example: rules, a switch that hides a row, a repeating group", account),
        ("catalogue", "Every row of the catalogue with a value", catalogue),
        ("conditions", "Conditions that hide and disable, transitively", conditions),
        ("validation", "Rules, typed text that does not parse, errors from a server", validation),
        ("selection", "Selectable sections and option rows", selection),
        ("model", "A form inferred from a Swift model (Form(model:))", ModelGallery.model),
        ("schema", "A form loaded from Examples/signup.json", ModelGallery.schema),
        ("jsonschema", "A form from a JSON Schema and a UI schema (Examples/jsonschema/trip.schema.json), checked on the server by the same schema", JSONSchemaExamples.trip),
        ("openapi", "A form for an OpenAPI operation's request body (createPet in Examples/jsonschema/petstore.openapi.json)", JSONSchemaExamples.pet),
        ("event", "Eureka's native event form", EurekaExamples.event),
        ("cells", "Eureka's custom cells, ported: week days, a float label, image checks, cell callbacks", EurekaExamples.customCells),
        ("hidden", "Switches and a segmented control that show and hide rows and sections", EurekaExamples.hiddenRows),
        ("disabled", "Rows disabled by a choice, and always", EurekaExamples.disabledRows),
        ("multivalued", "Repeating groups: add, delete and move", EurekaExamples.multivalued),
        ("signup", "RSFormView's sign-up: masks, a US state, a theme, an email the server says is taken, Markdown in its words", SignUpExamples.signUp),
        ("registration", "FXForms' registration form from its model: options on numbers, a bitfield, exactly these fields", FXFormsExample.registration),
        ("rsformview", "RSFormView's example sign-up in its own terms: items, fields, two fields side by side", RSFormViewExample.signUp),
        ("french", "A form in French", SignUpExamples.french),
        ("arabic", "A form in Arabic, right to left", SignUpExamples.arabic),
        ("custom", "Custom rows: a week-day picker and a text that counts its characters", CustomRowExamples.customRows),
        ("visa", "A journey of six pages: a page only for students, companions, a passport scan, a review, and save and continue later", JourneyExample.visa),
    ]

    package static func account() -> Form {
        let form = Form()
        form +++ Section("Account") { $0.tag = "account" }
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< SwitchRow("newsletter") { $0.title = "Newsletter"; $0.value = true }
            <<< SegmentedRow<String>("frequency") {
                $0.title = "Frequency"
                $0.options = ["Daily", "Weekly"]
                $0.value = "Weekly"
                $0.hidden = "$newsletter == false"
            }
        +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Phones") {
            $0.tag = "phones"
            $0.multivaluedRowToInsertAt = { _ in PhoneRow { $0.title = "Phone"; $0.useFieldKind(.usPhone) } }
        }
        return form
    }

    package static func catalogue() -> Form {
        let day = Date(timeIntervalSince1970: 1_714_521_600)
        let form = Form()
        form +++ Section("Text")
            <<< TextRow("text") { $0.title = "Text"; $0.value = "Hello" }
            <<< NameRow("name") { $0.title = "Name"; $0.placeholder = "Ada Lovelace" }
            <<< EmailRow("email") { $0.title = "Email"; $0.value = "ada@example.com" }
            <<< PasswordRow("password") { $0.title = "Password"; $0.value = "secret" }
            <<< PhoneRow("phone") { $0.title = "Phone"; $0.useFieldKind(.usPhone); $0.setText("5551234567") }
            <<< TwitterRow("twitter") { $0.title = "Twitter"; $0.value = "@ada" }
            <<< AccountRow("account") { $0.title = "Account" }
            <<< ZipCodeRow("zip") { $0.title = "ZIP"; $0.useFieldKind(.zipCode) }
            <<< URLRow("url") { $0.title = "Homepage"; $0.value = URL(string: "https://example.com") }
            <<< TextAreaRow("notes") { $0.title = "Notes"; $0.value = "Several\nlines" }
            <<< ColorRow("accent") { $0.title = "Accent colour"; $0.value = "#3366cc" }
        +++ Section("Numbers")
            <<< IntRow("int") { $0.title = "Integer"; $0.value = 42 }
            <<< DecimalRow("decimal") { $0.title = "Decimal"; $0.value = 3.25 }
            <<< SliderRow("slider") { $0.title = "Slider"; $0.value = 4 }
            <<< StepperRow("stepper") { $0.title = "Stepper"; $0.value = 2 }
        +++ Section("Switches and buttons")
            <<< SwitchRow("switch") { $0.title = "Switch"; $0.value = true }
            <<< CheckRow("check") { $0.title = "Check" }
            <<< LabelRow("label") { $0.title = "Label"; $0.value = "read only" }
            <<< ButtonRow("button") { $0.title = "Button" }
            <<< ImageRow("avatar") { $0.title = "Photo"; $0.maximumBytes = 1_000_000 }
            <<< FileRow("attachment") { $0.title = "Attachment"; $0.acceptedTypes = [".pdf", ".txt"]; $0.maximumBytes = 100_000 }
        +++ Section("Dates")
            <<< DateRow("date") { $0.title = "Date"; $0.value = day; $0.timeZone = TimeZone(identifier: "UTC")! }
            <<< TimeInlineRow("time") { $0.title = "Time (inline)"; $0.value = day; $0.timeZone = TimeZone(identifier: "UTC")! }
            <<< DateTimePickerRow("dateTime") { $0.title = "Date and time"; $0.value = day; $0.timeZone = TimeZone(identifier: "UTC")! }
        +++ Section("Options")
            <<< PushRow<String>("push") { $0.title = "Push"; $0.options = ["One", "Two"]; $0.value = "One" }
            <<< ActionSheetRow<String>("sheet") { $0.title = "Action sheet"; $0.options = ["A", "B"] }
            <<< AlertRow<String>("alert") { $0.title = "Alert"; $0.options = ["Keep", "Discard"]; $0.value = "Keep" }
            <<< PickerInlineRow<Int>("picker") { $0.title = "Picker (inline)"; $0.options = [1, 2, 3]; $0.value = 2 }
            <<< MultipleSelectorRow<String>("multi") { $0.title = "Multiple"; $0.options = ["x", "y", "z"]; $0.value = ["x", "z"] }
        return form
    }

    static func conditions() -> Form {
        let form = Form()
        form +++ Section("Shipping")
            <<< SwitchRow("ship") { $0.title = "Ship it"; $0.value = true }
            <<< PushRow<String>("country") {
                $0.title = "Country"
                $0.options = ["US", "FR", "JP"]
                $0.value = "US"
                $0.hidden = "$ship == false"
            }
            <<< TextRow("state") { $0.title = "State"; $0.hidden = "$country != 'US'" }
            <<< CheckRow("express") { $0.title = "Express"; $0.disabled = "$country IN {'JP'}" }
        return form
    }

    /// Usernames the validation page treats as taken.
    static let takenUsernames: Set<String> = ["admin", "root"]

    static func validation() -> Form {
        let form = Form()
        form +++ Section("Sign up")
            <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()); $0.add(rule: RuleEmail()) }
            <<< AccountRow("username") {
                $0.title = "Username"
                $0.help = "admin and root are taken: the server says so when you leave the field."
                // A check only the server can run (a database lookup, here a set).
                $0.add(rule: RuleClosure<String> { name in
                    GalleryForms.takenUsernames.contains(name?.lowercased() ?? "") ? ValidationError(msg: "This username is taken.") : nil
                })
            }
            <<< PasswordRow("password") { $0.title = "Password"; $0.add(rule: RuleMinLength(minLength: 8)) }
            <<< PasswordRow("confirm") { $0.title = "Confirm" }
            <<< IntRow("age") { $0.title = "Age"; $0.add(rule: RuleGreaterOrEqualThan(min: 18)) }
            <<< TextRow("expiry") { $0.title = "Card expiry"; $0.useFieldKind(.cardExpiry) }
        let confirm: PasswordRow = form.rowBy(tag: "confirm")!
        confirm.add(rule: RuleEqualsToRow(form: form, tag: "password"))
        return form
    }

    /// A long list, grouped by continent: the script offers it in a filterable dialog.
    static let countries: [(name: String, continent: String)] = [
        ("Algeria", "Africa"), ("Egypt", "Africa"), ("Ghana", "Africa"), ("Kenya", "Africa"), ("Morocco", "Africa"),
        ("Nigeria", "Africa"), ("Argentina", "Americas"), ("Brazil", "Americas"), ("Canada", "Americas"),
        ("Chile", "Americas"), ("Mexico", "Americas"), ("Peru", "Americas"), ("United States", "Americas"),
        ("China", "Asia"), ("India", "Asia"), ("Indonesia", "Asia"), ("Japan", "Asia"), ("Korea", "Asia"),
        ("Vietnam", "Asia"), ("France", "Europe"), ("Germany", "Europe"), ("Italy", "Europe"), ("Norway", "Europe"),
        ("Poland", "Europe"), ("Portugal", "Europe"), ("Spain", "Europe"), ("Australia", "Oceania"), ("Fiji", "Oceania"),
        ("New Zealand", "Oceania"),
    ]

    static func selection() -> Form {
        let form = Form()
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: false)) {
            $0.tag = "size"
        }
        for size in ["Small", "Medium", "Large"] {
            sizes <<< ListCheckRow<String>(size.lowercased()) { $0.title = size; $0.selectableValue = size }
        }
        form +++ sizes
        form +++ Section("Extras")
            <<< MultipleSelectorRow<String>("toppings") { $0.title = "Toppings"; $0.options = ["Cheese", "Olives", "Basil"] }
            <<< PushRow<String>("country") {
                $0.title = "Country"
                $0.options = Self.countries.map(\.name)
                $0.sectionKeyForValue = { name in Self.countries.first { $0.name == name }?.continent ?? "" }
            }
            <<< DoublePickerRow<String, String>("city") {
                $0.title = "City"
                $0.firstOptions = { ["France", "Japan"] }
                $0.secondOptions = { $0 == "France" ? ["Paris", "Lyon"] : ["Tokyo", "Osaka"] }
                $0.displayValueFor = { $0.map { "\($0.b), \($0.a)" } }
            }
            // Conditions that read a cascading picker and one choice of a selectable
            // section, followed live in a browser.
            <<< TextRow("arrondissement") {
                $0.title = "Arrondissement"
                $0.hidden = "NOT ('Paris' IN $city)"
            }
            <<< TextRow("engraving") {
                $0.title = "Engraving (large only)"
                $0.hidden = "$large == nil"
            }
        return form
    }
}
