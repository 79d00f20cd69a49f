/// How rows and sections join and leave a form. Every structural change of a form or
/// section ends up here, so tags, conditions and visibility stay consistent.
extension Form {
    func insertSections(_ sections: [Section], atAllIndex allIndex: Int) {
        guard !sections.isEmpty else { return }
        for section in sections {
            precondition(section.form == nil, "Formwork: \(section) is already in a form; remove it before adding it elsewhere")
        }
        sectionStorage.insert(contentsOf: sections, at: allIndex)
        renumberSections(from: allIndex)
        for section in sections {
            attach(section)
            if !section.isHidden { placeSection(section, shown: false) }
        }
        for section in sections { sectionDidArrive(section) }
    }

    @discardableResult
    func removeSection(atAllIndex allIndex: Int) -> Section {
        let section = sectionStorage[allIndex]
        if let visible = visibleIndex(of: section) {
            visibleSections.remove(at: visible)
            emit(.sectionRemoved(section, at: visible))
        }
        sectionStorage.remove(at: allIndex)
        renumberSections(from: allIndex)
        detach(section)
        return section
    }

    func replaceSection(atAllIndex allIndex: Int, with new: Section) {
        precondition(new.form == nil, "Formwork: \(new) is already in a form; remove it before adding it elsewhere")
        let old = sectionStorage[allIndex]
        let oldVisible = visibleIndex(of: old)
        if let oldVisible { visibleSections.remove(at: oldVisible) }
        sectionStorage[allIndex] = new
        new.indexInForm = allIndex
        detach(old)
        attach(new)
        var newVisible: Int?
        if !new.isHidden {
            let i = sectionInsertionPoint(forAllIndex: allIndex)
            visibleSections.insert(new, at: i)
            newVisible = i
        }
        switch (oldVisible, newVisible) {
        case let (_?, n?): emit(.sectionReplaced(old, with: new, at: n))
        case let (o?, nil): emit(.sectionRemoved(old, at: o))
        case let (nil, n?): emit(.sectionInserted(new, at: n))
        case (nil, nil): break
        }
        sectionDidArrive(new)
    }

    private func renumberSections(from start: Int) {
        var i = start
        while i < sectionStorage.count {
            sectionStorage[i].indexInForm = i
            i += 1
        }
    }

    /// The index of `section` among the visible sections, or nil when hidden or elsewhere.
    public func visibleIndex(of section: Section) -> Int? {
        guard section.form === self else { return nil }
        let i = sectionInsertionPoint(forAllIndex: section.indexInForm)
        return i < visibleSections.count && visibleSections[i] === section ? i : nil
    }

    private func sectionInsertionPoint(forAllIndex allIndex: Int) -> Int {
        var low = 0, high = visibleSections.count
        while low < high {
            let mid = (low + high) / 2
            if visibleSections[mid].indexInForm < allIndex { low = mid + 1 } else { high = mid }
        }
        return low
    }

    private func placeSection(_ section: Section, shown: Bool) {
        guard visibleIndex(of: section) == nil else { return }
        let i = sectionInsertionPoint(forAllIndex: section.indexInForm)
        visibleSections.insert(section, at: i)
        emit(shown ? .sectionShown(section, at: i) : .sectionInserted(section, at: i))
    }

    func sectionVisibilityDidChange(_ section: Section) {
        guard section.form === self else { return }
        if section.isHidden {
            guard let i = visibleIndex(of: section) else { return }
            visibleSections.remove(at: i)
            emit(.sectionHidden(section, at: i))
        } else {
            placeSection(section, shown: true)
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
        if let tag = section.tag { unregister(tag: tag) }
        unregisterCondition(of: section)
        for row in section.rowStorage { detachRowState(row) }
        section.form = nil
        observableValueDidChange(ofDetached: section)
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
        if let tag = row.tag { tagDidChange(tag) }
        if let section = row.section, section.sectionValue != nil, let tag = section.tag { tagDidChange(tag) }
    }

    private func detachRowState(_ row: BaseRow) {
        if let tag = row.tag { unregister(tag: tag) }
        unregisterConditions(of: row)
        expandedRows.removeAll { $0 === row }
        if focusedRow === row { setFocus(nil) }
    }

    func rowDidMove(_ row: BaseRow) {
        if let section = row.section, section.sectionValue != nil, let tag = section.tag { tagDidChange(tag) }
    }

    func rowValueDidChange(_ row: BaseRow) {
        emit(.valueChanged(row))
        observableValueDidChange(of: row)
    }
}
