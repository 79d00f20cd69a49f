@testable import Formwork
import Testing

/// The list of shown elements a form and each section keep: whatever happens to the
/// list, it holds exactly the elements that are not hidden, in order, and every
/// element knows its place.
@Suite("Structure: visible lists")
struct VisibleListTests {
    final class Item: VisibleListElement, CustomStringConvertible {
        let name: Int
        var indexInList = 0
        var isHidden = false
        var isHiddenInList: Bool { isHidden }
        init(_ name: Int, hidden: Bool = false) { self.name = name; isHidden = hidden }
        var description: String { "\(name)\(isHidden ? "h" : "")" }
    }

    /// Checks the list against what it must hold.
    func expectConsistent(_ list: VisibleList<Item>, _ step: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(list.all.enumerated().allSatisfy { $0.element.indexInList == $0.offset }, "\(step): indices", sourceLocation: sourceLocation)
        #expect(list.visible.map(\.name) == list.all.filter { !$0.isHidden }.map(\.name), "\(step): \(list.all) shows \(list.visible)",
                sourceLocation: sourceLocation)
        for (i, item) in list.visible.enumerated() {
            #expect(list.visibleIndex(of: item) == i, sourceLocation: sourceLocation)
        }
        for item in list.all where item.isHidden {
            #expect(list.visibleIndex(of: item) == nil, sourceLocation: sourceLocation)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
    func randomChangesKeepTheShownElementsRight(seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        var list = VisibleList<Item>()
        var next = 0
        func make() -> Item {
            next += 1
            return Item(next, hidden: Int.random(in: 0..<4, using: &random) == 0)
        }
        for step in 0..<400 {
            let count = list.all.count
            switch Int.random(in: 0..<9, using: &random) {
            case 8:
                // Rows joining at the end, shown afterwards in any order, some never.
                let items = (0..<Int.random(in: 1...4, using: &random)).map { _ in make() }
                list.insert(items, at: count)
                for item in items.shuffled(using: &random) where Bool.random(using: &random) || item.isHidden { _ = list.show(item) }
                for item in items where list.visibleIndex(of: item) == nil { item.isHidden = true }
            case 0:
                list.append(make())
            case 1:
                let items = (0..<Int.random(in: 1...3, using: &random)).map { _ in make() }
                list.insert(items, at: Int.random(in: 0...count, using: &random))
                for item in items { _ = list.show(item) }
            case 2 where count > 0:
                _ = list.remove(at: Int.random(in: 0..<count, using: &random))
            case 3 where count > 1:
                _ = list.move(from: Int.random(in: 0..<count, using: &random), to: Int.random(in: 0..<count, using: &random))
            case 4 where count > 0:
                let item = list.all[Int.random(in: 0..<count, using: &random)]
                item.isHidden = true
                _ = list.hide(item)
            case 5 where count > 0:
                let item = list.all[Int.random(in: 0..<count, using: &random)]
                item.isHidden = false
                _ = list.show(item)
            case 6 where count > 0:
                let new = make()
                _ = list.replace(at: Int.random(in: 0..<count, using: &random), with: new)
                _ = list.show(new)
            case 7 where count > 0:
                for item in list.all where Bool.random(using: &random) { item.isHidden.toggle() }
                list.rebuildVisible()
            default:
                list.append(make())
            }
            expectConsistent(list, "seed \(seed), step \(step)")
        }
        let copies = list.all.map { original -> Item in
            let copy = Item(original.name, hidden: original.isHidden)
            copy.indexInList = original.indexInList
            return copy
        }
        let copied = VisibleList(copies: copies, shownLike: list)
        expectConsistent(copied, "copy")
        #expect(copied.visible.map(\.name) == list.visible.map(\.name))
    }
}
