/// An ordered group of rows with an optional header and footer.
///
/// A section is a `RandomAccessCollection`, `MutableCollection` and
/// `RangeReplaceableCollection` of its *visible* rows; ``allRows`` includes the
/// hidden ones. Inserting at a visible index places the row right after the visible
/// row before that index, so hidden rows keep their place.
open class Section {
    /// Identifies the section in its form; shares one namespace with row tags.
    public var tag: String? {
        didSet { if tag != oldValue { form?.sectionTagDidChange(self, from: oldValue) } }
    }

    /// The header title.
    public var header: String? {
        didSet { if header != oldValue { form?.emit(.sectionUpdated(self)) } }
    }

    /// The footer text.
    public var footer: String? {
        didSet { if footer != oldValue { form?.emit(.sectionUpdated(self)) } }
    }

    /// When the whole section is hidden. Rows in a hidden section read as nil in conditions.
    public var hidden: Condition? {
        didSet {
            if let form {
                form.sectionConditionDidChange(self)
            } else if hidden?.dependencies.isEmpty ?? true {
                updateHiddenState()
            }
        }
    }

    /// Whether the `hidden` condition holds.
    public internal(set) var isHidden = false

    /// The form the section is in.
    // Not `weak`: weak references move both objects to slow reference counting,
    // which dominated building large forms. The form clears this in its `deinit`,
    // so it never dangles.
    public internal(set) unowned(unsafe) var form: Form?

    var indexInForm = 0
    var hiddenDependencies: [String] = []
    var rowStorage: [BaseRow] = []
    var visibleRows: [BaseRow] = []

    /// Every row, hidden or not, in order.
    public var allRows: [BaseRow] { rowStorage }

    /// An empty section.
    public required init() {}

    deinit {
        for row in rowStorage { row.section = nil }
    }

    /// A section with a header, configured by `initializer`.
    public init(_ header: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.header = header
        initializer(self)
    }

    /// A section configured by `initializer`.
    public init(_ initializer: (Section) -> Void) {
        initializer(self)
    }

    /// A section with a header and a footer.
    public init(header: String?, footer: String?, _ initializer: (Section) -> Void = { _ in }) {
        self.header = header
        self.footer = footer
        initializer(self)
    }

    /// A section holding `rows`.
    public init(_ rows: [BaseRow]) {
        append(contentsOf: rows)
    }

    /// The value a tagged section contributes to ``Form/values(includeHidden:)`` and
    /// to conditions, or nil when plain sections contribute none.
    open var sectionValue: Any?? { nil }

    /// Sets the section's value from ``Form/setValues(_:)``; returns false when the
    /// section takes no value or `value` does not fit.
    @discardableResult
    open func setSectionValue(_ value: Any?) -> Bool { false }

    /// Re-evaluates the `hidden` condition.
    public func evaluateHidden() {
        if updateHiddenState(), let form { form.observableValueDidChange(of: self) }
    }

    @discardableResult
    func updateHiddenState() -> Bool {
        let newValue = hidden?.evaluate(in: form) ?? false
        guard newValue != isHidden else { return false }
        isHidden = newValue
        form?.sectionVisibilityDidChange(self)
        return true
    }

    /// Where a row may go when inserted at a visible index: subclasses keep fixed
    /// rows (an add button) in place.
    open func allIndexForInsertion(atVisible index: Int) -> Int {
        guard index > 0 else {
            return 0
        }
        guard index <= visibleRows.count else { return rowStorage.count }
        return visibleRows[index - 1].indexInSection + 1
    }

    // MARK: Finding rows

    /// The index of `row` among the visible rows, or nil when it is not shown here.
    public func visibleIndex(of row: BaseRow) -> Int? {
        guard row.section === self else { return nil }
        let i = insertionPoint(forAllIndex: row.indexInSection)
        return i < visibleRows.count && visibleRows[i] === row ? i : nil
    }

    /// Binary search: visible rows are in `allRows` order.
    private func insertionPoint(forAllIndex allIndex: Int) -> Int {
        var low = 0, high = visibleRows.count
        while low < high {
            let mid = (low + high) / 2
            if visibleRows[mid].indexInSection < allIndex { low = mid + 1 } else { high = mid }
        }
        return low
    }

    // MARK: Structure (all changes go through here)

