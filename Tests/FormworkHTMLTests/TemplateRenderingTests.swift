import Foundation
import Formwork
@testable import FormworkHTML
import Testing

/// Forms made by a template share their rows' definitions with it. The page of such
/// a form must be the same, byte for byte, as the same form built directly, whatever
/// state the rows are in and whatever a request changed.
@Suite("HTML rendering: forms made by a template")
struct TemplateRenderingTests {
    static func definition() -> Form {
        Form() +++ Section("Fields")
            <<< TextRow("plain") { $0.title = "Plain <b>\"x\"</b>" }
            <<< NameRow("name") { $0.title = "Name"; $0.add(rule: RuleRequired()); $0.placeholder = "Ada & co" }
            <<< EmailRow("email") {
                $0.title = "Email"
                $0.help = "We never share it."
                $0.add(rule: RuleRequired())
                $0.add(rule: RuleEmail())
            }
            <<< IntRow("age") {
                $0.title = "Age"
                $0.add(rule: RuleGreaterOrEqualThan(min: 0))
                $0.add(rule: RuleSmallerOrEqualThan(max: 150))
            }
            <<< DecimalRow("price") { $0.title = "Price" }
            <<< PhoneRow("phone") { $0.title = "Phone"; $0.useFieldKind(.usPhone) }
            <<< ZipCodeRow("zip") { $0.title = "ZIP"; $0.add(rule: RuleExactLength(exactLength: 5)) }
            <<< URLRow("site") { $0.title = "Site"; $0.disabled = "$age < 18" }
            <<< PasswordRow("password") {
                $0.title = "Password"
                $0.contentType = .newPassword
                $0.add(rule: RuleMinLength(minLength: 8))
                $0.add(rule: RuleClosure<String> { _ in nil })
            }
            <<< TextRow("nickname") { $0.title = "Nickname"; $0.hidden = "$name == ''"; $0.validationOptions = .validatesOnChange }
            <<< TextRow { $0.title = "Untagged"; $0.add(rule: RuleMaxLength(maxLength: 10)) }
        +++ Section("More")
            <<< SwitchRow("agree") { $0.title = "Agree" }
            <<< TextRow("after") { $0.title = "After a switch"; $0.help = "Help & more" }
        +++ Section("Choices")
            <<< PushRow<String>("size") { $0.title = "Size"; $0.options = ["S", "M", "L & XL"]; $0.add(rule: RuleRequired()) }
            <<< PushRow<String>("country") {
                $0.title = "Country"
                $0.options = (0..<20).map { "Country \($0)" }
                $0.placeholder = "Pick \"one\""
            }
            <<< PushRow<String>("city") {
                $0.title = "City"
                $0.options = ["Paris", "Boston", "Lyon"]
                $0.sectionKeyForValue = { $0 == "Boston" ? "US" : "FR" }
                $0.help = "Where you live"
            }
            <<< SegmentedRow<String>("plan") { $0.title = "Plan"; $0.options = ["free", "pro"] }
            <<< MultipleSelectorRow<String>("tags") { $0.title = "Tags"; $0.options = ["a", "b"] }
    }

    static let template = try! FormTemplate { definition() }

    /// The page of a form made by the template and of the same form built directly
    /// (which has nothing kept), after `change` on each.
    func pages(_ change: (Form) throws -> Void) throws -> (kept: String, direct: String) {
        let renderer = HTMLFormRenderer()
        let kept = Self.template.makeForm()
        let direct = Self.definition()
        try change(kept)
        try change(direct)
        return (renderer.render(kept).string, renderer.render(direct).string)
    }

    @Test func anUntouchedFormIsDrawnTheSame() throws {
        let (kept, direct) = try pages { _ in }
        #expect(kept == direct)
        #expect(kept.contains(#"<input class="fw-input" type="email" id="email" name="email" aria-describedby="email-help" required"#))
    }

    /// The text fields and selects of a template's forms are drawn from markup kept
    /// for their definitions; a row with a definition of its own is drawn from itself.
    @Test func templateFormsAreDrawnFromMarkupKeptForTheirDefinitions() throws {
        let renderer = HTMLFormRenderer()
        #expect(renderer.rowsDrawnFromPlans(Self.template.makeForm()) == 15)
        #expect(renderer.rowsDrawnFromPlans(Self.template.makeForm()) == 15)
        #expect(renderer.rowsDrawnFromPlans(Self.definition()) == 0, "a form built directly has definitions of its own")
        let changed = Self.template.makeForm()
        (changed.rowBy(tag: "email") as? EmailRow)?.title = "Work email"
        #expect(renderer.rowsDrawnFromPlans(changed) == 14)
        let french = Self.template.makeForm()
        french.messages = .french
        #expect(renderer.rowsDrawnFromPlans(french) == 0, "kept markup is in the built-in words")
        var hooked = renderer
        hooked.rowClasses = { _ in ["x"] }
        #expect(hooked.rowsDrawnFromPlans(Self.template.makeForm()) == 0, "hooks answer row by row")
    }

