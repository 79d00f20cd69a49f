extension Section {
    /// Puts `rows`, all of them rows of this section (hidden ones too), in this
    /// order among the places they hold; the other rows stay where they are. For
    /// a builder that orders rows it made apart (a JSON Schema's `ui:order`
    /// naming rows a condition adds).
    package func arrange(_ rows: [BaseRow]) {
        let members = Set(rows.map(ObjectIdentifier.init))
        guard members.count == rows.count, rows.allSatisfy({ $0.section === self }) else { return }
        var next = rows.makeIterator()
        let desired = rowStorage.map { row in members.contains(ObjectIdentifier(row)) ? next.next() ?? row : row }
        var moved = false
        for index in desired.indices where rowStorage[index] !== desired[index] {
            // Every place before `index` holds its row already, so the one wanted is later.
            moveRow(fromAll: desired[index].indexInList, toAll: index)
            moved = true
        }
        if moved { rowsDidChange() }
    }
}
