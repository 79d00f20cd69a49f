#if Hummingbird || Vapor
import Formwork
import FormworkHTML

/// The pages of a journey on the web: a page of questions, the review, the page
/// with the resume code, and the conflict page.
extension JourneyEndpoint {
    /// The current page of `journey`: its title as the heading, "Page n of m" with a
    /// progress bar and the pages that may be gone to, and the page's rows with
    /// Continue, Back and "Save and continue later". `base` is the fingerprint of
    /// the page's answers in `draft`, when not those the draft holds now.
    func drawPage(_ journey: FormJourney, code: DraftCode?, draft: Draft?, base: String? = nil, fromReview: Bool = false,
                  browserCookie: String?, status: Int = 200, notice: String? = nil, focusErrors: Bool = false,
                  submitTitle: String? = nil, before: (inout HTMLWriter) -> Void = { _ in }) -> FormReply {
        let (browser, newBrowser) = FormEndpoint.browser(fromCookie: browserCookie)
        let form = journey.form
        guard let page = journey.currentPage else { return message(404, messages.notFound, messages.draftNotFound) }
        var options = HTMLFormOptions()
        options.page = page.index
        options.hiddenFields = self.form.hiddenFields(browser: browser, form: form)
        if let draft { options.hiddenFields.append((Self.baseField, base ?? draft.fingerprint(ofAnswersTo: page.answerTags))) }
        options.hiddenFields.append((Self.viewField, Self.newView()))
        if fromReview { options.hiddenFields.append((Self.fromField, "review")) }
        options.submitTitle = submitTitle ?? messages.continueJourney
        if form.path.first?.index != page.index {
            options.moreButtons.append((Self.stepField, Self.backStep, messages.back))
        }
        options.moreButtons.append((Self.stepField, Self.saveStep, messages.saveForLater))
        options.focusesErrorSummary = focusErrors
        // "Update" redraws rows whose conditions this page can change; the page's
        // own condition reads earlier pages, and is not one of them.
        options.showsUpdateButton = page.sections.contains { section in
            (!section.startsPage && section.hidden != nil) || section.allRows.contains { $0.hidden != nil || $0.disabled != nil }
        }
        let heading = page.title ?? form.displayTitle ?? messages.keyboard.form
        let html = document(form, heading: heading, notice: notice, capacity: 4_096 + page.sections.count * 512) { html in
            writeProgress(journey, code: code, into: &html)
            before(&html)
            self.form.renderer.render(form, options: options, into: &html)
        }
        return FormReply(status: status, contentType: "text/html; charset=utf-8", body: .html(html),
                         headers: [("Cache-Control", "no-store")], newBrowserIdentifier: newBrowser)
    }

    /// The review: every answer on the path, page by page, "Not provided" where
    /// none was given and a Change link for each, then Submit.
    func drawReview(_ journey: FormJourney, draft: Draft, browserCookie: String?, status: Int = 200,
                    notice: String? = nil) -> FormReply {
        let (browser, newBrowser) = FormEndpoint.browser(fromCookie: browserCookie)
        let form = journey.form
        let answers = journey.review
        let html = document(form, heading: messages.checkYourAnswers, notice: notice, capacity: 4_096 + answers.count * 256) { html in
            writeProgress(journey, code: draft.code, into: &html)
            var start = answers.startIndex
            while start < answers.endIndex {
                let page = answers[start].page
                let end = answers[start...].firstIndex { $0.page != page } ?? answers.endIndex
                if let title = answers[start].pageTitle {
                    html.markup("<h2 class=\"fw-summary-title\">")
                    html.text(title)
                    html.markup("</h2>")
                }
                html.markup("<dl class=\"fw-summary\">")
                for answer in answers[start..<end] { writeReviewAnswer(answer, of: form, code: draft.code, into: &html) }
                html.markup("</dl>")
                start = end
            }
            html.markup("<form class=\"fw-form\" method=\"post\" accept-charset=\"utf-8\">")
            for field in self.form.hiddenFields(browser: browser, form: form) {
                html.hiddenField(field.name, field.value)
            }
            html.hiddenField(Self.baseField, draft.fingerprint(ofAnswersTo: draft.answers.keys))
            html.markup("<div class=\"fw-actions\">")
            html.submitButton(FormAction.fieldName, FormAction.submit.value, messages.submit, primary: true)
            html.submitButton(Self.stepField, Self.backStep, messages.back, primary: false)
            html.submitButton(Self.stepField, Self.saveStep, messages.saveForLater, primary: false)
            html.markup("</div></form>")
        }
        return FormReply(status: status, contentType: "text/html; charset=utf-8", body: .html(html),
                         headers: [("Cache-Control", "no-store")], newBrowserIdentifier: newBrowser)
    }

