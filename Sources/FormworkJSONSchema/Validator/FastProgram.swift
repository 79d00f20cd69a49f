/// The schemas of a program again, for asking only whether an instance is valid:
/// each schema a run of plain operations whose operands are numbers (indices into
/// the program's tables), so that checking copies and counts no references, and
/// an object's `properties`, `required` and `additionalProperties` are one pass
/// over its members. A schema with `unevaluated…` keywords is checked with what its
/// other keywords evaluated, as bits of the value's positions. A program that uses
/// `$dynamicRef` is left to ``SchemaEvaluator``, which keeps its dynamic scope.
struct FastProgram: Sendable {
    enum Op: Sendable {
        case end
        case type(UInt8)
        case minLength(Int)
        case maxLength(Int)
        case minimum(Int32)
        case maximum(Int32)
        case exclusiveMinimum(Int32)
        case exclusiveMaximum(Int32)
        case multipleOf(Int32)
        case enumeration(Int32)
        case constant(Int32)
        case pattern(Int32)
        case format(Int32)
        case minItems(Int)
        case maxItems(Int)
        case uniqueItems
        case minProperties(Int)
        case maxProperties(Int)
        case object(Int32)
        case propertyNames(Int32)
        case prefixItems(Int32)
        case items(child: Int32, from: Int32)
        case contains(child: Int32, minimum: Int32, maximum: Int32)
        case allOf(Int32)
        case anyOf(Int32)
        case oneOf(Int32)
        case not(Int32)
        case conditional(if: Int32, then: Int32, else: Int32)
        case ref(Int32)
        case dependentRequired(Int32)
        case dependentSchemas(Int32)
        case unevaluatedItems(Int32)
        case unevaluatedProperties(Int32)
    }

    /// `properties`, `required` and `additionalProperties` of one schema: a
    /// class, so that taking it up for a check counts one reference, not six.
    final class ObjectPlan: Sendable {
        /// The properties named, then the required names no `properties` names.
        let names: [String]
        /// Each name's schema; -1 for a name only required.
        let children: [Int32]
        let lookup: [String: Int32]
        /// The indices of the required names.
        let required: [Int32]
        /// `patternProperties`: each pattern with the schema the members it finds meet.
        let patterns: [(FastPattern, Int32)]
        /// What other members must meet: -1 anything (no `additionalProperties`),
        /// -4 anything (`additionalProperties: true`, which evaluates them), -2
        /// nothing, or a schema.
        let additional: Int32

        init(names: [String], children: [Int32], lookup: [String: Int32], required: [Int32],
             patterns: [(FastPattern, Int32)], additional: Int32) {
            self.names = names
            self.children = children
            self.lookup = lookup
            self.required = required
            self.patterns = patterns
            self.additional = additional
        }
    }

    var code: [Op] = []
    /// Where each schema's operations start; -1 for a schema left to the evaluator
    /// (-2 for `true`, -3 for `false`).
    var entry: [Int32] = []
    var numbers: [JSONNumber] = []
    var values: [JSON] = []
    var valueLists: [[JSON]] = []
    var patterns: [FastPattern] = []
    var formats: [String] = []
    var objects: [ObjectPlan] = []
    var lists: [[Int32]] = []
    var pairs: [[(String, Int32)]] = []
    var nameLists: [[(String, [String])]] = []
    /// Whether each schema reads what its other keywords evaluated (`unevaluated…`).
    var reads: [Bool] = []

    /// The fast program of `nodes`; nil when the program uses `$dynamicRef`, whose
    /// scope only the evaluator keeps.
    init?(_ nodes: [SchemaNode]) {
        for node in nodes {
            for keyword in node.keywords {
                if case .dynamicRef = keyword.kind { return nil }
            }
        }
        entry.reserveCapacity(nodes.count)
        for node in nodes {
            reads.append(node.readsAnnotations)
            if let verdict = node.boolean {
                entry.append(verdict ? -2 : -3)
                continue
            }
            let start = code.count
            if !compile(node, nodes) {
                code.removeSubrange(start...)
                entry.append(-1)
            } else {
                code.append(.end)
                entry.append(Int32(start))
            }
        }
    }

    private mutating func list(_ children: [Int]) -> Int32 {
        lists.append(children.map { Int32($0) })
        return Int32(lists.count - 1)
    }

    private mutating func number(_ value: JSONNumber) -> Int32 {
        numbers.append(value)
        return Int32(numbers.count - 1)
    }

