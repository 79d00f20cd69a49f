import Foundation
import Formwork
import Testing

/// A form's words read as Markdown when the form says so, and only its author's words.
@Suite("Rich text: a form's words")
struct FormTextMarkupTests {
    private func form(_ markup: TextMarkup) -> Form {
        let form = Form()
        form.textMarkup = markup
        form +++ Section(header: "**Account**", footer: "Read [the terms](https://example.com/terms).") { $0.tag = "account" }
            <<< TextRow("name") {
                $0.title = "Your *full* name"
                $0.help = "As on your `passport`."
                $0.value = "*not markup*"
            }
            <<< LabelRow("note") {
                $0.title = "Note"
                $0.value = "Saved **automatically**"
            }
        return form
    }

    @Test func plainFormsShowTheirWordsAsWritten() throws {
        let form = form(.plain)
        #expect(form.textMarkup == .plain)
        let row = try #require(form.rowBy(tag: "name"))
        #expect(row.displayTitle == "Your *full* name")
        #expect(row.richTitle?.isStyled == false)
        #expect(form.allSections[0].displayHeader == "**Account**")
        #expect(form.allSections[0].richFooter?.runs.count == 1)
        #expect(form.rowBy(tag: "note")?.richTitle?.isStyled == false)
    }

    @Test func markdownFormsReadTheirAuthorsWords() throws {
        let form = form(.markdown)
        let row = try #require(form.rowBy(tag: "name"))
        #expect(row.displayTitle == "Your full name", "plain text for attributes and labels")
        #expect(row.title == "Your *full* name", "the title as written is kept")
        #expect(row.richTitle?.runs.map(\.style) == [[], .emphasis, []])
        #expect(row.richHelp?.runs[1] == RichText.Run("passport", style: .code))
        let section = form.allSections[0]
        #expect(section.displayHeader == "Account")
        #expect(section.richHeader?.runs == [RichText.Run("Account", style: .strong)])
        #expect(section.displayFooter == "Read the terms.")
        #expect(section.richFooter?.runs[1].link == URL(string: "https://example.com/terms"))
        #expect(form.rowBy(tag: "note")?.displayText == "Saved **automatically**", "a label's value is data, never markup")
    }

    @Test func whatPeopleTypeIsNeverMarkup() throws {
        let form = form(.markdown)
        let row = try #require(form.rowBy(tag: "name"))
        #expect(row.displayText == "*not markup*")
    }

    @Test func anAddButtonsWordIsNotRead() {
        let form = Form()
        form.textMarkup = .markdown
        var words = FormMessages.english
        words.add = "*Add* one"
        form.messages = words
        form +++ MultivaluedSection(multivaluedOptions: [.insert], header: "Tags") { $0.tag = "tags" }
        let add = (form.allSections[0] as? MultivaluedSection)?.addButton
        #expect(add != nil)
        #expect(add?.displayTitle == form.messages.add)
        #expect(add?.richTitle == RichText(form.messages.add))
    }

    @Test func theFormsTitleOptionsOfASelectableSectionAndASelectorsTitleArePlain() throws {
        let form = Form()
        form.textMarkup = .markdown
        form.title = "**Sign** up"
        form +++ SelectableSection<ListCheckRow<String>>("*Delivery*", selectionType: .singleSelection(enableDeselection: true)) { $0.tag = "d" }
            <<< ListCheckRow<String>("x") { $0.selectableValue = "x"; $0.title = "**Express**" }
        form +++ Section() <<< PushRow<String>("p") { $0.title = "P"; $0.selectorTitle = "_Pick_ one"; $0.options = ["a"] }
        #expect(form.displayTitle == "Sign up")
        #expect(form.title == "**Sign** up")
        let list = try #require(form.allSections[0].optionLists.first)
        #expect(list.groups.first?.options.first?.title == "Express")
        #expect(list.title == "Delivery")
        #expect(form.rowBy(tag: "p")?.selectorDescription()?.title == "Pick one")
    }

    @Test func subformsFollowTheSetting() throws {
        let form = try Form(model: NestPushed(name: "Ada"))
        form.textMarkup = .markdown
        let row = try #require(form.rowBy(tag: "address") as? SubformRow)
        #expect(row.subform.textMarkup == .markdown)
    }

    @Test func changingTheSettingTellsObservers() {
        let form = form(.plain)
        var updates = 0
        _ = form.addObserver { event in
            if case .rowUpdated = event { updates += 1 }
        }
        form.textMarkup = .markdown
        let told = updates
        #expect(told >= 2, "both rows redraw")
        form.textMarkup = .markdown
        #expect(updates == told, "setting it again changes nothing")
    }

    @Test func aTemplatesFormsKeepTheSetting() throws {
        let template = try FormTemplate { self.form(.markdown) }
        let served = template.makeForm()
        #expect(served.textMarkup == .markdown)
        #expect(served.rowBy(tag: "name")?.displayTitle == "Your full name")
    }

    @Test func schemasCarryTheSetting() throws {
        let json = Data(#"{"textMarkup": "markdown", "sections": [{"header": "*Hi*", "rows": [{"type": "text", "tag": "a", "title": "**A**"}]}]}"#.utf8)
        let form = try Form(schema: FormSchema.load(json: json))
        #expect(form.textMarkup == .markdown)
        #expect(form.rowBy(tag: "a")?.displayTitle == "A")
        let described = FormSchema(form: form)
        #expect(described.textMarkup == .markdown)
        #expect(FormSchema(form: Form()).textMarkup == nil, "plain, the default, is not written")
    }

    @Test func aSchemaWithUnknownMarkupIsRefusedWithItsPath() {
        let json = Data(#"{"textMarkup": "html", "sections": []}"#.utf8)
        #expect {
            _ = try FormSchema.load(json: json)
        } throws: { error in
            (error as? FormSchemaError)?.issues.contains { $0.path == "textMarkup" && $0.message.contains("html") } == true
        }
    }
}
