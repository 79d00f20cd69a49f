import Formwork

/// Writes a form as HTML: a `<form>` with a fieldset per section, a labelled
/// control per row, help and errors linked to the controls, and a summary of the
/// errors at the top.
///
/// Rows are drawn by the presenter registered for their kind (``presenters``); the
/// renderer reads them only through the core's renderer API. Hidden rows and
/// sections are written with the `hidden` attribute, so what was typed in them
/// comes back when they do.
///
/// ```swift
/// let renderer = HTMLFormRenderer()
/// var options = HTMLFormOptions()
/// options.hiddenFields = [("csrf", token)]
/// let html = renderer.render(form, options: options).string
/// ```
public struct HTMLFormRenderer: Sendable {
    /// The presenters rows are drawn with, by kind.
    public var presenters = HTMLPresenters() {
        didSet { if planCache != nil { planCache = HTMLPlanCache() } }
    }
    /// Classes added to every row's element, by row. A row's own classes come from
    /// its cell (`RowCell`, Eureka's `cellSetup`).
    public var rowClasses: @Sendable (BaseRow) -> [String] = { _ in [] } {
        didSet { planCache = nil }
    }
    /// Attributes added to a row's control, by row. Names that are not plain
    /// attribute names, event handlers (`on…`), and attributes that would send the
    /// form elsewhere, load something or style inline (`formaction`, `form`, `href`,
    /// `src`, `style`…) are left out.
    public var controlAttributes: @Sendable (BaseRow) -> [(name: String, value: String)] = { _ in [] } {
        didSet { planCache = nil }
    }
    /// The markup kept for the rows of templates' forms (see ``HTMLRowPlan``), for
    /// this renderer's presenters; nil once hooks are set, since they answer row
    /// by row.
    private var planCache: HTMLPlanCache? = HTMLPlanCache()

    /// A renderer with the built-in presenters.
    public init() {}

    /// The form as a `<form>` element.
    ///
    /// - Complexity: O(*n*) in the rows of the form.
    public func render(_ form: Form, options: HTMLFormOptions = HTMLFormOptions()) -> HTMLWriter {
        let survey = FormSurvey(sections: Self.sections(of: form, page: options.page),
                                collectingErrors: options.showsErrorSummary)
        // Room for a row's markup is reserved up front: growing a large buffer
        // copies it, and touches fresh pages, several times over.
        var html = HTMLWriter(capacity: 1_024 + form.allSections.count * 256 + survey.rowCount * 320)
        _ = write(form, survey: survey, options: options, into: &html)
        return html
    }

    /// Writes the form as a `<form>` element into `html`.
    public func render(_ form: Form, options: HTMLFormOptions, into html: inout HTMLWriter) {
        let survey = FormSurvey(sections: Self.sections(of: form, page: options.page),
                                collectingErrors: options.showsErrorSummary)
        _ = write(form, survey: survey, options: options, into: &html)
    }

    /// The sections drawn: those of the page at `page`, or every section.
    static func sections(of form: Form, page: Int?) -> ArraySlice<Section> {
        let sections = form.allSections
        guard let page, form.isPaged else { return sections[...] }
        // A page is a `Page` and the sections up to the next one (`Form.pages`),
        // found here without making every page.
        var start = 0
        var number = 0
        for index in sections.indices where sections[index].startsPage && index > 0 {
            if number == page { return sections[start..<index] }
            number += 1
            start = index
        }
        return number == page ? sections[start...] : sections[...]
    }

    /// How many rows of `form` are drawn from markup kept for their definitions.
    func rowsDrawnFromPlans(_ form: Form) -> Int {
        var html = HTMLWriter()
        return write(form, survey: FormSurvey(sections: form.allSections[...], collectingErrors: true),
                     options: HTMLFormOptions(), into: &html).rowsFromPlans
    }

