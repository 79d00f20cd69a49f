/// Schemas that come back to themselves at the same place of an instance.
///
/// `{"$ref": "#"}`, or two definitions whose `allOf` name each other, would be
/// checked without end, and with `anyOf` or `allOf` of such references the
/// attempts multiply at every turn. The specification leaves their outcome
/// undefined; they are refused when compiled, naming the schema, rather than
/// left to run into the depth limit at check time. A `$dynamicRef` that may
/// resolve elsewhere is not followed here: the evaluator's depth limit bounds it.
extension [SchemaNode] {
    /// A schema on a cycle of keywords that check the same value, or nil.
    func firstInPlaceCycle() -> Int? {
        // Iterative depth-first search: 0 unvisited, 1 on the path, 2 done.
        var state = [UInt8](repeating: 0, count: count)
        var stack: [(node: Int, next: [Int], position: Int)] = []
        for start in indices where state[start] == 0 {
            state[start] = 1
            stack.append((start, self[start].inPlaceChildren, 0))
            while let top = stack.last {
                if top.position == top.next.count {
                    state[top.node] = 2
                    stack.removeLast()
                    continue
                }
                let child = top.next[top.position]
                stack[stack.count - 1].position += 1
                switch state[child] {
                case 1: return child
                case 0:
                    state[child] = 1
                    stack.append((child, self[child].inPlaceChildren, 0))
                default: break
                }
            }
        }
        return nil
    }
}

extension SchemaNode {
    /// The schemas its keywords check against the same value.
    var inPlaceChildren: [Int] {
        var children: [Int] = []
        for keyword in keywords {
            switch keyword.kind {
            case .ref(let target): children.append(target)
            case .dynamicRef(let target, anchor: nil): children.append(target)
            case .allOf(let list), .anyOf(let list), .oneOf(let list): children += list
            case .not(let child): children.append(child)
            case .conditional(let condition, let then, let otherwise):
                children.append(condition)
                if let then { children.append(then) }
                if let otherwise { children.append(otherwise) }
            case .dependentSchemas(let members): children += members.map(\.1)
            default: break
            }
        }
        return children
    }
}
