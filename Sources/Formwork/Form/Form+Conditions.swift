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

/// A node of the visibility graph, for cycle detection.
enum VisibilityNode {
    case row(BaseRow)
    case section(Section)

    var object: AnyObject {
        switch self {
        case .row(let row): return row
        case .section(let section): return section
        }
    }

    var name: String {
        switch self {
        case .row(let row): return row.tag.map { "$\($0)" } ?? row.description
        case .section(let section): return section.tag.map { "section $\($0)" } ?? section.description
        }
    }
}

extension Form {
    // MARK: Reading values

    /// What `$tag` reads in a condition: nil for a missing tag and for a hidden row
    /// or a row in a hidden section, so hiding propagates.
    public func predicateValue(forTag tag: String) -> PredicateValue {
        switch tagged[tag] {
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
        for tag in row.hiddenDependencies { readers[tag, default: []].append(.rowHidden(row)) }
        for tag in row.disabledDependencies { readers[tag, default: []].append(.rowDisabled(row)) }
    }

    func unregisterConditions(of row: BaseRow) {
        // One registration per tag a condition reads (dependencies are unique).
        for tag in row.hiddenDependencies + row.disabledDependencies { removeReader(of: row, for: tag) }
        row.hiddenDependencies = []
        row.disabledDependencies = []
    }

    func registerCondition(of section: Section) {
        section.hiddenDependencies = section.hidden?.dependencies ?? []
        for tag in section.hiddenDependencies { readers[tag, default: []].append(.sectionHidden(section)) }
    }

    func unregisterCondition(of section: Section) {
        for tag in section.hiddenDependencies { removeReader(of: section, for: tag) }
        section.hiddenDependencies = []
    }

    /// Removes one registration, searching from the end: rows leave in reverse
    /// order when a section or form is emptied, so that costs O(1) each instead of
    /// a scan of every reader of a popular tag.
    private func removeReader(of object: AnyObject, for tag: String) {
        guard var list = readers[tag], let index = list.lastIndex(where: { $0.object === object }) else { return }
        readers[tag] = nil
        list.remove(at: index)
        if !list.isEmpty { readers[tag] = list }
    }

    /// A condition of a row in this form was replaced: re-register and evaluate at once.
    func rowConditionDidChange(_ row: BaseRow, _ kind: BaseRow.ConditionKind) {
        unregisterConditions(of: row)
        registerConditions(of: row)
        switch kind {
        case .hidden:
            checkForCycle(from: .row(row))
            row.evaluateHidden()
        case .disabled:
            row.updateDisabledState()
        }
    }

    func sectionConditionDidChange(_ section: Section) {
        unregisterCondition(of: section)
        registerCondition(of: section)
        checkForCycle(from: .section(section))
        section.evaluateHidden()
    }

    // MARK: Propagation

    /// The value conditions read for `row` may have changed.
    func observableValueDidChange(of row: BaseRow) {
        if let tag = row.tag { tagDidChange(tag) }
        if let section = row.section, section.contributesValue, let tag = section.tag { tagDidChange(tag) }
    }

    /// A section was shown or hidden: its rows read differently now.
    func observableValueDidChange(of section: Section) {
        if let tag = section.tag { tagDidChange(tag) }
        for row in section.rowStorage {
            if let tag = row.tag { tagDidChange(tag) }
        }
    }

    /// Re-evaluates the conditions that read `tag`, and, transitively, those that read
    /// rows whose visibility changed as a result. The graph is acyclic, so this ends.
    func tagDidChange(_ tag: String) {
        guard let list = readers[tag] else { return }
        for reader in list {
            switch reader {
            case .rowHidden(let row):
                if row.updateHiddenState() { observableValueDidChange(of: row) }
            case .rowDisabled(let row):
                row.updateDisabledState()
            case .sectionHidden(let section):
                if section.updateHiddenState() { observableValueDidChange(of: section) }
            }
        }
    }

    // MARK: Cycles

    /// The nodes whose visibility depends on `node`'s visibility or value.
    private func successors(of node: VisibilityNode) -> [VisibilityNode] {
        var result: [VisibilityNode] = []
        func addReaders(of tag: String) {
            for reader in readers[tag] ?? [] {
                switch reader {
                case .rowHidden(let row): result.append(.row(row))
                case .sectionHidden(let section): result.append(.section(section))
                case .rowDisabled: break
                }
            }
        }
        switch node {
        case .row(let row):
            if let tag = row.tag { addReaders(of: tag) }
            if let section = row.section, section.valueDepends(onVisibilityOf: row), let tag = section.tag { addReaders(of: tag) }
        case .section(let section):
            if let tag = section.tag { addReaders(of: tag) }
            result.append(contentsOf: section.rowStorage.map { .row($0) })
        }
        return result
    }

    /// Stops the program when `start` takes part in a cycle of hidden conditions,
    /// naming the tags in the cycle. A cycle has no consistent answer, so it is a
    /// programmer error like a duplicate tag.
    func checkForCycle(from start: VisibilityNode) {
        // Most new rows have no readers yet: nothing to search.
        if case .row(let row) = start, successors(of: start).isEmpty, row.hidden == nil { return }
        guard let cycle = findCycle(from: [start], id: { ObjectIdentifier($0.object) }, successors: successors(of:))
        else { return }
        programmerError("Formwork: hidden conditions form a cycle: \(cycle.map(\.name).joined(separator: " → "))")
    }
}
