import Formwork

/// What a compiled schema is made of: its schemas, one per place, and for each
/// resource its dynamic anchors.
final class SchemaProgram: Sendable {
    let nodes: [SchemaNode]
    /// For each resource (``SchemaNode/resource``), its `$dynamicAnchor`s' schemas by name.
    let dynamicAnchors: [[String: Int]]
    let maximumDepth: Int
    /// The same schemas for asking only whether an instance is valid; nil when
    /// the program needs the evaluator throughout (it uses `$dynamicRef`).
    let fast: FastProgram?

    init(nodes: [SchemaNode], dynamicAnchors: [[String: Int]], maximumDepth: Int) {
        self.nodes = nodes
        self.dynamicAnchors = dynamicAnchors
        self.maximumDepth = maximumDepth
        fast = FastProgram(nodes)
    }
}

/// A place in one of the documents a schema is made of: the document, and the JSON
/// pointer to the place, escaped.
struct SchemaLocation: Hashable {
    let document: Int
    let pointer: String

    func appending(_ tokens: String...) -> SchemaLocation {
        SchemaLocation(document: document, pointer: pointer + tokens.map { "/" + JSONPointer.escaped($0) }.joined())
    }
}

/// Turns schema documents into a ``SchemaProgram``: finds every resource and
/// anchor they define, then compiles each schema a check can reach once, however
/// many references lead to it.
struct SchemaCompiler {
    let options: JSONSchemaOptions
    private var documents: [JSON] = []
    private var documentBases: [String] = []
    /// Each resource's root, by its URI without fragment.
    private var resources: [String: SchemaLocation] = [:]
    /// `$anchor`s and `$dynamicAnchor`s, by `uri#name`.
    private var anchors: [String: SchemaLocation] = [:]
    /// `$dynamicAnchor`s, by resource URI and name.
    private var dynamicAnchorLocations: [String: [String: SchemaLocation]] = [:]
    private var compiled: [SchemaLocation: Int] = [:]
    private var nodes: [SchemaNode] = []
    private var resourceNumbers: [String: Int] = [:]
    private var vocabularies: [String: Set<String>?] = [:]

    static let dialect = Draft202012Metaschemas.base + "schema"
    static let vocabulary = (
        core: Draft202012Metaschemas.base + "vocab/core",
        applicator: Draft202012Metaschemas.base + "vocab/applicator",
        unevaluated: Draft202012Metaschemas.base + "vocab/unevaluated",
        validation: Draft202012Metaschemas.base + "vocab/validation",
        format: Draft202012Metaschemas.base + "vocab/format-annotation",
        formatAssertion: Draft202012Metaschemas.base + "vocab/format-assertion"
    )

    init(options: JSONSchemaOptions) {
        self.options = options
    }

    // MARK: Documents

    mutating func compileRoot(_ schema: JSON) throws(JSONSchemaError) -> Int {
        let base = URIReference(options.baseURI).withoutFragment.text
        let document = addDocument(schema, base: base)
        return try compile(SchemaLocation(document: document, pointer: ""))
    }

    /// Adds a document whose base URI is `base`, with every resource and anchor in it.
    private mutating func addDocument(_ json: JSON, base: String) -> Int {
        let document = documents.count
        documents.append(json)
        documentBases.append(base)
        let root = SchemaLocation(document: document, pointer: "")
        if resources[base] == nil { resources[base] = root }
        scan(json, at: root, base: base)
        return document
    }

    /// Finds the resources (`$id`) and anchors at `location` and in its subschemas,
    /// through the keywords that hold subschemas only (an `$id` inside `enum` or an
    /// unknown keyword identifies nothing).
    private mutating func scan(_ json: JSON, at location: SchemaLocation, base parent: String) {
        guard case .object(let object) = json else { return }
        var base = parent
        if let id = object["$id"]?.string {
            base = URIReference(id).resolved(against: URIReference(parent)).withoutFragment.text
            resources[base] = location
        }
        if let name = object["$anchor"]?.string { anchors[base + "#" + name] = location }
        if let name = object["$dynamicAnchor"]?.string {
            anchors[base + "#" + name] = location
            dynamicAnchorLocations[base, default: [:]][name] = location
        }
        for (key, value) in object {
            switch key {
            case "$defs", "definitions", "properties", "patternProperties", "dependentSchemas", "dependencies":
                guard case .object(let members) = value else { continue }
                for (name, member) in members { scan(member, at: location.appending(key, name), base: base) }
            case "prefixItems", "allOf", "anyOf", "oneOf":
                guard case .array(let items) = value else { continue }
                for (index, item) in items.enumerated() { scan(item, at: location.appending(key, String(index)), base: base) }
            case "items", "additionalProperties", "unevaluatedItems", "unevaluatedProperties", "contains", "propertyNames",
                 "if", "then", "else", "not", "contentSchema":
                scan(value, at: location.appending(key), base: base)
            default:
                continue
            }
        }
    }

