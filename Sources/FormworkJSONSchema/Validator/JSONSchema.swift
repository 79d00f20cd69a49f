/// A JSON Schema of draft 2020-12, compiled once to check instances many times.
///
/// ```swift
/// let schema = try JSONSchema(JSON(parsing: #"{"type": "object", "required": ["name"]}"#))
/// schema.isValid(try JSON(parsing: #"{"name": "Ada"}"#))     // true
/// for error in schema.validate(try JSON(parsing: "{}")).errors {
///     print(error.instanceLocation, error.keywordLocation, error.message)   // "" "/required" …
/// }
/// ```
///
/// Every keyword of the core, applicator, unevaluated and validation vocabularies
/// is checked: `$ref`, `$dynamicRef`, `$anchor`, `$defs`, `prefixItems`,
/// `unevaluatedItems` and `unevaluatedProperties`, `dependentSchemas` and
/// `dependentRequired`, and the rest. `format` is an annotation unless
/// ``JSONSchemaOptions/assertsFormat`` is set. The draft's metaschemas are bundled;
/// any other document a schema refers to comes only from
/// ``JSONSchemaOptions/documents`` or ``JSONSchemaOptions/resolver``, never from
/// the network.
///
/// Checking is bounded: a schema that refers to itself without moving into the
/// instance is refused when compiled; a check that goes deeper than
/// ``JSONSchemaOptions/maximumDepth`` (a value nested that deeply, or a
/// `$dynamicRef` that goes round) fails as a whole at once; and patterns are
/// matched in linear time.
public struct JSONSchema: Sendable {
    let program: SchemaProgram
    let root: Int

    /// Compiles `schema`.
    ///
    /// - Throws: ``JSONSchemaError`` naming where the schema cannot be used: a
    ///   reference to nothing, a keyword whose value is of the wrong kind, a
    ///   pattern outside the supported syntax, a vocabulary it requires that is not
    ///   known.
    public init(_ schema: JSON, options: JSONSchemaOptions = JSONSchemaOptions()) throws(JSONSchemaError) {
        var compiler = SchemaCompiler(options: options)
        root = try compiler.compileRoot(schema)
        program = try compiler.finish()
    }

    /// Whether `instance` is valid.
    public func isValid(_ instance: JSON) -> Bool {
        if let fast = program.fast {
            var evaluator = FastEvaluator(program: program, fast: fast)
            return evaluator.isValid(Int32(root), instance) && !evaluator.exhausted
        }
        var evaluator = SchemaEvaluator(program: program, collectsErrors: false)
        return evaluator.evaluate(root, instance, wantsAnnotations: false, path: nil, at: nil).isValid && !evaluator.exhausted
    }

    /// Checks `instance`, with every error in the specification's "basic" output.
    public func validate(_ instance: JSON) -> JSONSchemaOutput {
        var evaluator = SchemaEvaluator(program: program, collectsErrors: true)
        let valid = evaluator.evaluate(root, instance, wantsAnnotations: false, path: .root, at: .root).isValid && !evaluator.exhausted
        var errors = valid ? [] : evaluator.errors
        if !valid && errors.isEmpty {
            // Too deep where errors are not recorded (inside `not` or `contains`).
            errors.append(JSONSchemaOutputUnit(keywordLocation: "", absoluteKeywordLocation: program.nodes[root].location, instanceLocation: "",
                                               message: SchemaEvaluator.tooDeep(program.maximumDepth), keyword: "$ref"))
        }
        return JSONSchemaOutput(valid: valid, errors: errors)
    }
}

/// How a schema is compiled and checked.
public struct JSONSchemaOptions: Sendable {
    /// The base URI of a schema without `$id`.
    public var baseURI = "urn:formwork:schema"
    /// Whether `format` fails values that are not of their format, rather than only
    /// naming it.
    public var assertsFormat = false
    /// Documents a schema may refer to, by their URI without fragment, beside the
    /// bundled metaschemas.
    public var documents: [String: JSON] = [:]
    /// Finds a document the schema refers to that is neither bundled nor among
    /// ``documents``, by its URI without fragment; nil when there is none. Never
    /// called for anything else: no network is used unless it uses one.
    public var resolver: (@Sendable (String) -> JSON?)?
    /// The most schemas one check may go into, one inside another: past it the
    /// check fails, as a schema that refers to itself without end would.
    public var maximumDepth = 512

    /// The defaults: no documents beyond the metaschemas, `format` an annotation.
    public init() {}
}

/// A schema that cannot be compiled, with where and why.
public struct JSONSchemaError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where: the base URI and the JSON pointer of the keyword.
    public let location: String
    /// Why.
    public let reason: String

    /// Where and why, in words.
    public var description: String { "\(location): \(reason)" }
}

/// The outcome of a check, in the specification's "basic" output format: whether
/// the instance is valid, and a flat list of the errors.
public struct JSONSchemaOutput: Sendable, Hashable {
    /// Whether the instance is valid.
    public let valid: Bool
    /// The errors; empty when valid.
    public let errors: [JSONSchemaOutputUnit]

    /// An outcome: whether valid, and the errors.
    public init(valid: Bool, errors: [JSONSchemaOutputUnit]) {
        self.valid = valid
        self.errors = errors
    }
}

/// One error: the keyword that failed and the value it failed on.
public struct JSONSchemaOutputUnit: Sendable, Hashable {
    /// The path of keywords from the root schema to the one that failed, through
    /// references (`/properties/age/$ref/minimum`).
    public let keywordLocation: String
    /// Where that keyword is: its schema's base URI and JSON pointer.
    public let absoluteKeywordLocation: String
    /// The JSON pointer to the value that failed (`/age`).
    public let instanceLocation: String
    /// What is wrong, in English.
    public let message: String
    /// The keyword that failed (`minimum`).
    public let keyword: String
}
