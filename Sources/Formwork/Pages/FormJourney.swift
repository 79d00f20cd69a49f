/// A person's way through a form of several pages: the page being asked, continue,
/// back, going to a page already reached, the review, and submitting.
///
/// The path is worked out from the answers each time it is read: a page whose
/// condition holds, or with nothing to show, is not on it. Continuing validates the
/// current page only; back keeps what was typed and validates nothing; a page can
/// be gone to only up to the first one not yet continued from (the frontier), so no
/// question is skipped. Moving costs no more than the page's own rows: pages
/// already continued from are validated again only on submitting. A change made from the review comes back to it, asking
/// first any page the change put on the path. Submitting validates every page on
/// the path again, and the answers of pages off it are not among the form's values.
///
/// ```swift
/// var journey = FormJourney(form: form)
/// journey.currentPage?.title            // "About you"
/// switch journey.advance() {
/// case .invalid(let errors): show(errors)
/// case .page(let index): show(form.pages[index])
/// case .review: show(journey.review)
/// }
/// ```
///
/// The journey's state (``JourneyState``) is a value a front end keeps between
/// steps; a journey made from a state a client could have changed goes no further
/// than the frontier.
public struct FormJourney {
    /// The form being filled in.
    public let form: Form
    /// Where the person is and what they have done.
    public private(set) var state: JourneyState

    /// A journey through `form` from `state`: a position past the frontier, or off
    /// the path, becomes the frontier.
    public init(form: Form, state: JourneyState = JourneyState()) {
        self.form = form
        let count = form.pages.count
        var state = state
        state.visited = state.visited.filter { $0 >= 0 && $0 < count }
        self.state = state
        settle()
    }

    // MARK: Where

    /// The page being asked; nil at the review.
    public var currentPage: FormPage? {
        guard case .page(let index) = state.position else { return nil }
        let pages = form.pages
        return pages.indices.contains(index) ? pages[index] : nil
    }

    /// Whether the person is at the review.
    public var isAtReview: Bool { state.position == .review }

    /// "Page n of m" for the current page; at the review, n and m are the path's length.
    public var progress: JourneyProgress {
        let path = form.path
        guard case .page(let index) = state.position else { return JourneyProgress(number: path.count, count: path.count) }
        let number = path.filter { $0.index < index }.count + 1
        return JourneyProgress(number: number, count: Swift.max(number, path.count))
    }

    /// The first page on the path not yet continued from: a page a change put on
    /// the path, or one not reached yet. Nil when every page on the path was
    /// continued from, and the review can be shown.
    public var frontier: FormPage? {
        form.path.first { !state.visited.contains($0.index) }
    }

    /// Whether the page at `index` may be gone to: it is on the path, and not past
    /// the frontier.
    public func canGo(to index: Int) -> Bool {
        guard let page = form.path.first(where: { $0.index == index }) else { return false }
        guard let frontier else { return true }
        return page.index <= frontier.index
    }

    // MARK: Moving

    /// Goes to the page at `index`, when ``canGo(to:)`` allows it; false, staying,
    /// otherwise. Nothing is validated.
    @discardableResult
    public mutating func go(to index: Int) -> Bool {
        guard canGo(to: index) else { return false }
        state.position = .page(index)
        return true
    }

    /// Goes to the review, when every page on the path was continued from.
    @discardableResult
    public mutating func goToReview() -> Bool {
        guard frontier == nil else { return false }
        state.position = .review
        state.returnsToReview = false
        return true
    }

    /// Takes what a client posted for the current page into its rows, and only
    /// those (``Form/takeInput(_:page:)``): a post names the page it was drawn
    /// for, but the journey, not the client, says which page that is.
    ///
    /// - Returns: the messages of the inputs that could not be taken, by identifier.
    @discardableResult
    public func takeInput(_ submitted: SubmittedFields) -> [String: String] {
        guard let page = currentPage else { return [:] }
        return form.takeInput(submitted, page: page)
    }