    private func writeReviewAnswer(_ answer: ReviewAnswer, of form: Form, code: DraftCode, into html: inout HTMLWriter) {
        let question = answer.question ?? answer.tag
        html.markup("<div class=\"fw-summary-row\"><dt>")
        html.text(question)
        html.markup("</dt><dd>")
        if let shown = answer.answer {
            html.text(shown)
        } else {
            html.markup("<span class=\"fw-not-provided\">")
            html.text(messages.notProvided)
            html.markup("</span>")
        }
        html.markup("</dd><dd class=\"fw-summary-change\"><a")
        // Straight to the answer's field, on its page, coming back here after.
        let anchor = form.rowBy(tag: answer.tag).map { "#" + $0.identifier }
            ?? form.sectionBy(tag: answer.tag).map { "#section-" + $0.identifier } ?? ""
        html.attribute("href", address(code, .page(answer.page)) + "?" + Self.fromField + "=review" + anchor)
        html.markup(">")
        html.text(messages.changeAnswer)
        html.markup("<span class=\"fw-visually-hidden\"> ")
        html.text(question)
        html.markup("</span></a></dd></div>")
    }

    /// The page that gives a saved draft's code and the link that resumes it.
    func drawSaved(_ code: DraftCode, browserCookie: String?) -> FormReply {
        let form = self.form.template.makeForm()
        let html = document(form, heading: messages.draftSaved, notice: nil, capacity: 2_048) { html in
            html.markup("<p>")
            html.text(messages.draftResumeHint)
            html.markup("</p><p class=\"fw-draft-code\">")
            html.text(messages.draftCode)
            html.markup(" <code>")
            html.text(code.rawValue)
            html.markup("</code></p><p><a class=\"fw-resume\"")
            html.attribute("href", resumeAddress(code))
            html.markup(">")
            html.text(messages.draftResume)
            html.markup("</a></p>")
        }
        return FormReply(status: 200, contentType: "text/html; charset=utf-8", body: .html(html),
                         headers: [("Cache-Control", "no-store")],
                         newBrowserIdentifier: FormEndpoint.browser(fromCookie: browserCookie).new)
    }

    /// The page posted over answers changed elsewhere (409): what is saved and what
    /// was sent, side by side, a link that keeps the saved answers, and the page
    /// with what was sent, whose button saves it over them.
    func drawConflict(_ journey: FormJourney, draft: Draft, base: String, fromReview: Bool, browser: String) -> FormReply {
        guard let page = journey.currentPage else { return message(409, messages.draftConflict, messages.draftConflictHint) }
        let saved = form.template.makeForm().resume(from: draft).journey.form
        let rows = page.rows.filter { $0.tag != nil && $0.valueClass != .none }
        return drawPage(journey, code: draft.code, draft: draft, base: base, fromReview: fromReview, browserCookie: browser,
                        status: 409, submitTitle: messages.useMyAnswers) { html in
            html.markup("<div class=\"fw-conflict\" role=\"alert\"><h2>")
            html.text(messages.draftConflict)
            html.markup("</h2><p>")
            html.text(messages.draftConflictHint)
            html.markup("</p><table><thead><tr><td></td><th scope=\"col\">")
            html.text(messages.savedElsewhere)
            html.markup("</th><th scope=\"col\">")
            html.text(messages.onThisPage)
            html.markup("</th></tr></thead><tbody>")
            for row in rows {
                guard let tag = row.tag else { continue }
                html.markup("<tr><th scope=\"row\">")
                html.text(row.displayTitle ?? tag)
                html.markup("</th><td>")
                html.text(Self.shown(saved.rowBy(tag: tag), messages))
                html.markup("</td><td>")
                html.text(Self.shown(row, messages))
                html.markup("</td></tr>")
            }
            html.markup("</tbody></table><p><a")
            html.attribute("href", address(draft.code, .page(page.index)))
            html.markup(">")
            html.text(messages.keepSavedAnswers)
            html.markup("</a></p></div>")
        }
    }