    private func write(_ form: Form, survey: FormSurvey, options: HTMLFormOptions, into html: inout HTMLWriter) -> ClientCollector {
        html.markup("<form class=\"fw-form\" method=\"post\"")
        html.attribute("action", options.action)
        let messages = form.messages
        html.attribute("lang", messages.language)
        // Also on the form: it may sit in a page of another language.
        if messages.direction == .rightToLeft { html.markup(" dir=\"rtl\"") }
        if survey.takesFiles { html.markup(" enctype=\"multipart/form-data\"") }
        // The server's messages (and the script's, the same words) replace the
        // browser's own bubbles, which differ by browser and language.
        html.markup(" accept-charset=\"utf-8\" novalidate>")
        for field in options.hiddenFields { html.hiddenField(field.name, field.value) }
        let collected = ClientCollector()
        if options.showsErrorSummary {
            writeErrorSummary(survey.errors, of: form, focused: options.focusesErrorSummary, into: &html)
            collected.focusTaken = options.focusesErrorSummary && (!survey.errors.isEmpty || !form.formErrors.isEmpty)
        }
        // Plans are made in the built-in words; a form in others draws every row itself.
        let plans = form.hasCustomMessages ? nil : planCache
        let pass = writeSections(of: form, only: options.page.map { Self.sections(of: form, page: $0) },
                                 client: collected, plans: plans, into: &html)
        plans?.keep(pass.madePlans)
        html.markup("<div class=\"fw-actions\">")
        // Submit first: the first submit button is the one Enter in a field presses
        // (the stylesheet shows Update before it).
        writeActionButton(.submit, options.submitTitle ?? form.messages.submit, secondary: false, into: &html)
        for button in options.moreButtons {
            html.submitButton(button.name, button.value, button.title, primary: false)
        }
        if options.showsUpdateButton, collected.hasConditions {
            writeActionButton(.update, form.messages.update, secondary: true, into: &html)
        }
        html.markup("</div>")
        if let data = ClientData.json(for: form, collected: collected) {
            // Data, not script: browsers never run a script element of this type.
            html.markup("<script type=\"application/json\" class=\"fw-data\">")
            html.append(data)
            html.markup("</script>")
        }
        html.markup("</form>")
        return collected
    }

    private func writeActionButton(_ action: FormAction, _ title: String, secondary: Bool, into html: inout HTMLWriter) {
        html.submitButton(FormAction.fieldName, action.value, title, primary: !secondary)
    }


    // MARK: Sections

    @discardableResult
    func writeSections(of form: Form, only page: ArraySlice<Section>? = nil, client: ClientCollector,
                       plans: HTMLPlanCache? = nil, into html: inout HTMLWriter) -> HTMLRenderPass {
        let pass = HTMLRenderPass(renderer: self, form: form, client: client, plans: plans?.snapshot())
        if let page {
            // A page's title is the document's heading, not a legend as well.
            for section in page { writeSection(section, withHeader: !section.startsPage, in: pass, into: &html) }
        } else {
            let sections = form.allSections
            for index in sections.indices { writeSection(sections[index], in: pass, into: &html) }
        }
        return pass
    }

    private func writeSection(_ section: Section, withHeader: Bool = true, in pass: HTMLRenderPass,
                              into html: inout HTMLWriter) {
        pass.client.note(section)
        html.markup("<fieldset class=\"fw-section")
        if section.kind != .plain {
            html.markup(" fw-")
            html.text(section.kind.rawValue)
        }
        html.markup("\" id=\"section-")
        html.text(section.identifier)
        html.markup("\"")
        html.flag("hidden", section.isHidden)
        html.markup(">")
        if withHeader, let header = section.header {
            html.markup("<legend class=\"fw-header\">")
            html.authorText(header, markup: pass.markup)
            html.markup("</legend>")
        }
        switch section.layout {
        case .choices(let list, let multiple):
            writeChoices(of: section, list, multiple: multiple, into: &html)
            for row in section.allRows { pass.client.note(row, identifier: row.identifier) }
        case .group:
            writeGroup(section, in: pass, into: &html)
        case .rows:
            section.allRows.forEachBorrowed { _, row in
                guard !row.isInlinePicker else { return }
                // A row with a cell or actions is drawn from itself: the cell's
                // callbacks answer row by row, and plans keep no actions.
                if !row.hasCell, row.rowActions.isEmpty, let plan = pass.plan(for: row) {
                    writeRow(row, plan, in: pass, into: &html)
                } else {
                    writeRow(row, in: pass, into: &html)
                }
            }
        }
        if let footer = section.footer {
            html.markup("<p class=\"fw-footer\">")
            html.authorText(footer, markup: pass.markup)
            html.markup("</p>")
        }
        html.markup("</fieldset>")
    }

