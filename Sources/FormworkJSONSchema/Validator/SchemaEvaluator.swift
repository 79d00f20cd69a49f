/// A JSON pointer built one token at a time as a check goes down, only when errors
/// are collected (a check that only wants a verdict builds none).
final class LocationPath: Sendable {
    let parent: LocationPath?
    let token: String

    static let root = LocationPath(parent: nil, token: "")

    private init(parent: LocationPath?, token: String) {
        self.parent = parent
        self.token = token
    }

    func appending(_ token: String) -> LocationPath { LocationPath(parent: self, token: token) }

    var text: String {
        var tokens: [String] = []
        var current: LocationPath? = self
        while let path = current, let parent = path.parent {
            tokens.append(JSONPointer.escaped(path.token))
            current = parent
        }
        return tokens.reversed().map { "/" + $0 }.joined()
    }
}

/// The items of an array that a schema evaluated: a prefix, all of them, or some.
struct EvaluatedItems {
    var prefix = 0
    var all = false
    var indices = EvaluatedPositions()

    func contains(_ index: Int) -> Bool { all || index < prefix || indices.contains(index) }

    mutating func merge(_ other: EvaluatedItems) {
        prefix = Swift.max(prefix, other.prefix)
        all = all || other.all
        indices.formUnion(other.indices)
    }
}

/// What checking a value against a schema came to: whether it is valid and, when
/// asked for, what the schema evaluated of it (for `unevaluated…`).
struct Evaluation {
    var isValid: Bool
    /// The object's members evaluated, by their positions in it.
    var properties = EvaluatedPositions()
    var items = EvaluatedItems()

    static let invalid = Evaluation(isValid: false)

    mutating func merge(_ other: Evaluation) {
        properties.formUnion(other.properties)
        items.merge(other.items)
    }
}

/// Checks instances against a ``SchemaProgram``.
struct SchemaEvaluator {
    let program: SchemaProgram
    /// Whether errors are recorded now (not while a `not` or `contains` looks).
    var recording: Bool
    private(set) var errors: [JSONSchemaOutputUnit] = []
    /// The resources entered, outermost first: where `$dynamicRef` looks.
    private var scope: [Int] = []
    private var depth = 0
    /// Set when a check went past the deepest nesting allowed: from then on every
    /// schema fails at once (see ``FastEvaluator``).
    private(set) var exhausted = false

    init(program: SchemaProgram, collectsErrors: Bool) {
        self.program = program
        recording = collectsErrors
    }

    private mutating func fail(_ keyword: String, of node: Int, _ message: String, path: LocationPath?, at instance: LocationPath?) {
        guard recording, let path, let instance else { return }
        let location = program.nodes[node].location
        errors.append(JSONSchemaOutputUnit(keywordLocation: path.text, absoluteKeywordLocation: location + "/" + JSONPointer.escaped(keyword),
                                           instanceLocation: instance.text, message: message, keyword: keyword))
    }

