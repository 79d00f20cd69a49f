/// A row or section found by tag.
enum TaggedElement {
    case row(BaseRow)
    case section(Section)

    var name: String {
        switch self {
        case .row(let row): return row.description
        case .section(let section): return section.description
        }
    }
}

extension Form {
    /// Makes room in the table of tags for `count` more, at once: for a builder that
    /// knows how many rows and sections will join one batch after another.
    func reserveTagCapacity(_ count: Int) {
        let needed = taggedCount + count
        changeTags { if needed > $0.capacity { $0.reserveCapacity(needed) } }
    }

    /// The row with `tag`, hidden or not, in constant time.
    ///
    /// - Complexity: O(1).
    public func rowBy(tag: String) -> BaseRow? {
        if case .row(let row)? = element(forTag: tag) { return row }
        return nil
    }

    /// The row with `tag` as a specific row type: `let r: TextRow? = form.rowBy(tag: "name")`.
    public func rowBy<R: BaseRow>(tag: String) -> R? {
        rowBy(tag: tag) as? R
    }

    /// The section with `tag`, hidden or not.
    ///
    /// - Complexity: O(1).
    public func sectionBy(tag: String) -> Section? {
        if case .section(let section)? = element(forTag: tag) { return section }
        return nil
    }

    /// The section with `tag` as a specific section type.
    public func sectionBy<S: Section>(tag: String) -> S? {
        sectionBy(tag: tag) as? S
    }

    /// Tags must be unique in a form; a duplicate is a programmer error that stops the
    /// program with both owners named, in every build configuration (a
    /// ``FormTemplate`` reports it instead, and the second owner stays untagged).
    func register(tag: String, for element: TaggedElement) {
        // One lookup when the tag is new, as it nearly always is.
        if let existing = changeTags({ $0.updateValue(element, forKey: tag) }) {
            changeTags { $0[tag] = existing }
            if case .row(let row) = element, let section = row.section, section.tagIsOptional(for: row) { return }
            reportProgrammerError("Formwork: duplicate tag \"\(tag)\": \(element.name) cannot use it, \(existing.name) already does in this form")
            return
        }
        let isRead = hasReaders && readers[tag] != nil
        switch element {
        case .row(let row):
            row.isTagRegistered = true
            row.isReadByConditions = isRead
        case .section(let section):
            section.isTagRegistered = true
            section.isReadByConditions = isRead
        }
    }

    func unregister(tag: String, of element: TaggedElement) {
        switch element {
        case .row(let row):
            guard row.isTagRegistered else { return }
            row.isTagRegistered = false
            row.isReadByConditions = false
        case .section(let section):
            guard section.isTagRegistered else { return }
            section.isTagRegistered = false
            section.isReadByConditions = false
        }
        changeTags { $0[tag] = nil }
    }

    func rowTagDidChange(_ row: BaseRow, from oldTag: String?) {
        retag(.row(row), from: oldTag, to: row.tag)
    }

    func sectionTagDidChange(_ section: Section, from oldTag: String?) {
        retag(.section(section), from: oldTag, to: section.tag)
    }

    /// Moves an element to its new tag; conditions reading either tag re-evaluate.
    private func retag(_ element: TaggedElement, from oldTag: String?, to newTag: String?) {
        var tags: [String] = []
        if let oldTag {
            if readers[oldTag] != nil { tags.append(oldTag) }
            unregister(tag: oldTag, of: element)
        }
        var nodes: [VisibilityNode] = []
        if let newTag {
            register(tag: newTag, for: element)
            tags.append(newTag)
            // The search from the element finds a cycle its new tag closes.
            switch element {
            case .row(let row): nodes.append(.row(row))
            case .section(let section): nodes.append(.section(section))
            }
        }
        layoutDidChange()
        propagate(tags: tags, nodes: nodes, mayCloseCycle: newTag != nil)
    }
}
