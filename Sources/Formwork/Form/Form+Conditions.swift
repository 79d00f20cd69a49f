/// A condition that reads a tag: the `hidden` or `disabled` of a row, or the
/// `hidden` of a section.
enum ConditionReader {
    case rowHidden(BaseRow)
    case rowDisabled(BaseRow)
    case sectionHidden(Section)

    var object: AnyObject {
        switch self {
        case .rowHidden(let row), .rowDisabled(let row): return row
        case .sectionHidden(let section): return section
        }
    }

    var name: String {
        switch self {
        case .rowHidden(let row): return "hidden of \(row)"
        case .rowDisabled(let row): return "disabled of \(row)"
        case .sectionHidden(let section): return "hidden of \(section)"
        }
    }
}

/// A node of the visibility graph: a row or a section whose `hidden` condition reads
/// tags, and whose visibility other conditions read in turn.
enum VisibilityNode {
    case row(BaseRow)
    case section(Section)

    var object: AnyObject {
        switch self {
        case .row(let row): return row
        case .section(let section): return section
        }
    }

    /// The marks the form's searches keep on the node itself (no hashing).
    var marks: ConditionGraphMarks {
        get {
            switch self {
            case .row(let row): return row.graphMarks
            case .section(let section): return section.graphMarks
            }
        }
        nonmutating set {
            switch self {
            case .row(let row): row.graphMarks = newValue
            case .section(let section): section.graphMarks = newValue
            }
        }
    }

    /// What the node's `hidden` condition says now, evaluated without changing anything.
    func hiddenVerdict(in form: Form) -> Bool {
        switch self {
        case .row(let row): return row.hidden?.evaluate(in: form) ?? false
        case .section(let section): return section.visibilityCondition?.evaluate(in: form) ?? false
        }
    }

    var isHidden: Bool {
        switch self {
        case .row(let row): return row.isHidden
        case .section(let section): return section.isHidden
        }
    }

    /// Shows or hides the node as its condition said; true when that changed it.
    func applyHiddenState(_ hidden: Bool) -> Bool {
        switch self {
        case .row(let row): return row.applyHiddenState(hidden)
        case .section(let section): return section.applyHiddenState(hidden)
        }
    }

    /// Re-evaluates the node's `hidden` condition; true when its visibility changed.
    func updateHiddenState() -> Bool {
        switch self {
        case .row(let row): return row.updateHiddenState()
        case .section(let section): return section.updateHiddenState()
        }
    }

    var name: String {
        switch self {
        case .row(let row): return row.tag.map { "$\($0)" } ?? row.description
        case .section(let section): return section.tag.map { "section $\($0)" } ?? section.description
        }
    }
}

/// What the form's searches of the condition graph remember on a row or section.
struct ConditionGraphMarks {
    /// The search that last reached the node.
    var reached = 0
    /// Whether the node is on the current search path.
    var onPath = false
    /// The propagation in which one of the node's inputs changed.
    var dirty = 0
    /// The propagation that last re-evaluated the node's `disabled` condition.
    var disabledChecked = 0
    /// The propagation in which the row's section was shown or hidden, which changes
    /// what the row reads as even though the row itself did not change.
    var sectionChanged = 0
}

/// Marks for one search, kept on the nodes themselves.
private struct FormSearchMarks: DepthFirstMarks {
    let epoch: Int
    func id(_ node: VisibilityNode) -> ObjectIdentifier { ObjectIdentifier(node.object) }
    func reach(_ node: VisibilityNode) -> Bool {
        guard node.marks.reached != epoch else { return false }
        node.marks.reached = epoch
        return true
    }
    func isOnPath(_ node: VisibilityNode) -> Bool { node.marks.onPath }
    func setOnPath(_ node: VisibilityNode, _ onPath: Bool) { node.marks.onPath = onPath }
}

/// Work waiting for the form's propagation: tags whose observable value changed and
/// nodes whose own condition must be evaluated.
struct PropagationWork {
    var tags: [String] = []
    var nodes: [VisibilityNode] = []
    /// Whether the change added edges that could close a cycle of `hidden`
    /// conditions (a condition or tag set, a row or section with a condition joining):
    /// only then must the search for cycles run when nothing's visibility changes.
    var mayCloseCycle = false
    var isEmpty: Bool { tags.isEmpty && nodes.isEmpty }
}

extension Form {
    // MARK: Reading values

