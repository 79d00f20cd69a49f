/// What a person may do to one item of a repeating group right now: see
/// ``Section/itemEdits(at:)``.
public struct ItemEdits: OptionSet, Sendable, Hashable {
    /// The edits, a bit each.
    public let rawValue: UInt8

    /// The edits whose bits are set in `rawValue`.
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    /// Swap the item with the one before it.
    public static let moveUp = ItemEdits(rawValue: 1 << 0)
    /// Swap the item with the one after it.
    public static let moveDown = ItemEdits(rawValue: 1 << 1)
    /// Delete the item.
    public static let delete = ItemEdits(rawValue: 1 << 2)
    /// Add a new item after it.
    public static let addAfter = ItemEdits(rawValue: 1 << 3)
}

/// A repeating group's items and what a person does to them, for any section: a
/// front end reaches every group through these, without knowing its class, and
/// every front end offers and refuses the same edits.
///
/// Other sections have no items, and every edit is refused.
extension Section {
    /// Whether the section is a repeating group (a ``MultivaluedSection``).
    public var isRepeatingGroup: Bool { isMultivalued }

    /// The group's items in order, hidden ones included; not its add button or an
    /// expanded picker. Empty for other sections.
    public var items: [BaseRow] { repeatingGroup?.itemRows ?? [] }

    /// The position of `row` among ``items``, or nil when it is not an item.
    ///
    /// - Complexity: O(1) when the rows did not change since the last call.
    public func itemIndex(of row: BaseRow) -> Int? { repeatingGroup?.itemPosition(of: row) }

    /// A new item as ``addItem(at:)`` would make it, not added to the group: what a
    /// front end describes the group's items by before it has any (a command line's
    /// help lists an item's fields from it). Nil for other sections, and for groups
    /// that make no items.
    public func itemSample() -> BaseRow? {
        guard let group = repeatingGroup else { return nil }
        return group.multivaluedRowToInsertAt?(group.itemRows.count)
    }

    /// The row a person selects to add an item, when the group has one.
    public var addItemRow: BaseRow? { repeatingGroup?.addButton }


    /// The names a page sends the group's item count and each item's position under
    /// (see ``MultivaluedSection/countIdentifier``); nil for other sections.
    public var itemFieldNames: (count: String, items: String)? {
        repeatingGroup.map { ($0.countIdentifier, $0.itemsIdentifier) }
    }

    /// Whether a person may add an item now: the group inserts, has a row to insert,
    /// is shown and holds fewer than its ``MultivaluedSection/maximumItemCount``.
    public var canAddItem: Bool {
        guard let group = repeatingGroup, !isHidden, group.multivaluedOptions.contains(.insert),
              group.multivaluedRowToInsertAt != nil else { return false }
        return group.itemRows.count < group.maximumItemCount
    }

    /// What a person may do to the item at `index` (into ``items``) now.
    ///
    /// Only a shown, enabled item in a shown group can be edited, and it moves only
    /// past a neighbour that is shown and enabled too: what a person cannot see or
    /// reach does not move under them. Within that, the group's
    /// ``MultivaluedSection/multivaluedOptions`` and its policy
    /// (``MultivaluedSection/canDelete(_:)``, ``MultivaluedSection/canMove(from:to:)``,
    /// which a subclass may narrow) decide.
    public func itemEdits(at index: Int) -> ItemEdits {
        guard let group = repeatingGroup, !isHidden else { return [] }
        let items = group.itemRows
        guard items.indices.contains(index), Self.canReach(items[index]) else { return [] }
        var edits: ItemEdits = []
        if index > 0, Self.canReach(items[index - 1]), group.canMove(from: index, to: index - 1) {
            edits.insert(.moveUp)
        }
        if index + 1 < items.count, Self.canReach(items[index + 1]), group.canMove(from: index, to: index + 1) {
            edits.insert(.moveDown)
        }
        if group.canDelete(items[index]) { edits.insert(.delete) }
        if canAddItem { edits.insert(.addAfter) }
        return edits
    }

    /// Adds an item at `index` (into ``items``; by default at the end), as a person
    /// does; returns it, or nil when ``canAddItem`` refuses or the index is out of range.
    @discardableResult
    public func addItem(at index: Int? = nil) -> BaseRow? {
        guard canAddItem, let group = repeatingGroup else { return nil }
        if let index, !(0...group.itemRows.count).contains(index) { return nil }
        return try? group.insertNewRow(at: index)
    }

    /// Deletes the item at `index` when ``itemEdits(at:)`` allows it; returns whether it did.
    @discardableResult
    public func deleteItem(at index: Int) -> Bool {
        guard itemEdits(at: index).contains(.delete), let group = repeatingGroup else { return false }
        return (try? group.deleteRow(at: index)) != nil
    }

    /// Moves the item at `index` one place up (`offset` -1) or down (+1) when
    /// ``itemEdits(at:)`` allows it; returns whether it moved.
    @discardableResult
    public func moveItem(at index: Int, by offset: Int) -> Bool {
        let edit: ItemEdits
        switch offset {
        case -1: edit = .moveUp
        case 1: edit = .moveDown
        default: return false
        }
        guard itemEdits(at: index).contains(edit), let group = repeatingGroup else { return false }
        return (try? group.moveRow(from: index, to: index + offset)) != nil
    }

    private var repeatingGroup: MultivaluedSection? { self as? MultivaluedSection }

    private static func canReach(_ item: BaseRow) -> Bool {
        item.isVisible && !item.isDisabled
    }
}
