extension Form {
    /// Takes everything a client submitted, as a person's edits.
    ///
    /// Each shown, enabled row that people fill in takes what was sent under its
    /// ``BaseRow/identifier`` (``BaseRow/takeInput(_:)``); nothing sent is `.absent`,
    /// which turns a switch off and empties a field. A selectable section takes the
    /// keys sent under its identifier. A repeating group first grows to the items
    /// sent (`phones.0`, `phones.1`, …, or `phones.items` naming each item's index)
    /// when it allows insertion, or takes the count sent as `phones.count` within
    /// what its options allow: never beyond the items the submission names, nor its
    /// ``MultivaluedSection/maximumItemCount``. Rows of subforms take their fields too.
    ///
    /// Nothing here trusts the client: names that match no row are ignored, and
    /// read-only, disabled and hidden rows never change.
    ///
    /// - Returns: the messages of the inputs that could not be taken, by identifier.
    ///   The rows concerned keep what was typed and show the same messages when they
    ///   validate.
    @discardableResult
    ///
    /// - Complexity: O(*n* + *m*) in the number of rows and of fields sent.
    public func takeInput(_ submitted: SubmittedFields) -> [String: String] {
        var rejections: [String: String] = [:]
        let lookup = SubmittedLookup(submitted)
        if let plan = SubmittedPlan(matching: submitted, to: self) {
            takeInput(planned: plan, lookup: lookup, rejections: &rejections)
        } else {
            takeInput(lookup.index, rejections: &rejections)
        }
        return rejections
    }

    func takeInput(_ index: SubmittedIndex, rejections: inout [String: String]) {
        for section in sections.all where !section.isHidden {
            if section.isMultivalued, let group = section as? MultivaluedSection { group.takeItemCount(from: index) }
            // A selectable section takes the choices; its rows take none of their own.
            let takesChoices = section.takesChoices
            if takesChoices {
                let sectionID = section.identifier
                if case .rejected(let message) = section.takeInput(index.input(for: sectionID)) { rejections[sectionID] = message }
            }
            for row in section.rowStorage where !row.isHidden && !row.isDisabled {
                if let subform = row.nestedForm {
                    subform.takeInput(index, rejections: &rejections)
                    continue
                }
                guard !row.isReadOnly, !takesChoices else { continue }
                let identifier = row.identifier(in: section)
                apply(index.input(for: identifier), to: row, in: section, rejections: &rejections)
            }
        }
    }

    /// The same as taking input through the index, for a body whose fields came in
    /// the order of the form's rows: each row's fields are known without hashing a
    /// name. A section whose rows came, went or moved since the plan was made (an
    /// observer changed the form) takes its input through the index.
    private func takeInput(planned plan: SubmittedPlan, lookup: SubmittedLookup, rejections: inout [String: String]) {
        let snapshot = sections.all
        for (position, section) in snapshot.enumerated() where !section.isHidden {
            let sectionPlan = plan.sections[position]
            let rows = section.rowStorage
            guard sectionPlan.section === section, sectionPlan.rowsVersion == section.rowsVersion,
                  section.form === self, section.indexInList == position else {
                for row in rows where !row.isHidden && !row.isDisabled && !row.isReadOnly {
                    apply(lookup.index.input(for: row.identifier(in: section)), to: row, in: section, rejections: &rejections)
                }
                continue
            }
            var next = 0
            let runs = sectionPlan.runs
            rows.forEachBorrowed { rowIndex, row in
                guard !row.isHidden && !row.isDisabled && !row.isReadOnly else { return }
                while next < runs.count, runs[next].row < rowIndex { next += 1 }
                let input: RowInput
                if next < runs.count, runs[next].row == rowIndex {
                    input = plan.input(runs[next].fields)
                } else {
                    input = .absent
                }
                apply(input, to: row, in: section, rejections: &rejections)
            }
        }
    }

    private func apply(_ input: RowInput, to row: BaseRow, in section: Section, rejections: inout [String: String]) {
        let result = row.withChangeCause(.input) { row.applyInput(input) }
        switch result {
        case .accepted: row.clearInputRejection()
        case .rejected(let message): rejections[row.identifier(in: section)] = message
        case .ignored: break
        }
    }
}