    /// Checks `instance` against schema `index`; with `wantsAnnotations`, the
    /// outcome says what was evaluated. `path` and `at` are the keyword and instance
    /// locations, nil when errors are not collected.
    mutating func evaluate(_ index: Int, _ instance: JSON, wantsAnnotations: Bool, path: LocationPath?, at: LocationPath?) -> Evaluation {
        // The schema is read in place, not copied: a check goes through many.
        if let verdict = program.nodes[index].boolean {
            if !verdict { fail("false", of: index, "no value is allowed here", path: path, at: at) }
            return verdict ? Evaluation(isValid: true) : .invalid
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= program.maximumDepth, !exhausted else {
            if !exhausted { fail("$ref", of: index, Self.tooDeep(program.maximumDepth), path: path, at: at) }
            exhausted = true
            return .invalid
        }
        let resource = program.nodes[index].resource
        let entered = scope.last != resource
        if entered { scope.append(resource) }
        defer { if entered { scope.removeLast() } }
        let collects = wantsAnnotations || program.nodes[index].readsAnnotations
        var outcome = Evaluation(isValid: true)
        let keywords = program.nodes[index].keywords
        for position in keywords.indices {
            let keywordPath = path?.appending(keywords[position].name)
            if !apply(keywords[position], of: index, to: instance, collects: collects, outcome: &outcome, path: keywordPath, at: at) {
                outcome.isValid = false
                if !recording { return .invalid }
            }
        }
        if !outcome.isValid { return .invalid }
        return outcome
    }

    static func tooDeep(_ limit: Int) -> String {
        "the check went more than \(limit) schemas deep here: the schema refers to itself without end, or the value is nested too deeply"
    }

    /// Where a keyword is being checked: for its errors.
    struct Site {
        let keyword: String
        let node: Int
        let path: LocationPath?
        let at: LocationPath?
    }

    /// Records that the keyword at `site` failed, when errors are recorded; false.
    private mutating func failed(_ site: Site, _ message: @autoclosure () -> String) -> Bool {
        if recording { fail(site.keyword, of: site.node, message(), path: site.path, at: site.at) }
        return false
    }

    /// Checks one keyword; false when it fails. What it evaluated goes into `outcome`.
    private mutating func apply(_ keyword: SchemaKeyword, of node: Int, to instance: JSON, collects: Bool,
                                outcome: inout Evaluation, path: LocationPath?, at: LocationPath?) -> Bool {
        func fail(_ message: @autoclosure () -> String) -> Bool {
            if recording { self.fail(keyword.name, of: node, message(), path: path, at: at) }
            return false
        }
        switch keyword.kind {
        case .type(let types):
            return types.allows(instance) || fail("\(instance.typeName) is not of type \(types.names.joined(separator: " or "))")
        case .enumeration(let values):
            return values.contains(instance) || fail("the value is not one of those listed")
        case .constant(let value):
            return instance == value || fail("the value is not \(value)")
        case .multipleOf(let divisor):
            guard let number = instance.number else { return true }
            return number.isMultiple(of: divisor) || fail("\(number) is not a multiple of \(divisor)")
        case .maximum(let bound):
            guard let number = instance.number else { return true }
            return !(bound < number) || fail("\(number) is above the maximum of \(bound)")
        case .exclusiveMaximum(let bound):
            guard let number = instance.number else { return true }
            return number < bound || fail("\(number) is not below \(bound)")
        case .minimum(let bound):
            guard let number = instance.number else { return true }
            return !(number < bound) || fail("\(number) is below the minimum of \(bound)")
        case .exclusiveMinimum(let bound):
            guard let number = instance.number else { return true }
            return bound < number || fail("\(number) is not above \(bound)")
        case .maxLength(let length):
            guard let text = instance.string else { return true }
            return text.unicodeScalars.count <= length || fail("longer than \(length) characters")
        case .minLength(let length):
            guard let text = instance.string else { return true }
            return text.unicodeScalars.count >= length || fail("shorter than \(length) characters")
        case .pattern(let pattern):
            guard let text = instance.string else { return true }
            switch pattern.isFound(in: text) {
            case true?: return true
            case false?: return fail("does not match \(pattern.source)")
            case nil: return fail("too long to check against \(pattern.source)")
            }
        case .maxItems(let count):
            guard let items = instance.array else { return true }
            return items.count <= count || fail("more than \(count) items")
        case .minItems(let count):
            guard let items = instance.array else { return true }
            return items.count >= count || fail("fewer than \(count) items")
        case .uniqueItems:
            guard let items = instance.array, items.count > 1 else { return true }
            return Set(items).count == items.count || fail("the items are not unique")
        case .maxProperties(let count):
            guard let object = instance.object else { return true }
            return object.count <= count || fail("more than \(count) properties")
        case .minProperties(let count):
            guard let object = instance.object else { return true }
            return object.count >= count || fail("fewer than \(count) properties")
        case .required(let names):
            guard let object = instance.object else { return true }
            guard names.contains(where: { object[$0] == nil }) else { return true }
            return fail("required: \(names.filter { object[$0] == nil }.joined(separator: ", "))")
        case .dependentRequired(let pairs):
            guard let object = instance.object else { return true }
            var valid = true
            for (name, names) in pairs where object[name] != nil {
                let missing = names.filter { object[$0] == nil }
                if !missing.isEmpty {
                    valid = false
                    if !fail("with \(name), required: \(missing.joined(separator: ", "))") && !recording { return false }
                }
            }
            return valid
        case .format(let name):
            guard let text = instance.string else { return true }
            return JSONSchemaFormats.isValid(text, format: name) != false || fail("not a valid \(name)")

        case .properties(let properties):
            return applyProperties(properties, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .patternProperties(let patterns):
            return applyPatternProperties(patterns, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .additionalProperties(let child, let named, let patterns):
            return applyAdditionalProperties(child, named, patterns, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .propertyNames(let child):
            return applyPropertyNames(child, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .dependentSchemas(let dependent):
            return applyDependentSchemas(dependent, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .prefixItems(let children):
            return applyPrefixItems(children, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .items(let child, let start):
            return applyItems(child, start, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .contains(let child, let minimum, let maximum):
            return applyContains(child, minimum, maximum, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .allOf(let children):
            return applyAllOf(children, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .anyOf(let children):
            return applyAnyOf(children, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .oneOf(let children):
            return applyOneOf(children, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .not(let child):
            return applyNot(child, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .conditional(let condition, let then, let otherwise):
            return applyConditional(condition, then, otherwise, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .ref(let target):
            return applyRef(target, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .dynamicRef(let target, let anchor):
            return applyDynamicRef(target, anchor, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .unevaluatedItems(let child):
            return applyUnevaluatedItems(child, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        case .unevaluatedProperties(let child):
            return applyUnevaluatedProperties(child, instance, collects, &outcome, Site(keyword: keyword.name, node: node, path: path, at: at))
        }
    }

    private mutating func applyProperties(_ properties: [(String, Int)], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let object = instance.object else { return true }
        var valid = true
        for (name, child) in properties {
            guard let position = object.position(of: name) else { continue }
            if !evaluate(child, object.values[position], wantsAnnotations: false, path: path?.appending(name), at: at?.appending(name)).isValid {
                valid = false
                if !recording { return false }
            }
            if collects { outcome.properties.insert(position) }
        }
        return valid
    }

    private mutating func applyPatternProperties(_ patterns: [(SchemaPattern, Int)], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let object = instance.object else { return true }
        var valid = true
        for (position, (name, value)) in object.enumerated() {
            for (pattern, child) in patterns where pattern.isFound(in: name) == true {
                if !evaluate(child, value, wantsAnnotations: false, path: path?.appending(pattern.source), at: at?.appending(name)).isValid {
                    valid = false
                    if !recording { return false }
                }
                if collects { outcome.properties.insert(position) }
            }
        }
        return valid
    }

    private mutating func applyAdditionalProperties(_ child: Int, _ named: Set<String>, _ patterns: [SchemaPattern], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let object = instance.object else { return true }
        var valid = true
        for (position, (name, value)) in object.enumerated()
        where !named.contains(name) && !patterns.contains(where: { $0.isFound(in: name) == true }) {
            if !evaluate(child, value, wantsAnnotations: false, path: path, at: at?.appending(name)).isValid {
                valid = false
                if !recording { return false }
            }
            if collects { outcome.properties.insert(position) }
        }
        return valid
    }

    private mutating func applyPropertyNames(_ child: Int, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let object = instance.object else { return true }
        var valid = true
        for name in object.keys where !evaluate(child, .string(name), wantsAnnotations: false, path: path, at: at?.appending(name)).isValid {
            valid = false
            if !recording { return false }
        }
        return valid
    }

    private mutating func applyDependentSchemas(_ dependent: [(String, Int)], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let object = instance.object else { return true }
        var valid = true
        for (name, child) in dependent where object[name] != nil {
            let result = evaluate(child, instance, wantsAnnotations: collects, path: path?.appending(name), at: at)
            if result.isValid { outcome.merge(result) } else {
                valid = false
                if !recording { return false }
            }
        }
        return valid
    }

    private mutating func applyPrefixItems(_ children: [Int], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let items = instance.array else { return true }
        var valid = true
        for (index, child) in children.enumerated() where index < items.count {
            if !evaluate(child, items[index], wantsAnnotations: false, path: path?.appending(String(index)), at: at?.appending(String(index))).isValid {
                valid = false
                if !recording { return false }
            }
        }
        if collects { outcome.items.prefix = Swift.max(outcome.items.prefix, Swift.min(children.count, items.count)) }
        return valid
    }

    private mutating func applyItems(_ child: Int, _ start: Int, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let items = instance.array else { return true }
        var valid = true
        for index in items.indices where index >= start {
            if !evaluate(child, items[index], wantsAnnotations: false, path: path, at: at?.appending(String(index))).isValid {
                valid = false
                if !recording { return false }
            }
        }
        if collects { outcome.items.all = true }
        return valid
    }

    private mutating func applyContains(_ child: Int, _ minimum: Int, _ maximum: Int?, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        guard let items = instance.array else { return true }
        let wasRecording = recording
        recording = false
        var matched = 0
        for index in items.indices where evaluate(child, items[index], wantsAnnotations: false, path: nil, at: nil).isValid {
            matched += 1
            if collects { outcome.items.indices.insert(index) }
        }
        recording = wasRecording
        if matched < minimum { return failed(site, minimum == 1 ? "no item matches" : "fewer than \(minimum) items match") }
        if let maximum, matched > maximum { return failed(site, "more than \(maximum) items match") }
        return true
    }

    private mutating func applyAllOf(_ children: [Int], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        var valid = true
        var merged = Evaluation(isValid: true)
        for (index, child) in children.enumerated() {
            let result = evaluate(child, instance, wantsAnnotations: collects, path: path?.appending(String(index)), at: at)
            if result.isValid { merged.merge(result) } else {
                valid = false
                if !recording { return false }
            }
        }
        if valid { outcome.merge(merged) }
        return valid
    }

    private mutating func applyAnyOf(_ children: [Int], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        let mark = errors.count
        var valid = false
        for (index, child) in children.enumerated() {
            let result = evaluate(child, instance, wantsAnnotations: collects, path: path?.appending(String(index)), at: at)
            if result.isValid {
                valid = true
                outcome.merge(result)
                // Without annotations to gather, the first branch that holds settles it.
                if !collects && !recording { return true }
            }
        }
        if valid {
            errors.removeSubrange(mark...)
            return true
        }
        return failed(site, "the value matches none of the schemas")
    }

    private mutating func applyOneOf(_ children: [Int], _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        let mark = errors.count
        var matching: [Int] = []
        var first = Evaluation.invalid
        for (index, child) in children.enumerated() {
            let result = evaluate(child, instance, wantsAnnotations: collects, path: path?.appending(String(index)), at: at)
            if result.isValid {
                matching.append(index)
                if matching.count == 1 { first = result }
                if matching.count > 1 && !recording { return false }
            }
        }
        if matching.count == 1 {
            errors.removeSubrange(mark...)
            outcome.merge(first)
            return true
        }
        if matching.count > 1 {
            errors.removeSubrange(mark...)
            return failed(site, "the value matches more than one schema (\(matching.map(String.init).joined(separator: ", ")))")
        }
        return failed(site, "the value matches none of the schemas")
    }

    private mutating func applyNot(_ child: Int, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let wasRecording = recording
        recording = false
        let result = evaluate(child, instance, wantsAnnotations: false, path: nil, at: nil)
        recording = wasRecording
        return !result.isValid || failed(site, "the value must not match the schema")
    }

    private mutating func applyConditional(_ condition: Int, _ then: Int?, _ otherwise: Int?, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        let wasRecording = recording
        recording = false
        let test = evaluate(condition, instance, wantsAnnotations: collects, path: nil, at: nil)
        recording = wasRecording
        if test.isValid {
            outcome.merge(test)
            guard let then else { return true }
            let result = evaluate(then, instance, wantsAnnotations: collects, path: path?.parent?.appending("then"), at: at)
            if result.isValid { outcome.merge(result) }
            return result.isValid
        }
        guard let otherwise else { return true }
        let result = evaluate(otherwise, instance, wantsAnnotations: collects, path: path?.parent?.appending("else"), at: at)
        if result.isValid { outcome.merge(result) }
        return result.isValid
    }

    private mutating func applyRef(_ target: Int, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        let result = evaluate(target, instance, wantsAnnotations: collects, path: path, at: at)
        if result.isValid { outcome.merge(result) }
        return result.isValid
    }

    private mutating func applyDynamicRef(_ target: Int, _ anchor: String?, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        var resolved = target
        if let anchor {
            for resource in scope {
                if let found = program.dynamicAnchors[resource][anchor] {
                    resolved = found
                    break
                }
            }
        }
        let result = evaluate(resolved, instance, wantsAnnotations: collects, path: path, at: at)
        if result.isValid { outcome.merge(result) }
        return result.isValid
    }

    private mutating func applyUnevaluatedItems(_ child: Int, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let items = instance.array else { return true }
        var valid = true
        for index in items.indices where !outcome.items.contains(index) {
            if !evaluate(child, items[index], wantsAnnotations: false, path: path, at: at?.appending(String(index))).isValid {
                valid = false
                if !recording { return false }
            }
        }
        if valid { outcome.items.all = true }
        return valid
    }

    private mutating func applyUnevaluatedProperties(_ child: Int, _ instance: JSON, _ collects: Bool, _ outcome: inout Evaluation, _ site: Site) -> Bool {
        let path = site.path, at = site.at
        guard let object = instance.object else { return true }
        var valid = true
        for (position, (name, value)) in object.enumerated() where !outcome.properties.contains(position) {
            if !evaluate(child, value, wantsAnnotations: false, path: path, at: at?.appending(name)).isValid {
                valid = false
                if !recording { return false }
            }
        }
        if valid { outcome.properties.insertAll(object.count) }
        return valid
    }
}

/// Positions of an array's items or an object's members, a bit each: what
/// `unevaluated…` asks of schemas checked against the same value, merged without
/// hashing a name or allocating for the first 64.
struct EvaluatedPositions {
    private var first: UInt64 = 0
    /// Positions from 64 on; nil (no storage to count references to) for most values.
    private var rest: [UInt64]?

    mutating func insert(_ position: Int) {
        if position < 64 {
            first |= 1 << UInt64(position)
            return
        }
        let word = position / 64 - 1
        var words = rest ?? []
        if words.count <= word { words += repeatElement(0, count: word + 1 - words.count) }
        words[word] |= 1 << UInt64(position % 64)
        rest = words
    }

    func contains(_ position: Int) -> Bool {
        if position < 64 { return first & (1 << UInt64(position)) != 0 }
        let word = position / 64 - 1
        guard let rest else { return false }
        return word < rest.count && rest[word] & (1 << UInt64(position % 64)) != 0
    }

    mutating func formUnion(_ other: EvaluatedPositions) {
        first |= other.first
        guard let more = other.rest else { return }
        var words = rest ?? []
        if words.count < more.count { words += repeatElement(0, count: more.count - words.count) }
        for index in more.indices { words[index] |= more[index] }
        rest = words
    }

    /// Every position below `count`.
    mutating func insertAll(_ count: Int) {
        first = count >= 64 ? .max : first | ((1 << UInt64(count)) - 1)
        for position in 64..<Swift.max(64, count) { insert(position) }
    }
}