    @Test func valuesErrorsHiddenAndDisabledRowsAreDrawnTheSame() throws {
        for _ in 0..<3 {
            let (kept, direct) = try pages { form in
                let fields = SubmittedFields([
                    ("plain", "a \"quoted\" <value> & more"), ("name", ""), ("email", "not-an-email"), ("age", "12"),
                    ("price", "abc"), ("phone", "5551234567"), ("zip", "123"), ("password", "short"),
                    ("nickname", "x"), ("s0.r10", "far too long a text"), ("after", "é ü 😀"),
                    ("size", "zzz"), ("country", "Country 13"), ("city", "Boston"), ("plan", "pro"), ("tags", "b"),
                ])
                _ = form.takeInput(fields)
                _ = form.validate()
                let site = try #require(form.rowBy(tag: "site"))
                #expect(site.isDisabled)
            }
            #expect(kept == direct)
            #expect(kept.contains("fw-invalid"))
            #expect(kept.contains(#"value="a &quot;quoted&quot; &lt;value&gt; &amp; more""#))
            #expect(kept.contains(#"aria-describedby="email-help email-errors" aria-invalid="true""#))
            #expect(kept.contains(#"<option value="Country 13" selected>Country 13</option>"#))
            #expect(kept.contains(#"<optgroup label="US"><option value="Boston" selected>Boston</option>"#))
            #expect(kept.contains(#"data-long-list="true""#))
        }
    }

    @Test func aRowChangedForOneRequestIsDrawnAsChanged() throws {
        let (kept, direct) = try pages { form in
            let email = try #require(form.rowBy(tag: "email") as? EmailRow)
            email.title = "Work email"
            email.placeholder = "you@work.example"
            email.help = nil
            let name = try #require(form.rowBy(tag: "name") as? NameRow)
            name.add(rule: RuleMaxLength(maxLength: 40))
            let phone = try #require(form.rowBy(tag: "phone") as? PhoneRow)
            phone.textMask = TextMask(pattern: "###-####")
            let plain = try #require(form.rowBy(tag: "plain") as? TextRow)
            plain.contentType = .username
            plain.validationOptions = .validatesOnDemand
        }
        #expect(kept == direct)
        #expect(kept.contains(">Work email</label>"))
        #expect(kept.contains(#"placeholder="you@work.example""#))
        #expect(kept.contains(#"maxlength="40""#))
        #expect(kept.contains(#"autocomplete="username""#))
        // A form made afterwards is drawn from the definition again.
        let fresh = HTMLFormRenderer().render(Self.template.makeForm()).string
        #expect(fresh.contains(">Email</label>"))
        #expect(!fresh.contains("Work email"))
    }

    enum FieldChange: String, CaseIterable {
        case title, placeholder, help, addRule, removeRules, mask, contentType, validationOptions, tag
    }

    /// One change to one text field of a request's form: the page is the one the
    /// changed definition draws, and the template's other forms keep theirs.
    @Test(arguments: FieldChange.allCases)
    func eachChangeToATextFieldIsDrawn(_ change: FieldChange) throws {
        func apply(_ form: Form) throws {
            let email = try #require(form.rowBy(tag: "email") as? EmailRow)
            switch change {
            case .title: email.title = "Work email"
            case .placeholder: email.placeholder = "you@work.example"
            case .help: email.help = "Or your phone."
            case .addRule: email.add(rule: RuleMaxLength(maxLength: 40))
            case .removeRules: email.removeAllRules()
            case .mask: email.textMask = TextMask(pattern: "***@***")
            case .contentType: email.contentType = .username
            case .validationOptions: email.validationOptions = .validatesOnDemand
            case .tag: email.tag = "mail"
            }
        }
        let (kept, direct) = try pages(apply)
        #expect(kept == direct)
        #expect(HTMLFormRenderer().render(Self.template.makeForm()).string == HTMLFormRenderer().render(Self.definition()).string)
    }

    @Test func aCallbackAddedForOneRequestChangesNothingDrawn() throws {
        let form = Self.template.makeForm()
        _ = (form.rowBy(tag: "email") as? EmailRow)?.onChange { _ in }
        #expect(HTMLFormRenderer().render(form).string == HTMLFormRenderer().render(Self.definition()).string)
    }

    /// A text field of a type of its own whose setting shows in the markup.
    final class CodeRow: StringFieldRow {
        @RowSetting var length = 4
        override var inputHints: RowInputHints { RowInputHints(mask: String(repeating: "#", count: length)) }
    }

    @Test func aFieldTypeWithSettingsOfItsOwnIsDrawnAsChanged() throws {
        let make = { Form() +++ Section() <<< CodeRow("code") { $0.title = "Code" } }
        let template = try FormTemplate { make() }
        let form = template.makeForm()
        (form.rowBy(tag: "code") as? CodeRow)?.length = 6
        let page = HTMLFormRenderer().render(form).string
        #expect(page.contains("data-mask=\"######\""))
        let direct = make()
        (direct.rowBy(tag: "code") as? CodeRow)?.length = 6
        #expect(page == HTMLFormRenderer().render(direct).string)
    }