/// Which submitted fields go to which row, for a body whose names came in the
/// order of the form's rows (as a browser sends them): every field is matched to
/// the next row with its name, one run of fields per row. Made only for forms of
/// plain sections and rows, and only when every field finds its row that way;
/// otherwise input goes through ``SubmittedIndex``.
///
/// A name sent again after another name cannot be matched (its row is behind),
/// so the plan gives each row exactly what the index would.
struct SubmittedPlan {
    struct SectionPlan {
        let section: Section
        let rowsVersion: Int
        /// Rows (by index in the section) and the fields they take, in order.
        var runs: [(row: Int, fields: Range<Int>)] = []
    }

    let pairs: [(name: String, value: String)]
    var sections: [SectionPlan] = []

    init?(matching submitted: SubmittedFields, to form: Form) {
        pairs = submitted.pairs
        sections.reserveCapacity(form.sections.all.count)
        var field = 0
        for section in form.sections.all {
            guard !section.isMultivalued, !section.takesChoices else { return nil }
            var plan = SectionPlan(section: section, rowsVersion: section.rowsVersion)
            // Rows borrowed and names compared in place: binding each would retain
            // and release them, for every field of every request. A subform
            // (nested names) ends the plan; the walk only runs out.
            var isPlain = true
            section.rowStorage.forEachBorrowed { rowIndex, row in
                guard isPlain else { return }
                if row.nestedForm != nil { isPlain = false; return }
                guard field < pairs.count, row.identifier(in: section) == pairs[field].name else { return }
                var end = field + 1
                while end < pairs.count, pairs[end].name == pairs[field].name { end += 1 }
                plan.runs.append((rowIndex, field..<end))
                field = end
            }
            guard isPlain else { return nil }
            sections.append(plan)
        }
        guard field == pairs.count else { return nil }
    }

    func input(_ fields: Range<Int>) -> RowInput {
        fields.count == 1 ? .text(pairs[fields.lowerBound].value) : .texts(pairs[fields].map(\.value))
    }
}

/// The index of submitted fields, built only when asked for.
final class SubmittedLookup {
    let submitted: SubmittedFields
    lazy var index = SubmittedIndex(submitted)
    init(_ submitted: SubmittedFields) { self.submitted = submitted }
}

extension Form {
    /// How many items each repeating group has, by the group's identifier, those of
    /// subforms included: what a page shows. A server that signs these counts into
    /// its page, and gives them back verified as ``SubmittedFields/shownItemCounts``,
    /// lets no post grow a group beyond what its page had.
    public var repeatingGroupItemCounts: [String: Int] {
        var counts: [String: Int] = [:]
        for section in allSections {
            if section.isMultivalued, let group = section as? MultivaluedSection {
                counts[group.identifier] = group.itemRows.count
            }
            for row in section.allRows {
                if let subform = row.nestedForm { counts.merge(subform.repeatingGroupItemCounts) { first, _ in first } }
            }
        }
        return counts
    }
}

extension MultivaluedSection {
    /// Grows (or, given an explicit count, shrinks) the group to the items a client
    /// sent, within what the group allows.
    func takeItemCount(from index: SubmittedIndex) {
        let current = itemRows.count
        // The items the submission names, by their fields or by `group.items`: a
        // post grows a group to as many and no further, whatever count it claims;
        // when the page's own count is known, to that and no further.
        let named = index.itemCount(ofGroup: identifier)
        let ceiling = index.shownItemCounts.map { Swift.max(current, $0[identifier] ?? current) } ?? Swift.max(current, named)
        var wanted = current
        if case .text(let text) = index.input(for: countIdentifier), let count = IdentifierText.number(Substring(text)) {
            wanted = Swift.min(count, ceiling)
        } else if named > current {
            wanted = Swift.min(named, ceiling)
        }
        wanted = Swift.max(0, Swift.min(wanted, maximumItemCount))
        if wanted > current, multivaluedOptions.contains(.insert) {
            for _ in current..<wanted { _ = try? insertNewRow() }
        } else if wanted < current, multivaluedOptions.contains(.delete) {
            // Only items a person could delete: shown, enabled, and allowed.
            for position in (wanted..<current).reversed() {
                let item = itemRows[position]
                guard item.isVisible, !item.isDisabled, canDelete(item) else { continue }
                _ = try? deleteRow(at: position)
            }
        }
    }
}
