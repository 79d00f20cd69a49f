/// The tag table of the template a form was made from, with the form's own
/// sections and rows in the same places: the form's own table, worked out from it
/// when a tag is first looked up (most requests never look one up). Anything that
/// changes the form's structure works the table out first, so the places still
/// hold.
struct TemplateTagTable {
    let table: [String: TaggedElement]
    let sections: [Section]
    let rows: [[BaseRow]]

    /// The table with the template's sections and rows replaced by their copies. The
    /// dictionary keeps its layout: no tag is hashed again.
    func resolved() -> [String: TaggedElement] {
        table.mapValues { element in
            switch element {
            case .row(let row):
                guard let section = row.section else { return element }
                return .row(rows[section.indexInList][row.indexInList])
            case .section(let section):
                return .section(sections[section.indexInList])
            }
        }
    }
}

extension Form {
    func materializeTagTable() {
        guard let pending = templateTagTable else { return }
        templateTagTable = nil
        taggedStorage = pending.resolved()
    }
}
