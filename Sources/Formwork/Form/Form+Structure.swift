/// How rows and sections join and leave a form. Every structural change of a form or
/// section ends up here, so tags, conditions and visibility stay consistent.
extension Form {
    func insertSections(_ newSections: [Section], atAllIndex allIndex: Int) {
        guard !newSections.isEmpty else { return }
        for section in newSections {
            if !(section.form == nil) { programmerError("Formwork: \(section) is already in a form; remove it before adding it elsewhere") }
        }
        sections.insert(newSections, at: allIndex)
        for section in newSections {
            attach(section)
            if let i = sections.show(section) { emit(.sectionInserted(section, at: i)) }
        }
        for section in newSections { sectionDidArrive(section) }
    }

    @discardableResult
    func removeSection(atAllIndex allIndex: Int) -> Section {
        let (section, shownAt) = sections.remove(at: allIndex)
        if let shownAt { emit(.sectionRemoved(section, at: shownAt)) }
        detach(section)
        return section
    }

    func replaceSection(atAllIndex allIndex: Int, with new: Section) {
        if !(new.form == nil) { programmerError("Formwork: \(new) is already in a form; remove it before adding it elsewhere") }
        let (old, oldVisible) = sections.replace(at: allIndex, with: new)
        let oldTags = detachState(old)
        attach(new)
        switch (oldVisible, sections.show(new)) {
        case let (_?, n?): emit(.sectionReplaced(old, with: new, at: n))
        case let (o?, nil): emit(.sectionRemoved(old, at: o))
        case let (nil, n?): emit(.sectionInserted(new, at: n))
        case (nil, nil): break
        }
        for tag in oldTags { tagDidChange(tag) }
        sectionDidArrive(new)
    }

    /// Moves a section within ``allSections``.
    func moveSection(fromAll source: Int, toAll destination: Int) {
        guard source != destination else { return }
        let section = sections.all[source]
        let (from, to) = sections.move(from: source, to: destination)
        if let from, let to { emit(.sectionMoved(section, from: from, to: to)) }
    }

    /// The index of `section` among the visible sections, or nil when hidden or elsewhere.
    public func visibleIndex(of section: Section) -> Int? {
        section.form === self ? sections.visibleIndex(of: section) : nil
    }

    func sectionVisibilityDidChange(_ section: Section) {
        guard section.form === self else { return }
        if section.isHidden {
            if let i = sections.hide(section) { emit(.sectionHidden(section, at: i)) }
            // Nothing hidden keeps focus or an open picker.
            if focusedRow?.section === section { setFocus(nil) }
            for owner in expandedRows where owner.section === section { owner.collapseInlineRow() }
        } else {
            if let i = sections.show(section) { emit(.sectionShown(section, at: i)) }
        }
    }

    // MARK: Attaching

    private func attach(_ section: Section) {
        section.form = self
        if let tag = section.tag { register(tag: tag, for: .section(section)) }
        registerCondition(of: section)
        section.isHidden = section.hidden?.evaluate(in: self) ?? false
        for row in section.rowStorage { rowDidAttach(row) }
        section.rebuildVisibleRows()
        checkForCycle(from: .section(section))
    }

    private func sectionDidArrive(_ section: Section) {
        observableValueDidChange(of: section)
    }

    private func detach(_ section: Section) {
        for tag in detachState(section) { tagDidChange(tag) }
    }

    /// Unregisters a leaving section and its rows; returns the tags whose readers
    /// must re-evaluate once observers have heard of the change.
    private func detachState(_ section: Section) -> [String] {
        if let tag = section.tag { unregister(tag: tag) }
        unregisterCondition(of: section)
        for row in section.rowStorage { detachRowState(row) }
        section.form = nil
        return ([section.tag] + section.rowStorage.map(\.tag)).compactMap { $0 }
    }

    /// A row joined a section of this form: register its tag and conditions and
    /// evaluate them. Its section places it among the visible rows afterwards.
    func rowDidAttach(_ row: BaseRow) {
        if let tag = row.tag { register(tag: tag, for: .row(row)) }
        registerConditions(of: row)
        row.isHidden = row.hidden?.evaluate(in: self) ?? false
        row.isDisabled = row.disabled?.evaluate(in: self) ?? false
        row.didJoinForm()
        checkForCycle(from: .row(row))
    }

    /// A row is in place: conditions that read it (or waited for it) re-evaluate.
    func rowDidArrive(_ row: BaseRow) {
        observableValueDidChange(of: row)
    }

    /// A row is leaving; its section still holds it.
    func rowDidDetach(_ row: BaseRow) {
        detachRowState(row)
        if let section = row.section { rowDidLeave(tag: row.tag, section: section) }
    }

    /// Conditions that read a row that left (or its group) re-evaluate.
    func rowDidLeave(tag: String?, section: Section) {
        if let tag { tagDidChange(tag) }
        if section.contributesValue, let tag = section.tag { tagDidChange(tag) }
    }

    /// Unregisters a leaving row without re-evaluating anything yet.
    func detachRowState(_ row: BaseRow) {
        if let tag = row.tag { unregister(tag: tag) }
        unregisterConditions(of: row)
        expandedRows.removeAll { $0 === row }
        if focusedRow === row { setFocus(nil) }
    }

    func rowDidMove(_ row: BaseRow) {
        if let section = row.section, section.contributesValue, let tag = section.tag { tagDidChange(tag) }
    }

    func rowValueDidChange(_ row: BaseRow, notify: Bool = true) {
        lastChangeNotifies = notify
        emit(.valueChanged(row))
        observableValueDidChange(of: row)
    }
}
