/// Whether an instance is valid, by a ``FastProgram``: no errors, each schema's
/// operations run in turn and the first that fails settles it. A schema that
/// reads what its keywords evaluated is checked by ``annotate(_:_:_:)``, which
/// gathers that as bits of the value's positions.
struct FastEvaluator {
    private let fast: FastProgram
    private var slow: SchemaEvaluator
    private let maximumDepth: Int
    private var depth = 0
    /// Set when a check went past the deepest nesting allowed: from then on every
    /// schema fails at once, so that branching schemas cannot try again and again,
    /// and a `not` cannot turn that failure into a success.
    private var tooDeep = false
    var exhausted: Bool { tooDeep || slow.exhausted }
    /// The members each object under check has met, a bit per name, for `required`:
    /// a stack shared by nested objects, so that checking allocates once.
    private var seen: [UInt64] = []

    /// What schemas checked against one value evaluated of it.
    struct Annotations {
        var properties = EvaluatedPositions()
        var items = EvaluatedItems()

        mutating func merge(_ other: Annotations) {
            properties.formUnion(other.properties)
            items.merge(other.items)
        }
    }

    init(program: SchemaProgram, fast: FastProgram) {
        self.fast = fast
        slow = SchemaEvaluator(program: program, collectsErrors: false)
        maximumDepth = program.maximumDepth
    }

