import Foundation
import Formwork
import FormworkHTML
import Testing

@Suite("HTML rendering")
struct RenderTests {
    func html(_ form: Form, _ options: HTMLFormOptions = HTMLFormOptions(), renderer: HTMLFormRenderer = HTMLFormRenderer()) -> String {
        renderer.render(form, options: options).string
    }

    @Test func everyRowHasALabelTiedToItsControl() {
        let form = Form()
        form +++ Section("About you")
            <<< NameRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
            <<< EmailRow("email") { $0.title = "Email"; $0.placeholder = "you@example.com" }
            <<< PasswordRow("password") { $0.title = "Password"; $0.contentType = .newPassword; $0.value = "secret" }
            <<< IntRow("age") { $0.title = "Age"; $0.value = 42 }
            <<< TextAreaRow("notes") { $0.title = "Notes"; $0.add(rule: RuleMaxLength(maxLength: 200)) }
            <<< TextAreaRow("story") { $0.title = "Story"; $0.visibleLines = 12 }
        let page = html(form)
        #expect(page.contains(#"<textarea class="fw-input" rows="12" id="story" name="story"></textarea>"#), "a text area shows the lines it asks for")
        #expect(page.contains(#"<fieldset class="fw-section" id="section-s0"><legend class="fw-header">About you</legend>"#))
        #expect(page.contains(#"<label class="fw-label fw-required" for="name">Name</label><input class="fw-input" type="text" id="name" name="name" required autocomplete="name">"#))
        #expect(page.contains(#"type="email" id="email" name="email" placeholder="you@example.com" autocomplete="email" inputmode="email">"#))
        #expect(page.contains(#"type="password" id="password" name="password" autocomplete="new-password">"#), "a password is never written back")
        #expect(!page.contains("secret"))
        #expect(page.contains(#"id="age" name="age" value="42" autocomplete"#) == false)
        #expect(page.contains(#"id="age" name="age" value="42" inputmode="numeric">"#))
        #expect(page.contains(#"<textarea class="fw-input" rows="3" id="notes" name="notes" maxlength="200"></textarea>"#))
    }

    @Test func errorsAreLinkedToTheirFieldAndSummarised() {
        let form = Form()
        form +++ Section()
            <<< TextRow("city") { $0.title = "City"; $0.help = "Where you live."; $0.add(rule: RuleRequired()) }
            <<< IntRow("count") { $0.title = "Count" }
        _ = form.rowBy(tag: "count")?.takeInput(.text("many"))
        form.validate()
        let page = html(form)
        #expect(page.contains(#"id="city" name="city" aria-describedby="city-help city-errors" aria-invalid="true" required"#))
        #expect(page.contains(#"<p class="fw-help" id="city-help">Where you live.</p><ul class="fw-errors" id="city-errors"><li>"#))
        #expect(page.contains(#"value="many""#), "what was typed is kept")
        #expect(page.contains(#"<div class="fw-error-summary" id="fw-error-summary" role="alert" tabindex="-1"><h2>There are problems with 2 fields.</h2>"#))
        #expect(page.contains(##"<li><a href="#city">City: "##))
        #expect(page.contains(##"<li><a href="#count">Count: "##))
        #expect(page.firstRange(of: "fw-error-summary")!.lowerBound < page.firstRange(of: "id=\"city\"")!.lowerBound)
    }