    /// What `row` shows as its answer, or "Not provided".
    private static func shown(_ row: BaseRow?, _ messages: FormMessages) -> String {
        guard let row, !row.isSecret, !row.isSensitive, let text = row.displayText, !text.isEmpty else {
            return messages.notProvided
        }
        return text
    }

    // MARK: Pieces

    /// A whole document in the form's language, with `heading` as its `<h1>` and
    /// the form's title after it in the document's title.
    private func document(_ form: Form, heading: String, notice: String?, capacity: Int,
                          body: (inout HTMLWriter) -> Void) -> HTMLWriter {
        var page = self.form.page
        page.notice = notice
        let title = form.displayTitle.map { $0 == heading ? heading : heading + " – " + $0 } ?? heading
        return page.render(title: title, heading: heading, language: messages.language, direction: messages.direction,
                           theme: form.theme, capacity: capacity, body: body)
    }

    /// "Page n of m", a progress bar, and the pages on the path: those that may be
    /// gone to as links, the current one marked `aria-current="step"`.
    private func writeProgress(_ journey: FormJourney, code: DraftCode?, into html: inout HTMLWriter) {
        let current = journey.state.position
        if current == .review {
            // Every page is answered: no "Page n of m", the pages to go back to.
            html.markup("<div class=\"fw-progress\"><nav class=\"fw-steps\"")
            html.attribute("aria-label", journey.form.displayTitle ?? messages.checkYourAnswers)
            html.markup("><ol>")
        } else {
            let progress = journey.progress
            html.markup("<div class=\"fw-progress\"><p class=\"fw-progress-label\" id=\"fw-progress\">")
            html.text(messages.pageProgress(String(progress.number), String(progress.count)))
            html.markup("</p><progress aria-labelledby=\"fw-progress\"")
            html.attribute("max", String(progress.count))
            html.attribute("value", String(progress.number))
            html.markup("></progress><nav class=\"fw-steps\" aria-labelledby=\"fw-progress\"><ol>")
        }
        for (number, page) in journey.form.path.enumerated() {
            let title = page.title ?? String(number + 1)
            let here = current == .page(page.index)
            writeStep(title, href: code.flatMap { journey.canGo(to: page.index) ? address($0, .page(page.index)) : nil },
                      current: here, into: &html)
        }
        let reviewHref = code.flatMap { journey.frontier == nil ? address($0, .review) : nil }
        writeStep(messages.checkYourAnswers, href: reviewHref, current: current == .review, into: &html)
        html.markup("</ol></nav></div>")
    }

    private func writeStep(_ title: String, href: String?, current: Bool, into html: inout HTMLWriter) {
        html.markup(current ? "<li class=\"fw-journey-step fw-journey-step-current\">" : "<li class=\"fw-journey-step\">")
        if let href {
            html.markup("<a")
            html.attribute("href", href)
            html.flag("aria-current=\"step\"", current)
            html.markup(">")
            html.text(title)
            html.markup("</a>")
        } else {
            html.markup(current ? "<span aria-current=\"step\">" : "<span>")
            html.text(title)
            html.markup("</span>")
        }
        html.markup("</li>")
    }
}
#endif
