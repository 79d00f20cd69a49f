/// What a depth-first search remembers about nodes: whether each was reached, and
/// whether it is on the current path (which is how a cycle shows itself).
protocol DepthFirstMarks {
    associatedtype Node
    /// The node's identity.
    func id(_ node: Node) -> ObjectIdentifier
    /// Marks `node` reached; false when it had been reached before.
    mutating func reach(_ node: Node) -> Bool
    /// Whether `node` is on the path from the start to the node being searched.
    func isOnPath(_ node: Node) -> Bool
    mutating func setOnPath(_ node: Node, _ onPath: Bool)
}

/// The outcome of ``depthFirstOrder(from:marks:successors:)``.
struct DepthFirstOrder<Node> {
    /// Every node reached, each after every node it leads to: read backwards, a node
    /// comes before everything that depends on it.
    var postorder: [Node] = []
    /// The first cycle met, first node repeated at the end; the search steps over the
    /// edge that closes it and goes on, so `postorder` is still complete.
    var cycle: [Node]?
}

/// One iterative depth-first search over everything reachable from `starts`: each
/// node is visited once, so the cost is linear in that part of the graph, and the
/// depth of the graph never touches the call stack (a chain of 100,000 conditions
/// is as safe as one of ten).
///
/// `successors` appends the nodes that depend on a node to a shared buffer, so the
/// search allocates nothing per node.
func depthFirstOrder<Marks: DepthFirstMarks>(
    from starts: some Sequence<Marks.Node>, marks: inout Marks,
    successors: (Marks.Node, inout [Marks.Node]) -> Void
) -> DepthFirstOrder<Marks.Node> {
    typealias Node = Marks.Node
    var result = DepthFirstOrder<Node>()
    // A frame is a node, where its successors start in `pending`, and the next one
    // to follow, counting down: successors and starts are taken last to first, so
    // that nodes that do not depend on each other keep their order in the result
    // read backwards. A frame's successors are the end of `pending` while it is on top.
    var frames: [(node: Node, begin: Int, next: Int)] = []
    var pending: [Node] = []
    for start in Array(starts).reversed() where marks.reach(start) {
        marks.setOnPath(start, true)
        successors(start, &pending)
        frames.append((start, 0, pending.count))
        while let top = frames.last {
            guard top.next > top.begin else {
                frames.removeLast()
                pending.removeSubrange(top.begin...)
                marks.setOnPath(top.node, false)
                result.postorder.append(top.node)
                continue
            }
            let next = pending[top.next - 1]
            frames[frames.count - 1].next -= 1
            if marks.isOnPath(next) {
                if result.cycle == nil {
                    let nextID = marks.id(next)
                    let from = frames.firstIndex { marks.id($0.node) == nextID } ?? 0
                    result.cycle = frames[from...].map(\.node) + [next]
                }
                continue
            }
            guard marks.reach(next) else { continue }
            marks.setOnPath(next, true)
            let begin = pending.count
            successors(next, &pending)
            frames.append((next, begin, pending.count))
        }
    }
    return result
}

/// Marks kept in sets of object identities, for graphs whose nodes are objects
/// without marks of their own (a schema's rows before they join a form).
struct IdentityMarks<Node>: DepthFirstMarks {
    private let identity: (Node) -> ObjectIdentifier
    private var reached = Set<ObjectIdentifier>()
    private var onPath = Set<ObjectIdentifier>()

    init(id: @escaping (Node) -> ObjectIdentifier) { identity = id }

    func id(_ node: Node) -> ObjectIdentifier { identity(node) }
    mutating func reach(_ node: Node) -> Bool { reached.insert(id(node)).inserted }
    func isOnPath(_ node: Node) -> Bool { onPath.contains(id(node)) }
    mutating func setOnPath(_ node: Node, _ isOn: Bool) {
        if isOn { onPath.insert(id(node)) } else { onPath.remove(id(node)) }
    }
}

/// Finds a cycle in a directed graph of objects, with one linear search.
///
/// - Returns: the nodes of a cycle, first node repeated at the end, or nil.
func findCycle<Node>(from starts: [Node], id: @escaping (Node) -> ObjectIdentifier,
                     successors: (Node) -> [Node]) -> [Node]? {
    var marks = IdentityMarks<Node>(id: id)
    return depthFirstOrder(from: starts, marks: &marks) { node, buffer in
        buffer.append(contentsOf: successors(node))
    }.cycle
}
