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
    /// The identifier of each slot. Slots are numbered in the order of the form,
    /// which is the order a browser sends its fields in.
    let identifiers: [String]
    /// The slot of each row, section after section (in ``Form/allSections`` order),
    /// each section's rows in the order of its ``Section/allRows``.
    let rowSlots: [Int32]
    /// Where each section's rows start in ``rowSlots``.
    let sectionStarts: [Int]
    /// The slot of each section's own identifier (what a selectable section takes).
    let sectionSlots: [Int32]

    /// The table of `form` as it stands.
    ///
    /// - Complexity: O(*n*) in the number of rows and sections.
    init(of form: Form) {
        var slots: [String: Int32] = [:]
        var identifiers: [String] = []
        let sections = form.sectionStorage
        let count = sections.count + sections.reduce(0) { $0 + $1.rowStorage.count }
        slots.reserveCapacity(count)
        identifiers.reserveCapacity(count)
        func slot(for identifier: String) -> Int32 {
            let next = Int32(truncatingIfNeeded: slots.count)
            if let existing = slots.updateValue(next, forKey: identifier) {
                slots[identifier] = existing
                return existing
            }
            identifiers.append(identifier)
            return next
        }
        var sectionSlots: [Int32] = []
        var sectionStarts: [Int] = []
        var rowSlots: [Int32] = []
        sectionSlots.reserveCapacity(sections.count)
        sectionStarts.reserveCapacity(sections.count)
        rowSlots.reserveCapacity(slots.capacity)
        for section in sections {
            sectionSlots.append(slot(for: section.identifier))
            sectionStarts.append(rowSlots.count)
            for row in section.rowStorage { rowSlots.append(slot(for: row.identifier(in: section))) }
        }
        self.slots = slots
        self.identifiers = identifiers
        self.rowSlots = rowSlots
        self.sectionStarts = sectionStarts
        self.sectionSlots = sectionSlots
    }

    /// The slot of the field `name`, or nil when the form has no such field. The
    /// slot after `previous` (or the one after that, past a section's own) is
    /// compared first: fields sent in the order of the form are found without
    /// hashing their names.
    func slot(of name: String, after previous: Int32) -> Int32? {
        let next = Int(previous) + 1
        if next < identifiers.count, identifiers[next] == name { return Int32(truncatingIfNeeded: next) }
        if next + 1 < identifiers.count, identifiers[next + 1] == name { return Int32(truncatingIfNeeded: next + 1) }
        return slots[name]
    }

    /// The slot of the row at `row` in the section at `section` (indices in their lists).
    func slot(ofRowAt row: Int, inSectionAt section: Int) -> Int32 {
        rowSlots[sectionStarts[section] + row]
    }

    /// Whether the table says what a table made now for `form` would say: how
    /// debug builds check that every change of layout was noticed.
    ///
    /// - Complexity: O(*n*) in the number of rows and sections.
    func describes(_ form: Form) -> Bool {
        let fresh = FieldTable(of: form)
        guard fresh.slots.count == slots.count, fresh.sectionSlots.count == sectionSlots.count,
              fresh.sectionStarts == sectionStarts, fresh.rowSlots.count == rowSlots.count else { return false }
        // The same identifiers, each standing for the same rows and sections.
        var translated = [Int32](repeating: -1, count: slots.count)
        for (identifier, freshSlot) in fresh.slots {
            guard let slot = slots[identifier] else { return false }
            translated[Int(freshSlot)] = slot
        }
        return zip(fresh.sectionSlots, sectionSlots).allSatisfy { translated[Int($0)] == $1 }
            && zip(fresh.rowSlots, rowSlots).allSatisfy { translated[Int($0)] == $1 }
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
