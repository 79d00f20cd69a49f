extension Form {
    /// Works out, while the template's rows alone hold their definitions, what every
    /// form of the template then shares: the value each row starts with, the keys of
    /// long option lists, the rules' descriptions.
    func prepareForSharing() {
        // Forms read this form's table from many tasks: it must be worked out now.
        materializeTagTable()
        _ = tagPlaces
        _ = decimalSeparator
        // Indexed once here: the forms share it, and no request makes it again.
        fieldTableCache = (fieldTable.indexed(), layoutVersion)
        for section in sections.all {
            section.freezeSettings()
            for row in section.rowStorage {
                row.prepareForSharing()
                // Last: what preparing worked out went into the row's draft, and
                // is frozen with it.
                row.freezeForSharing()
            }
        }
        for nested in subforms { nested.form.prepareForSharing() }
    }

    /// Marks the form, its sections and its subforms as a template's own: from now
    /// on the forms it makes read it from any task, and nothing may change it.
    func freeze() {
        isFrozen = true
        for section in sections.all { section.link.isFrozen = true }
        for nested in subforms { nested.form.freeze() }
    }

    /// What a change to a template's own form says.
    static func frozenMessage(_ what: String) -> String {
        "\(what) changed after its FormTemplate was made: a template's own form is frozen, read by every form it makes; change the forms that makeForm() gives"
    }

    /// A new form sharing this one's definitions: a fresh section and row for each
    /// of this form's, pointing at the same definitions, with the title, locale,
    /// time zone and messages, and what decoding a model falls back on. Observers
    /// are not taken: they belong to whoever registered them.
    ///
    /// It only reads this form, so forms can be made from several tasks at once as
    /// long as nothing changes this form meanwhile (``FormTemplate`` guarantees it).
    func makeFormSharingDefinitions() -> Form {
        let copy = Form(settingsOf: self)
        if canCopyStructure {
            copyStructure(into: copy)
            // The same layout: the same fields, in the same places.
            if let cached = fieldTableCache, cached.version == layoutVersion {
                copy.fieldTableCache = (cached.table, copy.layoutVersion)
            }
        } else {
            copy.append(contentsOf: sections.all.map { $0.makeSectionSharingDefinitions() })
        }
        return copy
    }

    /// Whether the form is settled enough to be copied as it stands: no picker
    /// expanded, no propagation under way.
    private var canCopyStructure: Bool {
        !isPropagating && pendingPropagation.isEmpty && expandedRows.isEmpty
            && sections.all.allSatisfy { $0.expandedPickerCount == 0 }
    }

    /// Copies sections and rows with what joining a form worked out for them (tags,
    /// the conditions that read each tag, visibility) taken over as it stands: the
    /// copies hold the same values, so nothing needs evaluating again, and the tables
    /// keep their layout, so no tag is hashed again.
    private func copyStructure(into copy: Form) {
        var sectionCopies: [Section] = []
        sectionCopies.reserveCapacity(sections.all.count)
        for section in sections.all {
            let sectionCopy = section.makeEmptySectionSharingDefinition()
            sectionCopy.form = copy
            sectionCopy.indexInList = section.indexInList
            sectionCopy.takeRegistration(of: section)
            let link = sectionCopy.link
            let rows = section.rows.all
            var rowCopies: [BaseRow] = []
            rowCopies.reserveCapacity(rows.count)
            rows.forEachBorrowed { index, row in
                let rowCopy = row.makeRowSharingDefinition()
                rowCopy.sectionLink = link
                rowCopy.indexInList = index
                rowCopy.takeRegistration(of: row)
                // Moved in: a copy would count a reference and drop it, per row.
                rowCopies.append(consume rowCopy)
            }
            sectionCopy.adoptCopiedStructure(VisibleList(copies: rowCopies, shownLike: section.rows), from: section)
            sectionCopies.append(sectionCopy)
        }
        copy.adoptCopiedSections(VisibleList(copies: sectionCopies, shownLike: sections))
        var rowCopies: [[BaseRow]] = []
        rowCopies.reserveCapacity(sectionCopies.count)
        for section in sectionCopies { rowCopies.append(section.rows.all) }
        func counterpart(of row: BaseRow) -> BaseRow? {
            row.section.map { rowCopies[$0.indexInList][row.indexInList] }
        }
        copy.templateTagTable = TemplateTagTable(places: tagPlaces, sections: sectionCopies, rows: rowCopies)
        copy.readers = readers.mapValues { list in
            list.map { reader in
                switch reader {
                case .rowHidden(let row): return counterpart(of: row).map(ConditionReader.rowHidden) ?? reader
                case .rowDisabled(let row): return counterpart(of: row).map(ConditionReader.rowDisabled) ?? reader
                case .sectionHidden(let section): return .sectionHidden(sectionCopies[section.indexInList])
                }
            }
        }
    }
}
