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
    /// The shown elements when some are hidden; nil while every element is shown,
    /// the usual case, when `all` is the visible list too (one array to keep, copy
    /// and free instead of two).
    private var shown: [Element]?

    /// The shown elements, in order.
    var visible: [Element] { shown ?? all }

    init() {}

    /// A list whose elements already know their indices in `all`.
    init(all: [Element], visible: [Element]) {
        self.all = all
        shown = visible.count == all.count ? nil : visible
    }

    /// A copy of `other` with `copies` (its elements' copies, in the same places) as
    /// elements: the same ones shown, worked out without a search.
    init(copies: [Element], shownLike other: VisibleList) {
        all = copies
        shown = other.shown.map { $0.map { copies[$0.indexInList] } }
    }

    /// The index of `element` among the visible elements; the caller has checked that
    /// it belongs to this list.
    func visibleIndex(of element: Element) -> Int? {
        guard let shown else {
            let i = element.indexInList
            return i < all.count && all[i] === element ? i : nil
        }
        let i = insertionPoint(forAllIndex: element.indexInList, in: shown)
        return i < shown.count && shown[i] === element ? i : nil
    }

    /// Where an element with this index in `all` sits, or would sit, among `shown`.
    private func insertionPoint(forAllIndex allIndex: Int, in shown: [Element]) -> Int {
        var low = 0, high = shown.count
        while low < high {
            let mid = (low + high) / 2
            if shown[mid].indexInList < allIndex { low = mid + 1 } else { high = mid }
        }
        return low
    }

    /// Where in `all` to insert at a visible index: right after the visible element
    /// before it, so hidden elements keep their place (Eureka's rule).
    func allIndexForInsertion(atVisible index: Int) -> Int {
        let visible = self.visible
        guard index > 0 else { return 0 }
        guard index <= visible.count else { return all.count }
        return visible[index - 1].indexInList + 1
    }

    /// Keeps the shown elements apart from `all` (before `all` gets elements that are
    /// not shown yet, or one is hidden).
    private mutating func separateShown() {
        if shown == nil { shown = all }
    }

    /// Goes back to one array once every element is shown.
    private mutating func mergeShownIfAll() {
        if let shown, shown.count == all.count { self.shown = nil }
    }

    /// Inserts into `all` only; ``show(_:)`` places shown elements afterwards.
    mutating func insert<C: Collection<Element>>(_ elements: C, at allIndex: Int) {
        separateShown()
        all.insert(contentsOf: elements, at: allIndex)
        renumber(from: allIndex)
    }

    /// Adds an element at the end, shown unless it is hidden.
    mutating func append(_ element: Element) {
        element.indexInList = all.count
        if element.isHiddenInList {
            separateShown()
        } else {
            shown?.append(element)
        }
        all.append(element)
    }

    /// Removes the element at `allIndex`, returning it and where it was shown.
    mutating func remove(at allIndex: Int) -> (element: Element, visibleIndex: Int?) {
        let element = all[allIndex]
        let shownAt = hide(element)
        all.remove(at: allIndex)
        renumber(from: allIndex)
        mergeShownIfAll()
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
        guard !element.isHiddenInList, visibleIndex(of: element) == nil, var list = shown else { return nil }
        shown = nil
        let i = insertionPoint(forAllIndex: element.indexInList, in: list)
        list.insert(element, at: i)
        shown = list
        mergeShownIfAll()
        return i
    }

    /// Removes `element` from the visible list; returns where it was.
    mutating func hide(_ element: Element) -> Int? {
        guard let i = visibleIndex(of: element) else { return nil }
        separateShown()
        shown?.remove(at: i)
        return i
    }

    /// Moves an element within `all`; returns its visible indices before and after.
    mutating func move(from source: Int, to destination: Int) -> (from: Int?, to: Int?) {
        let element = all[source]
        let from = hide(element)
        separateShown()
        all.remove(at: source)
        all.insert(element, at: destination)
        renumber(from: Swift.min(source, destination))
        let to = from == nil ? nil : show(element)
        mergeShownIfAll()
        return (from, to)
    }

    /// Recomputes the visible elements from scratch.
    mutating func rebuildVisible() {
        let list = all.filter { !$0.isHiddenInList }
        shown = list.count == all.count ? nil : list
    }

    private mutating func renumber(from start: Int) {
        var i = start
        while i < all.count {
            all[i].indexInList = i
            i += 1
        }
    }
}
