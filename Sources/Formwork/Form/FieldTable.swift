/// Where the fields a client may send land in a form: every row's and section's
/// identifier (``BaseRow/identifier``) with its place, for one layout of the form.
///
/// A form works its table out when it first takes input, and again only after its
/// layout changed (rows or sections came, went or moved, a tag changed). The forms
/// of a ``FormTemplate`` start with the template's layout, so they share its table:
/// taking a submission then costs a look-up per field sent, and nothing is built.
///
/// Places are *slots*: one per distinct identifier. Rows that happen to share an
/// identifier (a row tagged `s0.r1` beside the untagged first row of section `s0`)
/// share a slot, so both read what was sent under it, as they would by name.
final class FieldTable: Sendable {
    /// The slot of each identifier.
    let slots: [String: Int32]
    /// The slot of each row, by section (in ``Form/allSections`` order) and by the
    /// row's index in its section's ``Section/allRows``.
    let rowSlots: [[Int32]]
    /// The slot of each section's own identifier (what a selectable section takes).
    let sectionSlots: [Int32]

    /// The table of `form` as it stands.
    ///
    /// - Complexity: O(*n*) in the number of rows and sections.
    init(of form: Form) {
        var slots: [String: Int32] = [:]
        let sections = form.sectionStorage
        slots.reserveCapacity(sections.count + sections.reduce(0) { $0 + $1.rowStorage.count })
        func slot(for identifier: String) -> Int32 {
            let next = Int32(truncatingIfNeeded: slots.count)
            if let existing = slots.updateValue(next, forKey: identifier) {
                slots[identifier] = existing
                return existing
            }
            return next
        }
        var sectionSlots: [Int32] = []
        var rowSlots: [[Int32]] = []
        sectionSlots.reserveCapacity(sections.count)
        rowSlots.reserveCapacity(sections.count)
        for section in sections {
            sectionSlots.append(slot(for: section.identifier))
            rowSlots.append(section.rowStorage.map { slot(for: $0.identifier(in: section)) })
        }
        self.slots = slots
        self.rowSlots = rowSlots
        self.sectionSlots = sectionSlots
    }

    /// Whether the table says what a table made now for `form` would say: how
    /// debug builds check that every change of layout was noticed.
    ///
    /// - Complexity: O(*n*) in the number of rows and sections.
    func describes(_ form: Form) -> Bool {
        let fresh = FieldTable(of: form)
        guard fresh.slots.count == slots.count, fresh.sectionSlots.count == sectionSlots.count,
              zip(fresh.rowSlots, rowSlots).allSatisfy({ $0.count == $1.count }) else { return false }
        // The same identifiers, each standing for the same rows and sections.
        var translated = [Int32](repeating: -1, count: slots.count)
        for (identifier, freshSlot) in fresh.slots {
            guard let slot = slots[identifier] else { return false }
            translated[Int(freshSlot)] = slot
        }
        guard zip(fresh.sectionSlots, sectionSlots).allSatisfy({ translated[Int($0)] == $1 }) else { return false }
        return zip(fresh.rowSlots, rowSlots).allSatisfy { freshRows, rows in
            zip(freshRows, rows).allSatisfy { translated[Int($0)] == $1 }
        }
    }
}

extension Form {
    /// The table of the form's fields for its layout as it stands.
    var fieldTable: FieldTable {
        if let cached = fieldTableCache, cached.version == layoutVersion {
            assert(cached.table.describes(self), "a change of the form's layout went unnoticed")
            return cached.table
        }
        let table = FieldTable(of: self)
        fieldTableCache = (table, layoutVersion)
        return table
    }

    /// Notes a change of what fields the form has or where they are: a row or
    /// section came, went or moved, or a tag changed.
    func layoutDidChange() {
        layoutVersion &+= 1
        structureVersion &+= 1
    }
}
