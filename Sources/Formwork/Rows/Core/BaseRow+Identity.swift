/// Identifiers that front ends use as field names and element ids.
///
/// Every row a front end shows has one, and it is the same on every render and in
/// every form built from the same definition, so a submitted field finds its row
/// in the form rebuilt for the request:
///
/// - a tagged row: its tag (`email`);
/// - an item of a repeating group: the group and the item's position (`phones.2`);
/// - a group's add button: `phones.add`;
/// - an expanded inline picker: its row's identifier and `.picker` (`start.picker`);
/// - an untagged row: its section and its position there (`s3.r1`).
///
/// Characters other than letters, digits and `_ - . :` are written as `~` and two
/// hexadecimal digits per UTF-8 byte (`first name` → `first~20name`), so an
/// identifier never holds a space, a quote or markup.
extension BaseRow {
    /// The row's identifier: stable across renders and across forms built from the
    /// same definition. See the extension's notes for its forms.
    public var identifier: String {
        guard let section else { return escapedTag ?? "r0" }
        return identifier(in: section)
    }

    /// The tag as it stands in an identifier: worked out when the tag is set, since
    /// every row's identifier is asked for on every request, and shared with the
    /// definition.
    var escapedTag: String? {
        identifierFromTag
    }

    /// The identifier of the row in `section`, its section.
    func identifier(in section: Section) -> String {
        identifierAndWhetherTag(in: section).identifier
    }

    /// The identifier of the row in `section`, and whether it is made from the
    /// row's tag (rather than from the row's place).
    func identifierAndWhetherTag(in section: Section) -> (identifier: String, isTag: Bool) {
        let own = ownIdentifierAndWhetherTag(in: section)
        // A subform of an item of a repeating group is one of several alike: its
        // rows are named within the item (`people.2.name`).
        if let prefix = section.form?.itemPrefix { return (prefix + own.identifier, false) }
        return own
    }

    private func ownIdentifierAndWhetherTag(in section: Section) -> (identifier: String, isTag: Bool) {
        if hasInlineRelation, let owner = inlineOwner { return (owner.identifier + ".picker", false) }
        if section.isMultivalued, let group = section as? MultivaluedSection {
            if group.addButton === self { return (group.identifier + ".add", false) }
            if let index = group.itemIndex(of: self) { return (group.identifier + "." + String(index), false) }
        }
        if let tag = escapedTag { return (tag, true) }
        return (section.identifier + ".r" + String(section.positionIgnoringPickers(of: self)), false)
    }

    /// Whether the row is an inline picker expanded below another row (its
    /// ``inlineOwner``). A front end may draw the two as one control.
    public var isInlinePicker: Bool { inlineOwner != nil }
}

extension Section {
    /// The section's identifier: its tag, or `s` and its position in the form (`s3`).
    public var identifier: String {
        let own = tag.map(IdentifierText.escape) ?? "s" + String(indexInList)
        if let prefix = form?.itemPrefix { return prefix + own }
        return own
    }

    /// A row's index in ``allRows`` leaving out expanded inline pickers, which come
    /// and go without moving the rows after them.
    func positionIgnoringPickers(of row: BaseRow) -> Int {
        var position = row.indexInList
        guard expandedPickerCount > 0 else { return position }
        for other in rows.all[..<row.indexInList] where other.inlineOwner != nil { position -= 1 }
        return position
    }
}

extension Form {
    /// What the identifiers of a subform's rows and sections start with when the
    /// row that holds it is an item of a repeating group (`people.2.`); nil
    /// otherwise.
    var itemPrefix: String? {
        guard let owner = subformOwner, let section = owner.section, section.isMultivalued,
              let group = section as? MultivaluedSection, group.itemIndex(of: owner) != nil else { return nil }
        return owner.identifier + "."
    }

    /// The row with an identifier (``BaseRow/identifier``), here or in a subform;
    /// nil when there is none, as for a name a client made up.
    ///
    /// - Complexity: O(1) for tagged rows and items of tagged groups.
    public func row(withIdentifier identifier: String) -> BaseRow? {
        row(withIdentifier: identifier, reachable: false)
    }

    /// The row with an identifier that a person can act on: shown and enabled, and
    /// not in a subform that is hidden or disabled. What a client names is looked
    /// up through this, so a crafted request cannot reach what the page does not offer.
    public func reachableRow(withIdentifier identifier: String) -> BaseRow? {
        row(withIdentifier: identifier, reachable: true)
    }

