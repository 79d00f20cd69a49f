extension Form {
    /// Takes everything a client submitted, as a person's edits.
    ///
    /// Each shown, enabled row that people fill in takes what was sent under its
    /// ``BaseRow/identifier`` (``BaseRow/takeInput(_:)``); nothing sent is `.absent`,
    /// which turns a switch off and empties a field. A selectable section takes the
    /// keys sent under its identifier. A repeating group first grows to the items
    /// sent (`phones.0`, `phones.1`, …) when it allows insertion, or takes the count
    /// sent as `phones.count` within what its options allow, never beyond its
    /// ``MultivaluedSection/maximumItemCount``. Rows of subforms take their fields too.
    ///
    /// Nothing here trusts the client: names that match no row are ignored, and
    /// read-only, disabled and hidden rows never change.
    ///
    /// - Returns: the messages of the inputs that could not be taken, by identifier.
    ///   The rows concerned keep what was typed and show the same messages when they
    ///   validate.
    @discardableResult
    public func takeInput(_ submitted: SubmittedFields) -> [String: String] {
        var rejections: [String: String] = [:]
        takeInput(SubmittedIndex(submitted), rejections: &rejections)
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
                let result = row.withChangeCause(.input) { row.applyInput(index.input(for: identifier)) }
                switch result {
                case .accepted: row.clearInputRejection()
                case .rejected(let message): rejections[identifier] = message
                case .ignored: break
                }
            }
        }
    }
}

extension MultivaluedSection {
    /// Grows (or, given an explicit count, shrinks) the group to the items a client
    /// sent, within what the group allows.
    func takeItemCount(from index: SubmittedIndex) {
        let id = identifier
        let current = itemRows.count
        var wanted = current
        if case .text(let text) = index.input(for: id + ".count"), let count = IdentifierText.number(Substring(text)) {
            wanted = count
        } else if let highest = index.highestItem[Substring(id)] {
            wanted = Swift.max(current, highest + 1)
        }
        wanted = Swift.min(wanted, maximumItemCount)
        if wanted > current, multivaluedOptions.contains(.insert) {
            for _ in current..<wanted { _ = try? insertNewRow() }
        } else if wanted < current, multivaluedOptions.contains(.delete) {
            for position in (wanted..<current).reversed() { _ = try? deleteRow(at: position) }
        }
    }
}
