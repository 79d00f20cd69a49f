/// Where a tag is in a template's form: by the indices of its section and row, so
/// that the forms made from the template find their own rows by it, whether or
/// not the template still exists.
enum TagPlace: Sendable {
    case row(section: Int, row: Int)
    case section(Int)
}

/// The tag table of the template a form was made from, with the form's own
/// sections and rows in the same places: the form's own table, worked out from it
/// when a tag is first looked up (most requests never look one up). Anything that
/// changes the form's structure works the table out first, so the places still
/// hold.
struct TemplateTagTable {
    /// The template's tags and their places, shared by every form it makes.
    let places: TagTable<TagPlace>
    let sections: [Section]
    let rows: [[BaseRow]]

    /// The table with the places filled by this form's sections and rows. The
    /// dictionary keeps its layout: no tag is hashed again.
    func resolved() -> TagTable<TaggedElement> {
        places.mapValues(element(at:))
    }

    /// This form's row or section with `tag`, found without working the table out.
    func element(for tag: String) -> TaggedElement? {
        places[tag].map(element(at:))
    }

    private func element(at place: TagPlace) -> TaggedElement {
        switch place {
        case .row(let section, let row): return .row(rows[section][row])
        case .section(let section): return .section(sections[section])
        }
    }
}

extension Form {
    /// The row or section with `tag`, for reading: a form made from a template
    /// finds it without working its own table out (most requests look up a tag or
    /// two, for conditions and checks, and change nothing).
    func element(forTag tag: String) -> TaggedElement? {
        if let templateTagTable { return templateTagTable.element(for: tag) }
        // Read out first: a look-up inside the access would make every access to
        // the table one the compiler checks at run time.
        let table = taggedStorage
        return table[tag]
    }

    func materializeTagTable() {
        guard let pending = templateTagTable else { return }
        templateTagTable = nil
        var resolved = pending.resolved()
        swap(&taggedStorage, &resolved)
    }

    /// The place of every tag of the form, worked out once for a template.
    var tagPlaces: TagTable<TagPlace> {
        if let sharedTagPlaces { return sharedTagPlaces }
        let places = tagged.compactMapValues { element -> TagPlace? in
            switch element {
            case .row(let row):
                guard let section = row.section else { return nil }
                return .row(section: section.indexInList, row: row.indexInList)
            case .section(let section):
                return .section(section.indexInList)
            }
        }
        sharedTagPlaces = places
        return places
    }
}
