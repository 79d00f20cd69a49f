extension Section: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public typealias Element = BaseRow
    public typealias Index = Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { visibleRows.count }

    /// The visible row at `position`. Setting at `endIndex` appends; setting a row
    /// that is already in this section moves it there (so algorithms that permute
    /// elements, like `sort()`, work).
    public subscript(position: Int) -> BaseRow {
        get { visibleRows[position] }
        set {
            if newValue.section === self, position < visibleRows.count {
                // A permutation: pickers close first (a picker written back is gone).
                collapseInlineRows()
                if newValue.section === self, position < visibleRows.count, visibleRows[position] !== newValue {
                    moveRow(fromAll: newValue.indexInList, toAll: visibleRows[position].indexInList)
                    rowsDidChange()
                }
            } else if position < visibleRows.count {
                replaceRow(atAllIndex: visibleRows[position].indexInList, with: newValue)
            } else {
                guard position == visibleRows.count else {
                    reportProgrammerError("Formwork: row index \(position) out of range")
                    return
                }
                append(newValue)
            }
        }
    }

    /// Replaces visible rows; hidden rows between them stay. New rows go right after
    /// the visible row before `subrange`.
    public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == BaseRow {
        let insertionIndex = allIndexForInsertion(atVisible: subrange.lowerBound)
        let removed = visibleRows[subrange]
        for row in removed.reversed() { removeRow(atAllIndex: row.indexInList) }
        insertRows(Array(newElements), atAllIndex: Swift.min(insertionIndex, rowStorage.count))
        rowsDidChange()
    }

    /// Exchanges two visible rows, as two moves (so `reverse()` and `sort(by:)` work).
    public func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        let (lower, upper) = (visibleRows[Swift.min(i, j)], visibleRows[Swift.max(i, j)])
        // Pickers close first so they never end up apart from their rows.
        collapseInlineRows()
        guard lower.section === self, upper.section === self else { return }
        let a = lower.indexInList, b = upper.indexInList
        moveRow(fromAll: a, toAll: b)
        moveRow(fromAll: b - 1, toAll: a)
        rowsDidChange()
    }

    /// Appends a row (before an add button, in a multivalued section).
    public func append(_ newElement: BaseRow) {
        // What every `section <<< row` of a definition does: a new row at the end of
        // a section that is in no form yet. Nothing to move, attach or announce.
        if !isMultivalued, newElement.section == nil, !newElement.hasInlineRelation, form == nil {
            changeRows { $0.append(newElement) }
            rowsVersion &+= 1
            newElement.sectionLink = link
            return
        }
        insertRow(newElement, atAllIndex: allIndexForAppending)
    }

    /// Appends rows.
    public func append<S: Sequence>(contentsOf newElements: S) where S.Element == BaseRow {
        insertRows(Array(newElements), atAllIndex: allIndexForAppending)
    }

    /// Inserts a row at a visible index.
    public func insert(_ newElement: BaseRow, at i: Int) {
        replaceSubrange(i..<i, with: CollectionOfOne(newElement))
    }

    /// Removes and returns the visible row at `position`.
    @discardableResult
    public func remove(at position: Int) -> BaseRow {
        let row = removeRow(atAllIndex: visibleRows[position].indexInList)
        rowsDidChange()
        return row
    }

    /// Removes every row, hidden ones included.
    public func removeAll(keepingCapacity keepCapacity: Bool = false) {
        for i in rowStorage.indices.reversed() { removeRow(atAllIndex: i) }
        rowsDidChange()
    }

    /// Removes every row, hidden ones included, that matches `shouldBeRemoved`.
    public func removeAll(where shouldBeRemoved: (BaseRow) throws -> Bool) rethrows {
        for i in rowStorage.indices.reversed() where try shouldBeRemoved(rowStorage[i]) {
            removeRow(atAllIndex: i)
        }
        rowsDidChange()
    }

    /// Inserts `row` right after `previous` in ``allRows``.
    ///
    /// - Throws: ``FormError/rowNotInSection(_:)`` when `previous` is not in this section.
    public func insert(row: BaseRow, after previous: BaseRow) throws(FormError) {
        guard previous.section === self else { throw FormError.rowNotInSection(previous.tag) }
        insertRow(row, atAllIndex: clampedInsertionIndex(previous.indexInList + 1))
    }

    /// The visible rows that match, as an array: a section's rows belong to it, so
    /// filtering cannot make another section of them.
    public func filter(_ isIncluded: (BaseRow) throws -> Bool) rethrows -> [BaseRow] {
        try visibleRows.filter(isIncluded)
    }
}
