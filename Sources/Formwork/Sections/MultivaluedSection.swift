/// What a person may do with the rows of a ``MultivaluedSection``.
public struct MultivaluedOptions: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Add rows with the add button.
    public static let insert = MultivaluedOptions(rawValue: 1)
    /// Delete rows.
    public static let delete = MultivaluedOptions(rawValue: 2)
    /// Move rows.
    public static let reorder = MultivaluedOptions(rawValue: 4)

    // Eureka's spelling of the same options, so that its code compiles as written.
    /// ``insert``, as Eureka spells it.
    public static let Insert = insert
    /// ``delete``, as Eureka spells it.
    public static let Delete = delete
    /// ``reorder``, as Eureka spells it.
    public static let Reorder = reorder
    /// No option: rows can be neither added, deleted nor moved. Eureka's spelling of `[]`.
    public static let None: MultivaluedOptions = []
}

/// A repeating group: a list of rows a person can add to, delete from and reorder.
///
/// ```swift
/// form +++ MultivaluedSection(multivaluedOptions: [.insert, .delete, .reorder], header: "Phones") {
///     $0.tag = "phones"
///     $0.multivaluedRowToInsertAt = { _ in PhoneRow() }
/// }
/// ```
///
/// With `.insert`, the add button (a ``ButtonRow`` from ``addButtonProvider``) is
/// always the last row and selecting it inserts a new row before it. Which rows may
/// be deleted or moved, and where, is decided here (``canDelete(_:)``,
/// ``canMove(from:to:)``), not by a front end. Tagged, the section's value is the
/// array of its rows' values.
open class MultivaluedSection: Section {
    /// What a person may do.
    public final var multivaluedOptions: MultivaluedOptions {
        get { settings.group.multivaluedOptions }
        set {
            changeSettings { $0.group.multivaluedOptions = newValue }
            if !isInitializing { syncAddButton() }
        }
    }

    /// True until the initializer has run, so options set in it do not make the
    /// add button before its provider is set.
    private final var isInitializing = true

    /// Makes the add button: a ``ButtonRow`` unless set, or a row of any type
    /// (``GenericMultivaluedSection``), which front ends draw as a button and
    /// selecting inserts a row. The default one has no title of its own: it shows
    /// the form's word for "Add" (``BaseRow/displayTitle``).
    public var addButtonProvider: (MultivaluedSection) -> BaseRow {
        get { settings.group.addButtonProvider?.function ?? { _ in ButtonRow() } }
        set { changeSettings { $0.group.addButtonProvider = SharedClosure(newValue) } }
    }

    /// The most items people may have in the group: an add button stops adding
    /// there, and input that asks for more is held to it. 1,000 unless set.
    public final var maximumItemCount: Int {
        get { settings.group.maximumItemCount }
        set { changeSettings { $0.group.maximumItemCount = newValue } }
    }

    /// The name under which a page sends the number of items it showed
    /// (`phones.count`); a smaller number deletes the items past it.
    public var countIdentifier: String { identifier + ".count" }

    /// The name under which a page sends, once for each item it showed, the item's
    /// index (`phones.items`). Taking input, a group grows only to items the
    /// submission names (this way, or by their rows' fields), so an item whose row
    /// sends nothing (a switch left off) comes back, and a count alone cannot make
    /// a page of a thousand items.
    public var itemsIdentifier: String { identifier + ".items" }

    /// Makes the row to insert at an index when the add button is selected.
    public final var multivaluedRowToInsertAt: ((Int) -> BaseRow)? {
        get { settings.group.multivaluedRowToInsertAt?.function }
        set { changeSettings { $0.group.multivaluedRowToInsertAt = newValue.map(SharedClosure.init) } }
    }

    /// The add button, when `.insert` is allowed and it is a ``ButtonRow``; see
    /// ``addButton`` for one of any row type.
    public final var addButtonRow: ButtonRow? { addButton as? ButtonRow }

    /// The add button, of whatever row type ``addButtonProvider`` made, when
    /// `.insert` is allowed.
    public private(set) final var addButton: BaseRow?

    /// An empty section that allows `.insert` and `.delete`, with its add button.
    public required init() {
        super.init()
        addAddButtonIfNeeded()
    }

    /// A multivalued section; the add button is created after `initializer` runs, so
    /// an ``addButtonProvider`` set there is used.
    public init(multivaluedOptions: MultivaluedOptions = [.insert, .delete], header: String? = nil,
                footer: String? = nil, _ initializer: (MultivaluedSection) -> Void = { _ in }) {
        super.init(header: header, footer: footer, { _ in })
        if multivaluedOptions != [.insert, .delete] { self.multivaluedOptions = multivaluedOptions }
        initializer(self)
        addAddButtonIfNeeded()
    }