    private func row(withIdentifier identifier: String, reachable: Bool) -> BaseRow? {
        // No identifier is this long; a client's made-up one is not looked into.
        guard identifier.utf8.count <= 1_024 else { return nil }
        let found = lookUpRow(withIdentifier: identifier, reachable: reachable)
        guard reachable, let found else { return found }
        return found.isVisible && !found.isDisabled ? found : nil
    }

    private func lookUpRow(withIdentifier identifier: String, reachable: Bool) -> BaseRow? {
        if itemPrefix != nil {
            // An item's subform names its rows after the item's place: its few rows
            // are looked through.
            if let row = allRows.first(where: { $0.identifier == identifier }) { return row }
        } else if let found = lookUpOwnRow(withIdentifier: identifier, reachable: reachable) {
            return found
        }
        for nested in subforms where !reachable || (nested.row.isVisible && !nested.row.isDisabled) {
            if let found = nested.form.row(withIdentifier: identifier, reachable: reachable) { return found }
        }
        return nil
    }

    /// The row of this form (not of a subform) with an identifier.
    private func lookUpOwnRow(withIdentifier identifier: String, reachable: Bool) -> BaseRow? {
        if let tag = IdentifierText.unescape(identifier), let row = rowBy(tag: tag) { return row }
        if let dot = identifier.lastIndex(of: ".") {
            let prefix = String(identifier[..<dot]), suffix = identifier[identifier.index(after: dot)...]
            if suffix == "picker" {
                // A picker belongs to the row before it, which is never a picker.
                guard !prefix.hasSuffix(".picker") else { return nil }
                return row(withIdentifier: prefix, reachable: reachable)?.expandedInlineRow
            }
            if let section = section(withIdentifier: prefix) {
                if let group = section as? MultivaluedSection {
                    if suffix == "add" { return group.addButton }
                    if let index = IdentifierText.number(suffix) {
                        let items = group.itemRows
                        return index < items.count ? items[index] : nil
                    }
                }
                if suffix.first == "r", let position = IdentifierText.number(suffix.dropFirst()) {
                    return section.rowIgnoringPickers(at: position)
                }
            }
        }
        return nil
    }

    /// The section with an identifier (``Section/identifier``).
    public func section(withIdentifier identifier: String) -> Section? {
        if let tag = IdentifierText.unescape(identifier), let section = sectionBy(tag: tag) { return section }
        if identifier.first == "s", let index = IdentifierText.number(identifier.dropFirst()), index < sectionStorage.count {
            let section = sectionStorage[index]
            return section.tag == nil ? section : nil
        }
        return nil
    }
}

extension Section {
    /// The row at a position that leaves out expanded inline pickers.
    func rowIgnoringPickers(at position: Int) -> BaseRow? {
        var remaining = position
        for row in rows.all where row.inlineOwner == nil {
            if remaining == 0 { return row.tag == nil ? row : nil }
            remaining -= 1
        }
        return nil
    }
}

/// Writing tags as identifiers and back.
enum IdentifierText {
    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
             UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
             UInt8(ascii: "."), UInt8(ascii: ":"):
            return true
        default:
            return false
        }
    }

    /// Whether every byte of `text` may stand in an identifier as it is: one pass over
    /// the bytes in place (every row's identifier is worked out on every request).
    private static func isSafe(_ text: String) -> Bool {
        let inPlace = text.utf8.withContiguousStorageIfAvailable { bytes in
            for byte in bytes where !isSafe(byte) { return false }
            return true
        }
        return inPlace ?? text.utf8.allSatisfy(isSafe)
    }

    static func escape(_ tag: String) -> String {
        escapeIfNeeded(tag) ?? tag
    }

    /// The tag escaped, or nil when it stands in an identifier as it is.
    static func escapeIfNeeded(_ tag: String) -> String? {
        if tag.isEmpty { return "~" }
        if isSafe(tag) { return nil }
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(tag.utf8.count * 3)
        for byte in tag.utf8 {
            if isSafe(byte) {
                bytes.append(byte)
            } else {
                bytes.append(contentsOf: [UInt8(ascii: "~"), hex[Int(byte >> 4)], hex[Int(byte & 15)]])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The tag an identifier was written from; nil when it cannot be one.
    static func unescape(_ identifier: String) -> String? {
        guard identifier.utf8.contains(UInt8(ascii: "~")) else { return identifier }
        if identifier == "~" { return "" }
        var bytes: [UInt8] = []
        var iterator = identifier.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "~") else { bytes.append(byte); continue }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else { return nil }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A position written in decimal digits, without sign or leading zeros.
    static func number(_ text: Substring) -> Int? {
        guard !text.isEmpty, text.count <= 9, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }),
              text == "0" || text.first != "0" else { return nil }
        return Int(text)
    }
}
