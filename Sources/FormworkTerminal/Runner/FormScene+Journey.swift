import Formwork

/// A form of several pages in the terminal: one page at a time under "Page n of m",
/// Ctrl-S (or Enter on the last row) to continue, Ctrl-P (or Esc) to go back a page,
/// then the review, a list of every answer on the path that goes to the page of the
/// one chosen and comes back to it.
extension FormScene {
    /// Whether the review is shown: a journey at its review, no nested form open.
    var isAtReview: Bool { nested.isEmpty && journey?.isAtReview == true }

    /// Keeps the journey where the answers allow: a page a change took off the
    /// path gives way to the first page still to answer.
    mutating func settleJourney() {
        guard let journey, nested.isEmpty else { return }
        let settled = FormJourney(form: root, state: journey.state)
        guard settled.state != journey.state else { return }
        self.journey = settled
        if settled.isAtReview { showReview() } else { showPage(focusing: nil) }
    }

    /// Continues from the page shown: its answers are checked, and when they are
    /// valid the next page on the path is shown, or the review; otherwise the focus
    /// goes to the first row in error.
    mutating func continuePage() -> SceneStep {
        guard var journey else { return .stay }
        let current = focus
        // Leaving the row takes what was typed into it.
        setFocus(nil)
        let step = journey.advance()
        self.journey = journey
        switch step {
        case .invalid(let errors):
            let firstError = journey.currentPage?.rows.first { !$0.validationErrors.isEmpty && canFocus($0) }
            showPage(focusing: firstError ?? current)
            note = root.messages.keyboard.errorsToFix(errors.count)
        case .page:
            showPage(focusing: nil)
            if asked != nil, focus == nil { return continuePage() }
        case .review:
            // Asking only some rows, the review would ask them all again.
            if asked != nil { return submitJourney() }
            showReview(choosing: 0)
        }
        return .stay
    }

    /// Asking only some rows, goes past the pages from where the journey stands that
    /// have none to ask, up to one with errors or the review.
    mutating func passPagesWithNothingToAsk() {
        guard asked != nil, var journey, nested.isEmpty else { return }
        while focus == nil, journey.currentPage != nil {
            guard case .page = journey.advance() else { break }
            self.journey = journey
            showPage(focusing: nil)
        }
        self.journey = journey
        if focus == nil, !journey.isAtReview { showPage(focusing: nil) }
    }

    /// Goes back a page, from the review to the last one, keeping what was typed
    /// and checking nothing; on the first page it stays.
    mutating func goBackAPage() {
        guard var journey else { return }
        setFocus(nil)
        journey.back()
        self.journey = journey
        showPage(focusing: nil)
    }

    /// Shows the page the journey stands at, from its top, the focus on `row` or its
    /// first row.
    mutating func showPage(focusing row: BaseRow?) {
        show(nested: [], focusing: row)
    }

    /// Shows the review, the answer at `choice` chosen (as it was, when nil).
    mutating func showReview(choosing choice: Int? = nil) {
        setFocus(nil)
        if let choice { reviewChoice = choice }
        reviewTop = 0
    }

    /// Checks every page on the path again: done when all is well; otherwise the
    /// first page at fault is shown, its first error focused (or the review keeps
    /// the form's own errors).
    private mutating func submitJourney() -> SceneStep {
        guard var journey else { return .finish }
        let errors = journey.submit()
        self.journey = journey
        if errors.isEmpty { return .finish }
        if !journey.isAtReview {
            showPage(focusing: journey.currentPage?.rows.first { !$0.validationErrors.isEmpty && canFocus($0) })
        }
        note = root.messages.keyboard.errorsToFix(errors.count)
        return .stay
    }

    // MARK: The review

    /// Keys at the review: ↑↓ choose an answer, Enter changes it (or submits, on the
    /// submit line), Ctrl-S submits, Ctrl-P or Esc go back to the last page.
    mutating func handleReview(_ event: TerminalEvent) -> SceneStep {
        guard case .key(let press) = event, let journey else { return .stay }
        let answers = journey.review
        switch (press.key, press.modifiers) {
        case (.up, []), (.tab, .shift): reviewChoice = max(0, reviewChoice - 1)
        case (.down, []), (.tab, []): reviewChoice = min(answers.count, reviewChoice + 1)
        case (.pageUp, _): reviewChoice = max(0, reviewChoice - 10)
        case (.pageDown, _): reviewChoice = min(answers.count, reviewChoice + 10)
        case (.home, _): reviewChoice = 0
        case (.end, _): reviewChoice = answers.count
        case (.escape, []): goBackAPage()
        case (.character("p"), .control): goBackAPage()
        case (.character("s"), .control), (.enter, .alt): return submitJourney()
        case (.enter, []):
            guard answers.indices.contains(reviewChoice) else { return submitJourney() }
            change(answers[reviewChoice].tag)
        default: break
        }
        return .stay
    }