    private func writeChoices(of section: Section, _ list: RowOptionList, multiple: Bool, into html: inout HTMLWriter) {
        let id = section.identifier
        let errors = section.allRows.flatMap(\.validationErrors)
        html.markup("<div class=\"fw-row fw-choices\" role=\"")
        html.markup(multiple ? "group" : "radiogroup")
        html.markup("\"")
        if let header = section.displayHeader { html.attribute("aria-label", header) }
        html.markup(">")
        if let first = section.first, let presenter = presenters.choicePresenter(for: first) {
            // Rows of a type with a presenter of its own: each draws its choice.
            // The list has an option per shown row, in order, when every row is a
            // choice (as a selectable section's rows are); otherwise each row asks.
            let aligned = list.options.count == section.count
            var index = 0
            for (place, row) in section.enumerated() {
                guard let option = aligned ? list.options[place] : section.choiceOption(for: row) else { continue }
                let choice = HTMLChoice(name: id, identifier: id + "-" + String(index), key: option.key, title: option.title,
                                        isChosen: option.isSelected, allowsSeveral: multiple, isInvalid: !errors.isEmpty,
                                        isDisabled: row.isDisabled)
                (presenters.choicePresenter(for: row) ?? presenter).render(row, as: choice, into: &html)
                index += 1
            }
        } else {
            let choices = RowOptionChoices(marked: [list])
            ChoiceGroup.writeChoices(name: id, list: choices.lists[0], chosen: choices.chosen[0], multiple: multiple,
                                     invalid: !errors.isEmpty, required: false, into: &html)
        }
        writeErrors(errors, id: id, into: &html)
        html.markup("</div>")
    }

    private func writeGroup(_ group: Section, in pass: HTMLRenderPass, into html: inout HTMLWriter) {
        guard let names = group.itemFieldNames else { return }
        let id = group.identifier
        let items = group.items
        html.markup("<input type=\"hidden\"")
        html.attribute("name", names.count)
        html.attribute("value", items.count)
        html.markup("><ol class=\"fw-items\">")
        let words = pass.messages
        for (index, row) in items.enumerated() {
            // A hidden item keeps its place and what was typed in it, but offers no buttons.
            html.markup(row.isHidden ? "<li class=\"fw-item\" hidden>" : "<li class=\"fw-item\">")
            // Names the item, so it comes back even when its row sends nothing.
            html.markup("<input type=\"hidden\"")
            html.attribute("name", names.items)
            html.attribute("value", index)
            html.markup(">")
            writeRow(row, in: pass, into: &html)
            html.markup("<span class=\"fw-item-actions\">")
            // The buttons of the edits a person may make now: none on a hidden or
            // disabled item, and no move past one.
            let edits = group.itemEdits(at: index)
            if edits.contains(.moveUp) { writeItemButton(.moveUp(id, index), words.moveUp, row, into: &html) }
            if edits.contains(.moveDown) { writeItemButton(.moveDown(id, index), words.moveDown, row, into: &html) }
            if edits.contains(.delete) { writeItemButton(.delete(id, index), words.delete, row, into: &html) }
            html.markup("</span></li>")
        }
        html.markup("</ol>")
        if let add = group.addItemRow { writeRow(add, in: pass, into: &html, asButton: true) }
    }

    private func writeItemButton(_ action: FormAction, _ word: String, _ row: BaseRow, into html: inout HTMLWriter) {
        html.markup("<button class=\"fw-item-button\" type=\"submit\"")
        html.attribute("name", FormAction.fieldName)
        html.attribute("value", action.value)
        let what = row.displayTitle ?? row.displayText ?? ""
        html.attribute("aria-label", what.isEmpty ? word : word + ": " + what)
        html.markup(">")
        html.text(word)
        html.markup("</button>")
    }