    /// The summary lists each shown row in error once, in the order of the page, a
    /// section of choices once, and rows in subforms; never hidden ones.
    @Test func theSummaryListsShownRowsInErrorInPageOrder() throws {
        let form = Form()
        let sizes = SelectableSection<ListCheckRow<String>>("Size", selectionType: .multipleSelection) { $0.tag = "size" }
        let address = SubformRow("address") { $0.title = "Address" }
        address.subform +++ Section() <<< TextRow("street") { $0.title = "Street" }
        let hiddenAddress = SubformRow("old") { $0.hidden = true }
        hiddenAddress.subform +++ Section() <<< TextRow("oldStreet") { $0.title = "Old street" }
        form +++ Section()
            <<< TextRow("first") { $0.title = "First" }
            <<< TextRow("secret") { $0.title = "Secret"; $0.hidden = true }
            <<< address <<< hiddenAddress
            +++ sizes
            +++ Section { $0.hidden = true } <<< TextRow("gone") { $0.title = "Gone" }
            +++ Section() <<< TextRow("last") { $0.title = "Last" }
        for size in ["S", "M"] { sizes <<< ListCheckRow<String>(size) { $0.title = size; $0.selectableValue = size } }
        for tag in ["last", "gone", "S", "M", "oldStreet", "street", "secret", "first"] {
            form.markInvalid(tag: tag, message: "Wrong \(tag).")
        }
        let page = html(form)
        let start = try #require(page.firstRange(of: "fw-error-summary")).upperBound
        let summary = String(page[start...]).components(separatedBy: "</div>")[0]
        let links = summary.components(separatedBy: "<li><a href=\"#").dropFirst().map { $0.prefix { $0 != "<" } }
        #expect(links == ["first\">First: Wrong first.", "street\">Street: Wrong street.", "size-0\">Size: Wrong S.",
                          "last\">Last: Wrong last."])
        #expect(page.contains("There are problems with 4 fields."))
        var quiet = HTMLFormOptions()
        quiet.showsErrorSummary = false
        #expect(!html(form, quiet).contains("fw-error-summary"))
        #expect(!page.contains("enctype"), "no row takes a file")
    }

    /// A row that takes a file makes the form multipart wherever it is: hidden, or in
    /// a subform.
    @Test func aFileRowAnywhereMakesTheFormMultipart() {
        let hidden = Form()
        hidden +++ Section() <<< TextRow("name") <<< ImageRow("photo") { $0.hidden = true }
        let nested = Form()
        let sub = SubformRow("more") { $0.hidden = true }
        sub.subform +++ Section() <<< ImageRow("scan")
        nested +++ Section() <<< TextRow("name") <<< sub
        let none = Form()
        none +++ Section() <<< TextRow("name")
        #expect(html(hidden).contains(#"enctype="multipart/form-data""#))
        #expect(html(nested).contains(#"enctype="multipart/form-data""#))
        #expect(!html(none).contains("enctype"))
    }

    @Test func hiddenRowsAndSectionsStayOnThePageHidden() throws {
        let form = Form()
        form +++ Section() <<< SwitchRow("more") { $0.title = "More"; $0.value = false }
            <<< TextRow("detail") { $0.title = "Detail"; $0.hidden = "$more == false"; $0.value = "kept" }
        form +++ Section("Extra") { $0.hidden = "$more == false" } <<< TextRow("extra")
        let page = html(form)
        #expect(page.contains(#"<div class="fw-row fw-kind-text" data-row="detail" hidden>"#))
        #expect(page.contains(#"value="kept""#))
        #expect(page.contains(#"id="section-s1" hidden>"#))
        #expect(page.contains(#"value="update""#), "a form with conditions has an Update button for pages without scripts")
        // Enter in a field presses the first submit button of the form: Submit, not Update.
        let submit = try #require(page.range(of: #"value="submit""#)), update = try #require(page.range(of: #"value="update""#))
        #expect(submit.lowerBound < update.lowerBound)
        form.rowBy(tag: "more")?.baseValue = true
        let shown = html(form)
        #expect(shown.contains(#"<div class="fw-row fw-kind-text" data-row="detail">"#))
        #expect(shown.contains(#"id="section-s1">"#))
    }

    @Test func controlsOfEachKind() throws {
        let form = Form()
        form +++ Section()
            <<< CheckRow("agree") { $0.title = "Agree"; $0.value = true }
            <<< SwitchRow("on") { $0.title = "On" }
            <<< SliderRow("level") { $0.title = "Level"; $0.value = 5; $0.minimumValue = 0; $0.maximumValue = 10; $0.steps = 10 }
            <<< StepperRow("guests") { $0.title = "Guests"; $0.value = 2; $0.maximumValue = 8 }
            <<< DateRow("day") { $0.title = "Day" }
            <<< TimeRow("at") { $0.title = "At"; $0.minuteInterval = 15 }
            <<< DateTimeRow("when") { $0.title = "When" }
            <<< ButtonRow("go") { $0.title = "Go" }
            <<< LabelRow("info") { $0.title = "Info"; $0.value = "Read only" }
        let page = html(form)
        #expect(page.contains(#"<input class="fw-check" type="checkbox" value="true" id="agree" name="agree" checked>"#))
        #expect(page.contains(#"type="checkbox" value="true" role="switch" id="on" name="on">"#))
        #expect(page.contains(#"type="range" id="level" name="level" min="0" max="10" step="1" value="5"><output class="fw-output" for="level">"#))
        #expect(page.contains(#"type="number" id="guests" name="guests" min="0" max="8" step="1" value="2">"#))
        #expect(page.contains(#"value="increment guests" aria-label="Guests +">+</button>"#))
        #expect(page.contains(#"type="date" id="day" name="day">"#))
        #expect(page.contains(#"type="time" id="at" name="at" step="900">"#))
        #expect(page.contains(#"type="datetime-local" id="when" name="when">"#))
        #expect(page.contains(#"<button class="fw-button" type="submit" name="fw-action" value="select go" id="go">Go</button>"#))
        #expect(page.contains(#"<span class="fw-label" id="info">Info</span><span class="fw-value">Read only</span>"#))
    }

    @Test func optionRowsBySize() {
        let form = Form()
        form +++ Section()
            <<< SegmentedRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M"]; $0.value = "M" }
            <<< PushRow<Int>("count") { $0.title = "Count"; $0.options = Array(1...20) }
            <<< MultipleSelectorRow<String>("days") { $0.title = "Days"; $0.options = ["Mon", "Tue"]; $0.value = ["Tue"] }
        let page = html(form)
        #expect(page.contains(#"<fieldset class="fw-choices fw-segmented" id="size"><legend class="fw-label">Size</legend>"#))
        #expect(page.contains(#"type="radio" id="size-1" name="size" value="M" checked><label for="size-1">M</label>"#))
        #expect(page.contains(#"<select class="fw-select" id="count" name="count" data-long-list="true" data-filter="Filter" data-close="Close" data-prompt="Choose…"><option value="">Choose…</option><option value="1">1</option>"#))
        #expect(page.contains(#"type="checkbox" id="days-1" name="days" value="Tue" checked><label for="days-1">Tue</label>"#))
    }

    /// A section of choices checks the rows chosen, and only those.
    @Test func sectionsOfChoicesCheckWhatIsChosenAndNothingElse() {
        let form = Form()
        let size = SelectableSection<ListCheckRow<String>>("Size", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "size" }
        let days = SelectableSection<ListCheckRow<String>>("Days", selectionType: .multipleSelection) { $0.tag = "days" }
        form +++ size +++ days
        for option in ["S", "M", "L"] { size <<< ListCheckRow<String>(option) { $0.title = option; $0.selectableValue = option } }
        for day in ["Mon", "Tue", "Wed"] { days <<< ListCheckRow<String>(day) { $0.title = day; $0.selectableValue = day } }
        (form.rowBy(tag: "M") as? ListCheckRow<String>)?.value = "M"
        (form.rowBy(tag: "Mon") as? ListCheckRow<String>)?.value = "Mon"
        (form.rowBy(tag: "Wed") as? ListCheckRow<String>)?.value = "Wed"
        let page = html(form)
        let checked = page.components(separatedBy: "<input").dropFirst().filter { $0.contains(" checked") }
            .compactMap { $0.firstMatch(of: /value="([^"]*)"/).map { String($0.1) } }
        #expect(checked == ["M", "Mon", "Wed"])
        #expect(page.contains(#"type="radio" id="size-1" name="size" value="M" checked>"#))
    }

    /// Action sheets and alerts are radio groups the script turns into a dialog
    /// of choices, with its words; without the script the radios stay.
    @Test func actionSheetsAndAlertsCarryTheirDialogsWords() {
        let form = Form()
        form.messages = .french
        form +++ Section()
            <<< ActionSheetRow<String>("sheet") { $0.title = "Sheet"; $0.options = ["A", "B"] }
            <<< AlertRow<String>("alert") { $0.title = "Alert"; $0.options = ["Keep", "Drop"]; $0.value = "Drop"; $0.placeholder = "Pick" }
        let page = html(form)
        #expect(page.contains(#"<fieldset class="fw-choices fw-sheet" data-sheet="actionSheet" id="sheet" data-prompt="Choisir…" data-cancel="Annuler"><legend class="fw-label">Sheet</legend>"#))
        #expect(page.contains(#"<fieldset class="fw-choices fw-sheet" data-sheet="alert" id="alert" data-prompt="Pick" data-cancel="Annuler">"#))
        #expect(page.contains(#"type="radio" id="alert-1" name="alert" value="Drop" checked><label for="alert-1">Drop</label>"#))
    }

    @Test func injectionStringsComeBackEscapedEverywhere() throws {
        let evil = #""><script>alert(1)</script>"#
        let form = Form()
        form +++ Section(evil) { $0.footer = evil }
            <<< TextRow("t") { $0.title = evil; $0.placeholder = evil; $0.help = evil; $0.value = evil }
            <<< PushRow<String>("p") { $0.title = evil; $0.options = [evil, "b"]; $0.value = evil }
            <<< TextAreaRow("a") { $0.title = evil; $0.value = "</textarea>" + evil }
        let text = try #require(form.rowBy(tag: "t") as? TextRow)
        text.add(rule: RuleRequired(msg: evil))
        text.value = nil
        form.validate()
        let page = html(form, {
            var options = HTMLFormOptions()
            options.hiddenFields = [(evil, evil)]
            options.submitTitle = evil
            options.action = evil
            return options
        }())
        #expect(!page.contains("<script>"))
        #expect(page.components(separatedBy: "</textarea>").count == 2, "only the element's own end tag")
        #expect(page.contains("&lt;/textarea&gt;"))
        // The only script element is the page's data, where the text is escaped too.
        #expect(page.components(separatedBy: "<script").count == 2)
        #expect(page.contains(#"<script type="application/json" class="fw-data">"#))
        #expect(page.contains(#"\u003cscript\u003ealert(1)\u003c/script\u003e"#))
        #expect(page.contains("&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"))
    }

    @Test func hooksAddClassesAndAttributesButNoScript() {
        var renderer = HTMLFormRenderer()
        renderer.rowClasses = { row in row.kind == .email ? ["wide"] : [] }
        renderer.controlAttributes = { _ in [("data-track", "1"), ("onclick", "alert(1)")] }
        let form = Form()
        form +++ Section() <<< EmailRow("e") <<< TextRow("t")
        let page = html(form, renderer: renderer)
        #expect(page.contains(#"<div class="fw-row fw-kind-email wide" data-row="e">"#))
        #expect(page.contains(#"<div class="fw-row fw-kind-text" data-row="t">"#))
        #expect(page.contains(#" data-track="1""#))
        #expect(!page.contains("onclick"))
    }

    @Test func hiddenFieldsAndTheSubmitButton() {
        let form = Form()
        form +++ Section() <<< TextRow("t")
        var options = HTMLFormOptions()
        options.hiddenFields = [("csrf", "abc")]
        options.action = "/save?x=1&y=2"
        let page = html(form, options)
        #expect(page.hasPrefix(#"<form class="fw-form" method="post" action="/save?x=1&amp;y=2" lang="en" accept-charset="utf-8" novalidate><input type="hidden" name="csrf" value="abc" autocomplete="off">"#))
        #expect(page.hasSuffix(#"<div class="fw-actions"><button class="fw-button fw-primary" type="submit" name="fw-action" value="submit">Submit</button></div></form>"#))
        #expect(!page.contains("value=\"update\""), "no conditions, no Update button")
    }

    @Test func onePageOfAFormOfSeveralPagesWithItsButtonsAndFocusedErrors() {
        let form = Form()
        form +++ Page("About you") <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
        form +++ Section("More about you") <<< TextRow("nick") { $0.title = "Nickname" }
        form +++ Page("Contact") <<< EmailRow("email") { $0.title = "Email"; $0.add(rule: RuleRequired()) }
        form.validate()
        var options = HTMLFormOptions()
        options.page = 1
        options.moreButtons = [("fw-step", "back", "Back")]
        options.focusesErrorSummary = true
        let contact = html(form, options)
        #expect(contact.contains(#"name="email""#) && !contact.contains(#"name="name""#) && !contact.contains(#"name="nick""#))
        #expect(!contact.contains("<legend class=\"fw-header\">Contact</legend>"), "the page's title is the document's heading")
        #expect(contact.contains(#"<div class="fw-error-summary" id="fw-error-summary" role="alert" tabindex="-1" autofocus><h2>There is a problem with 1 field.</h2>"#),
                "only the page's errors, focused")
        #expect(contact.contains(#"<button class="fw-button fw-secondary" type="submit" name="fw-step" value="back">Back</button>"#))
        options.page = 0
        let about = html(form, options)
        #expect(about.contains(#"name="name""#) && about.contains(#"name="nick""#) && !about.contains(#"name="email""#))
        #expect(about.contains("<legend class=\"fw-header\">More about you</legend>"), "a section of the page keeps its title")
        options.page = 7
        #expect(html(form, options).contains(#"name="email""#) && html(form, options).contains(#"name="name""#),
                "a page the form does not have draws it whole")
    }

    @Test func conditionsInASubformAskForTheUpdateButtonToo() {
        let plain = Form()
        let sub = SubformRow("address")
        sub.subform +++ Section() <<< SwitchRow("abroad") <<< TextRow("country") { $0.hidden = "$abroad == false" }
        plain +++ Section() <<< TextRow("name") <<< sub
        #expect(html(plain).contains(#"value="update""#), "a subform's condition needs the server without scripts")
        let none = Form()
        let quiet = SubformRow("address")
        quiet.subform +++ Section() <<< TextRow("street")
        none +++ Section() <<< quiet
        #expect(!html(none).contains(#"value="update""#))
    }
}
