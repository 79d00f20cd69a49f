import Formwork

/// One compiled schema: a boolean schema, or the keywords of an object schema in
/// the order they are checked (the `unevaluated` ones last, since they read what
/// the others evaluated).
struct SchemaNode: Sendable {
    /// A boolean schema's verdict; nil for an object schema.
    var boolean: Bool?
    var keywords: [SchemaKeyword] = []
    /// The resource the schema is in (its base URI), for `$dynamicRef`.
    var resource: Int
    /// Where the schema is: its base URI and the JSON pointer to it, as a fragment.
    var location: String
    /// Whether a keyword reads what the others evaluated: then their annotations
    /// are collected.
    var readsAnnotations = false
}

/// A keyword of a compiled schema, with its name as the keyword location says it.
struct SchemaKeyword: Sendable {
    let name: String
    let kind: Kind

    enum Kind: Sendable {
        case type(JSONTypes)
        case enumeration([JSON])
        case constant(JSON)
        case multipleOf(JSONNumber)
        case maximum(JSONNumber)
        case exclusiveMaximum(JSONNumber)
        case minimum(JSONNumber)
        case exclusiveMinimum(JSONNumber)
        case maxLength(Int)
        case minLength(Int)
        case pattern(SchemaPattern)
        case maxItems(Int)
        case minItems(Int)
        case uniqueItems
        case maxProperties(Int)
        case minProperties(Int)
        case required([String])
        case dependentRequired([(String, [String])])
        case format(String)

        case properties([(String, Int)])
        case patternProperties([(SchemaPattern, Int)])
        /// The schema for properties neither named by `properties` nor matched by
        /// `patternProperties` beside it.
        case additionalProperties(Int, named: Set<String>, patterns: [SchemaPattern])
        case propertyNames(Int)
        case dependentSchemas([(String, Int)])
        case prefixItems([Int])
        /// The schema for items after the `prefixItems` beside it.
        case items(Int, from: Int)
        case contains(Int, minimum: Int, maximum: Int?)
        case allOf([Int])
        case anyOf([Int])
        case oneOf([Int])
        case not(Int)
        case conditional(if: Int, then: Int?, else: Int?)
        case ref(Int)
        /// A `$dynamicRef`: its static target, and the anchor name to look for in the
        /// dynamic scope when that target has a `$dynamicAnchor` of that name.
        case dynamicRef(Int, anchor: String?)
        case unevaluatedItems(Int)
        case unevaluatedProperties(Int)
    }
}

/// The JSON types a `type` keyword allows.
struct JSONTypes: OptionSet, Sendable {
    let rawValue: UInt8
    static let null = JSONTypes(rawValue: 1)
    static let boolean = JSONTypes(rawValue: 2)
    static let integer = JSONTypes(rawValue: 4)
    static let number = JSONTypes(rawValue: 8)
    static let string = JSONTypes(rawValue: 16)
    static let array = JSONTypes(rawValue: 32)
    static let object = JSONTypes(rawValue: 64)

    init(rawValue: UInt8) { self.rawValue = rawValue }

    init?(name: String) {
        switch name {
        case "null": self = .null
        case "boolean": self = .boolean
        case "integer": self = .integer
        case "number": self = .number
        case "string": self = .string
        case "array": self = .array
        case "object": self = .object
        default: return nil
        }
    }

    func allows(_ value: JSON) -> Bool {
        switch value {
        case .null: contains(.null)
        case .bool: contains(.boolean)
        case .number(let number): contains(.number) || (contains(.integer) && number.isInteger)
        case .string: contains(.string)
        case .array: contains(.array)
        case .object: contains(.object)
        }
    }

    var names: [String] {
        [(JSONTypes.null, "null"), (.boolean, "boolean"), (.integer, "integer"), (.number, "number"), (.string, "string"),
         (.array, "array"), (.object, "object")].filter { contains($0.0) }.map(\.1)
    }
}

/// An ECMA-262 pattern, searched for anywhere in a string (`pattern` is not
/// anchored), by the linear-time matcher: no pattern can make a check take more
/// than the text's length times the pattern's size.
struct SchemaPattern: Sendable {
    let source: String
    private let program: RegexProgram

    init(_ source: String) throws(RegexSyntaxError) {
        self.source = source
        // A whole-value match of anything, the pattern, anything: a search. A
        // pattern anchored at its start (or at both ends) with no alternative
        // beside the anchors needs no search before it (or after it).
        let (start, end) = Self.anchors(source)
        program = try RegexProgram(pattern: (start ? "" : "[\\s\\S]*?") + "(?:" + source + ")" + (end ? "" : "[\\s\\S]*"))
    }

    /// Whether `source` begins with `^` and ends with `$` that hold for the whole
    /// pattern: no `|` outside parentheses and classes, where an alternative
    /// could match elsewhere.
    static func anchors(_ source: String) -> (start: Bool, end: Bool) {
        let scalars = Array(source.unicodeScalars)
        guard scalars.first == "^" else { return (false, false) }
        var depth = 0, index = 0, inClass = false
        var lastEscaped = false
        while index < scalars.count {
            let scalar = scalars[index]
            lastEscaped = false
            if scalar == "\\" {
                index += 2
                lastEscaped = index == scalars.count
                continue
            }
            if inClass {
                if scalar == "]" { inClass = false }
            } else {
                switch scalar {
                case "[": inClass = true
                case "(": depth += 1
                case ")": depth -= 1
                case "|" where depth == 0: return (false, false)
                default: break
                }
            }
            index += 1
        }
        return (true, scalars.count > 1 && scalars.last == "$" && !lastEscaped && !inClass)
    }

    /// Whether the pattern is found in `text`; nil when the check was too costly to finish.
    func isFound(in text: String) -> Bool? {
        switch program.matches(text) {
        case .matches: true
        case .doesNotMatch: false
        case .tooLong: nil
        }
    }
}