    /// Continues: validates the current page, showing its errors, and when it is
    /// valid moves to the next page on the path, or to the review when every page
    /// is answered. Coming from the review, it goes back there, asking first any
    /// page on the path not yet answered.
    public mutating func advance() -> JourneyStep {
        guard case .page(let index) = state.position else { return .review }
        let pages = form.pages
        if pages.indices.contains(index) {
            let errors = form.validate(page: pages[index])
            if !errors.isEmpty { return .invalid(errors) }
        }
        state.visited.insert(index)
        let path = form.path
        let next = state.returnsToReview
            ? path.first { !state.visited.contains($0.index) }
            : path.first { $0.index > index }
        if let next {
            state.position = .page(next.index)
        } else if let frontier {
            state.position = .page(frontier.index)
        } else {
            state.position = .review
            state.returnsToReview = false
        }
        if case .page(let at) = state.position { return .page(at) }
        return .review
    }

    /// Goes back to the page before on the path, or from the review to the last
    /// page, keeping what was typed and validating nothing. On the first page it
    /// stays.
    public mutating func back() {
        let path = form.path
        switch state.position {
        case .review:
            if let last = path.last { state.position = .page(last.index) }
        case .page(let index):
            if let previous = path.last(where: { $0.index < index }) { state.position = .page(previous.index) }
        }
        state.returnsToReview = false
    }

    /// Goes from the review to the page that asks `tag`, to change its answer:
    /// continuing from there comes back to the review. False, staying, when no
    /// page that may be gone to asks it.
    @discardableResult
    public mutating func change(tag: String) -> Bool {
        guard let page = form.path.first(where: { page in
                  page.rows.contains { $0.tag == tag } || page.sections.contains { !$0.isHidden && $0.tag == tag }
              }),
              canGo(to: page.index) else { return false }
        state.position = .page(page.index)
        state.returnsToReview = true
        return true
    }

    // MARK: The review and submitting

    /// Every answer on the path, page by page: what ``BaseRow/displayText`` shows,
    /// or nil where none was given; a repeating group is one answer, its items
    /// in order.
    public var review: [ReviewAnswer] {
        form.path.flatMap { page in
            page.sections.filter { !$0.isHidden }.flatMap { section -> [ReviewAnswer] in
                if section.isMultivalued, let tag = section.tag {
                    // A repeating group is one answer: its items, in order.
                    let items = section.allRows.compactMap { $0.displayText.flatMap { $0.isEmpty ? nil : $0 } }
                    return [ReviewAnswer(page: page.index, pageTitle: page.title, tag: tag, question: section.displayHeader,
                                         answer: items.isEmpty ? nil : items.joined(separator: ", "))]
                }
                return section.allRows.compactMap { row -> ReviewAnswer? in
                    guard let tag = row.tag, !row.isHidden, row.valueClass != .none else { return nil }
                    let shown = row.displayText.flatMap { $0.isEmpty ? nil : $0 }
                    return ReviewAnswer(page: page.index, pageTitle: page.title, tag: tag, question: row.displayTitle, answer: shown)
                }
            }
        }
    }

    /// Validates every page on the path again, showing the errors, and returns
    /// them; with errors, the journey goes to the first page that has one. The
    /// answers of pages off the path are neither validated nor among the form's
    /// values.
    public mutating func submit() -> [ValidationError] {
        var errors: [ValidationError] = []
        var firstInvalid: Int?
        for page in form.path {
            let pageErrors = form.validate(page: page)
            if !pageErrors.isEmpty, firstInvalid == nil { firstInvalid = page.index }
            errors.append(contentsOf: pageErrors)
        }
        let checked = form.runChecks(quietly: false, rowsInError: Set(errors.compactMap(\.tag)))
        if firstInvalid == nil, let tag = checked.lazy.compactMap(\.tag).first, let row = form.rowBy(tag: tag) {
            firstInvalid = form.path.first { $0.sections.contains { $0 === row.section } }?.index
        }
        // The checks' errors on rows; the rest are among the form's errors.
        errors.append(contentsOf: checked.filter { !form.checkErrors.contains($0) })
        errors.append(contentsOf: form.formErrors)
        if let firstInvalid { state.position = .page(firstInvalid) }
        return errors
    }

    /// Brings the position back within what may be reached: a page off the path,
    /// or past the frontier, becomes the frontier; a review with pages unanswered
    /// becomes the frontier.
    private mutating func settle() {
        switch state.position {
        case .review:
            if let frontier { state.position = .page(frontier.index) }
        case .page(let index):
            if !canGo(to: index) {
                state.position = .page(frontier?.index ?? form.path.first?.index ?? 0)
            }
        }
    }
}