    mutating func isValid(_ node: Int32, _ instance: JSON) -> Bool {
        let start = fast.entry[Int(node)]
        if start < 0 {
            if start == -2 { return true }
            if start == -3 { return false }
            return slow.evaluate(Int(node), instance, wantsAnnotations: false, path: nil, at: nil).isValid
        }
        if fast.reads[Int(node)] {
            var annotations = Annotations()
            return annotate(node, instance, &annotations)
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth, !tooDeep else {
            tooDeep = true
            return false
        }
        var pc = Int(start)
        while true {
            let op = fast.code[pc]
            switch op {
            case .end:
                return true
            case .object(let i):
                var unused = EvaluatedPositions()
                if case .object(let object) = instance, !check(object, fast.objects[Int(i)], &unused, collects: false) { return false }
            case .prefixItems(let i):
                if case .array(let items) = instance {
                    let children = fast.lists[Int(i)]
                    for index in 0..<Swift.min(children.count, items.count) where !isValid(children[index], items[index]) { return false }
                }
            case .items(let child, let from):
                if case .array(let items) = instance, items.count > Int(from) {
                    for index in Int(from)..<items.count where !isValid(child, items[index]) { return false }
                }
            case .contains(let child, let minimum, let maximum):
                if case .array(let items) = instance {
                    var matched: Int32 = 0
                    for item in items where isValid(child, item) {
                        matched += 1
                        if maximum >= 0 && matched > maximum { return false }
                        if maximum < 0 && matched >= minimum { break }
                    }
                    if matched < minimum { return false }
                }
            case .allOf(let i):
                for child in fast.lists[Int(i)] where !isValid(child, instance) { return false }
            case .anyOf(let i):
                guard fast.lists[Int(i)].contains(where: { isValid($0, instance) }) else { return false }
            case .oneOf(let i):
                var matching = 0
                for child in fast.lists[Int(i)] where isValid(child, instance) {
                    matching += 1
                    if matching > 1 { return false }
                }
                if matching != 1 { return false }
            case .conditional(let condition, let then, let otherwise):
                if isValid(condition, instance) {
                    if then >= 0, !isValid(then, instance) { return false }
                } else if otherwise >= 0, !isValid(otherwise, instance) {
                    return false
                }
            case .ref(let target):
                if !isValid(target, instance) { return false }
            case .dependentSchemas(let i):
                if case .object(let object) = instance {
                    for (name, child) in fast.pairs[Int(i)] where object.position(of: name) != nil && !isValid(child, instance) { return false }
                }
            default:
                if !check(op, instance) { return false }
            }
            pc += 1
        }
    }

    /// Checks `instance` against `node` and adds what the node evaluated of it to
    /// `annotations`: what `unevaluatedItems` and `unevaluatedProperties` read.
    mutating func annotate(_ node: Int32, _ instance: JSON, _ annotations: inout Annotations) -> Bool {
        let start = fast.entry[Int(node)]
        if start < 0 {
            if start == -2 { return true }
            if start == -3 { return false }
            let outcome = slow.evaluate(Int(node), instance, wantsAnnotations: true, path: nil, at: nil)
            guard outcome.isValid else { return false }
            annotations.properties.formUnion(outcome.properties)
            annotations.items.merge(outcome.items)
            return true
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth, !tooDeep else {
            tooDeep = true
            return false
        }
        // What this schema evaluates, kept only when it holds.
        var own = Annotations()
        var pc = Int(start)
        while true {
            let op = fast.code[pc]
            switch op {
            case .end:
                annotations.merge(own)
                return true
            case .object(let i):
                if case .object(let object) = instance, !check(object, fast.objects[Int(i)], &own.properties, collects: true) { return false }
            case .prefixItems(let i):
                if case .array(let items) = instance {
                    let children = fast.lists[Int(i)]
                    for index in 0..<Swift.min(children.count, items.count) where !isValid(children[index], items[index]) { return false }
                    own.items.prefix = Swift.max(own.items.prefix, Swift.min(children.count, items.count))
                }
            case .items(let child, let from):
                if case .array(let items) = instance {
                    if items.count > Int(from) {
                        for index in Int(from)..<items.count where !isValid(child, items[index]) { return false }
                    }
                    own.items.all = true
                }
            case .contains(let child, let minimum, let maximum):
                if case .array(let items) = instance {
                    // Every item is looked at: those that match are evaluated.
                    var matched: Int32 = 0
                    for index in items.indices where isValid(child, items[index]) {
                        matched += 1
                        own.items.indices.insert(index)
                    }
                    if matched < minimum || (maximum >= 0 && matched > maximum) { return false }
                }
            case .allOf(let i):
                for child in fast.lists[Int(i)] where !annotate(child, instance, &own) { return false }
            case .anyOf(let i):
                var any = false
                for child in fast.lists[Int(i)] {
                    var branch = Annotations()
                    if annotate(child, instance, &branch) {
                        any = true
                        own.merge(branch)
                    }
                }
                if !any { return false }
            case .oneOf(let i):
                var matching = 0
                var chosen = Annotations()
                for child in fast.lists[Int(i)] {
                    var branch = Annotations()
                    if annotate(child, instance, &branch) {
                        matching += 1
                        if matching > 1 { return false }
                        chosen = branch
                    }
                }
                if matching != 1 { return false }
                own.merge(chosen)
            case .not(let child):
                if isValid(child, instance) { return false }
            case .conditional(let condition, let then, let otherwise):
                var test = Annotations()
                if annotate(condition, instance, &test) {
                    own.merge(test)
                    if then >= 0, !annotate(then, instance, &own) { return false }
                } else if otherwise >= 0, !annotate(otherwise, instance, &own) {
                    return false
                }
            case .ref(let target):
                if !annotate(target, instance, &own) { return false }
            case .dependentSchemas(let i):
                if case .object(let object) = instance {
                    for (name, child) in fast.pairs[Int(i)] where object.position(of: name) != nil && !annotate(child, instance, &own) {
                        return false
                    }
                }
            case .unevaluatedItems(let child):
                if case .array(let items) = instance {
                    for index in items.indices where !own.items.contains(index) && !isValid(child, items[index]) { return false }
                    own.items.all = true
                }
            case .unevaluatedProperties(let child):
                if case .object(let object) = instance {
                    for position in object.values.indices where !own.properties.contains(position) {
                        if !isValid(child, object.values[position]) { return false }
                    }
                    own.properties.insertAll(object.count)
                }
            default:
                if !check(op, instance) { return false }
            }
            pc += 1
        }
    }

    /// The operations that look at the value alone.
    private mutating func check(_ op: FastProgram.Op, _ instance: JSON) -> Bool {
        switch op {
        case .type(let bits):
            return JSONTypes(rawValue: bits).allows(instance)
        case .minLength(let n):
            if case .string(let text) = instance { return Self.hasAtLeast(n, text) }
        case .maxLength(let n):
            if case .string(let text) = instance { return !Self.hasAtLeast(n + 1, text) }
        case .minimum(let i):
            if case .number(let x) = instance { return !(x < fast.numbers[Int(i)]) }
        case .maximum(let i):
            if case .number(let x) = instance { return !(fast.numbers[Int(i)] < x) }
        case .exclusiveMinimum(let i):
            if case .number(let x) = instance { return fast.numbers[Int(i)] < x }
        case .exclusiveMaximum(let i):
            if case .number(let x) = instance { return x < fast.numbers[Int(i)] }
        case .multipleOf(let i):
            if case .number(let x) = instance { return x.isMultiple(of: fast.numbers[Int(i)]) }
        case .enumeration(let i):
            return fast.valueLists[Int(i)].contains(instance)
        case .constant(let i):
            return fast.values[Int(i)] == instance
        case .pattern(let i):
            if case .string(let text) = instance { return fast.patterns[Int(i)].isFound(in: text) == true }
        case .format(let i):
            if case .string(let text) = instance { return JSONSchemaFormats.isValid(text, format: fast.formats[Int(i)]) != false }
        case .minItems(let n):
            if case .array(let items) = instance { return items.count >= n }
        case .maxItems(let n):
            if case .array(let items) = instance { return items.count <= n }
        case .uniqueItems:
            if case .array(let items) = instance { return Self.areUnique(items) }
        case .minProperties(let n):
            if case .object(let object) = instance { return object.count >= n }
        case .maxProperties(let n):
            if case .object(let object) = instance { return object.count <= n }
        case .dependentRequired(let i):
            if case .object(let object) = instance {
                for (name, names) in fast.nameLists[Int(i)] where object.position(of: name) != nil {
                    for other in names where object.position(of: other) == nil { return false }
                }
            }
        case .propertyNames(let child):
            if case .object(let object) = instance {
                for name in object.keys where !isValid(child, .string(name)) { return false }
            }
        case .not(let child):
            return !isValid(child, instance)
        default:
            break
        }
        return true
    }

    /// `properties`, `patternProperties`, `required` and `additionalProperties` in
    /// one pass over the members, noting in `evaluated` (when asked) the members
    /// they evaluated. Members usually come in the order the schema names them, so
    /// the name after the last one found is tried before the table.
    private mutating func check(_ object: JSONObject, _ plan: FastProgram.ObjectPlan, _ evaluated: inout EvaluatedPositions,
                                collects: Bool) -> Bool {
        // Taken up once, not at each member.
        let keys = object.keys, values = object.values
        let names = plan.names, children = plan.children, lookup = plan.lookup, patterns = plan.patterns
        let additional = plan.additional
        let tracks = !plan.required.isEmpty
        let base = seen.count
        if tracks { seen.append(contentsOf: repeatElement(0, count: (names.count + 63) / 64)) }
        defer { if tracks { seen.removeSubrange(base...) } }
        var next = 0
        for position in keys.indices {
            let key = keys[position]
            let index: Int
            if next < names.count && names[next] == key {
                index = next
            } else if let found = lookup[key] {
                index = Int(found)
            } else {
                index = -1
            }
            var named = false
            if index >= 0 {
                next = index + 1
                if tracks { seen[base + index / 64] |= 1 << UInt64(index % 64) }
                let child = children[index]
                if child >= 0 {
                    named = true
                    if !isValid(child, values[position]) { return false }
                }
            }
            if !patterns.isEmpty {
                for (pattern, child) in patterns where pattern.isFound(in: key) == true {
                    named = true
                    if !isValid(child, values[position]) { return false }
                }
            }
            // What neither names nor patterns take meets `additional`: -1 and -4
            // anything (-4 evaluating it), -2 nothing.
            if !named {
                if additional == -2 { return false }
                if additional >= 0, !isValid(additional, values[position]) { return false }
                if additional == -1 { continue }
            }
            if collects { evaluated.insert(position) }
        }
        if tracks {
            for index in plan.required where seen[base + Int(index) / 64] & (1 << UInt64(index % 64)) == 0 { return false }
        }
        return true
    }

    /// Whether `text` has at least `n` code points, counted only as far as needed.
    private static func hasAtLeast(_ n: Int, _ text: String) -> Bool {
        if n <= 0 { return true }
        let bytes = text.utf8.count
        // A code point takes one to four bytes.
        if bytes < n { return false }
        if bytes >= n * 4 { return true }
        var count = 0
        for byte in text.utf8 where byte & 0xC0 != 0x80 {
            count += 1
            if count >= n { return true }
        }
        return false
    }

    /// Whether no two items are equal; a few are compared pairwise, more hashed.
    private static func areUnique(_ items: [JSON]) -> Bool {
        if items.count < 2 { return true }
        if items.count <= 16 {
            for i in 1..<items.count {
                for j in 0..<i where items[i] == items[j] { return false }
            }
            return true
        }
        return Set(items).count == items.count
    }
}
