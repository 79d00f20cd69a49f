import Formwork
import FormworkHTML
import Testing

/// A row that asks for the focus when its form is first shown.
@Suite struct AutofocusTests {
    static func form() -> Form {
        let form = Form()
        form +++ Section()
            <<< TextRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()) }
            <<< EmailRow("email") { $0.title = "Email"; $0.autofocus = true }
            <<< TextRow("city") { $0.title = "City"; $0.autofocus = true }
        return form
    }

    static func html(_ form: Form, _ options: HTMLFormOptions = HTMLFormOptions()) -> String {
        HTMLFormRenderer().render(form, options: options).string
    }

    @Test func theFirstRowThatAsksHasTheFocus() {
        let page = Self.html(Self.form())
        #expect(page.components(separatedBy: " autofocus").count == 2, "one control only")
        let email = page.range(of: #"name="email""#)!, autofocus = page.range(of: " autofocus")!
        #expect(email.lowerBound < autofocus.lowerBound && page[email.upperBound..<autofocus.lowerBound].contains(">") == false,
                "on the email's own control")
    }

    @Test func theErrorSummaryTakesTheFocusFromIt() {
        let form = Self.form()
        form.validate()
        var options = HTMLFormOptions()
        options.focusesErrorSummary = true
        let page = Self.html(form, options)
        #expect(page.contains(#"role="alert" tabindex="-1" autofocus>"#))
        #expect(page.components(separatedBy: " autofocus").count == 2, "the summary's, not the row's")
    }

    @Test func aDisabledRowDoesNotTakeIt() {
        let form = Self.form()
        form.rowBy(tag: "email")?.disabled = true
        let page = Self.html(form)
        let city = page.range(of: #"name="city""#)!, autofocus = page.range(of: " autofocus")!
        #expect(city.lowerBound < autofocus.lowerBound, "the next row that asks has it")
    }

    @Test func theSettingIsDescribedAndReadBack() throws {
        let schema = FormSchema(form: Self.form())
        #expect(schema.sections[0].rows[1].settings["autofocus"] == .bool(true))
        #expect(schema.sections[0].rows[0].settings["autofocus"] == nil)
        let again = try Form(schema: schema)
        #expect(again.rowBy(tag: "email")?.autofocus == true)
    }
}