    @Test func optionsAndWordsChangedForOneRequestAreDrawnAsChanged() throws {
        let (kept, direct) = try pages { form in
            let size = try #require(form.rowBy(tag: "size") as? PushRow<String>)
            size.options = ["XS", "S"]
            size.value = "S"
            let city = try #require(form.rowBy(tag: "city") as? PushRow<String>)
            city.displayValueFor = { $0?.uppercased() }
            city.selectorTitle = "Cities"
            form.messages = .french
        }
        #expect(kept == direct)
        #expect(kept.contains(#"<option value="S" selected>S</option>"#))
        #expect(kept.contains(">PARIS</option>"))
        #expect(kept.contains(">Choisir…</option>") || kept.contains(FormMessages.french.choose))
        #expect(!HTMLFormRenderer().render(Self.template.makeForm()).string.contains(FormMessages.french.choose),
                "the other forms keep the template's words")
    }

    @Test func aTemplateInOtherWordsIsDrawnInThem() throws {
        let french = { () -> Form in
            let form = Self.definition()
            form.messages = .french
            return form
        }
        let template = try FormTemplate { french() }
        let form = template.makeForm()
        _ = form.takeInput(SubmittedFields([("name", ""), ("age", "-3")]))
        _ = form.validate()
        let direct = french()
        _ = direct.takeInput(SubmittedFields([("name", ""), ("age", "-3")]))
        _ = direct.validate()
        let page = HTMLFormRenderer().render(form).string
        #expect(page == HTMLFormRenderer().render(direct).string)
        #expect(page.contains(FormMessages.french.required))
        // Back in English for one request: the rules' messages are worded again.
        let english = template.makeForm()
        english.messages = .english
        #expect(HTMLFormRenderer().render(english).string.contains(#""This field is required.""#))
    }

    @Test func rowsAddedOrMovedForOneRequestAreDrawnAsTheyAre() throws {
        let (kept, direct) = try pages { form in
            let section = try #require(form.allSections.first)
            section.insert(TextRow("inserted") { $0.title = "Inserted" }, at: 0)
            _ = section.remove(at: 3)
        }
        #expect(kept == direct)
        #expect(kept.contains(#"data-row="inserted""#))
    }

    @Test func aRendererWithHooksOrOtherPresentersDrawsTheSameAsRowByRow() {
        var hooked = HTMLFormRenderer()
        hooked.rowClasses = { [$0.tag ?? "untagged"] }
        hooked.controlAttributes = { _ in [(name: "data-x", value: "1")] }
        #expect(hooked.render(Self.template.makeForm()).string == hooked.render(Self.definition()).string)
        #expect(hooked.render(Self.template.makeForm()).string.contains(#" data-x="1""#))

        struct Shout: HTMLRowPresenter {
            func render(_ row: BaseRow, in context: HTMLRowContext, into html: inout HTMLWriter) {
                html.markup("<b>")
                html.text((row.displayTitle ?? "").uppercased())
                html.markup("</b>")
            }
        }
        var other = HTMLFormRenderer()
        _ = other.render(Self.template.makeForm())
        other.presenters.register(Shout(), for: .email)
        let page = other.render(Self.template.makeForm()).string
        #expect(page == other.render(Self.definition()).string)
        #expect(page.contains("<b>EMAIL</b>"))
        // The first renderer still draws its own way from the same template.
        #expect(HTMLFormRenderer().render(Self.template.makeForm()).string.contains(#"type="email""#))
    }

    @Test func formsOfATemplateAreDrawnFromManyTasksAtOnce() async {
        let expected = HTMLFormRenderer().render(Self.definition()).string
        let pages = await withTaskGroup(of: String.self) { group in
            for _ in 0..<16 { group.addTask { HTMLFormRenderer().render(Self.template.makeForm()).string } }
            return await group.reduce(into: [String]()) { $0.append($1) }
        }
        #expect(pages.count == 16)
        #expect(pages.allSatisfy { $0 == expected })
    }

    /// An option row that shows only its first two options.
    final class FirstTwoRow: OptionsRow<String> {
        override var optionChoices: RowOptionChoices {
            let all = super.optionChoices
            guard let list = all.lists.first else { return all }
            let shown = RowOptionList(options: Array(list.options.prefix(2)), allowsMultipleSelection: false, title: list.title)
            return RowOptionChoices(lists: [shown], chosen: [(all.chosen.first ?? []).filter { $0 < 2 }])
        }
    }

    @Test func aSubclassThatShowsOtherOptionsIsDrawnWithThemEitherWay() throws {
        let make = { Form() +++ Section() <<< FirstTwoRow("pick") { $0.title = "Pick"; $0.options = ["a", "b", "c"]; $0.value = "b" } }
        let template = try FormTemplate { make() }
        let kept = HTMLFormRenderer().render(template.makeForm()).string
        let direct = HTMLFormRenderer().render(make()).string
        #expect(kept == direct)
        #expect(kept.contains(#"<option value="b" selected>b</option>"#))
        #expect(!kept.contains(#"value="c""#))
        #expect(try #require(make().rowBy(tag: "pick")).optionLists.first?.options.map(\.key) == ["a", "b"])
    }
}
