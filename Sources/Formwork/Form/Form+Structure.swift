/// How rows and sections join and leave a form. Every structural change of a form or
/// section ends up here, so tags, conditions and visibility stay consistent.
extension Form {
    /// Inserts sections into ``allSections`` at `allIndex`. A section that is in
    /// another form moves here (as a view added to another superview does); one that
    /// is already in this form moves to the new place.
    func insertSections(_ newSections: [Section], atAllIndex allIndex: Int, knownAcyclic: Bool = false) {
        guard !newSections.isEmpty else { return }
        var index = allIndex
        for section in newSections {
            guard let owner = section.form else { continue }
            if owner === self, section.indexInList < index { index -= 1 }
            owner.removeSection(atAllIndex: section.indexInList)
        }
        index = Swift.max(0, Swift.min(index, sectionStorage.count))
        changeSections { $0.insert(newSections, at: index) }
        // Room for every tag at once: a large form's table is made once, not doubled.
        let needed = taggedCount + newSections.reduce(0) { $0 + $1.rowStorage.count + 1 }
        changeTags { if needed > $0.capacity { $0.reserveCapacity(needed) } }
        var work = PropagationWork()
        for section in newSections {
            attach(section, into: &work)
            if let i = changeSections({ $0.show(section) }) { emit(.sectionInserted(section, at: i)) }
        }
        // Sections whose conditions were already checked for cycles (a schema's) need
        // no search when nothing they say differs from what was worked out on joining.
        propagate(tags: work.tags, nodes: work.nodes, mayCloseCycle: work.mayCloseCycle && !knownAcyclic)
        if newSections.contains(where: \.startsPage) { refreshPageConditions() }
        checkInvariantsAfterChange()
    }

    @discardableResult
    func removeSection(atAllIndex allIndex: Int) -> Section {
        let (section, shownAt) = changeSections { $0.remove(at: allIndex) }
        if let shownAt { emit(.sectionRemoved(section, at: shownAt)) }
        propagate(tags: detachState(section))
        if section.startsPage { refreshPageConditions() }
        checkInvariantsAfterChange()
        return section
    }

    func replaceSection(atAllIndex allIndex: Int, with new: Section) {
        if let owner = new.form {
            guard owner !== self else {
                // Already here: a move, as permuting algorithms expect.
                moveSection(fromAll: new.indexInList, toAll: allIndex)
                return
            }
            owner.removeSection(atAllIndex: new.indexInList)
        }
        let (old, oldVisible) = changeSections { $0.replace(at: allIndex, with: new) }
        let oldTags = detachState(old)
        var work = PropagationWork()
        attach(new, into: &work)
        switch (oldVisible, changeSections { $0.show(new) }) {
        case let (_?, n?): emit(.sectionReplaced(old, with: new, at: n))
        case let (o?, nil): emit(.sectionRemoved(old, at: o))
        case let (nil, n?): emit(.sectionInserted(new, at: n))
        case (nil, nil): break
        }
        propagate(tags: oldTags + work.tags, nodes: work.nodes, mayCloseCycle: work.mayCloseCycle)
        if old.startsPage || new.startsPage { refreshPageConditions() }
        checkInvariantsAfterChange()
    }

    /// Moves a section within ``allSections``.
    func moveSection(fromAll source: Int, toAll destination: Int) {
        guard source != destination else { return }
        let section = sections.all[source]
        let (from, to) = changeSections { $0.move(from: source, to: destination) }
        layoutDidChange()
        if let from, let to { emit(.sectionMoved(section, from: from, to: to)) }
        if hasPages { refreshPageConditions() }
        checkInvariantsAfterChange()
    }

    /// The index of `section` among the visible sections, or nil when hidden or elsewhere.
    ///
    /// - Complexity: O(log *n*) in the number of sections.
    public func visibleIndex(of section: Section) -> Int? {
        section.form === self ? sections.visibleIndex(of: section) : nil
    }

    func sectionVisibilityDidChange(_ section: Section) {
        guard section.form === self else { return }
        structureVersion &+= 1
        if section.isHidden {
            if let i = changeSections({ $0.hide(section) }) { emit(.sectionHidden(section, at: i)) }
            // Nothing hidden keeps focus or an open picker.
            if focusedRow?.section === section { setFocus(nil) }
            for owner in expandedRows where owner.section === section { owner.collapseInlineRow() }
        } else {
            if let i = changeSections({ $0.show(section) }) { emit(.sectionShown(section, at: i)) }
        }
    }

    // MARK: Attaching