    // MARK: Rows

    /// Writes a row; `asButton` draws it as a button whatever its kind (a group's
    /// add button of another row type).
    func writeRow(_ row: BaseRow, in pass: HTMLRenderPass, into html: inout HTMLWriter, asButton: Bool = false) {
        let id = row.identifier
        let kind = asButton ? RowKind.button : row.kind
        let errors = row.validationErrors
        let describedBy = Self.describedBy(id, help: row.help != nil, errors: !errors.isEmpty)
        let cell = row.cellForDrawing()
        html.markup("<div class=\"fw-row fw-kind-")
        html.text(kind.rawValue)
        if row.width == .half { html.markup(" fw-half") }
        for name in rowClasses(row) {
            html.markup(" ")
            html.text(name)
        }
        if let cell { HTMLCell.writeClasses(of: cell, into: &html) }
        if !errors.isEmpty { html.markup(" fw-invalid") }
        pass.client.note(row, identifier: id)
        let inline = row.expandsInline
        if inline { html.markup(" fw-inline") }
        html.markup("\" data-row=\"")
        html.text(id)
        html.markup("\"")
        html.flag("hidden", row.isHidden)
        html.markup(">")
        let context = HTMLRowContext(
            identifier: id, kind: kind, isInvalid: !errors.isEmpty, describedBy: describedBy,
            controlAttributes: cell.map { controlAttributes(row) + HTMLCell.attributes(of: $0) } ?? controlAttributes(row),
            ruleDescriptors: row.ruleDescriptors, isRequired: row.isRequired,
            pass: pass)
        if inline { writeInlineToggle(row, id: id, in: pass, into: &html) }
        (asButton ? pass.presenter(for: .button) : pass.presenter(for: row)).render(row, in: context, into: &html)
        if inline { html.markup("</div>") }
        let actions = row.rowActions
        if !actions.isEmpty { writeRowActions(actions, of: row, id: id, in: pass, into: &html) }
        if let help = row.help { Self.writeHelp(help, id: id, markup: pass.markup, into: &html) }
        writeErrors(errors, id: id, into: &html)
        html.markup("</div>")
    }

    /// A row drawn from its plan: the pieces kept, and between them what changes
    /// from page to page.
    private func writeRow(_ row: BaseRow, _ plan: HTMLRowPlan, in pass: HTMLRenderPass, into html: inout HTMLWriter) {
        let errors = row.validationErrors
        let invalid = !errors.isEmpty
        plan.write(.rowStart, into: &html)
        if invalid { html.markup(" fw-invalid") }
        pass.client.noteConditions(of: row, identifier: plan.inputs.identifier)
        pass.client.noteCheck(plan)
        pass.client.rowsFromPlans += 1
        plan.write(.rowName, into: &html)
        html.flag("hidden", row.isHidden)
        plan.write(.controlStart, into: &html)
        plan.writeDescribedBy(invalid: invalid, into: &html)
        html.flag("disabled", row.isDisabled)
        plan.write(.required, into: &html)
        plan.writeControlEnd(row, chosen: plan.chosen(in: row), into: &html)
        writeErrors(errors, id: plan.inputs.identifier, into: &html)
        html.markup("</div>")
    }

    /// A row's actions (Eureka's swipe actions) as buttons the server answers:
    /// each named by its title and the row's, none pressable on a disabled row.
    private func writeRowActions(_ actions: [SwipeAction], of row: BaseRow, id: String, in pass: HTMLRenderPass,
                                 into html: inout HTMLWriter) {
        html.markup("<span class=\"fw-row-actions\">")
        let what = row.displayTitle ?? ""
        for (index, action) in actions.enumerated() {
            let word = action.title ?? (action.style == .destructive ? pass.messages.delete : pass.messages.keyboard.actions)
            html.markup(action.style == .destructive ? "<button class=\"fw-row-action fw-destructive\"" : "<button class=\"fw-row-action\"")
            html.markup(" type=\"submit\"")
            html.attribute("name", FormAction.fieldName)
            html.attribute("value", FormAction.rowAction(id, index).value)
            html.attribute("aria-label", what.isEmpty ? word : word + ": " + what)
            html.flag("disabled", row.isDisabled)
            html.markup(">")
            html.text(word)
            html.markup("</button>")
        }
        html.markup("</span>")
    }

