/// An element of a ``VisibleList``: it remembers its index in the full list and
/// says whether it is hidden.
protocol VisibleListElement: AnyObject {
    var indexInList: Int { get set }
    var isHiddenInList: Bool { get }
}

/// An ordered list and the sub-list of its shown elements, in the same order.
///
/// A form keeps its sections in one and a section its rows. Each element stores its
/// index in `all`, so finding it among the visible elements is a binary search, and
/// showing or hiding one costs a search and an array insertion, however long the
/// list. Structural changes renumber only the elements after the change.
struct VisibleList<Element: VisibleListElement> {
    private(set) var all: [Element] = []
    private(set) var visible: [Element] = []

    init() {}

    /// A list whose elements already know their indices in `all`.
    init(all: [Element], visible: [Element]) {
        self.all = all
        self.visible = visible
    }

    /// The index of `element` among the visible elements; the caller has checked that
    /// it belongs to this list.
    func visibleIndex(of element: Element) -> Int? {
        let i = insertionPoint(forAllIndex: element.indexInList)
        return i < visible.count && visible[i] === element ? i : nil
    }

    /// Where an element with this index in `all` sits, or would sit, among the visible.
    private func insertionPoint(forAllIndex allIndex: Int) -> Int {
        var low = 0, high = visible.count
        while low < high {
            let mid = (low + high) / 2
            if visible[mid].indexInList < allIndex { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where in `all` to insert at a visible index: right after the visible element
    /// before it, so hidden elements keep their place (Eureka's rule).
    func allIndexForInsertion(atVisible index: Int) -> Int {
        guard index > 0 else { return 0 }
        guard index <= visible.count else { return all.count }
        return visible[index - 1].indexInList + 1
    }

    /// Inserts into `all` only; ``show(_:)`` places shown elements afterwards.
    mutating func insert<C: Collection<Element>>(_ elements: C, at allIndex: Int) {
        all.insert(contentsOf: elements, at: allIndex)
        renumber(from: allIndex)
    }

    /// Adds an element at the end, shown unless it is hidden.
    mutating func append(_ element: Element) {
        element.indexInList = all.count
        all.append(element)
        if !element.isHiddenInList { visible.append(element) }
    }

    /// Removes the element at `allIndex`, returning it and where it was shown.
    mutating func remove(at allIndex: Int) -> (element: Element, visibleIndex: Int?) {
        let element = all[allIndex]
        let shownAt = hide(element)
        all.remove(at: allIndex)
        renumber(from: allIndex)
        return (element, shownAt)
    }

    /// Puts `new` in place of the element at `allIndex` (not yet shown).
    mutating func replace(at allIndex: Int, with new: Element) -> (old: Element, visibleIndex: Int?) {
        let old = all[allIndex]
        let shownAt = hide(old)
        all[allIndex] = new
        new.indexInList = allIndex
        return (old, shownAt)
    }

    /// Adds `element` to the visible list when it is not hidden and not there yet;
    /// returns its visible index when it was added.
    mutating func show(_ element: Element) -> Int? {
        guard !element.isHiddenInList, visibleIndex(of: element) == nil else { return nil }
        let i = insertionPoint(forAllIndex: element.indexInList)
        visible.insert(element, at: i)
        return i
    }

    /// Removes `element` from the visible list; returns where it was.
    mutating func hide(_ element: Element) -> Int? {
        guard let i = visibleIndex(of: element) else { return nil }
        visible.remove(at: i)
        return i
    }

    /// Moves an element within `all`; returns its visible indices before and after.
    mutating func move(from source: Int, to destination: Int) -> (from: Int?, to: Int?) {
        let element = all[source]
        let from = hide(element)
        all.remove(at: source)
        all.insert(element, at: destination)
        renumber(from: Swift.min(source, destination))
        return (from, from == nil ? nil : show(element))
    }

    /// Recomputes the visible elements from scratch.
    mutating func rebuildVisible() {
        visible = all.filter { !$0.isHiddenInList }
    }

    private mutating func renumber(from start: Int) {
        var i = start
        while i < all.count {
            all[i].indexInList = i
            i += 1
        }
    }
}