    /// Goes to the page that asks `tag`, its row focused: continuing comes back to
    /// the review.
    private mutating func change(_ tag: String) {
        guard var journey, journey.change(tag: tag) else { return }
        self.journey = journey
        let row = root.rowBy(tag: tag).flatMap { canFocus($0) ? $0 : nil }
        showPage(focusing: row)
    }

    /// The review's lines at `width`, and the line of each choice: each answer's,
    /// then the submit line's.
    func reviewLines(width: Int) -> (lines: [StyledLine], choices: [Int]) {
        guard let journey else { return ([], []) }
        let messages = root.messages
        var lines: [StyledLine] = []
        var choices: [Int] = []
        if let title = root.displayTitle, !title.isEmpty { lines.append(StyledLine(title, style: palette.title)) }
        lines.append(StyledLine(messages.checkYourAnswers, style: palette.title))
        for error in root.formErrors {
            lines.append(StyledLine([Span(trusted: "✗ ", style: palette.invalid), Span(error.msg, style: palette.invalid)]))
        }
        var page: Int?
        for (index, answer) in journey.review.enumerated() {
            if answer.page != page {
                page = answer.page
                lines.append(StyledLine())
                if let title = answer.pageTitle, !title.isEmpty {
                    lines.append(StyledLine(TerminalText.oneLine(title), style: palette.title))
                }
            }
            let chosen = index == reviewChoice
            var line = StyledLine([Span(trusted: chosen ? "❯ " : "  ", style: chosen ? palette.accent : .plain),
                                   Span(TerminalText.oneLine(answer.question ?? answer.tag), style: palette.title)])
            let valueWidth = max(1, width - line.width - 5)
            let value = answer.answer.map { StyledLine(TerminalText.oneLine($0), style: palette.accent) }
                ?? StyledLine(messages.notProvided, style: palette.secondary)
            let shown = value.truncated(to: valueWidth)
            line.append(String(repeating: " ", count: max(2, width - 1 - line.width - shown.width)))
            line.append(shown)
            choices.append(lines.count)
            lines.append(line)
        }
        lines.append(StyledLine())
        let submitChosen = reviewChoice >= choices.count
        choices.append(lines.count)
        lines.append(StyledLine([Span(trusted: submitChosen ? "❯ " : "  ", style: submitChosen ? palette.accent : .plain),
                                 Span(messages.submit, style: palette.accent)]))
        return (lines, choices)
    }

    /// Draws the review in `height` lines, the chosen line in view.
    mutating func drawReview(into buffer: inout ScreenBuffer, height: Int) {
        let (lines, choices) = reviewLines(width: buffer.width)
        let chosen = choices[min(reviewChoice, choices.count - 1)]
        if chosen < reviewTop {
            // The page's title above the first answer of a page comes into view with it.
            reviewTop = reviewChoice == 0 ? 0 : chosen
        } else if chosen >= reviewTop + height {
            reviewTop = chosen - height + 1
        }
        reviewTop = max(0, min(reviewTop, lines.count - height))
        for (row, line) in lines.dropFirst(reviewTop).prefix(height).enumerated() {
            buffer.write(line.truncated(to: buffer.width), row: row)
        }
    }

    // MARK: Lines

    /// "Page n of m" with a bar that fills as the path is walked.
    func progressLine(_ progress: JourneyProgress, width: Int) -> StyledLine {
        let barWidth = max(4, min(20, width / 4))
        let filled = progress.count == 0 ? 0 : barWidth * progress.number / progress.count
        return StyledLine([
            Span(trusted: String(repeating: "━", count: filled), style: palette.accent),
            Span(trusted: String(repeating: "─", count: barWidth - filled), style: palette.secondary),
            Span(trusted: "  "),
            Span(root.messages.pageProgress("\(progress.number)", "\(progress.count)"), style: palette.secondary),
        ])
    }

    /// The form's keys on the line of hints: submitting, or for a journey
    /// continuing and going back; going back from a nested form.
    func formHints(_ words: KeyboardWords) -> String {
        guard nested.isEmpty else { return words.hints((words.escapeKey, words.back)) }
        guard let journey else { return words.hints(("Ctrl-S", words.submit)) }
        if journey.isAtReview {
            return words.hints(("↑↓", words.move), (words.enterKey, words.change), ("Ctrl-S", words.submit), ("Ctrl-P", words.back))
        }
        let first = journey.form.path.first?.index
        guard case .page(let index) = journey.state.position, index != first else {
            return words.hints(("Ctrl-S", words.continuePage))
        }
        return words.hints(("Ctrl-S", words.continuePage), ("Ctrl-P", words.back))
    }
}
