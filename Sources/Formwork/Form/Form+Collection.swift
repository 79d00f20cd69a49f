extension Form: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
    public typealias Element = Section
    public typealias Index = Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { visibleSections.count }

    /// The visible section at `position`. Setting at `endIndex` appends.
    public subscript(position: Int) -> Section {
        get { visibleSections[position] }
        set {
            if newValue.form === self, position < visibleSections.count {
                // A section already here moves (permuting algorithms such as `sort()`).
                if visibleSections[position] !== newValue {
                    moveSection(fromAll: newValue.indexInList, toAll: visibleSections[position].indexInList)
                }
            } else if position < visibleSections.count {
                replaceSection(atAllIndex: visibleSections[position].indexInList, with: newValue)
            } else {
                guard position == visibleSections.count else {
                    reportProgrammerError("Formwork: section index \(position) out of range")
                    return
                }
                append(newValue)
            }
        }
    }

    private func allIndexForInsertion(atVisible index: Int) -> Int {
        sections.allIndexForInsertion(atVisible: index)
    }

    /// Replaces visible sections; hidden sections between them stay.
    public func replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C) where C.Element == Section {
        let insertionIndex = allIndexForInsertion(atVisible: subrange.lowerBound)
        for section in visibleSections[subrange].reversed() { removeSection(atAllIndex: section.indexInList) }
        insertSections(Array(newElements), atAllIndex: Swift.min(insertionIndex, sectionStorage.count))
    }

    /// Exchanges two visible sections, as two moves (so `reverse()` and `sort(by:)` work).
    public func swapAt(_ i: Int, _ j: Int) {
        guard i != j else { return }
        let (first, second) = (Swift.min(i, j), Swift.max(i, j))
        let a = visibleSections[first].indexInList, b = visibleSections[second].indexInList
        moveSection(fromAll: a, toAll: b)
        moveSection(fromAll: b - 1, toAll: a)
    }

    /// Appends a section at the end, after hidden sections too.
    public func append(_ newElement: Section) {
        insertSections([newElement], atAllIndex: sectionStorage.count)
    }

    /// Appends sections.
    public func append<S: Sequence>(contentsOf newElements: S) where S.Element == Section {
        insertSections(Array(newElements), atAllIndex: sectionStorage.count)
    }

    /// The visible sections that match, as an array: a form's sections belong to it,
    /// so filtering cannot make another form of them.
    public func filter(_ isIncluded: (Section) throws -> Bool) rethrows -> [Section] {
        try visibleSections.filter(isIncluded)
    }

    /// Inserts a section at a visible index.
    public func insert(_ newElement: Section, at i: Int) {
        replaceSubrange(i..<i, with: CollectionOfOne(newElement))
    }

    /// Removes and returns the visible section at `position`.
    @discardableResult
    public func remove(at position: Int) -> Section {
        removeSection(atAllIndex: visibleSections[position].indexInList)
    }

    /// Removes every section, hidden ones included.
    public func removeAll(keepingCapacity keepCapacity: Bool = false) {
        for i in sectionStorage.indices.reversed() { removeSection(atAllIndex: i) }
    }

    /// Removes every section, hidden ones included, that matches `shouldBeRemoved`.
    public func removeAll(where shouldBeRemoved: (Section) throws -> Bool) rethrows {
        for i in sectionStorage.indices.reversed() where try shouldBeRemoved(sectionStorage[i]) {
            removeSection(atAllIndex: i)
        }
    }
}