    /// A group that makes no add button: a template's copy, which takes the row
    /// made for the template's add button.
    private init(withoutAddButton: Void) {
        super.init()
    }

    /// A group sharing this one's definition, without an add button of its own: it
    /// takes the row made for the template's add button. A group of a subclass is
    /// made by its own initializer, and the button that made goes again.
    override func makeEmptySectionSharingDefinition() -> Section {
        if type(of: self) == MultivaluedSection.self {
            let group = MultivaluedSection(withoutAddButton: ())
            group.definitionStorage = definitionStorage
            group.ownSettings = ownSettings
            group.isInitializing = true
            return group
        }
        let section = super.makeEmptySectionSharingDefinition()
        if let group = section as? MultivaluedSection, let button = group.addButton, button.section === group {
            group.removeRow(atAllIndex: button.indexInList)
            group.addButton = nil
            group.isInitializing = true
        }
        return section
    }

    /// The copy of the other section's add button becomes this one's.
    override func adoptCopiedRows(_ copies: [BaseRow], from other: Section) {
        super.adoptCopiedRows(copies, from: other)
        takeAddButton(among: copies, from: other)
        syncAddButton()
    }

    /// The copy of the other section's add button becomes this one's.
    override func adoptCopiedStructure(_ copies: VisibleList<BaseRow>, from other: Section) {
        super.adoptCopiedStructure(copies, from: other)
        takeAddButton(among: copies.all, from: other)
    }

    private func takeAddButton(among copies: [BaseRow], from other: Section) {
        if let button = (other as? MultivaluedSection)?.addButton, button.section === other {
            let position = other.rows.all.filter { $0.inlineOwner == nil }.firstIndex { $0 === button }
            addButton = position.flatMap { copies[$0] }
        }
        isInitializing = false
    }

    private func addAddButtonIfNeeded() {
        isInitializing = false
        syncAddButton()
    }

    /// With `.insert` the add button is the last row; without it there is none.
    private func syncAddButton() {
        if multivaluedOptions.contains(.insert) {
            if let button = addButton, button.section === self { return }
            let button = addButton ?? addButtonProvider(self)
            addButton = button
            if button.section == nil { insertRow(button, atAllIndex: rowStorage.count) }
        } else if let button = addButton {
            addButton = nil
            if button.section === self { removeRow(atAllIndex: button.indexInList) }
        }
    }

    /// Emptying or reordering the section keeps its add button, last.
    override func rowsDidChange() {
        syncAddButton()
        if let button = addButton, button.section === self, button.indexInList != rowStorage.count - 1 {
            moveRow(fromAll: button.indexInList, toAll: rowStorage.count - 1)
        }
    }

    /// The rows holding values: every row but the add button and expanded inline
    /// pickers, hidden ones included.
    ///
    /// - Complexity: O(1) when the rows did not change since the last call.
    public var itemRows: [BaseRow] {
        if let cached = cachedItems, cached.version == rowsVersion { return cached.rows }
        let items = rowStorage.filter(isItem)
        cachedItems = (rowsVersion, items)
        return items
    }

    private final var cachedItems: (version: Int, rows: [BaseRow])?
    private final var cachedItemIndices: (version: Int, indices: [ObjectIdentifier: Int])?

    /// The position of `row` among ``itemRows``, or nil when it is not an item
    /// (``Section/itemIndex(of:)`` for any section).
    ///
    /// - Complexity: O(1) when the rows did not change since the last call.
    func itemPosition(of row: BaseRow) -> Int? {
        guard row.section === self, isItem(row) else { return nil }
        // The add button is always last, so without pickers an item's index is its place.
        if expandedPickerCount == 0 { return row.indexInList }
        if let cached = cachedItemIndices, cached.version == rowsVersion { return cached.indices[ObjectIdentifier(row)] }
        let indices = Dictionary(uniqueKeysWithValues: itemRows.enumerated().map { (ObjectIdentifier($1), $0) })
        cachedItemIndices = (rowsVersion, indices)
        return indices[ObjectIdentifier(row)]
    }

    override var isMultivalued: Bool { true }

    open override var kind: SectionKind { .multivalued }

    /// Items are known by their position in the group. An item may carry a tag that
    /// conditions read, but one whose tag is taken (every row a fixed-tag provider
    /// makes after the first) simply stays untagged in the form.
    override func tagIsOptional(for row: BaseRow) -> Bool { isItem(row) }

