import Foundation
import Formwork

/// A form asked as plain questions, one per line, for screen readers, scripts and
/// terminals that cannot be drawn on: numbered choices, the same checks as everywhere,
/// no escape codes, and never a wait without end.
///
/// Each row is asked by its presenter's plain mode (``TerminalRowPresenter/plainQuestion(for:)``),
/// in the words of the form's catalogue.
///
/// Rows are asked in the form's order, so conditions skip the rows an earlier answer
/// hid. Rows that already have a value are shown, not asked, unless every row is to be
/// asked: then the value is offered, kept by an empty answer and cleared by `-` (so
/// `-` itself cannot be the answer to a row that offers a value). A kept value is
/// checked like a typed one. An answer the row refuses is asked again with the
/// reason, but not without end when the answers do not come from a terminal: three
/// empty answers refused in a row for one row, or ten of any kind, end the run. When input ends, when a question is given up that way, or when
/// a round of asking again reads nothing (a row with nothing to choose from), what
/// was answered is validated: a complete form is done; otherwise the error names
/// every row still wanting an answer.
///
/// A form of several pages is asked a page at a time (``FormJourney``), each under
/// "Page n of m" and its title. `<` goes back a page, whose answers are then offered
/// to keep or change; a page is checked before the next one is asked, and the last
/// leads to the review, which lists every answer by number to change one.
struct PlainForm {
    let form: Form
    let io: PlainIO
    /// The presenters whose plain mode asks each row.
    let presenters: TerminalPresenters
    /// The words of the form's catalogue.
    private let words: KeyboardWords
    /// Whether rows that have a value are asked too, offering it.
    let asksEveryRow: Bool
    private var ended = false
    /// How many answers were read: a round of questions that reads none would
    /// only repeat itself.
    private var reads = 0
    /// Whether answers are written after the questions: input that is not a terminal
    /// does not echo, and the transcript should read as a conversation.
    private let echoes: Bool
    /// The most options listed at once; longer lists are searched by typing.
    static let listedOptions = 30
    /// Empty answers one question may have refused in a row before the run ends.
    static let maximumEmptyRefusals = 3
    /// Answers of any kind one question may have refused in a row before the run ends.
    static let maximumRefusals = 10
    /// What is being asked (a row, a section, a group), what was asked last, and how
    /// often in a row answers to it were refused: any, and empty ones.
    private var lastAsked: ObjectIdentifier?
    private var lastQuestion = ""
    private var refusals = 0
    private var emptyRefusals = 0
    private var lastAnswerWasEmpty = false
    /// Whether refusals end the run: only when answers do not come from a person at
    /// a terminal, who may take as many tries as they like.
    private let limitsRefusals: Bool
    /// The question the run stopped at, refused too often; nil when it was not.
    private var givenUp: String?
    /// Where a form of several pages starts.
    private let start: JourneyState
    /// Whether `<` goes back a page: on a page of several past the first.
    private var backIsAllowed = false
    /// Whether `<` was answered: the page stops being asked, and the one before is.
    private var goingBack = false
    /// Whether the page being asked offers the answers it has (Enter keeps one):
    /// a page gone back to.
    private var offering = false
    /// Whether rows that have a value are asked, offering it.
    private var offersValues: Bool { asksEveryRow || offering }
    /// The rows asked, when only some are (``TerminalForm/asksRow``).
    private let asked: AskedRows?

    init(form: Form, io: PlainIO, presenters: TerminalPresenters = TerminalPresenters(), asksEveryRow: Bool = false,
         journey: JourneyState = JourneyState(), asked: AskedRows? = nil) {
        self.form = form
        self.asked = asked
        self.io = io
        self.presenters = presenters
        words = form.messages.keyboard
        self.asksEveryRow = asksEveryRow
        echoes = isatty(io.input) != 1
        limitsRefusals = echoes
        start = journey
    }