    /// Makes sure the document `uri` (without fragment) is known: bundled, given,
    /// or found by the resolver.
    private mutating func load(_ uri: String, from location: String) throws(JSONSchemaError) {
        guard resources[uri] == nil else { return }
        if let text = Draft202012Metaschemas.texts[uri], let json = try? JSON(parsing: text) {
            _ = addDocument(json, base: uri)
        } else if let json = options.documents[uri] ?? options.resolver?(uri) {
            _ = addDocument(json, base: uri)
        } else {
            throw JSONSchemaError(location: location, reason: "the document \(uri) is neither bundled nor given")
        }
    }

    /// The place a reference names, resolved against `base`.
    private mutating func locate(_ reference: String, base: String, from location: String) throws(JSONSchemaError) -> SchemaLocation {
        let uri = URIReference(reference).resolved(against: URIReference(base))
        let resource = uri.withoutFragment.text
        try load(resource, from: location)
        guard let root = resources[resource] else {
            throw JSONSchemaError(location: location, reason: "\(reference) names no schema")
        }
        let fragment = JSONPointer.percentDecoded(uri.fragment ?? "")
        let target: SchemaLocation
        if fragment.isEmpty {
            target = root
        } else if fragment.hasPrefix("/") {
            target = SchemaLocation(document: root.document, pointer: root.pointer + fragment)
        } else if let anchored = anchors[resource + "#" + fragment] {
            target = anchored
        } else {
            throw JSONSchemaError(location: location, reason: "\(reference) names no anchor")
        }
        guard value(at: target) != nil else { throw JSONSchemaError(location: location, reason: "\(reference) names no schema") }
        return target
    }

    private func value(at location: SchemaLocation) -> JSON? {
        guard let tokens = JSONPointer.tokens(location.pointer) else { return nil }
        return JSONPointer.resolve(tokens, in: documents[location.document])
    }

    /// The base URI at `location`: the document's, changed by each `$id` on the way.
    private func base(of location: SchemaLocation) -> String {
        var base = documentBases[location.document]
        var current = documents[location.document]
        if let id = current["$id"]?.string { base = URIReference(id).resolved(against: URIReference(base)).withoutFragment.text }
        for token in JSONPointer.tokens(location.pointer) ?? [] {
            guard let next = JSONPointer.resolve([token], in: current) else { break }
            current = next
            if let id = current["$id"]?.string { base = URIReference(id).resolved(against: URIReference(base)).withoutFragment.text }
        }
        return base
    }

    private mutating func resourceNumber(_ base: String) -> Int {
        if let number = resourceNumbers[base] { return number }
        let number = resourceNumbers.count
        resourceNumbers[base] = number
        return number
    }

    /// The vocabularies the dialect of `base`'s resource turns on; nil for all of them.
    private mutating func vocabularies(of base: String, from location: String) throws(JSONSchemaError) -> Set<String>? {
        if let known = vocabularies[base] { return known }
        var result: Set<String>?
        if let root = resources[base], let dialect = value(at: root)?["$schema"]?.string,
           URIReference(dialect).withoutFragment.text != Self.dialect {
            let uri = URIReference(dialect).withoutFragment.text
            try load(uri, from: location)
            if let metaschema = resources[uri].flatMap(value(at:)), case .object(let declared)? = metaschema["$vocabulary"] {
                var on: Set<String> = []
                for (vocabulary, required) in declared {
                    let known = Draft202012Metaschemas.vocabularies.contains(vocabulary) || vocabulary == Self.vocabulary.formatAssertion
                    if !known, required.bool == true {
                        throw JSONSchemaError(location: location, reason: "the vocabulary \(vocabulary) is required and not known")
                    }
                    if known { on.insert(vocabulary) }
                }
                result = on
            }
        }
        vocabularies[base] = .some(result)
        return result
    }

    // MARK: Schemas

