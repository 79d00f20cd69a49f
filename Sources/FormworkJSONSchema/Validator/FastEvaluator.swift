/// Whether an instance is valid, by a ``FastProgram``: no errors, no annotations,
/// each schema's operations run in turn and the first that fails settles it. A
/// schema the fast program left to ``SchemaEvaluator`` is checked by it.
struct FastEvaluator {
    private let fast: FastProgram
    private var slow: SchemaEvaluator
    private let maximumDepth: Int
    private var depth = 0
    /// The members each object under check has met, a bit per name, for `required`:
    /// a stack shared by nested objects, so that checking allocates once.
    private var seen: [UInt64] = []

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
        depth += 1
        defer { depth -= 1 }
        guard depth <= maximumDepth else { return false }
        var pc = Int(start)
        while true {
            switch fast.code[pc] {
            case .end:
                return true
            case .type(let bits):
                guard JSONTypes(rawValue: bits).allows(instance) else { return false }
            case .minLength(let n):
                if case .string(let text) = instance, !Self.hasAtLeast(n, text) { return false }
            case .maxLength(let n):
                if case .string(let text) = instance, Self.hasAtLeast(n + 1, text) { return false }
            case .minimum(let i):
                if case .number(let x) = instance, x < fast.numbers[Int(i)] { return false }
            case .maximum(let i):
                if case .number(let x) = instance, fast.numbers[Int(i)] < x { return false }
            case .exclusiveMinimum(let i):
                if case .number(let x) = instance, !(fast.numbers[Int(i)] < x) { return false }
            case .exclusiveMaximum(let i):
                if case .number(let x) = instance, !(x < fast.numbers[Int(i)]) { return false }
            case .multipleOf(let i):
                if case .number(let x) = instance, !x.isMultiple(of: fast.numbers[Int(i)]) { return false }
            case .enumeration(let i):
                guard fast.valueLists[Int(i)].contains(instance) else { return false }
            case .constant(let i):
                guard fast.values[Int(i)] == instance else { return false }
            case .pattern(let i):
                if case .string(let text) = instance, fast.patterns[Int(i)].isFound(in: text) != true { return false }
            case .format(let i):
                if case .string(let text) = instance, JSONSchemaFormats.isValid(text, format: fast.formats[Int(i)]) == false { return false }
            case .minItems(let n):
                if case .array(let items) = instance, items.count < n { return false }
            case .maxItems(let n):
                if case .array(let items) = instance, items.count > n { return false }
            case .uniqueItems:
                if case .array(let items) = instance, !Self.areUnique(items) { return false }
            case .minProperties(let n):
                if case .object(let object) = instance, object.count < n { return false }
            case .maxProperties(let n):
                if case .object(let object) = instance, object.count > n { return false }
            case .object(let i):
                if case .object(let object) = instance, !check(object, fast.objects[Int(i)]) { return false }
            case .propertyNames(let child):
                if case .object(let object) = instance {
                    for name in object.keys where !isValid(child, .string(name)) { return false }
                }
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
            case .not(let child):
                if isValid(child, instance) { return false }
            case .conditional(let condition, let then, let otherwise):
                if isValid(condition, instance) {
                    if then >= 0, !isValid(then, instance) { return false }
                } else if otherwise >= 0, !isValid(otherwise, instance) {
                    return false
                }
            case .ref(let target):
                if !isValid(target, instance) { return false }
            }
            pc += 1
        }
    }

    /// `properties`, `required` and `additionalProperties` in one pass over the
    /// members. Members usually come in the order the schema names them, so the
    /// name after the last one found is tried before the table.
    private mutating func check(_ object: JSONObject, _ plan: FastProgram.ObjectPlan) -> Bool {
        let keys = object.keys, values = object.values
        let names = plan.names
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
            } else if let found = plan.lookup[key] {
                index = Int(found)
            } else {
                index = -1
            }
            var child: Int32 = plan.additional
            if index >= 0 {
                next = index + 1
                if tracks { seen[base + index / 64] |= 1 << UInt64(index % 64) }
                if plan.children[index] >= 0 { child = plan.children[index] }
            }
            // -1: anything is allowed; -2: nothing is.
            if child == -2 { return false }
            if child >= 0, !isValid(child, values[position]) { return false }
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