    mutating func run() throws(TerminalError) -> TerminalFormOutcome {
        if let title = form.displayTitle, !title.isEmpty { say(TerminalText.sanitized(title)) }
        if form.isPaged { return try runJourney() }
        ask(form)
        while true {
            let errors = form.validate()
            if errors.isEmpty {
                say(words.allDone)
                return .completed(form.values())
            }
            let fixable = form.rows.filter { !$0.validationErrors.isEmpty && canAnswer($0) }
            if ended || fixable.isEmpty { throw notDone(in: form.rows) }
            say(words.needsAnotherLook)
            let before = reads
            for row in fixable where !ended { askRow(row, again: true) }
            // Nothing could be asked (no choices to offer): asking again would loop.
            if reads == before { ended = true }
        }
    }

    /// Says which of `rows` are still at fault (or the form's own errors), and the
    /// error to end the run with.
    private func notDone(in rows: [BaseRow]) -> TerminalError {
        var named: [String] = []
        for row in rows where !row.validationErrors.isEmpty {
            named.append(name(of: row) + " (" + row.validationErrors.map { Self.line($0.msg) }.joined(separator: ", ") + ")")
        }
        if named.isEmpty { named = form.formErrors.map { Self.line($0.msg) } }
        say(words.notDone(named.joined(separator: "; ")))
        if let givenUp { return .gaveUp(question: givenUp, unanswered: named) }
        return .unanswered(named)
    }

    // MARK: Pages

    /// Asks a form of several pages page by page, then its review, until it is
    /// submitted with every page on the path valid, or input ends.
    private mutating func runJourney() throws(TerminalError) -> TerminalFormOutcome {
        var journey = FormJourney(form: form, state: start)
        while !ended {
            guard let page = journey.currentPage else {
                // Asking only some rows, the review would ask them all again.
                guard asked == nil, reviewChanges(&journey) else { break }
                continue
            }
            ask(page, in: journey)
            if takeBack(&journey) { continue }
            if ended { break }
            _ = continueFrom(page, in: &journey)
            _ = takeBack(&journey)
        }
        // Input ended, or a question was given up: what is on the path decides.
        let errors = journey.submit()
        if errors.isEmpty, givenUp == nil {
            say(words.allDone)
            return .completed(form.values())
        }
        throw notDone(in: form.path.flatMap(\.rows))
    }

    /// Asks the page the journey stands at, under its place on the path.
    private mutating func ask(_ page: FormPage, in journey: FormJourney) {
        let progress = journey.progress
        backIsAllowed = progress.number > 1
        var heading = form.messages.pageProgress("\(progress.number)", "\(progress.count)")
        if backIsAllowed { heading += " (" + words.backAPage + ")" }
        say("", heading)
        // The page's sections as they stand: answers may show or hide some.
        var index = 0
        while index < page.sections.count, !ended {
            let section = page.sections[index]
            index += 1
            if !section.isHidden { ask(section, in: form) }
        }
    }

    /// After `<`: goes back a page, whose answers are then offered. False when `<`
    /// was not answered.
    private mutating func takeBack(_ journey: inout FormJourney) -> Bool {
        guard goingBack else { return false }
        goingBack = false
        ended = false
        journey.back()
        offering = true
        return true
    }

    /// Continues from `page`: while its answers are not valid, its rows at fault are
    /// asked again. False when they could not be (input ended, nothing to ask, `<`).
    private mutating func continueFrom(_ page: FormPage, in journey: inout FormJourney) -> Bool {
        while true {
            switch journey.advance() {
            case .page, .review:
                offering = false
                return true
            case .invalid:
                if ended { return false }
                say(words.needsAnotherLook)
                let before = reads
                for row in page.rows where !row.validationErrors.isEmpty && canAnswer(row) && !ended { askRow(row, again: true) }
                if ended { return false }
                // Nothing could be asked: asking again would loop.
                if reads == before {
                    ended = true
                    return false
                }
            }
        }
    }

    // MARK: Walking the form

