extension Form {
    /// Takes everything a client submitted, as a person's edits, in one pass.
    ///
    /// Each shown, enabled row that people fill in takes what was sent under its
    /// ``BaseRow/identifier`` (``BaseRow/takeInput(_:)``): a file row its file from
    /// ``SubmittedFields/files`` (a file it holds, carried back, is taken back as it
    /// is), every other row its field; nothing sent is `.absent`, which turns a
    /// switch off, empties a field and removes a file. A selectable section takes the
    /// keys sent under its identifier. A repeating group first grows to the items
    /// sent (`phones.0`, `phones.1`, …, or `phones.items` naming each item's index)
    /// when it allows insertion, or takes the count sent as `phones.count` within
    /// what its options allow: never beyond the items the submission names, nor its
    /// ``MultivaluedSection/maximumItemCount``. Rows of subforms take their fields too.
    /// Last, the inline rows named in ``SubmittedFields/expandedRows`` are expanded
    /// again.
    ///
    /// Nothing here trusts the client: names that match no row are ignored, and
    /// read-only, disabled and hidden rows never change.
    ///
    /// - Returns: the messages of the inputs that could not be taken, by identifier.
    ///   The rows concerned keep what was typed and show the same messages when they
    ///   validate.
    ///
    /// - Complexity: O(*n* + *m*) in the number of rows and of fields sent.
    @discardableResult
    public func takeInput(_ submitted: SubmittedFields) -> [String: String] {
        var rejections: [String: String] = [:]
        let input = SubmittedInput(submitted)
        takeInput(input, rejections: &rejections)
        expandInlineRows(input.expandedRows)
        return rejections
    }

    /// Takes what a client submitted for one page of a form of several pages, as
    /// ``takeInput(_:)`` does for the whole form, but only into the rows of `page`:
    /// the rows of other pages were not on the page posted, so nothing sent or not
    /// sent changes them.
    ///
    /// - Returns: the messages of the inputs that could not be taken, by identifier.
    @discardableResult
    public func takeInput(_ submitted: SubmittedFields, page: FormPage) -> [String: String] {
        var rejections: [String: String] = [:]
        let input = SubmittedInput(submitted)
        takeInput(input, rejections: &rejections, sections: page.sections)
        expandInlineRows(input.expandedRows)
        return rejections
    }

    /// Expands the inline rows named, once the values are in: only shown, enabled
    /// rows that expand inline.
    private func expandInlineRows(_ identifiers: [String]) {
        for identifier in identifiers {
            guard let row = reachableRow(withIdentifier: identifier), row.expandsInline, !row.isExpanded else { continue }
            row.expandInlineRow()
        }
    }

    /// Takes `submitted` section by section, in order: a group grows to its items
    /// once the sections before it took their fields (which may have shown it).
    /// Each row finds what it was sent through the form's ``FieldTable``; when
    /// anything changes the layout on the way (a group grows, a callback adds a
    /// row), the fields are spread again over the new table.
    func takeInput(_ submitted: SubmittedInput, rejections: inout [String: String], sections only: [Section]? = nil) {
        var received: ReceivedFields?
        func fields() -> ReceivedFields {
            if let received, received.version == layoutVersion { return received }
            let spread = ReceivedFields(submitted, over: fieldTable, version: layoutVersion)
            // An index made on the way is kept for the next submission.
            if spread.madeIndex { keepFieldTable(spread.table, version: spread.version) }
            received = spread
            return spread
        }
        for section in only ?? sections.all where !section.isHidden {
            if section.isMultivalued, let group = section as? MultivaluedSection { group.takeItemCount(from: submitted) }
            guard section.form === self else { continue }
            // A selectable section takes the choices; its rows take none of their own.
            let takesChoices = section.takesChoices
            if takesChoices, case .rejected(let message) = section.takeInput(fields().input(forSectionAt: section.indexInList)) {
                rejections[section.identifier] = message
            }
            var current = fields()
            section.rowStorage.forEachBorrowed { _, row in
                guard !row.isHidden && !row.isDisabled else { return }
                // The list is the section's as it was: a row a callback took away meanwhile takes nothing.
                if current.version != layoutVersion {
                    guard row.section === section else { return }
                    current = fields()
                }
                if let subform = row.nestedForm {
                    subform.takeInput(submitted, rejections: &rejections)
                    return
                }
                guard !takesChoices, !row.isReadOnly else { return }
                // A file row takes its file, never a field: what a page carries back for
                // it comes as a file too, so the row compares it with the one it holds.
                let input = row.valueClass == .file
                    ? submitted.fileInput(for: row.identifier(in: section))
                    : current.input(forRowAt: row.indexInList, inSectionAt: section.indexInList)
                let result = row.withChangeCause(.input) { row.applyInput(input) }
                // Consumed: a result holds the value taken, which a copy would copy.
                switch consume result {
                case .accepted: row.clearInputRejection()
                case .rejected(let message): rejections[row.identifier(in: section)] = message
                case .ignored: break
                }
            }
        }
    }
}

extension Form {
    /// How many items each repeating group has, by the group's identifier, those of
    /// subforms included: what a page shows. A server that signs these counts into
    /// its page, and gives them back verified as ``SubmittedFields/shownItemCounts``,
    /// lets no post grow a group beyond what its page had.
    public var repeatingGroupItemCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for section in sectionStorage where section.isMultivalued {
            if let group = section as? MultivaluedSection { counts[group.identifier] = group.itemRows.count }
        }
        // The subforms in the order of their rows (kept by the form until its structure changes).
        for subform in subforms { counts.merge(subform.form.repeatingGroupItemCounts) { first, _ in first } }
        return counts
    }
}

extension MultivaluedSection {
    /// Grows (or, given an explicit count, shrinks) the group to the items a client
    /// sent, within what the group allows.
    func takeItemCount(from index: SubmittedInput) {
        let current = itemRows.count
        // The items the submission names, by their fields or by `group.items`: a
        // post grows a group to as many and no further, whatever count it claims;
        // when the page's own count is known, to that and no further.
        let named = index.itemCount(ofGroup: identifier)
        let ceiling = index.shownItemCounts.map { Swift.max(current, $0[identifier] ?? current) } ?? Swift.max(current, named)
        var wanted = current
        if let text = index.singleValue(for: countIdentifier), let count = IdentifierText.number(Substring(text)) {
            wanted = Swift.min(count, ceiling)
        } else if named > current {
            wanted = Swift.min(named, ceiling)
        }
        wanted = Swift.max(0, Swift.min(wanted, maximumItemCount))
        if wanted > current, multivaluedOptions.contains(.insert) {
            for _ in current..<wanted { _ = try? insertNewRow() }
        } else if wanted < current, multivaluedOptions.contains(.delete) {
            // Only items a person could delete (shown, enabled, and allowed).
            for position in (wanted..<current).reversed() { deleteItem(at: position) }
        }
    }
}
