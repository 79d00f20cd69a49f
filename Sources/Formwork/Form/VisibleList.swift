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
    /// With `shown` nil: how many elements at the end of `all` were inserted and not
    /// shown yet (rows that joined and wait for their conditions before showing).
    private var pendingTail = 0

    /// The shown elements, in order.
    var visible: [Element] {
        if let shown { return shown }
        return pendingTail == 0 ? all : Array(all[..<(all.count - pendingTail)])
    }

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
        if other.shown != nil || other.pendingTail > 0 {
            shown = other.visible.map { copies[$0.indexInList] }
        }
    }

    /// The index of `element` among the visible elements; the caller has checked that
    /// it belongs to this list.
    func visibleIndex(of element: Element) -> Int? {
        guard let shown else {
            let i = element.indexInList
            return i < all.count - pendingTail && all[i] === element ? i : nil
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

    /// Keeps the shown elements apart from `all` (before one is hidden, or elements
    /// that are not shown yet join anywhere but the end).
    private mutating func separateShown() {
        guard shown == nil else { return }
        shown = visible
        pendingTail = 0
    }

    /// Inserts into `all` only; ``show(_:)`` places shown elements afterwards.
    mutating func insert<C: Collection<Element>>(_ elements: C, at allIndex: Int) {
        if shown == nil, allIndex == all.count {
            // At the end, the usual case: they wait there to be shown in order.
            all.append(contentsOf: elements)
            pendingTail += elements.count
        } else {
            separateShown()
            all.insert(contentsOf: elements, at: allIndex)
        }
        renumber(from: allIndex)
    }

    /// Adds an element at the end, shown unless it is hidden.
    mutating func append(_ element: Element) {
        if element.isHiddenInList || pendingTail > 0 {
            separateShown()
        }
        element.indexInList = all.count
        if !element.isHiddenInList { shown?.append(element) }
        all.append(element)
    }

    /// Removes the element at `allIndex`, returning it and where it was shown.
    mutating func remove(at allIndex: Int) -> (element: Element, visibleIndex: Int?) {
        if pendingTail > 0 { separateShown() }
        let element = all[allIndex]
        let shownAt = hide(element)
        all.remove(at: allIndex)
        renumber(from: allIndex)
        return (element, shownAt)
    }

    /// Puts `new` in place of the element at `allIndex` (not yet shown).
    mutating func replace(at allIndex: Int, with new: Element) -> (old: Element, visibleIndex: Int?) {
        if pendingTail > 0 { separateShown() }
        let old = all[allIndex]
        let shownAt = hide(old)
        separateShown()
        all[allIndex] = new
        new.indexInList = allIndex
        return (old, shownAt)
    }

    /// Adds `element` to the visible list when it is not hidden and not there yet;
    /// returns its visible index when it was added.
    mutating func show(_ element: Element) -> Int? {
        guard !element.isHiddenInList, visibleIndex(of: element) == nil else { return nil }
        if shown == nil {
            // The next element waiting at the end: shown by counting it in.
            let next = all.count - pendingTail
            if pendingTail > 0, element.indexInList == next, all[next] === element {
                pendingTail -= 1
                return next
            }
            separateShown()
        }
        guard var list = shown else { return nil }
        shown = nil
        let i = insertionPoint(forAllIndex: element.indexInList, in: list)
        list.insert(element, at: i)
        // Kept apart even when all are shown again: what was hidden once is likely to
        // hide again (a condition toggling), and keeping two arrays then costs nothing.
        shown = list
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
        return (from, to)
    }

    /// Recomputes the visible elements from scratch.
    mutating func rebuildVisible() {
        pendingTail = 0
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