    private mutating func ask(_ form: Form) {
        var sectionIndex = 0
        // Indices, not a copy: answers may add sections and rows, or hide them.
        while sectionIndex < form.allSections.count, !ended {
            let section = form.allSections[sectionIndex]
            sectionIndex += 1
            guard !section.isHidden else { continue }
            ask(section, in: form)
        }
    }

    /// Asks a section's rows, under its header.
    private mutating func ask(_ section: Section, in form: Form) {
        if let header = section.richHeader, !header.runs.isEmpty { say("", header.terminalText, "") }
        switch section.layout {
        case .choices:
            askChoice(in: section)
        case .group:
            askGroup(section)
        case .rows:
            var rowIndex = 0
            while rowIndex < section.allRows.count, !ended {
                let row = section.allRows[rowIndex]
                rowIndex += 1
                askRow(row, again: false)
            }
        }
        if let footer = section.richFooter, !footer.runs.isEmpty { say(footer.terminalText) }
    }

    // MARK: The review

    /// Shows every answer on the path, numbered, with "Not provided" for those not
    /// given, and asks for the number of one to change, or nothing to submit. A
    /// change offers that answer again, and continuing from its page asks first
    /// the pages the change put on the path, then comes back here. True to go on
    /// (an answer changed or refused, or errors found on submitting); false when
    /// the form was submitted valid or input ended.
    private mutating func reviewChanges(_ journey: inout FormJourney) -> Bool {
        let messages = form.messages
        let answers = journey.review
        say("", TerminalText.sanitized(messages.checkYourAnswers))
        for (index, answer) in answers.enumerated() {
            let question = Self.line(answer.question ?? answer.tag)
            say("  \(index + 1)) " + question + ": " + Self.line(answer.answer ?? messages.notProvided))
        }
        backIsAllowed = true
        guard let line = question(words.changeOrSubmit, about: form) else {
            if takeBack(&journey) { return true }
            return false
        }
        let typed = line.trimmingCharacters(in: .whitespaces)
        if typed.isEmpty {
            let errors = journey.submit()
            guard !errors.isEmpty else { return false }
            say(words.needsAnotherLook)
            // Errors of the form's own, not a page's, keep the review.
            if journey.isAtReview { refuse(errors.map(\.msg).joined(separator: "\n")) }
            return !ended
        }
        guard let number = Int(typed), answers.indices.contains(number - 1), journey.change(tag: answers[number - 1].tag),
              let page = journey.currentPage else {
            refuse(words.noOptionMatchesAnswer(typed))
            return !ended
        }
        offering = true
        let tag = answers[number - 1].tag
        if let row = form.rowBy(tag: tag) {
            askRow(row, again: false)
        } else if let section = form.sectionBy(tag: tag) {
            ask(section, in: form)
        }
        if takeBack(&journey) { return true }
        if !ended { _ = continueFrom(page, in: &journey) }
        offering = false
        _ = takeBack(&journey)
        return true
    }

    /// Whether a row is asked about at all: shown, enabled, and not the picker of a row
    /// that is asked itself.
    private func isAsked(_ row: BaseRow) -> Bool {
        row.isVisible && !row.isDisabled && !row.isInlinePicker
    }

    /// Whether a row takes an answer: asked, and holding something a person enters
    /// (not a label or a button), or opening a form of its own.
    private func canAnswer(_ row: BaseRow) -> Bool {
        isAsked(row) && (row.valueClass != .none || row.nestedForm != nil)
    }

    private mutating func askGroup(_ group: Section) {
        var index = 0
        while index < group.items.count, !ended {
            askRow(group.items[index], again: false)
            index += 1
        }
        // A group that adds items has a row to add them with; asking only some
        // rows, items are not added.
        guard group.addItemRow != nil, asked == nil else { return }
        let noun = group.displayHeader ?? words.item
        let answers = (words.yesAnswers.first ?? "y") + "/" + (words.noAnswers.first ?? "n").uppercased()
        while !ended, let answer = question(words.addTo(noun) + " (" + answers + ")", about: group) {
            guard words.yes(answer) == true else { return }
            guard let row = group.addItem() else {
                say("  " + words.noMoreItems + ".")
                return
            }
            askRow(row, again: true)
        }
    }

