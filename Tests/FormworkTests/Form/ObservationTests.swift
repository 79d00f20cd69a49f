import Formwork
import Testing

/// Records events as short strings, so tests can compare sequences.
final class EventTranscript {
    var entries: [String] = []

    init(_ form: Form) {
        form.addObserver { [unowned self] event in self.entries.append(Self.describe(event)) }
    }

    static func name(_ row: BaseRow) -> String { row.tag ?? "?" }
    static func name(_ section: Section) -> String { section.tag ?? "?" }

    static func describe(_ event: FormEvent) -> String {
        switch event {
        case .sectionInserted(let s, let i): return "section+ \(name(s))@\(i)"
        case .sectionRemoved(let s, let i): return "section- \(name(s))@\(i)"
        case .sectionReplaced(let o, let n, let i): return "section~ \(name(o))>\(name(n))@\(i)"
        case .sectionHidden(let s, let i): return "section hidden \(name(s))@\(i)"
        case .sectionShown(let s, let i): return "section shown \(name(s))@\(i)"
        case .sectionMoved(let s, let from, let to): return "section moved \(name(s)) \(from)>\(to)"
        case .sectionUpdated(let s): return "section updated \(name(s))"
        case .rowInserted(let r, let i, _): return "row+ \(name(r))@\(i)"
        case .rowRemoved(let r, let i, _): return "row- \(name(r))@\(i)"
        case .rowReplaced(let o, let n, let i, _): return "row~ \(name(o))>\(name(n))@\(i)"
        case .rowHidden(let r, let i, _): return "hidden \(name(r))@\(i)"
        case .rowShown(let r, let i, _): return "shown \(name(r))@\(i)"
        case .rowMoved(let r, let from, let to, _): return "moved \(name(r)) \(from)>\(to)"
        case .valueChanged(let r, _, _): return "value \(name(r))"
        case .disabledChanged(let r): return "disabled \(name(r))=\(r.isDisabled)"
        case .validationChanged(let r): return "validation \(name(r))"
        case .focusChanged(let from, let to): return "focus \(from.map(name) ?? "-")>\(to.map(name) ?? "-")"
        case .inlineRowExpanded(let r): return "expanded \(name(r))"
        case .inlineRowCollapsed(let r): return "collapsed \(name(r))"
        case .rowUpdated(let r, _): return "updated \(name(r))"
        case .presentationRequested(let r): return "present \(name(r))"
        case .rowSelected(let r): return "selected \(name(r))"
        }
    }
}

@Suite("Form events")
struct ObservationTests {
    @Test func structuralChangesCarryVisibleIndices() {
        let form = Form()
        let log = EventTranscript(form)
        let section = Section { $0.tag = "s" }
        form +++ section
        section <<< TextRow("a") <<< TextRow("b")
        section.insert(TextRow("c"), at: 1)
        section[0] = TextRow("a2")
        section.remove(at: 2)
        #expect(log.entries == ["section+ s@0", "row+ a@0", "row+ b@1", "row+ c@1", "row~ a>a2@0", "row- b@2"])
    }

    @Test func hidingAndShowingReportIndicesAmongVisibleRows() {
        let form = Form()
        form +++ Section { $0.tag = "s" }
            <<< SwitchRow("flag") { $0.value = true }
            <<< TextRow("x") { $0.hidden = "$flag == false" }
            <<< TextRow("y") { $0.hidden = "$flag == false" }
        let log = EventTranscript(form)
        let flag: SwitchRow = form.rowBy(tag: "flag")!
        flag.value = false
        #expect(log.entries == ["hidden x@1", "hidden y@1", "value flag"])
        log.entries.removeAll()
        flag.value = true
        #expect(log.entries == ["shown x@1", "shown y@2", "value flag"])
    }

