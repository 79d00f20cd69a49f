import Foundation

extension Form {
    /// What the form asks, as a short text that changes when a question is added,
    /// removed, renamed or asks another type, or the pages change: a draft records
    /// it, so that resuming a draft of a form changed since keeps what still fits.
    public var definitionFingerprint: String {
        var text = ""
        for section in sectionStorage {
            text += section.startsPage ? "P" : "S"
            text += (section.tag ?? "") + "|" + section.kind.rawValue + "\n"
            for row in section.rowStorage {
                text += "  " + (row.tag ?? "") + "|" + row.kind.rawValue + "|" + row.valueTypeName + "\n"
            }
        }
        return Draft.fingerprint(text)
    }

    /// The answers a draft keeps: every tagged row and repeating group on the path
    /// that holds an answer, as schemas write values, leaving out secrets and rows
    /// marked sensitive, and everything hidden or off the path.
    public func draftAnswers() -> [String: JSONValue] {
        var answers: [String: JSONValue] = [:]
        // A repeating group's value as JSON comes from the form's, worked out once.
        var groups: [String: JSONValue]?
        for section in sectionStorage where !section.isHidden {
            if let tag = section.tag, section.isMultivalued, section.allRows.allSatisfy(\.mayBeKeptInDrafts) {
                if groups == nil { groups = jsonValues() }
                guard let value = groups?[tag] else { continue }
                answers[tag] = value
                continue
            }
            for row in section.rowStorage where !row.isHidden && row.mayBeKeptInDrafts {
                guard let tag = row.tag, row.valueClass != .none, let value = row.schemaValue else { continue }
                answers[tag] = value
            }
        }
        return answers
    }

    /// The rows whose answers a draft never keeps, as problems for serving the form
    /// as a journey, which keeps every answer in its draft between pages: a secret
    /// (a password), a row marked sensitive, a subform. Empty when there are none.
    public var answersDraftsCannotKeep: [String] {
        sectionStorage.flatMap { section in
            section.allRows.compactMap { row -> String? in
                let what = row.isSecret ? "a secret" : row.isSensitive ? "marked sensitive" : row.nestedForm != nil ? "a subform" : nil
                guard let what else { return nil }
                let name = row.tag ?? row.title ?? row.identifier
                return "\(name) is \(what): a draft never keeps its answer, and a journey keeps its answers in one between pages"
            }
        }
    }

    /// A new draft of the form's answers, with the journey where `journey` stands.
    public func makeDraft(journey: JourneyState = JourneyState(), now: Date = Date()) -> Draft {
        Draft(fingerprint: definitionFingerprint, answers: draftAnswers(), journey: journey, now: now)
    }

    /// `draft` holding the form's answers as they are now, with the journey at
    /// `journey` (where the answers alone say, by default: ``answeredJourney()``);
    /// a new draft when `draft` is nil. For a front end that saves a whole form's
    /// answers at once, such as a terminal: it names no drawing of a page, so the
    /// draft's ``Draft/pageWriters`` are forgotten, and a page drawn elsewhere
    /// before these answers were saved meets them as a conflict.
    public func draft(over draft: Draft?, journey: JourneyState? = nil, now: Date = Date()) -> Draft {
        let journey = journey ?? answeredJourney()
        guard var next = draft else { return makeDraft(journey: journey, now: now) }
        next.answers = draftAnswers()
        next.journey = journey
        next.fingerprint = definitionFingerprint
        next.pageWriters = [:]
        return next
    }

    /// Takes `draft`'s answers into the form (those that no longer fit are left
    /// out) and gives the journey to continue from: where the draft stood, or,
    /// when the form changed since, the first page that needs an answer.
    ///
    /// - Returns: the journey, and each answer that was left out, with why.
    public func resume(from draft: Draft) -> (journey: FormJourney, leftOut: [RejectedValue]) {
        var leftOut: [RejectedValue] = []
        for (tag, value) in draft.answers.sorted(by: { $0.key < $1.key }) {
            switch element(forTag: tag) {
            case .row(let row)?:
                guard row.mayBeKeptInDrafts else {
                    leftOut.append(RejectedValue(tag: tag, reason: "a secret or sensitive answer is never resumed"))
                    continue
                }
                if let problem = row.setSchemaValue(value) { leftOut.append(RejectedValue(tag: tag, reason: problem)) }
            case .section(let section)?:
                if !section.setSectionValue(value.anyValue) {
                    leftOut.append(RejectedValue(tag: tag, reason: "\(value) does not fit \(section)"))
                }
            case nil:
                leftOut.append(RejectedValue(tag: tag, reason: "the form no longer asks it"))
            }
        }
        // Page numbers may mean other pages now: the answers say where to go on.
        let state = draft.fingerprint == definitionFingerprint ? draft.journey : answeredJourney()
        return (FormJourney(form: self, state: state), leftOut)
    }

    /// Where a journey through the form stands by its answers alone: the pages on
    /// the path answered validly count as continued from, up to the first that
    /// needs an answer, which is the page to go on with (the review when none
    /// does). For a draft of a form filled in without pages' steps, such as all at
    /// once in a terminal, and of a form whose pages changed since.
    public func answeredJourney() -> JourneyState {
        var state = JourneyState()
        for page in path {
            guard validate(page: page, quietly: true).isEmpty else { break }
            state.visited.insert(page.index)
        }
        if let next = path.first(where: { !state.visited.contains($0.index) }) {
            state.position = .page(next.index)
        } else {
            state.position = path.isEmpty ? .page(0) : .review
        }
        return state
    }
}

extension Draft {
    /// The draft's answers to `tags` (a page's, ``FormPage/answerTags``) as a short
    /// text that changes when one of them does: a page drawn from a draft carries
    /// it, so that a post finds whether the page's answers were changed elsewhere
    /// (another tab, another device) since it was drawn. The same on every server
    /// instance.
    public func fingerprint(ofAnswersTo tags: some Sequence<String>) -> String {
        var text = ""
        for tag in Set(tags).sorted() {
            guard let answer = answers[tag] else { continue }
            text += tag + "=" + answer.description + "\n"
        }
        return Self.fingerprint(text)
    }

    /// FNV-1a, 64 bits, in hexadecimal: a fingerprint to notice a change, not a secret.
    static func fingerprint(_ text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        return String(hash, radix: 16)
    }
}

extension FormPage {
    /// The tags under which a draft keeps the page's answers: its rows' and its
    /// repeating groups', shown or not.
    public var answerTags: [String] {
        sections.flatMap { section in
            (section.isMultivalued ? [section.tag].compactMap { $0 } : []) + section.allRows.compactMap(\.tag)
        }
    }
}