    private mutating func askRow(_ row: BaseRow, again: Bool) {
        guard isAsked(row) else { return }
        if let nested = row.nestedForm {
            say("", name(of: row) + ":")
            // Asked again, the nested rows at fault show their errors, and so are asked
            // rather than shown (the row's own check runs the subform's quietly).
            if again { _ = nested.validate() }
            ask(nested)
            return
        }
        let presenter = presenters.presenter(for: row)
        // A row that holds nothing a person enters (a label, a button), or that is
        // not asked, is only shown.
        if row.valueClass == .none || presenter.plainQuestion(for: row) == .shown || asked?.asks(row) == false {
            if let text = row.displayText { say(name(of: row) + ": " + TerminalText.sanitized(text)) }
            return
        }
        // A value the row has and that is fine is shown, or offered to keep.
        var offered = again || !row.validationErrors.isEmpty ? nil : row.answerText.flatMap { $0.isEmpty ? nil : $0 }
        if let offered, !offersValues {
            say(name(of: row) + ": " + TerminalText.sanitized(offered))
            return
        }
        while !ended {
            // Asked again (a refused answer, a cleared value), the offer no longer stands.
            let offering = offered
            offered = nil
            let before = reads
            let problem: String?
            // Asked again, the question says what the row holds now (a count, a bound).
            switch presenter.plainQuestion(for: row) {
            case .shown:
                // Shown rows returned before the loop; one that turns shown between
                // two askings is done with.
                return
            case .choices:
                problem = askOptions(of: row, offers: offering != nil)
            case .line(let shape):
                guard let answer = question(prompt(for: row, shape: shape, offering: offering), about: row, secret: row.isSecret) else {
                    return
                }
                // A kept value goes on to be checked like a typed one.
                problem = offering != nil && keepOrClear(answer, on: row) ? nil : presenter.takePlainAnswer(answer, for: row)
            }
            if let problem {
                refuse(problem)
                continue
            }
            if ended { return }
            let errors = row.validate()
            guard let first = errors.first else {
                answered()
                return
            }
            refuse(first.msg)
            // Nothing was read (no choices to offer): asking again would change nothing.
            if reads == before { return }
        }
    }

    /// For an offered value: true when the answer keeps it (empty) or cleared it
    /// (`-`), false when the answer is a new value to take.
    private func keepOrClear(_ answer: String, on row: BaseRow) -> Bool {
        switch answer.trimmingCharacters(in: .whitespaces) {
        case "": return true
        case "-":
            _ = row.takeInput(.absent)
            return true
        default: return false
        }
    }

    /// What an offered value's question adds: how to keep it and, where it can be
    /// taken away, how to clear it.
    private func offer(_ value: String?, clears: Bool = true) -> String {
        (value.map(words.keeps) ?? words.keepsHidden) + (clears ? ", " + words.clears : "")
    }

    /// The question for a row that takes a line of text: its name, and the shape the
    /// answer takes as its presenter says it.
    private func prompt(for row: BaseRow, shape: [String], offering offered: String?) -> String {
        var hints = shape
        if let offered {
            hints.append(offer(row.isSecret ? nil : offered))
        } else if let current = row.answerText, !current.isEmpty {
            hints.append(words.now(current))
        }
        var text = name(of: row)
        if row.isRequired { text += " " + words.requiredMark }
        if !hints.isEmpty { text += " [" + hints.joined(separator: ", ") + "]" }
        if let help = row.richHelp, !help.runs.isEmpty { say("  " + help.terminalText.replacingOccurrences(of: "\n", with: "\n  ")) }
        return text
    }

    // MARK: Choices