    /// Inserts rows into `allRows` at `allIndex` and attaches them.
    func insertRows(_ rows: [BaseRow], atAllIndex allIndex: Int) {
        guard !rows.isEmpty else { return }
        for row in rows {
            precondition(row.section == nil, "Formwork: \(row) is already in a section; remove it before adding it elsewhere")
        }
        rowStorage.insert(contentsOf: rows, at: allIndex)
        renumber(from: allIndex)
        for row in rows {
            row.section = self
            form?.rowDidAttach(row)
            if row.section === self { placeIfVisible(row) }
        }
        for row in rows where row.section === self { form?.rowDidArrive(row) }
    }

    func insertRow(_ row: BaseRow, atAllIndex allIndex: Int) {
        insertRows([row], atAllIndex: allIndex)
    }

    /// Removes the row at `allIndex` from the section and detaches it.
    @discardableResult
    func removeRow(atAllIndex allIndex: Int) -> BaseRow {
        let row = rowStorage[allIndex]
        row.collapseInlineRow()
        let index = row.indexInSection
        if let visible = visibleIndex(of: row) {
            visibleRows.remove(at: visible)
            form?.emit(.rowRemoved(row, at: visible, in: self))
        }
        rowStorage.remove(at: index)
        renumber(from: index)
        form?.rowDidDetach(row)
        row.section = nil
        return row
    }

    private func renumber(from start: Int) {
        var i = start
        while i < rowStorage.count {
            rowStorage[i].indexInSection = i
            i += 1
        }
    }

    /// Puts `new` where the row at `allIndex` was; one `rowReplaced` event when both are shown.
    func replaceRow(atAllIndex allIndex: Int, with new: BaseRow) {
        precondition(new.section == nil, "Formwork: \(new) is already in a section; remove it before adding it elsewhere")
        let old = rowStorage[allIndex]
        old.collapseInlineRow()
        let oldVisible = visibleIndex(of: old)
        if let oldVisible { visibleRows.remove(at: oldVisible) }
        rowStorage[allIndex] = new
        new.indexInSection = allIndex
        form?.rowDidDetach(old)
        old.section = nil
        new.section = self
        form?.rowDidAttach(new)
        var newVisible: Int?
        if !new.isHidden {
            let i = insertionPoint(forAllIndex: allIndex)
            visibleRows.insert(new, at: i)
            newVisible = i
        }
        switch (oldVisible, newVisible) {
        case let (o?, n?): form?.emit(.rowReplaced(old, with: new, at: n, in: self)); _ = o
        case let (o?, nil): form?.emit(.rowRemoved(old, at: o, in: self))
        case let (nil, n?): form?.emit(.rowInserted(new, at: n, in: self))
        case (nil, nil): break
        }
        form?.rowDidArrive(new)
    }

    /// Recomputes the visible rows from scratch, when the section joins a form.
    func rebuildVisibleRows() {
        visibleRows = rowStorage.filter { !$0.isHidden }
    }

    private func placeIfVisible(_ row: BaseRow) {
        guard !row.isHidden, visibleIndex(of: row) == nil else { return }
        let i = insertionPoint(forAllIndex: row.indexInSection)
        visibleRows.insert(row, at: i)
        form?.emit(.rowInserted(row, at: i, in: self))
    }

    /// Keeps `visibleRows` in step with a row's `isHidden`.
    func rowVisibilityDidChange(_ row: BaseRow) {
        guard row.section === self else { return }
        if row.isHidden {
            guard let i = visibleIndex(of: row) else { return }
            visibleRows.remove(at: i)
            form?.emit(.rowHidden(row, at: i, in: self))
        } else {
            guard visibleIndex(of: row) == nil else { return }
            let i = insertionPoint(forAllIndex: row.indexInSection)
            visibleRows.insert(row, at: i)
            form?.emit(.rowShown(row, at: i, in: self))
        }
    }

    /// Moves a row within `allRows`.
    func moveRow(fromAll source: Int, toAll destination: Int) {
        guard source != destination else { return }
        let row = rowStorage[source]
        let oldVisible = visibleIndex(of: row)
        if let oldVisible { visibleRows.remove(at: oldVisible) }
        rowStorage.remove(at: source)
        rowStorage.insert(row, at: destination)
        renumber(from: Swift.min(source, destination))
        if let oldVisible {
            let newVisible = insertionPoint(forAllIndex: row.indexInSection)
            visibleRows.insert(row, at: newVisible)
            form?.emit(.rowMoved(row, from: oldVisible, to: newVisible, in: self))
        }
        form?.rowDidMove(row)
    }
}

extension Section: CustomStringConvertible {
    public var description: String {
        "\(type(of: self))(\(tag.map { "\"\($0)\"" } ?? header.map { "header \"\($0)\"" } ?? "untitled"), \(visibleRows.count)/\(rowStorage.count) rows)"
    }
}
