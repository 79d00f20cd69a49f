/// The keywords of draft 2020-12 by what a form can do with them when nothing
/// more particular applies, and the keywords that hold subschemas.
enum SchemaKeywords {
    /// Words about the schema itself: identifiers, comments, content hints.
    static let annotations: Set<String> = [
        "$schema", "$id", "$comment", "$anchor", "$dynamicAnchor", "$vocabulary", "$defs", "definitions",
        "contentMediaType", "contentEncoding", "contentSchema",
    ]

    /// Words a form shows when the schema they are in is shown: its title, its
    /// description, its examples. Elsewhere they are annotations.
    static let presentation: Set<String> = [
        "title", "description", "default", "examples", "deprecated", "readOnly", "writeOnly",
    ]

    /// Every keyword the validator checks: one the form did not show is checked on
    /// the server only.
    static let assertions: Set<String> = [
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired", "dependencies", "format",
        "allOf", "anyOf", "oneOf", "not", "if", "then", "else", "dependentSchemas", "prefixItems", "items",
        "contains", "properties", "patternProperties", "additionalProperties", "propertyNames",
        "unevaluatedItems", "unevaluatedProperties", "$ref", "$dynamicRef",
    ]

    /// Keywords whose value is one subschema.
    static let single: Set<String> = [
        "additionalProperties", "propertyNames", "items", "contains", "not", "if", "then", "else",
        "unevaluatedItems", "unevaluatedProperties", "contentSchema",
    ]

    /// Keywords whose value is an array of subschemas.
    static let lists: Set<String> = ["allOf", "anyOf", "oneOf", "prefixItems"]

    /// Keywords whose value is an object of subschemas.
    static let maps: Set<String> = ["properties", "patternProperties", "$defs", "definitions", "dependentSchemas"]
}
