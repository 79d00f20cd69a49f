/// Where the fields a client may send land in a form: every row's and section's
/// identifier (``BaseRow/identifier``) with its place, for one layout of the form.
///
/// A form works its table out when it first takes input, and again only after its
/// layout changed (rows or sections came, went or moved, a tag changed). The forms
/// of a ``FormTemplate`` start with the template's layout, so they share its table:
/// taking a submission then costs a comparison per field sent, and nothing is built.
///
/// Places are *slots*, numbered in the order of the form, which is the order a
/// browser sends its fields in: a field is compared with the slots after the last
/// one found before its name is hashed (``slot(of:after:)``), and the table that
/// hashes them (``index``) is made only when a field comes out of order.
///
/// Rows that happen to share an identifier (a row tagged `s0.r1` beside the
/// untagged first row of section `s0`) share a slot, so both read what was sent
/// under it, as they would by name. Identifiers made from tags differ from each
/// other (tags are unique in a form), and so do the others (a section's position,
/// a group's items, a picker's owner); only one of each kind can meet, and a
/// made identifier that reads as a tag of the form is given that tag's slot.
struct FieldTable: Sendable {
    /// The identifier of each slot.
    let identifiers: [String]
    /// The slot of each row, section after section (in ``Form/allSections`` order),
    /// each section's rows in the order of its ``Section/allRows``.
    let rowSlots: [Int32]
    /// Where each section's rows start in ``rowSlots``.
    let sectionStarts: [Int]
    /// The slot of each section's own identifier (what a selectable section takes).
    let sectionSlots: [Int32]
    /// The slots of made identifiers that are also a tag's identifier, and the
    /// tag's slot each stands for; nearly always empty.
    let redirects: [Int32: Int32]
    /// The slot of each identifier, once made (see ``indexed()``).
    private(set) var index: [String: Int32]?

    /// How many slots after the last one found are compared before a name is hashed:
    /// rows that send nothing (an unticked checkbox, a label, a button) are passed over.
    private static let lookahead = 8

    /// The table of `form` as it stands, without its index.
    ///
    /// - Complexity: O(*n*) in the number of rows and sections.
    init(of form: Form) {
        let sections = form.sectionStorage
        let count = sections.count + sections.reduce(0) { $0 + $1.rowStorage.count }
        var identifiers: [String] = []
        var sectionSlots: [Int32] = []
        var sectionStarts: [Int] = []
        var rowSlots: [Int32] = []
        identifiers.reserveCapacity(count)
        sectionSlots.reserveCapacity(sections.count)
        sectionStarts.reserveCapacity(sections.count)
        rowSlots.reserveCapacity(count - sections.count)
        // Identifiers made from places, looked up among the tags once every tag has its slot.
        var madeSlots: [(slot: Int32, identifier: String)] = []
        func newSlot(_ identifier: String, isTag: Bool) -> Int32 {
            let slot = Int32(truncatingIfNeeded: identifiers.count)
            identifiers.append(identifier)
            if !isTag { madeSlots.append((slot, identifier)) }
            return slot
        }
        for section in sections {
            sectionSlots.append(newSlot(section.identifier, isTag: section.tag != nil))
            sectionStarts.append(rowSlots.count)
            section.rowStorage.forEachBorrowed { _, row in
                let (identifier, isTag) = row.identifierAndWhetherTag(in: section)
                rowSlots.append(newSlot(identifier, isTag: isTag))
            }
        }
        // A made identifier that is also the identifier of a tagged row or section
        // of the form takes that one's slot. Rare: looked up only for made ones.
        var merged: [Int32: Int32] = [:]
        for (slot, identifier) in madeSlots {
            guard let tag = IdentifierText.unescape(identifier), let element = form.element(forTag: tag) else { continue }
            guard let tagSlot = Self.slot(of: element, sectionSlots: sectionSlots, sectionStarts: sectionStarts, rowSlots: rowSlots) else { continue }
            merged[slot] = tagSlot
        }
        if !merged.isEmpty {
            rowSlots = rowSlots.map { merged[$0] ?? $0 }
            sectionSlots = sectionSlots.map { merged[$0] ?? $0 }
        }
        self.identifiers = identifiers
        self.rowSlots = rowSlots
        self.sectionStarts = sectionStarts
        self.sectionSlots = sectionSlots
        redirects = merged
    }

    /// The slot of a tagged row or section in the table being made.
    private static func slot(of element: TaggedElement, sectionSlots: [Int32], sectionStarts: [Int], rowSlots: [Int32]) -> Int32? {
        switch element {
        case .section(let section):
            return section.indexInList < sectionSlots.count ? sectionSlots[section.indexInList] : nil
        case .row(let row):
            guard let section = row.section, section.indexInList < sectionStarts.count else { return nil }
            return rowSlots[sectionStarts[section.indexInList] + row.indexInList]
        }
    }

    /// The table with its index made: what a template's forms share.
    func indexed() -> FieldTable {
        var table = self
        table.makeIndex()
        return table
    }

    /// Makes the index of slots by identifier.
    private mutating func makeIndex() {
        var index: [String: Int32] = [:]
        index.reserveCapacity(identifiers.count)
        // A redirected slot's identifier is its tag's, which keeps its own slot.
        for (slot, identifier) in identifiers.enumerated() where redirects.isEmpty || redirects[Int32(slot)] == nil {
            index[identifier] = Int32(truncatingIfNeeded: slot)
        }
        self.index = index
    }

    /// The slot of the field `name`, or nil when the form has no such field. The
    /// slots just after `previous` are compared first: fields sent in the order of
    /// the form are found without hashing their names, and the index is made the
    /// first time one is not.
    mutating func slot(of name: String, after previous: Int32) -> Int32? {
        let start = Int(previous) + 1
        let end = Swift.min(start + Self.lookahead, identifiers.count)
        if start < end {
            for slot in start..<end where identifiers[slot] == name { return resolved(Int32(truncatingIfNeeded: slot)) }
        }
        if index == nil { makeIndex() }
        return index?[name]
    }

    /// The slot rows read for `slot`: itself, or the tag's slot it stands for.
    private func resolved(_ slot: Int32) -> Int32 {
        redirects.isEmpty ? slot : redirects[slot] ?? slot
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
        return fresh.identifiers == identifiers && fresh.rowSlots == rowSlots && fresh.redirects == redirects
            && fresh.sectionStarts == sectionStarts && fresh.sectionSlots == sectionSlots
    }
}

extension Form {
    /// The table of the form's fields for its layout as it stands.
    var fieldTable: FieldTable {
        // The fields of an item's subform are named after the item's place, which
        // changes without the subform's layout changing: made afresh each time.
        if subformOwner != nil, itemPrefix != nil { return FieldTable(of: self) }
        if let cached = fieldTableCache, cached.version == layoutVersion {
            assert(cached.table.describes(self), "a change of the form's layout went unnoticed")
            return cached.table
        }
        let table = FieldTable(of: self)
        fieldTableCache = (table, layoutVersion)
        return table
    }

    /// Keeps the table as it was used (with its index, when one was made).
    func keepFieldTable(_ table: FieldTable, version: Int) {
        guard version == layoutVersion, subformOwner == nil || itemPrefix == nil else { return }
        fieldTableCache = (table, version)
    }

    /// Notes a change of what fields the form has or where they are: a row or
    /// section came, went or moved, or a tag changed.
    func layoutDidChange() {
        if isFrozen { reportProgrammerError(Form.frozenMessage("its rows and sections")) }
        layoutVersion &+= 1
        structureVersion &+= 1
        sharedTagPlaces = nil
    }
}