    private func isItem(_ row: BaseRow) -> Bool {
        row !== addButton && row.inlineOwner == nil
    }

    /// The values of ``itemRows``; hidden items are left out unless `includeHidden`.
    public func values(includeHidden: Bool = false) -> [Any?] {
        rowStorage.filter { isItem($0) && (includeHidden || !$0.isHidden) }.map(\.baseValue)
    }

    /// The values of the items, as ``values(includeHidden:)`` gives them.
    open override func sectionValue(includeHidden: Bool) -> Any?? { .some(values(includeHidden: includeHidden)) }

    open override var contributesValue: Bool { true }

    open override func valueDepends(onVisibilityOf row: BaseRow) -> Bool { isItem(row) }

    /// Replaces the item rows with one new row per element, each made by
    /// ``multivaluedRowToInsertAt`` and given the element as its value. When an
    /// element does not fit, nothing changes and the answer is false.
    open override func setSectionValue(_ value: Any?) -> Bool {
        guard let provider = multivaluedRowToInsertAt else { return false }
        let list: [Any?]
        if let array = unwrapOptional(value) as? [Any?] {
            list = array
        } else if unwrapOptional(value) == nil {
            list = []
        } else {
            return false
        }
        var newRows: [BaseRow] = []
        for (i, element) in list.enumerated() {
            let row = provider(i)
            guard row.setBaseValue(element) else { return false }
            newRows.append(row)
        }
        for row in itemRows.reversed() { removeRow(atAllIndex: row.indexInList) }
        insertRows(newRows, atAllIndex: 0)
        return true
    }

    /// Keeps inserted rows before the add button.
    open override func clampedInsertionIndex(_ allIndex: Int) -> Int {
        guard let button = addButton, button.section === self else { return allIndex }
        return Swift.min(allIndex, button.indexInList)
    }

    // MARK: Editing policy

    /// Whether a person may delete `row`.
    public func canDelete(_ row: BaseRow) -> Bool {
        multivaluedOptions.contains(.delete) && row.section === self && row !== addButton
    }

    /// Whether a person may move `row` at all.
    public func canMove(_ row: BaseRow) -> Bool {
        multivaluedOptions.contains(.reorder) && row.section === self && row !== addButton && itemRows.count > 1
    }

    /// Whether the item at `source` may move to `destination` (indices into ``itemRows``);
    /// nothing moves past the add button.
    public func canMove(from source: Int, to destination: Int) -> Bool {
        let count = itemRows.count
        guard multivaluedOptions.contains(.reorder), (0..<count).contains(source), (0..<count).contains(destination)
        else { return false }
        return true
    }

    /// Inserts a new row from ``multivaluedRowToInsertAt`` at `index` (by default at the
    /// end, before the add button) and returns it.
    @discardableResult
    public func insertNewRow(at index: Int? = nil) throws(FormError) -> BaseRow {
        guard multivaluedOptions.contains(.insert) else { throw .operationNotAllowed("inserting rows") }
        guard let provider = multivaluedRowToInsertAt else { throw .noRowProvider }
        let items = itemRows
        guard items.count < maximumItemCount else { throw .operationNotAllowed("more than \(maximumItemCount) items") }
        let position = index ?? items.count
        guard (0...items.count).contains(position) else { throw .indexOutOfRange(position) }
        let row = provider(position)
        insertRow(row, atAllIndex: position < items.count ? items[position].indexInList : allIndexForAppending)
        return row
    }

    /// Deletes the item at `index` (into ``itemRows``) and returns it.
    @discardableResult
    public func deleteRow(at index: Int) throws(FormError) -> BaseRow {
        guard multivaluedOptions.contains(.delete) else { throw .operationNotAllowed("deleting rows") }
        let items = itemRows
        guard items.indices.contains(index) else { throw .indexOutOfRange(index) }
        return removeRow(atAllIndex: items[index].indexInList)
    }

    /// Moves the item at `source` to `destination` (indices into ``itemRows``).
    public func moveRow(from source: Int, to destination: Int) throws(FormError) {
        guard multivaluedOptions.contains(.reorder) else { throw .operationNotAllowed("moving rows") }
        guard canMove(from: source, to: destination) else {
            throw .indexOutOfRange((0..<itemRows.count).contains(source) ? destination : source)
        }
        collapseInlineRows()
        let current = itemRows
        moveRow(fromAll: current[source].indexInList, toAll: current[destination].indexInList)
    }
}