    @Test func aReplacementIsReportedBeforeWhatItSetsOff() {
        let form = Form()
        let section = Section { $0.tag = "s" }
        form +++ section <<< TextRow("a") { $0.value = "v" } <<< TextRow("b") { $0.hidden = "$a == 'v'" }
        let log = EventTranscript(form)
        section[0] = TextRow("c")
        // Replaying the events on [a] gives [c] then [c, b]: the real list.
        #expect(log.entries == ["row~ a>c@0", "shown b@1"])
        #expect(section.map(\.tag) == ["c", "b"])
    }

    @Test func sectionsHideAndShow() {
        let form = Form()
        form +++ Section { $0.tag = "top" } <<< SwitchRow("flag")
        form +++ Section { $0.tag = "more"; $0.hidden = "$flag != true" }
        let log = EventTranscript(form)
        #expect(form.count == 1)
        (form.rowBy(tag: "flag") as? SwitchRow)?.value = true
        #expect(log.entries == ["section shown more@1", "value flag"])
        #expect(form.count == 2)
    }

    @Test func disabledFocusInlineAndUpdateEvents() {
        let form = Form()
        form +++ Section()
            <<< SwitchRow("lock")
            <<< TextRow("name") { $0.disabled = "$lock == true" }
            <<< DateInlineRow("when")
        let log = EventTranscript(form)
        let name: TextRow = form.rowBy(tag: "name")!
        let when: DateInlineRow = form.rowBy(tag: "when")!
        (form.rowBy(tag: "lock") as? SwitchRow)?.value = true
        name.title = "Full name"
        name.didBeginEditing()   // refused: a disabled row cannot take focus
        when.didBeginEditing()
        when.didSelect()
        #expect(log.entries == ["disabled name=true", "value lock", "updated name", "focus ->when", "row+ ?@3", "expanded when", "selected when"])
    }

    @Test func severalObserversAndRemoval() {
        let form = Form()
        var first = 0, second = 0
        let token = form.addObserver { _ in first += 1 }
        form.addObserver { _ in second += 1 }
        form +++ Section()
        form.removeObserver(token)
        form +++ Section()
        #expect(first == 1)
        #expect(second == 2)
    }

    @Test func rowsArrivingHiddenProduceNoInsertion() {
        let form = Form()
        let section = Section { $0.tag = "s" }
        form +++ section
        let log = EventTranscript(form)
        section <<< TextRow("ghost") { $0.hidden = true }
        #expect(log.entries.isEmpty)
        #expect(section.allRows.count == 1 && section.isEmpty)
    }
}

/// Value changes skip the form when nothing listens; whoever starts listening, at any
/// moment and in any form a section moves to, still hears every change.
@Suite("Form events: listeners that come and go")
struct LateObserverTests {
    @Test func observersAddedRemovedAndMovedToHearEveryChange() {
        let name = TextRow("name")
        let section = Section() <<< name
        let form = Form() +++ section
        name.value = "unheard"
        var heard: [String] = []
        let token = form.addObserver { if case .valueChanged(let row, _, let cause) = $0 { heard.append("\(row.tag!)=\(row.baseValue ?? "") \(cause)") } }
        name.value = "Ada"
        form.removeObserver(token)
        name.value = "after removal"
        let second = form.addObserver { if case .valueChanged = $0 { heard.append("second") } }
        name.setValueSilently("quiet")
        _ = name.takeInput(.text("typed"))
        #expect(heard == ["name=Ada programmatic", "second", "second"])

        // A section moved to a form with observers is heard there, and not by the old one's.
        let other = Form()
        var otherHeard = 0
        _ = other.addObserver { if case .valueChanged = $0 { otherHeard += 1 } }
        form.removeObserver(second)
        other.append(section)
        name.value = "moved"
        #expect(otherHeard == 1)
        #expect(heard.count == 3)
        // Rows' own callbacks are heard without any form observer.
        let plain = Form() +++ Section() <<< TextRow("solo").onChange { _ in heard.append("callback") }
        (plain.rowBy(tag: "solo") as? TextRow)?.value = "x"
        #expect(heard.last == "callback")
    }
}