    /// The schema at `location`, compiled once.
    mutating func compile(_ location: SchemaLocation) throws(JSONSchemaError) -> Int {
        if let known = compiled[location] { return known }
        let base = base(of: location)
        let resourcePointer = resources[base].map { $0.document == location.document ? $0.pointer : "" } ?? ""
        let relative = location.pointer.hasPrefix(resourcePointer) ? String(location.pointer.dropFirst(resourcePointer.count)) : location.pointer
        let index = nodes.count
        nodes.append(SchemaNode(resource: resourceNumber(base), location: base + "#" + relative))
        compiled[location] = index
        let where_ = base + "#" + relative
        switch value(at: location) {
        case .bool(let verdict)?:
            nodes[index].boolean = verdict
        case .object(let object)?:
            let on = try vocabularies(of: base, from: where_)
            var keywords: [SchemaKeyword] = []
            var last: [SchemaKeyword] = []
            try compileKeywords(object, at: location, base: base, where: where_, vocabularies: on, into: &keywords, last: &last)
            nodes[index].readsAnnotations = !last.isEmpty
            nodes[index].keywords = keywords + last
        default:
            throw JSONSchemaError(location: where_, reason: "a schema is an object or a boolean")
        }
        return index
    }

    private mutating func compileKeywords(_ object: JSONObject, at location: SchemaLocation, base: String, where place: String,
                                          vocabularies on: Set<String>?, into keywords: inout [SchemaKeyword],
                                          last: inout [SchemaKeyword]) throws(JSONSchemaError) {
        func enabled(_ vocabulary: String) -> Bool { on?.contains(vocabulary) ?? true }
        func fail(_ keyword: String, _ reason: String) -> JSONSchemaError {
            JSONSchemaError(location: place + "/" + JSONPointer.escaped(keyword), reason: reason)
        }
        func count(_ keyword: String) throws(JSONSchemaError) -> Int? {
            guard let value = object[keyword] else { return nil }
            guard let number = value.number, number.isInteger, number.double >= 0 else {
                throw fail(keyword, "a count is a whole number, 0 or more")
            }
            // A count past any that can be met is as good as the largest.
            return number.double < 1e15 ? Int(number.double) : Int.max
        }
        func number(_ keyword: String) throws(JSONSchemaError) -> JSONNumber? {
            guard let value = object[keyword] else { return nil }
            guard let number = value.number else { throw fail(keyword, "a number was expected") }
            return number
        }
        func schema(_ keyword: String) throws(JSONSchemaError) -> Int? {
            guard object[keyword] != nil else { return nil }
            return try compile(location.appending(keyword))
        }
        func schemas(_ keyword: String) throws(JSONSchemaError) -> [Int]? {
            guard let value = object[keyword] else { return nil }
            guard let items = value.array, !items.isEmpty else { throw fail(keyword, "a non-empty array of schemas was expected") }
            var result: [Int] = []
            for index in items.indices { result.append(try compile(location.appending(keyword, String(index)))) }
            return result
        }
        func members(_ keyword: String) throws(JSONSchemaError) -> [(String, Int)]? {
            guard let value = object[keyword] else { return nil }
            guard let members = value.object else { throw fail(keyword, "an object of schemas was expected") }
            var result: [(String, Int)] = []
            for name in members.keys { result.append((name, try compile(location.appending(keyword, name)))) }
            return result
        }
        func strings(_ value: JSON, _ keyword: String) throws(JSONSchemaError) -> [String] {
            guard let items = value.array else { throw fail(keyword, "an array of strings was expected") }
            var result: [String] = []
            for item in items {
                guard let text = item.string else { throw fail(keyword, "an array of strings was expected") }
                result.append(text)
            }
            return result
        }
        func pattern(_ source: String, _ keyword: String) throws(JSONSchemaError) -> SchemaPattern {
            do {
                return try SchemaPattern(source)
            } catch {
                throw fail(keyword, "\(error)")
            }
        }

        // Core: references.
        if let reference = object["$ref"] {
            guard let text = reference.string else { throw fail("$ref", "a URI reference was expected") }
            let target = try compile(try locate(text, base: base, from: place))
            keywords.append(SchemaKeyword(name: "$ref", kind: .ref(target)))
        }
        if let reference = object["$dynamicRef"] {
            guard let text = reference.string else { throw fail("$dynamicRef", "a URI reference was expected") }
            let location = try locate(text, base: base, from: place)
            let target = try compile(location)
            let fragment = URIReference(text).fragment ?? ""
            // Dynamic only when the schema it first finds names the same dynamic anchor.
            let dynamic = !fragment.isEmpty && !fragment.hasPrefix("/") && value(at: location)?["$dynamicAnchor"]?.string == fragment
            keywords.append(SchemaKeyword(name: "$dynamicRef", kind: .dynamicRef(target, anchor: dynamic ? fragment : nil)))
        }

        if enabled(Self.vocabulary.applicator) {
            if let all = try schemas("allOf") { keywords.append(SchemaKeyword(name: "allOf", kind: .allOf(all))) }
            if let any = try schemas("anyOf") { keywords.append(SchemaKeyword(name: "anyOf", kind: .anyOf(any))) }
            if let one = try schemas("oneOf") { keywords.append(SchemaKeyword(name: "oneOf", kind: .oneOf(one))) }
            if let not = try schema("not") { keywords.append(SchemaKeyword(name: "not", kind: .not(not))) }
            if let condition = try schema("if") {
                keywords.append(SchemaKeyword(name: "if", kind: .conditional(if: condition, then: try schema("then"), else: try schema("else"))))
            }
            if let properties = try members("properties") {
                keywords.append(SchemaKeyword(name: "properties", kind: .properties(properties)))
            }
            var patterns: [SchemaPattern] = []
            if let patterned = try members("patternProperties") {
                var compiledPatterns: [(SchemaPattern, Int)] = []
                for (source, node) in patterned {
                    let compiledPattern = try pattern(source, "patternProperties")
                    patterns.append(compiledPattern)
                    compiledPatterns.append((compiledPattern, node))
                }
                keywords.append(SchemaKeyword(name: "patternProperties", kind: .patternProperties(compiledPatterns)))
            }
            if let additional = try schema("additionalProperties") {
                let named = Set(object["properties"]?.object?.keys ?? [])
                keywords.append(SchemaKeyword(name: "additionalProperties", kind: .additionalProperties(additional, named: named, patterns: patterns)))
            }
            if let names = try schema("propertyNames") { keywords.append(SchemaKeyword(name: "propertyNames", kind: .propertyNames(names))) }
            if let dependent = try members("dependentSchemas") {
                keywords.append(SchemaKeyword(name: "dependentSchemas", kind: .dependentSchemas(dependent)))
            }
            // Earlier drafts' `dependencies`, which the 2020-12 metaschema still
            // describes: a list of names is `dependentRequired`, a schema `dependentSchemas`.
            if let legacy = object["dependencies"] {
                guard let members = legacy.object else { throw fail("dependencies", "an object was expected") }
                var names: [(String, [String])] = []
                var schemas: [(String, Int)] = []
                for (name, value) in members {
                    if value.array != nil {
                        names.append((name, try strings(value, "dependencies")))
                    } else {
                        schemas.append((name, try compile(location.appending("dependencies", name))))
                    }
                }
                if !names.isEmpty { keywords.append(SchemaKeyword(name: "dependencies", kind: .dependentRequired(names))) }
                if !schemas.isEmpty { keywords.append(SchemaKeyword(name: "dependencies", kind: .dependentSchemas(schemas))) }
            }
            var prefixCount = 0
            if let prefix = try schemas("prefixItems") {
                prefixCount = prefix.count
                keywords.append(SchemaKeyword(name: "prefixItems", kind: .prefixItems(prefix)))
            }
            if let items = try schema("items") { keywords.append(SchemaKeyword(name: "items", kind: .items(items, from: prefixCount))) }
            if let contains = try schema("contains") {
                let validation = enabled(Self.vocabulary.validation)
                keywords.append(SchemaKeyword(name: "contains", kind: .contains(
                    contains, minimum: validation ? try count("minContains") ?? 1 : 1,
                    maximum: validation ? try count("maxContains") : nil)))
            }
        }
        if enabled(Self.vocabulary.unevaluated) {
            if let items = try schema("unevaluatedItems") { last.append(SchemaKeyword(name: "unevaluatedItems", kind: .unevaluatedItems(items))) }
            if let properties = try schema("unevaluatedProperties") {
                last.append(SchemaKeyword(name: "unevaluatedProperties", kind: .unevaluatedProperties(properties)))
            }
        }
        if enabled(Self.vocabulary.validation) {
            if let type = object["type"] {
                var types = JSONTypes()
                let names: [String]
                if let single = type.string { names = [single] } else { names = try strings(type, "type") }
                for name in names {
                    guard let one = JSONTypes(name: name) else { throw fail("type", "\(name) is not a JSON type") }
                    types.insert(one)
                }
                keywords.append(SchemaKeyword(name: "type", kind: .type(types)))
            }
            if let values = object["enum"] {
                guard let items = values.array else { throw fail("enum", "an array was expected") }
                keywords.append(SchemaKeyword(name: "enum", kind: .enumeration(items)))
            }
            if let value = object["const"] { keywords.append(SchemaKeyword(name: "const", kind: .constant(value))) }
            if let divisor = try number("multipleOf") {
                guard divisor.double > 0 else { throw fail("multipleOf", "a number above 0 was expected") }
                keywords.append(SchemaKeyword(name: "multipleOf", kind: .multipleOf(divisor)))
            }
            if let bound = try number("maximum") { keywords.append(SchemaKeyword(name: "maximum", kind: .maximum(bound))) }
            if let bound = try number("exclusiveMaximum") { keywords.append(SchemaKeyword(name: "exclusiveMaximum", kind: .exclusiveMaximum(bound))) }
            if let bound = try number("minimum") { keywords.append(SchemaKeyword(name: "minimum", kind: .minimum(bound))) }
            if let bound = try number("exclusiveMinimum") { keywords.append(SchemaKeyword(name: "exclusiveMinimum", kind: .exclusiveMinimum(bound))) }
            if let length = try count("maxLength") { keywords.append(SchemaKeyword(name: "maxLength", kind: .maxLength(length))) }
            if let length = try count("minLength") { keywords.append(SchemaKeyword(name: "minLength", kind: .minLength(length))) }
            if let source = object["pattern"] {
                guard let text = source.string else { throw fail("pattern", "a regular expression was expected") }
                keywords.append(SchemaKeyword(name: "pattern", kind: .pattern(try pattern(text, "pattern"))))
            }
            if let items = try count("maxItems") { keywords.append(SchemaKeyword(name: "maxItems", kind: .maxItems(items))) }
            if let items = try count("minItems") { keywords.append(SchemaKeyword(name: "minItems", kind: .minItems(items))) }
            if object["uniqueItems"]?.bool == true { keywords.append(SchemaKeyword(name: "uniqueItems", kind: .uniqueItems)) }
            if let members = try count("maxProperties") { keywords.append(SchemaKeyword(name: "maxProperties", kind: .maxProperties(members))) }
            if let members = try count("minProperties") { keywords.append(SchemaKeyword(name: "minProperties", kind: .minProperties(members))) }
            if let required = object["required"] {
                keywords.append(SchemaKeyword(name: "required", kind: .required(try strings(required, "required"))))
            }
            if let dependent = object["dependentRequired"] {
                guard let members = dependent.object else { throw fail("dependentRequired", "an object was expected") }
                var pairs: [(String, [String])] = []
                for (name, names) in members { pairs.append((name, try strings(names, "dependentRequired"))) }
                keywords.append(SchemaKeyword(name: "dependentRequired", kind: .dependentRequired(pairs)))
            }
        }
        if options.assertsFormat || on?.contains(Self.vocabulary.formatAssertion) == true, let format = object["format"]?.string {
            keywords.append(SchemaKeyword(name: "format", kind: .format(format)))
        }
    }

    /// Compiles the dynamic anchors of every resource (a `$dynamicRef` may find any
    /// of them), then hands the program over.
    mutating func finish() throws(JSONSchemaError) -> SchemaProgram {
        var done: Set<SchemaLocation> = []
        while true {
            let pending = dynamicAnchorLocations.flatMap { $0.value.values }.filter { !done.contains($0) }
            if pending.isEmpty { break }
            for location in pending {
                _ = try compile(location)
                done.insert(location)
            }
        }
        var anchorsByResource = Array(repeating: [String: Int](), count: resourceNumbers.count)
        for (resource, named) in dynamicAnchorLocations {
            guard let number = resourceNumbers[resource] else { continue }
            for (name, location) in named {
                if let node = compiled[location] { anchorsByResource[number][name] = node }
            }
        }
        if let looping = nodes.firstInPlaceCycle() {
            throw JSONSchemaError(location: nodes[looping].location, reason: "this schema comes back to itself through $ref, allOf, anyOf, oneOf, "
                                  + "not, if, then, else or dependentSchemas without moving into the value: its check would never end")
        }
        return SchemaProgram(nodes: nodes, dynamicAnchors: anchorsByResource, maximumDepth: options.maximumDepth)
    }
}
