#if Hummingbird || Vapor
import Foundation
import Formwork
import FormworkHTML
import NIOCore

/// A form of several pages at one address, whatever serves it: each page at an
/// address of its own that holds the draft's code, posts answered with a redirect,
/// and the journey kept in a draft store, never in cookies or in what a client
/// sends back.
///
/// | Address | GET | POST |
/// |---|---|---|
/// | `base` | the first page of a fresh form | the first page: a draft is made |
/// | `base/CODE` | 303 to where the draft stands | |
/// | `base/CODE/N` | page N (from 1) | its answers: Continue, Back, or Save |
/// | `base/CODE/review` | every answer, with Change links | submits |
/// | `base/CODE/saved` | the code and the link to resume | |
///
/// The page a client names is never trusted: a page off the path, or past the
/// first one not yet continued from, answers 303 to that one, and nothing is
/// stored. A GET never writes. A page carries the fingerprint of its answers as
/// the draft held them (``Formwork/Draft/fingerprint(ofAnswersTo:)``): a post
/// over answers changed since, in another tab or on another device, gets the
/// conflict page, which shows both.
package struct JourneyEndpoint: Sendable {
    /// The checks of a post and the drawing of pages, shared with single forms.
    package var form: FormEndpoint
    /// Where the drafts are kept.
    package let store: any DraftStore
    /// The address the journey is served at, without a trailing slash.
    package var basePath: String
    /// The time now: drafts expire by it.
    package var now: @Sendable () -> Date = { Date() }

    /// The hidden field that carries the fingerprint of a page's answers as drawn.
    package static let baseField = "fw-base"
    /// The hidden field that names one drawing of a page: a post from the drawing
    /// that last saved the page's answers is not a conflict with them.
    package static let viewField = "fw-view"
    /// The hidden field that says a page was opened from the review to change an
    /// answer.
    package static let fromField = "fw-from"
    /// The field of the buttons that move without continuing: Back and Save.
    package static let stepField = "fw-step"
    /// How many times a post is tried again when another write to its draft came
    /// between reading and saving it.
    static let attempts = 3

    /// - Throws: the rows of the template whose answers a draft cannot keep
    ///   (``Formwork/Form/answersDraftsCannotKeep``): they would be lost between pages.
    package init(template: FormTemplate, csrf: CSRFProtection, store: any DraftStore, basePath: String)
        throws(FormTemplateError) {
        let problems = template.makeForm().answersDraftsCannotKeep
        guard problems.isEmpty else { throw FormTemplateError(problems: problems) }
        form = FormEndpoint(template: template, csrf: csrf)
        self.store = store
        self.basePath = Self.trimmed(basePath)
    }

    /// `path` with one leading slash and none trailing.
    /// At the root, the empty path: addresses are written as `basePath + "/" + …`, and
    /// `//CODE` would name a host.
    package static func trimmed(_ path: String) -> String {
        let segments = path.split(separator: "/", omittingEmptySubsequences: true)
        return segments.isEmpty ? "" : "/" + segments.joined(separator: "/")
    }

    /// The address of the journey's first page.
    package var startAddress: String { basePath.isEmpty ? "/" : basePath }

    var messages: FormMessages { form.messages }

    // MARK: Addresses

    /// The address of `position` in the draft `code`.
    func address(_ code: DraftCode, _ position: JourneyPosition) -> String {
        switch position {
        case .page(let index): basePath + "/" + code.rawValue + "/" + String(index + 1)
        case .review: basePath + "/" + code.rawValue + "/" + Self.reviewSegment
        }
    }

    /// The address of the page with the draft's code and the link to resume it.
    func savedAddress(_ code: DraftCode) -> String { basePath + "/" + code.rawValue + "/" + Self.savedSegment }

    /// The address that resumes the draft `code` where it stands.
    package func resumeAddress(_ code: DraftCode) -> String { basePath + "/" + code.rawValue }

    static let reviewSegment = "review"
    static let savedSegment = "saved"

    /// Where an address's last segment leads.
    enum Place: Equatable {
        case page(Int)
        case review
        case saved
    }

    /// The place `segment` names; nil for anything else.
    static func place(_ segment: String) -> Place? {
        switch segment {
        case reviewSegment: return .review
        case savedSegment: return .saved
        default:
            // Digits only, and few of them: "+1", "01x" or a huge number name no page.
            guard (1...4).contains(segment.utf8.count), segment.utf8.allSatisfy({ (0x30...0x39).contains($0) }),
                  let number = Int(segment), number >= 1 else { return nil }
            return .page(number - 1)
        }
    }

    // MARK: GET

    /// The first page of a fresh form (`GET base`): nothing is stored until it is
    /// posted.
    package func start(browserCookie: String?) -> FormReply {
        let journey = FormJourney(form: form.template.makeForm())
        return drawPage(journey, code: nil, draft: nil, browserCookie: browserCookie)
    }

    /// `GET base/CODE` (`segment` nil) and `GET base/CODE/segment`: a page, the
    /// review or the saved page of the draft; a page that may not be shown yet
    /// answers 303 to the one to answer first. Nothing is written.
    package func show(code text: String, segment: String?, fromReview: Bool, browserCookie: String?) async -> FormReply {
        let draft: Draft
        switch await loadDraft(text) {
        case .reply(let reply): return reply
        case .draft(let loaded): draft = loaded
        }
        let code = draft.code
        let resumed = form.template.makeForm().resume(from: draft)
        var journey = resumed.journey
        // Said until the draft is saved again, in the form as it is now.
        let leftOut = resumed.leftOut.isEmpty ? nil : messages.draftAnswersLeftOut
        guard let segment else { return redirect(address(code, journey.state.position)) }
        switch Self.place(segment) {
        case nil:
            return message(404, messages.notFound, messages.draftNotFound)
        case .saved:
            return drawSaved(code, browserCookie: browserCookie)
        case .review:
            guard journey.goToReview() else { return redirect(address(code, journey.state.position)) }
            return drawReview(journey, draft: draft, browserCookie: browserCookie, notice: leftOut)
        case .page(let index):
            guard journey.go(to: index) else { return redirect(address(code, Self.frontier(of: journey))) }
            return drawPage(journey, code: code, draft: draft, fromReview: fromReview, browserCookie: browserCookie,
                            notice: leftOut)
        }
    }

    /// Where a journey must go first: its frontier, or the review when every page
    /// on the path was continued from.
    static func frontier(of journey: FormJourney) -> JourneyPosition {
        journey.frontier.map { .page($0.index) } ?? .review
    }

    /// What loading a draft came to.
    enum Loaded {
        case draft(Draft)
        case reply(FormReply)
    }

    /// The draft `text` names, or the page that says why there is none to go on
    /// with: 404 for a code that names nothing (or an expired draft), 410 for one
    /// already submitted, 503 when the store fails.
    func loadDraft(_ text: String) async -> Loaded {
        guard let code = DraftCode(text) else { return .reply(message(404, messages.notFound, messages.draftNotFound)) }
        do {
            guard let draft = try await store.load(code, now: now()) else {
                return .reply(message(404, messages.notFound, messages.draftNotFound))
            }
            guard draft.submitted == nil else {
                return .reply(message(410, messages.notAccepted, messages.draftAlreadySubmitted))
            }
            return .draft(draft)
        } catch {
            return .reply(storeFailed())
        }
    }

    // MARK: POST

    /// Handles a post to `base` (`code` nil: the first page of a fresh form) or to
    /// `base/CODE/segment`: checks it as a single form's post is checked, then
    /// continues, goes back, saves or submits, and answers with a redirect; a page
    /// with errors comes back (422) with everything typed. A valid submission from
    /// the review marks the draft submitted, so that a second one is refused (410),
    /// then is answered by `onSubmit`, given the form and the draft's code; when
    /// `onSubmit` throws, the mark is taken back and the error goes on.
    package func respond<Chunks: AsyncSequence, Valid>(
        to head: FormRequestHead, body chunks: Chunks, code: String?, segment: String?,
        onSubmit: (Form, DraftCode) async throws -> Valid
    ) async throws -> FormAnswer<Valid> where Chunks.Element == ByteBuffer {
        let received: FormEndpoint.ReceivedPost
        switch try await form.receive(head, body: chunks) {
        case .reply(let reply): return .reply(reply)
        case .post(let post): received = post
        }
        defer { received.body.release() }
        // A write to the draft between reading and saving it sends the post round
        // again, over the draft as it now is.
        for _ in 1..<Self.attempts {
            if case .answer(let answer) = try await take(received, code: code, segment: segment, onSubmit: onSubmit) {
                return answer
            }
        }
        switch try await take(received, code: code, segment: segment, onSubmit: onSubmit) {
        case .answer(let answer): return answer
        case .retry: return .reply(message(409, messages.draftConflict, messages.draftConflictHint))
        }
    }

    /// What taking a post came to: an answer, or a race with another write.
    enum Taken<Valid> {
        case answer(FormAnswer<Valid>)
        case retry(Draft)
    }

    private func take<Valid>(_ received: FormEndpoint.ReceivedPost, code text: String?, segment: String?,
                             onSubmit: (Form, DraftCode) async throws -> Valid) async throws -> Taken<Valid> {
        let submission = received.submission
        let browser = received.browser
        var draft: Draft?
        if let text {
            switch await loadDraft(text) {
            case .reply(let reply): return .answer(.reply(reply))
            case .draft(let loaded): draft = loaded
            }
        }
        let made = form.template.makeForm()
        var journey = draft.map { made.resume(from: $0).journey } ?? FormJourney(form: made)
        let place: Place
        if text == nil {
            place = .page(made.path.first?.index ?? 0)
        } else if let segment, let named = Self.place(segment) {
            place = named
        } else {
            return .answer(.reply(message(404, messages.notFound, messages.draftNotFound)))
        }
        let steps = submission.fields.values(for: Self.stepField)
        let step = steps.count == 1 ? steps[0] : nil
        switch place {
        case .saved:
            guard let draft else { return .answer(.reply(message(404, messages.notFound, messages.draftNotFound))) }
            return .answer(.reply(redirect(savedAddress(draft.code))))
        case .review:
            guard let draft else { return .answer(.reply(message(404, messages.notFound, messages.draftNotFound))) }
            return try await takeReview(submission, browser: browser, journey: journey, draft: draft, step: step,
                                        tokenExpired: received.tokenExpired, onSubmit: onSubmit)
        case .page(let index):
            // The address names the page; the journey says whether it may be answered.
            guard journey.go(to: index) else {
                let target = draft.map { address($0.code, Self.frontier(of: journey)) } ?? startAddress
                return .answer(.reply(redirect(target)))
            }
        }
        guard let page = journey.currentPage else { return .answer(.reply(redirect(startAddress))) }
        let base = draft?.fingerprint(ofAnswersTo: page.answerTags)
        let fromReview = submission.fields.values(for: Self.fromField) == ["review"]
        if fromReview { journey = FormJourney(form: made, state: journey.state.returningToReview()) }
        let unreadable = submission.takeInput(forPageOf: journey)
        if received.tokenExpired {
            // The page comes back with the fingerprint it was drawn with, so that its
            // next post still meets answers changed elsewhere since.
            let posted = submission.fields.values(for: Self.baseField)
            return .answer(.reply(drawPage(journey, code: draft?.code, draft: draft, base: posted.count == 1 ? posted[0] : "",
                                           fromReview: fromReview, browserCookie: browser, status: 403,
                                           notice: messages.pageExpired)))
        }
        // Answers changed elsewhere since the page was drawn are never overwritten
        // silently: both are shown.
        let views = submission.fields.values(for: Self.viewField)
        let view = views.count == 1 && Self.isView(views[0]) ? views[0] : Self.newView()
        if let draft, let base, submission.fields.values(for: Self.baseField) != [base],
           draft.pageWriters[page.index] != view {
            return .answer(.reply(drawConflict(journey, draft: draft, base: base, fromReview: fromReview, browser: browser)))
        }
        switch submission.action {
        case .submit:
            break
        case .validate(let id):
            let row = made.reachableRow(withIdentifier: id).flatMap { row in page.rows.contains { $0 === row } ? row : nil }
            return .answer(.reply(FormEndpoint.checked(row?.validate(quietly: true).map(\.msg) ?? [])))
        default:
            // Update, add, delete, a stepper: the page again, nothing stored.
            submission.action.perform(on: made)
            return .answer(.reply(drawPage(journey, code: draft?.code, draft: draft, base: base, fromReview: fromReview,
                                           browserCookie: browser)))
        }
        if step == Self.backStep || step == Self.saveStep, !unreadable.isEmpty {
            // Back and Save check nothing, but what they cannot read would be lost:
            // the page comes back with it and why.
            for identifier in unreadable.keys { made.reachableRow(withIdentifier: identifier)?.validate() }
            return .answer(.reply(drawPage(journey, code: draft?.code, draft: draft, base: base, fromReview: fromReview,
                                           browserCookie: browser, status: 422, focusErrors: true)))
        }
        switch step {
        case Self.backStep:
            journey.back()
            return try await save(journey, over: draft, page: (page.index, view), base: base, fromReview: fromReview,
                                  browser: browser) { saved in
                address(saved.code, saved.journey.position)
            }
        case Self.saveStep:
            return try await save(journey, over: draft, page: (page.index, view), base: base, fromReview: fromReview,
                                  browser: browser) { saved in
                savedAddress(saved.code)
            }
        default:
            if case .invalid = journey.advance() {
                return .answer(.reply(drawPage(journey, code: draft?.code, draft: draft, base: base, fromReview: fromReview,
                                               browserCookie: browser, status: 422, focusErrors: true)))
            }
            return try await save(journey, over: draft, page: (page.index, view), base: base, fromReview: fromReview,
                                  browser: browser) { saved in
                address(saved.code, saved.journey.position)
            }
        }
    }

    /// A new name for a drawing of a page: 12 random bytes.
    static func newView() -> String {
        var generator = SystemRandomNumberGenerator()
        return Base64URL.encode((0..<12).map { _ in UInt8.random(in: 0...255, using: &generator) })
    }

    /// Whether `text` is a drawing's name as ``newView()`` writes it.
    static func isView(_ text: String) -> Bool {
        text.utf8.count == 16 && Base64URL.decode(text)?.count == 12
    }

    static let backStep = "back"
    static let saveStep = "save"

    /// A post from the review: back to the last page, save, or submit.
    private func takeReview<Valid>(_ submission: FormSubmission, browser: String, journey given: FormJourney, draft: Draft,
                                   step: String?, tokenExpired: Bool,
                                   onSubmit: (Form, DraftCode) async throws -> Valid) async throws -> Taken<Valid> {
        var journey = given
        guard journey.goToReview() else { return .answer(.reply(redirect(address(draft.code, Self.frontier(of: journey))))) }
        let base = draft.fingerprint(ofAnswersTo: draft.answers.keys)
        if tokenExpired || submission.fields.values(for: Self.baseField) != [base] {
            // What would be sent is not what the review showed: it is shown again.
            let notice = tokenExpired ? messages.pageExpired : messages.draftConflictHint
            return .answer(.reply(drawReview(journey, draft: draft, browserCookie: browser, status: tokenExpired ? 403 : 409,
                                             notice: notice)))
        }
        switch step {
        case Self.backStep:
            journey.back()
            return try await save(journey, over: draft, page: nil, base: nil, fromReview: false, browser: browser) { saved in
                address(saved.code, saved.journey.position)
            }
        case Self.saveStep:
            return .answer(.reply(redirect(savedAddress(draft.code))))
        default:
            break
        }
        let errors = journey.submit()
        if !errors.isEmpty {
            return .answer(.reply(drawPage(journey, code: draft.code, draft: draft, browserCookie: browser, status: 422,
                                           focusErrors: true)))
        }
        // Marked before it is taken: of two submissions at once (a double click, two
        // tabs, two instances), one is taken and the other finds it already sent.
        do {
            try await store.markSubmitted(draft.code, now: now())
        } catch {
            switch error {
            case .alreadySubmitted: return .answer(.reply(message(410, messages.notAccepted, messages.draftAlreadySubmitted)))
            case .notFound: return .answer(.reply(message(404, messages.notFound, messages.draftNotFound)))
            default: return .answer(.reply(storeFailed()))
            }
        }
        do {
            return .answer(.valid(try await onSubmit(journey.form, draft.code)))
        } catch {
            // Not taken after all: the draft is given back, to be submitted again.
            try? await store.reopen(draft.code, now: now())
            throw error
        }
    }

    /// Saves the journey's answers over `draft` (a new draft when nil) and answers
    /// with a redirect to `target` of the draft as saved; a draft too large comes
    /// back with what was typed and why.
    private func save<Valid>(_ journey: FormJourney, over draft: Draft?, page: (index: Int, view: String)?, base: String?,
                             fromReview: Bool, browser: String, target: (Draft) -> String) async throws -> Taken<Valid> {
        let form = journey.form
        var next = draft ?? form.makeDraft(journey: journey.state, now: now())
        next.answers = form.draftAnswers()
        next.journey = journey.state
        next.fingerprint = form.definitionFingerprint
        if let page { next.pageWriters[page.index] = page.view }
        do {
            let saved = try await store.save(next, now: now())
            return .answer(.reply(redirect(target(saved))))
        } catch .conflict(let current) {
            return .retry(current)
        } catch .tooLarge {
            // The page that was sent comes back, with what it carried, not the one
            // continuing would have gone to.
            var shown = journey
            if let page { shown.go(to: page.index) }
            return .answer(.reply(drawPage(shown, code: draft?.code, draft: draft, base: base, fromReview: fromReview,
                                           browserCookie: browser, status: 413, notice: messages.draftTooLarge)))
        } catch .alreadySubmitted {
            return .answer(.reply(message(410, messages.notAccepted, messages.draftAlreadySubmitted)))
        } catch .notFound {
            return .answer(.reply(message(404, messages.notFound, messages.draftNotFound)))
        } catch {
            return .answer(.reply(storeFailed()))
        }
    }

    // MARK: Replies

    func redirect(_ location: String) -> FormReply {
        FormReply(status: 303, contentType: "text/plain; charset=utf-8", body: .bytes([]),
                  headers: [("Location", location), ("Cache-Control", "no-store")])
    }

    func message(_ status: Int, _ title: String, _ text: String) -> FormReply {
        .message(status: status, title: title, message: text, language: messages.language, direction: messages.direction)
    }

    func storeFailed() -> FormReply {
        .message(status: 503, title: messages.busy, message: messages.serverBusy, language: messages.language,
                 direction: messages.direction, headers: [("Retry-After", "5")])
    }
}

extension JourneyState {
    /// The state with continuing set to come back to the review.
    func returningToReview() -> JourneyState {
        var state = self
        state.returnsToReview = true
        return state
    }
}
#endif