    /// What `$tag` reads in a condition: nil for a missing tag and for a hidden row
    /// or a row in a hidden section, so hiding propagates.
    public func predicateValue(forTag tag: String) -> PredicateValue {
        switch element(forTag: tag) {
        case .row(let row)?:
            return row.isVisible ? row.predicateValue : .null
        case .section(let section)?:
            guard !section.isHidden, let value = section.sectionValue else { return .null }
            return PredicateValue(value)
        case nil:
            return .null
        }
    }

    // MARK: Registration

    func registerConditions(of row: BaseRow) {
        row.hiddenDependencies = row.hidden?.dependencies ?? []
        row.disabledDependencies = row.disabled?.dependencies ?? []
        for tag in row.hiddenDependencies { addReader(.rowHidden(row), for: tag) }
        for tag in row.disabledDependencies { addReader(.rowDisabled(row), for: tag) }
    }

    func unregisterConditions(of row: BaseRow) {
        // One registration per tag a condition reads (dependencies are unique).
        for tag in row.hiddenDependencies { removeReader(of: row, for: tag) }
        for tag in row.disabledDependencies { removeReader(of: row, for: tag) }
        row.hiddenDependencies = []
        row.disabledDependencies = []
    }

    func registerCondition(of section: Section) {
        section.hiddenDependencies = section.visibilityCondition?.dependencies ?? []
        for tag in section.hiddenDependencies { addReader(.sectionHidden(section), for: tag) }
    }

    func unregisterCondition(of section: Section) {
        for tag in section.hiddenDependencies { removeReader(of: section, for: tag) }
        section.hiddenDependencies = []
    }

    private func addReader(_ reader: ConditionReader, for tag: String) {
        if readers[tag] == nil { setReadByConditions(tag, true) }
        readers[tag, default: []].append(reader)
    }

    /// Removes one registration, searching from the end: rows leave in reverse
    /// order when a section or form is emptied, so that costs O(1) each instead of
    /// a scan of every reader of a popular tag.
    private func removeReader(of object: AnyObject, for tag: String) {
        guard var list = readers[tag], let index = list.lastIndex(where: { $0.object === object }) else { return }
        readers[tag] = nil
        list.remove(at: index)
        if list.isEmpty { setReadByConditions(tag, false) } else { readers[tag] = list }
    }

    /// Keeps the flag that lets a value change skip the condition machinery when no
    /// condition reads the changed row.
    func setReadByConditions(_ tag: String, _ isRead: Bool) {
        switch element(forTag: tag) {
        case .row(let row)?: row.isReadByConditions = isRead
        case .section(let section)?: section.isReadByConditions = isRead
        case nil: break
        }
    }

    /// A condition of a row in this form was replaced: re-register and evaluate at once.
    func rowConditionDidChange(_ row: BaseRow, _ kind: BaseRow.ConditionKind) {
        unregisterConditions(of: row)
        registerConditions(of: row)
        switch kind {
        case .hidden: propagate(nodes: [.row(row)], mayCloseCycle: true)
        case .disabled: row.updateDisabledState()
        }
    }

    func sectionConditionDidChange(_ section: Section) {
        unregisterCondition(of: section)
        registerCondition(of: section)
        propagate(nodes: [.section(section)], mayCloseCycle: true)
    }

    // MARK: Propagation

    /// The value conditions read for `row`, in `section`, changed.
    func observableValueDidChange(of row: BaseRow, in section: Section) {
        guard row.isReadByConditions || section.isReadByConditions else { return }
        var tags: [String] = []
        if row.isReadByConditions, let tag = row.tag { tags.append(tag) }
        if section.isReadByConditions, section.contributesValue, let tag = section.tag { tags.append(tag) }
        if !tags.isEmpty { propagate(tags: tags) }
    }

    /// Re-evaluates what depends on `tags` (their values changed, or their rows came
    /// or went) and the `hidden` conditions of `nodes`, then everything that depends
    /// on a visibility that changed, each once, in dependency order, with no
    /// recursion: the work of one change is bounded by what depends on it, and a chain
    /// of any length is safe on any stack.
    ///
    /// Changes set off while this runs (an observer editing a value, a picker closing
    /// as its row hides) wait in a queue and run after it, in order.
    func propagate(tags: [String] = [], nodes: [VisibilityNode] = [], mayCloseCycle: Bool = false) {
        pendingPropagation.tags.append(contentsOf: tags)
        pendingPropagation.nodes.append(contentsOf: nodes)
        if mayCloseCycle { pendingPropagation.mayCloseCycle = true }
        guard !isPropagating else { return }
        isPropagating = true
        defer { isPropagating = false }
        while !pendingPropagation.isEmpty {
            let work = pendingPropagation
            pendingPropagation = PropagationWork()
            run(work)
        }
    }