    /// Registers a section and its rows and evaluates their conditions once, reading
    /// what is already in the form; `work` collects what must propagate once the
    /// whole batch is in place.
    private func attach(_ section: Section, into work: inout PropagationWork) {
        section.form = self
        section.formIsObserved = !observers.isEmpty
        layoutDidChange()
        // Room for the section's tags at once; doubling keeps many small sections linear.
        let needed = taggedCount + section.rowStorage.count + 1
        changeTags { if needed > $0.capacity { $0.reserveCapacity(Swift.max(needed, $0.capacity * 2)) } }
        if let tag = section.tag { register(tag: tag, for: .section(section)) }
        notePage(of: section)
        registerCondition(of: section)
        section.isHidden = section.visibilityCondition?.evaluate(in: self) ?? false
        var visibilityChanged = false
        let joining = JoiningSection(section)
        section.rowStorage.forEachBorrowed { _, row in
            let wasHidden = row.isHidden
            attachRowState(row, in: joining, into: &work)
            visibilityChanged = visibilityChanged || row.isHidden != wasHidden
        }
        // The section kept its visible rows as they came; only conditions can change them.
        if visibilityChanged { section.rebuildVisibleRows() }
        if section.hidden != nil || section.pageCondition != nil {
            work.nodes.append(.section(section))
            work.mayCloseCycle = true
        }
        if section.isReadByConditions, let tag = section.tag { work.tags.append(tag) }
    }

    /// Unregisters a leaving section and its rows; returns the tags whose readers
    /// must re-evaluate once observers have heard of the change.
    private func detachState(_ section: Section) -> [String] {
        var tags: [String] = []
        if let tag = section.tag, section.isTagRegistered {
            if section.isReadByConditions { tags.append(tag) }
            unregister(tag: tag, of: .section(section))
        }
        unregisterCondition(of: section)
        section.pageCondition = nil
        section.pageStart = nil
        for row in section.rowStorage { detachRowState(row, collectingTags: &tags) }
        section.form = nil
        section.formIsObserved = false
        layoutDidChange()
        return tags
    }

    /// Rows joined a section of this form: registers them and evaluates their
    /// conditions; returns what must propagate once observers heard of the rows.
    func attachRows<Rows: Collection<BaseRow>>(_ rows: Rows, in section: Section) -> PropagationWork {
        var work = PropagationWork()
        let joining = JoiningSection(section)
        for row in rows { attachRowState(row, in: joining, into: &work) }
        layoutDidChange()
        return work
    }

    /// Registers a row's tag and conditions and evaluates them against what is there.
    private func attachRowState(_ row: BaseRow, in joining: JoiningSection, into work: inout PropagationWork) {
        if let tag = row.tag { register(tag: tag, for: .row(row)) }
        // Most rows have no condition: read once, and nothing to register or evaluate.
        let hasConditions = row.hasConditions
        if hasConditions || row.conditionState != nil {
            registerConditions(of: row)
            row.isHidden = row.hidden?.evaluate(in: self) ?? false
            row.isDisabled = row.disabled?.evaluate(in: self) ?? false
        } else {
            row.isHidden = false
            row.isDisabled = false
        }
        row.didJoinForm()
        if hasConditions, row.hidden != nil {
            work.nodes.append(.row(row))
            // Only a row with an edge into it can be on a cycle: a condition reading
            // a tag some row or section has, or a section that can hide it.
            if joining.mayHide || row.hiddenDependencies.contains(where: { element(forTag: $0) != nil }) {
                work.mayCloseCycle = true
            }
        } else if joining.mayHide {
            work.mayCloseCycle = true
        }
        if row.isReadByConditions, let tag = row.tag { work.tags.append(tag) }
        // Asked for each row: a condition of a row that just joined may read the section.
        if joining.contributesValue, joining.section.isReadByConditions, let tag = joining.section.tag {
            work.tags.append(tag)
        }
    }

    /// A section rows are joining, with what does not change while they join asked once.
    private struct JoiningSection {
        let section: Section
        /// Whether the section has a `hidden` condition, which can hide its rows.
        let mayHide: Bool
        /// Whether the section's value is made of its rows'.
        let contributesValue: Bool

        init(_ section: Section) {
            self.section = section
            mayHide = section.hidden != nil || section.pageCondition != nil
            contributesValue = section.contributesValue
        }
    }

    /// A row is leaving; its section still holds it. What read it re-evaluates.
    func rowDidDetach(_ row: BaseRow) {
        var tags: [String] = []
        detachRowState(row, collectingTags: &tags)
        if let section = row.section, section.isReadByConditions, section.contributesValue, let tag = section.tag {
            tags.append(tag)
        }
        layoutDidChange()
        propagate(tags: tags)
    }

    /// Unregisters a leaving row without re-evaluating anything yet; the tags that
    /// conditions read are added to `tags`.
    func detachRowState(_ row: BaseRow, collectingTags tags: inout [String]) {
        if let tag = row.tag, row.isTagRegistered {
            if row.isReadByConditions { tags.append(tag) }
            unregister(tag: tag, of: .row(row))
        }
        unregisterConditions(of: row)
        expandedRows.removeAll { $0 === row }
        if focusedRow === row { setFocus(nil) }
    }

    func rowDidMove(_ row: BaseRow) {
        layoutDidChange()
        if let section = row.section, section.isReadByConditions, section.contributesValue, let tag = section.tag {
            propagate(tags: [tag])
        }
    }

}
