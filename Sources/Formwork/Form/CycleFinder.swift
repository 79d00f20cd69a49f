/// Finds a cycle in a directed graph: one depth-first search over everything
/// reachable from `starts`, each node visited once, so the cost is linear in the
/// size of that part of the graph.
///
/// - Returns: the nodes of a cycle, first node repeated at the end, or nil.
func findCycle<Node>(from starts: [Node], id: (Node) -> ObjectIdentifier,
                     successors: (Node) -> [Node]) -> [Node]? {
    var finished = Set<ObjectIdentifier>()
    var onPath = Set<ObjectIdentifier>()
    for start in starts where !finished.contains(id(start)) {
        var stack: [(node: Node, next: [Node], index: Int)] = [(start, successors(start), 0)]
        onPath.insert(id(start))
        while !stack.isEmpty {
            let top = stack.count - 1
            guard stack[top].index < stack[top].next.count else {
                let done = stack.removeLast().node
                onPath.remove(id(done))
                finished.insert(id(done))
                continue
            }
            let next = stack[top].next[stack[top].index]
            stack[top].index += 1
            let nextID = id(next)
            if onPath.contains(nextID) {
                let from = stack.firstIndex { id($0.node) == nextID } ?? 0
                return stack[from...].map(\.node) + [next]
            }
            guard !finished.contains(nextID) else { continue }
            onPath.insert(nextID)
            stack.append((next, successors(next), 0))
        }
    }
    return nil
}