    /// Asks for a row's choices, list after list; the reason when an answer is refused.
    /// When `offers`, each list offers what it has chosen: an empty answer keeps it and
    /// `-` clears the row. Lists are read again after each answer, since a cascading
    /// picker's later lists follow its earlier ones; once an earlier list changed, the
    /// later ones are asked without an offer (what they hold now was never seen).
    private mutating func askOptions(of row: BaseRow, offers: Bool) -> String? {
        var changed = false
        var index = 0
        while index < row.optionLists.count {
            let list = row.optionLists[index]
            var title = name(of: row)
            if row.optionLists.count > 1 { title += " (" + words.position(index + 1, row.optionLists.count) + ")" }
            let chosen = list.options.filter(\.isSelected)
            let offer = offers && !changed && !chosen.isEmpty ? chosen.map { TerminalText.sanitized($0.title) }.joined(separator: ", ") : nil
            switch choose(from: list, about: row, title: title, required: row.isRequired, offering: offer) {
            case .chosen(let keys):
                if keys != chosen.map(\.key) { changed = true }
                TerminalSelector.apply(keys, of: list, to: row, list: index)
            case .kept: break
            case .cleared:
                _ = row.takeInput(.absent)
                return nil
            case .none: return nil
            }
            index += 1
        }
        return nil
    }

    /// An answer to a list of choices.
    private enum Choice {
        case chosen([String])
        /// The choice offered is kept.
        case kept
        /// The choice offered is taken away.
        case cleared
        /// Nothing chosen, or input ended.
        case none
    }

    /// Asks a selectable section for its choice. The answer goes to the section as a
    /// whole, as a submitted form's would, so its rules hold: disabled rows keep their
    /// state, and a single choice without deselection cannot be cleared (its offer
    /// says so).
    private mutating func askChoice(in section: Section) {
        guard let first = section.optionLists.first else { return }
        let selected = first.options.filter(\.isSelected).map(\.title).map(TerminalText.sanitized).joined(separator: ", ")
        if !selected.isEmpty && !offersValues {
            say(selected)
            return
        }
        var clears = true
        if case .singleSelection(enableDeselection: false)? = section.selection { clears = false }
        var offering = selected.isEmpty ? nil : selected
        while !ended, let list = section.optionLists.first {
            let input: RowInput
            switch choose(from: list, about: section, title: section.displayHeader ?? words.chooseOne, required: false, offering: offering,
                          clears: clears) {
            case .chosen(let keys) where !keys.isEmpty: input = .texts(keys)
            case .chosen, .cleared: input = .absent
            case .kept, .none: return
            }
            guard case .rejected(let message) = section.takeInput(input) else {
                answered()
                return
            }
            refuse(message)
            offering = nil
        }
    }