    /// Appends the operations of `node`; false when one of its keywords needs the evaluator.
    private mutating func compile(_ node: SchemaNode, _ nodes: [SchemaNode]) -> Bool {
        var properties: [(String, Int)] = []
        var patternSchemas: [(FastPattern, Int32)] = []
        var required: [String] = []
        var additional: Int32 = -1
        var hasObjectKeywords = false
        var trailing: [Op] = []
        for keyword in node.keywords {
            switch keyword.kind {
            case .type(let types): code.append(.type(types.rawValue))
            case .minLength(let n): code.append(.minLength(n))
            case .maxLength(let n): code.append(.maxLength(n))
            case .minimum(let n): code.append(.minimum(number(n)))
            case .maximum(let n): code.append(.maximum(number(n)))
            case .exclusiveMinimum(let n): code.append(.exclusiveMinimum(number(n)))
            case .exclusiveMaximum(let n): code.append(.exclusiveMaximum(number(n)))
            case .multipleOf(let n): code.append(.multipleOf(number(n)))
            case .enumeration(let list):
                valueLists.append(list)
                code.append(.enumeration(Int32(valueLists.count - 1)))
            case .constant(let value):
                values.append(value)
                code.append(.constant(Int32(values.count - 1)))
            case .pattern(let pattern):
                patterns.append(FastPattern(pattern))
                code.append(.pattern(Int32(patterns.count - 1)))
            case .format(let name):
                formats.append(name)
                code.append(.format(Int32(formats.count - 1)))
            case .minItems(let n): code.append(.minItems(n))
            case .maxItems(let n): code.append(.maxItems(n))
            case .uniqueItems: code.append(.uniqueItems)
            case .minProperties(let n): code.append(.minProperties(n))
            case .maxProperties(let n): code.append(.maxProperties(n))
            case .properties(let list):
                properties = list
                hasObjectKeywords = true
            case .required(let names):
                required = names
                hasObjectKeywords = true
            case .patternProperties(let list):
                patternSchemas = list.map { (FastPattern($0.0), Int32($0.1)) }
                hasObjectKeywords = true
            case .additionalProperties(let child, _, _):
                // The patterns beside it are those of `patternProperties`.
                additional = nodes[child].boolean == false ? -2 : nodes[child].boolean == true ? -4 : Int32(child)
                hasObjectKeywords = true
            case .propertyNames(let child): code.append(.propertyNames(Int32(child)))
            case .prefixItems(let children): code.append(.prefixItems(list(children)))
            case .items(let child, let from): code.append(.items(child: Int32(child), from: Int32(from)))
            case .contains(let child, let minimum, let maximum):
                code.append(.contains(child: Int32(child), minimum: Int32(clamping: minimum), maximum: maximum.map { Int32(clamping: $0) } ?? -1))
            case .allOf(let children): code.append(.allOf(list(children)))
            case .anyOf(let children): code.append(.anyOf(list(children)))
            case .oneOf(let children): code.append(.oneOf(list(children)))
            case .not(let child): code.append(.not(Int32(child)))
            case .conditional(let condition, let then, let otherwise):
                code.append(.conditional(if: Int32(condition), then: then.map { Int32($0) } ?? -1, else: otherwise.map { Int32($0) } ?? -1))
            case .ref(let target): code.append(.ref(Int32(target)))
            case .dependentRequired(let list):
                nameLists.append(list)
                code.append(.dependentRequired(Int32(nameLists.count - 1)))
            case .dependentSchemas(let list):
                pairs.append(list.map { ($0.0, Int32($0.1)) })
                code.append(.dependentSchemas(Int32(pairs.count - 1)))
            // Last, after the object's pass: they read what everything else evaluated.
            case .unevaluatedItems(let child): trailing.append(.unevaluatedItems(Int32(child)))
            case .unevaluatedProperties(let child): trailing.append(.unevaluatedProperties(Int32(child)))
            case .dynamicRef:
                return false
            }
        }
        if hasObjectKeywords {
            var names = properties.map(\.0)
            var children = properties.map { Int32($0.1) }
            var lookup: [String: Int32] = [:]
            for (index, name) in names.enumerated() where lookup[name] == nil { lookup[name] = Int32(index) }
            var requiredIndices: [Int32] = []
            for name in required {
                if let index = lookup[name] {
                    requiredIndices.append(index)
                } else {
                    lookup[name] = Int32(names.count)
                    requiredIndices.append(Int32(names.count))
                    names.append(name)
                    children.append(-1)
                }
            }
            // A name only required is not one `properties` names: others meet `additional`.
            objects.append(ObjectPlan(names: names, children: children, lookup: lookup, required: requiredIndices,
                                      patterns: patternSchemas, additional: additional))
            code.append(.object(Int32(objects.count - 1)))
        }
        code += trailing
        return true
    }
}