    /// The ids of what describes a row's control: its help, its errors.
    static func describedBy(_ id: String, help: Bool, errors: Bool) -> String {
        switch (help, errors) {
        case (true, true): id + "-help " + id + "-errors"
        case (true, false): id + "-help"
        case (false, true): id + "-errors"
        case (false, false): ""
        }
    }

    /// `<p class="fw-help" id="…-help">…</p>`, the help read as `markup` says.
    static func writeHelp(_ help: String, id: String, markup: TextMarkup, into html: inout HTMLWriter) {
        html.markup("<p class=\"fw-help\" id=\"")
        html.text(id)
        html.markup("-help\">")
        html.authorText(help, markup: markup)
        html.markup("</p>")
    }

    /// An inline row (Eureka's `DateInlineRow`, `PickerInlineRow`): a button with
    /// the row's title and value that opens its control in place below it. The
    /// button is a submit button the server answers by expanding or collapsing the
    /// row; the script does it in the page. The control is always in the page, so
    /// its value is always sent; `fw-open`, sent only while the row is expanded,
    /// keeps it expanded through the server's answers.
    private func writeInlineToggle(_ row: BaseRow, id: String, in pass: HTMLRenderPass, into html: inout HTMLWriter) {
        let expanded = row.isExpanded
        html.markup("<button class=\"fw-inline-toggle\" type=\"submit\"")
        html.attribute("name", FormAction.fieldName)
        html.attribute("value", FormAction.select(id).value)
        html.markup(expanded ? " aria-expanded=\"true\"" : " aria-expanded=\"false\"")
        html.markup(" aria-controls=\"")
        html.text(id)
        html.markup("-inline\"")
        html.flag("disabled", row.isDisabled)
        html.markup("><span class=\"fw-label\">")
        html.text(row.displayTitle ?? "")
        html.markup("</span><span class=\"fw-value\">")
        html.text(row.displayText ?? row.placeholder ?? pass.messages.choose)
        html.markup("</span></button><input type=\"hidden\"")
        html.attribute("name", FormSubmission.expandedFieldName)
        html.attribute("value", id)
        html.flag("disabled", !expanded)
        html.markup("><div class=\"fw-inline-body\" id=\"")
        html.text(id)
        html.markup("-inline\"")
        html.flag("hidden", !expanded)
        html.markup(">")
    }

    private func writeErrors(_ errors: [ValidationError], id: String, into html: inout HTMLWriter) {
        guard !errors.isEmpty else { return }
        html.markup("<ul class=\"fw-errors\" id=\"")
        html.text(id)
        html.markup("-errors\">")
        for error in errors {
            html.markup("<li>")
            html.text(error.msg)
            html.markup("</li>")
        }
        html.markup("</ul>")
    }

    // MARK: Error summary

    private func writeErrorSummary(_ entries: [FormSurvey.ErrorEntry], of form: Form, focused: Bool,
                                   into html: inout HTMLWriter) {
        // Errors of the whole form (a check's, a server's) have no field to link to.
        let formErrors = form.formErrors
        guard !entries.isEmpty || !formErrors.isEmpty else { return }
        html.markup("<div class=\"fw-error-summary\" id=\"fw-error-summary\" role=\"alert\" tabindex=\"-1\"")
        html.flag("autofocus", focused)
        html.markup("><h2>")
        html.text(form.messages.errorSummary(entries.count + formErrors.count))
        html.markup("</h2><ul>")
        for error in formErrors {
            html.markup("<li>")
            html.text(error.msg)
            html.markup("</li>")
        }
        for entry in entries {
            html.markup("<li><a href=\"#")
            html.text(entry.id)
            html.markup("\">")
            if !entry.title.isEmpty {
                html.text(entry.title)
                html.markup(": ")
            }
            html.text(entry.message)
            html.markup("</a></li>")
        }
        html.markup("</ul></div>")
    }
}