    /// Lists the options numbered and reads a choice: numbers, or words of a title. A
    /// long list shows its first options and is searched by typing. With a choice
    /// offered, an empty answer keeps it and `-` clears it.
    private mutating func choose(from list: RowOptionList, about subject: AnyObject, title: String, required: Bool,
                                 offering offered: String?, clears: Bool = true) -> Choice {
        let options = list.groups.flatMap(\.options)
        guard !options.isEmpty else {
            say(words.nothingToChooseFrom(title))
            return .none
        }
        show(options, numbers: Array(options.indices))
        let how = list.allowsMultipleSelection ? words.numbersSeparatedByCommas : words.aNumber
        let more = options.count > Self.listedOptions ? " " + words.orWordsToSearch : ""
        let offer = offered.map { ", " + self.offer($0, clears: clears) } ?? ""
        while let answer = question(title + (required ? " " + words.requiredMark : "") + " [\(how)\(more)\(offer)]", about: subject) {
            let trimmed = answer.trimmingCharacters(in: .whitespaces)
            if offered != nil && trimmed.isEmpty { return .kept }
            if offered != nil && trimmed == "-" {
                if clears { return .cleared }
                refuse(words.cannotBeCleared)
                continue
            }
            if trimmed.isEmpty {
                if !required { return .none }
                refuse(words.chooseOne)
                continue
            }
            let parts = list.allowsMultipleSelection ? trimmed.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } : [trimmed]
            var keys: [String] = []
            var unknown: String?
            for part in parts where !part.isEmpty {
                if let number = Int(part), number >= 1, number <= options.count {
                    keys.append(options[number - 1].key)
                    continue
                }
                let lowered = part.lowercased()
                if let exact = options.first(where: { $0.title.lowercased() == lowered }) {
                    keys.append(exact.key)
                    continue
                }
                let matches = options.indices.filter { options[$0].title.lowercased().contains(lowered) }
                if matches.count == 1 {
                    keys.append(options[matches[0]].key)
                } else {
                    unknown = part
                    if matches.isEmpty { refuse(words.noOptionMatchesAnswer(part)) } else {
                        refuse(words.optionsMatch(matches.count, part))
                        show(options, numbers: matches)
                    }
                    break
                }
            }
            if unknown == nil { return .chosen(keys) }
        }
        return .none
    }

    private func show(_ options: [RowOption], numbers: [Int]) {
        for index in numbers.prefix(Self.listedOptions) {
            say("  \(index + 1)) " + TerminalText.sanitized(options[index].title) + (options[index].isSelected ? " " + words.chosen : ""))
        }
        if numbers.count > Self.listedOptions { say("  " + words.more(numbers.count - Self.listedOptions)) }
    }

    // MARK: Lines

    /// `text` made safe on one line: line breaks become spaces.
    private static func line(_ text: String) -> String {
        TerminalText.sanitized(TerminalText.oneLine(text))
    }

    private func say(_ lines: String...) {
        io.write(lines.map { $0 + "\n" }.joined())
    }

    /// Says why an answer was refused. A question refused again and again ends the
    /// run: input that keeps sending empty lines (or anything else that does not
    /// fit) would otherwise be asked the same thing without end.
    private mutating func refuse(_ reason: String) {
        let lines = TerminalText.lines(reason).map { TerminalText.sanitized(String($0)) }
        say("  ✗ " + lines.joined(separator: "\n    "))
        refusals += 1
        if lastAnswerWasEmpty { emptyRefusals += 1 }
        guard limitsRefusals, emptyRefusals >= Self.maximumEmptyRefusals || refusals >= Self.maximumRefusals else { return }
        say("  " + words.stopping(refusals))
        givenUp = lastQuestion
        ended = true
    }

    /// An answer was taken: the count of refusals starts again.
    private mutating func answered() {
        refusals = 0
        emptyRefusals = 0
    }

    /// Writes a question about `subject` (a row, a section, a group) and reads its
    /// answer; nil when input has ended (or the run has, after a question refused
    /// too often).
    private mutating func question(_ text: String, about subject: AnyObject, secret: Bool = false) -> String? {
        guard !ended else { return nil }
        // Refusals count for one row (or list, or group) at a time, however its
        // question is worded as the answers change.
        let asked = ObjectIdentifier(subject)
        if asked != lastAsked {
            lastAsked = asked
            answered()
        }
        lastQuestion = text
        io.write(TerminalText.sanitized(text) + ": ")
        reads += 1
        guard let line = io.readLine(secret: secret) else {
            ended = true
            io.write("\n")
            return nil
        }
        if backIsAllowed, line.trimmingCharacters(in: .whitespaces) == "<" {
            // Back a page: what this page asks stops here.
            if echoes { io.write(line + "\n") }
            goingBack = true
            ended = true
            return nil
        }
        lastAnswerWasEmpty = line.trimmingCharacters(in: .whitespaces).isEmpty
        // Empty answers count in a row: one with something in it ends the streak.
        if !lastAnswerWasEmpty { emptyRefusals = 0 }
        if echoes { io.write((secret && !line.isEmpty ? BaseRow.secretMask : TerminalText.sanitized(line)) + "\n") }
        return line
    }

    private func name(of row: BaseRow) -> String {
        if let label = row.cellForDrawing()?.accessibilityLabel { return TerminalText.sanitized(label) }
        // A title asks on one line: its line breaks become spaces.
        return row.richTitle.map { Self.line($0.terminalText) } ?? TerminalText.sanitized(row.tag ?? words.answer)
    }
}
