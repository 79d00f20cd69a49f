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
    /// The row with `tag`, hidden or not, in constant time.
    public func rowBy(tag: String) -> BaseRow? {
        if case .row(let row)? = tagged[tag] { return row }
        return nil
    }

    /// The row with `tag` as a specific row type: `let r: TextRow? = form.rowBy(tag: "name")`.
    public func rowBy<R: BaseRow>(tag: String) -> R? {
        rowBy(tag: tag) as? R
    }

    /// The section with `tag`, hidden or not.
    public func sectionBy(tag: String) -> Section? {
        if case .section(let section)? = tagged[tag] { return section }
        return nil
    }

    /// The section with `tag` as a specific section type.
    public func sectionBy<S: Section>(tag: String) -> S? {
        sectionBy(tag: tag) as? S
    }

    /// Tags must be unique in a form; a duplicate is a programmer error that stops the
    /// program with both owners named, in every build configuration.
    func register(tag: String, for element: TaggedElement) {
        if let existing = tagged[tag] {
            programmerError("Formwork: duplicate tag \"\(tag)\": \(element.name) cannot use it, \(existing.name) already does in this form")
        }
        tagged[tag] = element
    }

    func unregister(tag: String) {
        tagged[tag] = nil
    }

    func rowTagDidChange(_ row: BaseRow, from oldTag: String?) {
        retag(.row(row), from: oldTag, to: row.tag)
    }

    func sectionTagDidChange(_ section: Section, from oldTag: String?) {
        retag(.section(section), from: oldTag, to: section.tag)
    }

    /// Moves an element to its new tag; conditions reading either tag re-evaluate.
    private func retag(_ element: TaggedElement, from oldTag: String?, to newTag: String?) {
        if let oldTag {
            unregister(tag: oldTag)
            tagDidChange(oldTag)
        }
        if let newTag {
            register(tag: newTag, for: element)
            // Before propagating: a cycle would otherwise recurse without end.
            switch element {
            case .row(let row): checkForCycle(from: .row(row))
            case .section(let section): checkForCycle(from: .section(section))
            }
            tagDidChange(newTag)
        }
    }
}