    private func run(_ work: PropagationWork) {
        searchEpoch += 1
        let epoch = searchEpoch
        var seeds = work.nodes
        for tag in work.tags { appendHiddenReaders(of: tag, to: &seeds) }
        guard !seeds.isEmpty || work.tags.contains(where: { readers[$0] != nil }) else { return }

        // When no cycle can have formed and no seed's visibility changes, nothing
        // after them changes either: the seeds are all the work, however much of the
        // form reads them (a row arriving at the head of a long chain).
        // The first seed found to change keeps its verdict: nothing has changed before
        // it is reached in order, so it need not be evaluated twice.
        var firstChange: (node: ObjectIdentifier, hidden: Bool)?
        if !work.mayCloseCycle {
            for seed in seeds {
                propagationVisits += 1
                let verdict = seed.hiddenVerdict(in: self)
                if verdict != seed.isHidden {
                    firstChange = (ObjectIdentifier(seed.object), verdict)
                    break
                }
            }
            if firstChange == nil {
                updateDisabled(readingAnyOf: work.tags, epoch: epoch)
                return
            }
        }

        var marks = FormSearchMarks(epoch: epoch)
        let order = depthFirstOrder(from: seeds, marks: &marks) { node, buffer in
            forEachAffectedTag(of: node) { appendHiddenReaders(of: $0, to: &buffer) }
            if case .section(let section) = node {
                for row in section.rowStorage { buffer.append(.row(row)) }
            }
        }
        propagationVisits += order.postorder.count
        if let cycle = order.cycle {
            reportProgrammerError("Formwork: hidden conditions form a cycle: \(cycle.map(\.name).joined(separator: " → "))")
        }

        for seed in seeds { seed.marks.dirty = epoch }
        var changedTags = work.tags
        var anyChanged = false
        for node in order.postorder.reversed() where node.marks.dirty == epoch {
            let changed: Bool
            if !anyChanged, let first = firstChange, first.node == ObjectIdentifier(node.object) {
                changed = node.applyHiddenState(first.hidden)
            } else {
                changed = node.updateHiddenState()
            }
            guard changed || node.marks.sectionChanged == epoch else { continue }
            anyChanged = true
            if case .section(let section) = node {
                for row in section.rowStorage {
                    row.graphMarks.dirty = epoch
                    row.graphMarks.sectionChanged = epoch
                }
            }
            forEachAffectedTag(of: node) { tag in
                changedTags.append(tag)
                for reader in readers[tag] ?? [] {
                    switch reader {
                    case .rowHidden(let row): row.graphMarks.dirty = epoch
                    case .sectionHidden(let section): section.graphMarks.dirty = epoch
                    case .rowDisabled: break
                    }
                }
            }
        }
        updateDisabled(readingAnyOf: changedTags, epoch: epoch)
    }

    /// `disabled` never changes what conditions read, so it is settled last, once.
    private func updateDisabled(readingAnyOf tags: [String], epoch: Int) {
        for tag in tags {
            for case .rowDisabled(let row) in readers[tag] ?? [] where row.graphMarks.disabledChecked != epoch {
                row.graphMarks.disabledChecked = epoch
                row.updateDisabledState()
            }
        }
    }

    private func appendHiddenReaders(of tag: String, to nodes: inout [VisibilityNode]) {
        guard let list = readers[tag] else { return }
        for reader in list {
            switch reader {
            case .rowHidden(let row): nodes.append(.row(row))
            case .sectionHidden(let section): nodes.append(.section(section))
            case .rowDisabled: break
            }
        }
    }

    /// The tags whose readers see a difference when `node` is shown or hidden: a
    /// row's own tag and its group's (when the row's visibility is part of the
    /// group's value); a section's tag (its rows follow it as nodes of their own).
    private func forEachAffectedTag(of node: VisibilityNode, _ body: (String) -> Void) {
        switch node {
        case .row(let row):
            if row.isTagRegistered, let tag = row.tag { body(tag) }
            if let section = row.section, section.isTagRegistered, let tag = section.tag,
               section.valueDepends(onVisibilityOf: row) {
                body(tag)
            }
        case .section(let section):
            if section.isTagRegistered, let tag = section.tag { body(tag) }
        }
    }
}
