/// The metaschemas of JSON Schema draft 2020-12, bundled so that a schema that
/// refers to them (`"$ref": "https://json-schema.org/draft/2020-12/schema"`), or
/// names them in `$schema`, needs no network: the dialect's schema and its seven
/// vocabularies' schemas.
enum Draft202012Metaschemas {
    static let base = "https://json-schema.org/draft/2020-12/"

    static let vocabularies = [
        "core", "applicator", "unevaluated", "validation", "meta-data", "format-annotation", "content",
    ].map { base + "vocab/" + $0 }

    /// Each metaschema's text, by its `$id`.
    static let texts: [String: String] = [
        base + "schema": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/schema",
         "$vocabulary": {
           "https://json-schema.org/draft/2020-12/vocab/core": true,
           "https://json-schema.org/draft/2020-12/vocab/applicator": true,
           "https://json-schema.org/draft/2020-12/vocab/unevaluated": true,
           "https://json-schema.org/draft/2020-12/vocab/validation": true,
           "https://json-schema.org/draft/2020-12/vocab/meta-data": true,
           "https://json-schema.org/draft/2020-12/vocab/format-annotation": true,
           "https://json-schema.org/draft/2020-12/vocab/content": true},
         "$dynamicAnchor": "meta",
         "title": "Core and Validation specifications meta-schema",
         "allOf": [
           {"$ref": "meta/core"}, {"$ref": "meta/applicator"}, {"$ref": "meta/unevaluated"},
           {"$ref": "meta/validation"}, {"$ref": "meta/meta-data"}, {"$ref": "meta/format-annotation"},
           {"$ref": "meta/content"}],
         "type": ["object", "boolean"],
         "properties": {
           "definitions": {"type": "object", "additionalProperties": {"$dynamicRef": "#meta"}, "deprecated": true, "default": {}},
           "dependencies": {"type": "object", "additionalProperties": {"anyOf": [
             {"$dynamicRef": "#meta"}, {"$ref": "meta/validation#/$defs/stringArray"}]}, "deprecated": true, "default": {}},
           "$recursiveAnchor": {"$ref": "meta/core#/$defs/anchorString", "deprecated": true},
           "$recursiveRef": {"$ref": "meta/core#/$defs/uriReferenceString", "deprecated": true}}}
        """#,
        base + "meta/core": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/core",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/core": true},
         "$dynamicAnchor": "meta",
         "title": "Core vocabulary meta-schema",
         "type": ["object", "boolean"],
         "properties": {
           "$id": {"$ref": "#/$defs/uriReferenceString", "pattern": "^[^#]*#?$"},
           "$schema": {"$ref": "#/$defs/uriString"},
           "$ref": {"$ref": "#/$defs/uriReferenceString"},
           "$anchor": {"$ref": "#/$defs/anchorString"},
           "$dynamicRef": {"$ref": "#/$defs/uriReferenceString"},
           "$dynamicAnchor": {"$ref": "#/$defs/anchorString"},
           "$vocabulary": {"type": "object", "propertyNames": {"$ref": "#/$defs/uriString"},
                           "additionalProperties": {"type": "boolean"}},
           "$comment": {"type": "string"},
           "$defs": {"type": "object", "additionalProperties": {"$dynamicRef": "#meta"}}},
         "$defs": {
           "anchorString": {"type": "string", "pattern": "^[A-Za-z_][-A-Za-z0-9._]*$"},
           "uriString": {"type": "string", "format": "uri"},
           "uriReferenceString": {"type": "string", "format": "uri-reference"}}}
        """#,
        base + "meta/applicator": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/applicator",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/applicator": true},
         "$dynamicAnchor": "meta",
         "title": "Applicator vocabulary meta-schema",
         "type": ["object", "boolean"],
         "properties": {
           "prefixItems": {"$ref": "#/$defs/schemaArray"},
           "items": {"$dynamicRef": "#meta"},
           "contains": {"$dynamicRef": "#meta"},
           "additionalProperties": {"$dynamicRef": "#meta"},
           "properties": {"type": "object", "additionalProperties": {"$dynamicRef": "#meta"}, "default": {}},
           "patternProperties": {"type": "object", "additionalProperties": {"$dynamicRef": "#meta"},
                                 "propertyNames": {"format": "regex"}, "default": {}},
           "dependentSchemas": {"type": "object", "additionalProperties": {"$dynamicRef": "#meta"}, "default": {}},
           "propertyNames": {"$dynamicRef": "#meta"},
           "if": {"$dynamicRef": "#meta"},
           "then": {"$dynamicRef": "#meta"},
           "else": {"$dynamicRef": "#meta"},
           "allOf": {"$ref": "#/$defs/schemaArray"},
           "anyOf": {"$ref": "#/$defs/schemaArray"},
           "oneOf": {"$ref": "#/$defs/schemaArray"},
           "not": {"$dynamicRef": "#meta"}},
         "$defs": {"schemaArray": {"type": "array", "minItems": 1, "items": {"$dynamicRef": "#meta"}}}}
        """#,
        base + "meta/unevaluated": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/unevaluated",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/unevaluated": true},
         "$dynamicAnchor": "meta",
         "title": "Unevaluated applicator vocabulary meta-schema",
         "type": ["object", "boolean"],
         "properties": {
           "unevaluatedItems": {"$dynamicRef": "#meta"},
           "unevaluatedProperties": {"$dynamicRef": "#meta"}}}
        """#,
        base + "meta/validation": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/validation",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/validation": true},
         "$dynamicAnchor": "meta",
         "title": "Validation vocabulary meta-schema",
         "type": ["object", "boolean"],
         "properties": {
           "type": {"anyOf": [{"$ref": "#/$defs/simpleTypes"},
                              {"type": "array", "items": {"$ref": "#/$defs/simpleTypes"}, "minItems": 1, "uniqueItems": true}]},
           "const": true,
           "enum": {"type": "array", "items": true},
           "multipleOf": {"type": "number", "exclusiveMinimum": 0},
           "maximum": {"type": "number"},
           "exclusiveMaximum": {"type": "number"},
           "minimum": {"type": "number"},
           "exclusiveMinimum": {"type": "number"},
           "maxLength": {"$ref": "#/$defs/nonNegativeInteger"},
           "minLength": {"$ref": "#/$defs/nonNegativeIntegerDefault0"},
           "pattern": {"type": "string", "format": "regex"},
           "maxItems": {"$ref": "#/$defs/nonNegativeInteger"},
           "minItems": {"$ref": "#/$defs/nonNegativeIntegerDefault0"},
           "uniqueItems": {"type": "boolean", "default": false},
           "maxContains": {"$ref": "#/$defs/nonNegativeInteger"},
           "minContains": {"$ref": "#/$defs/nonNegativeInteger", "default": 1},
           "maxProperties": {"$ref": "#/$defs/nonNegativeInteger"},
           "minProperties": {"$ref": "#/$defs/nonNegativeIntegerDefault0"},
           "required": {"$ref": "#/$defs/stringArray"},
           "dependentRequired": {"type": "object", "additionalProperties": {"$ref": "#/$defs/stringArray"}}},
         "$defs": {
           "nonNegativeInteger": {"type": "integer", "minimum": 0},
           "nonNegativeIntegerDefault0": {"$ref": "#/$defs/nonNegativeInteger", "default": 0},
           "simpleTypes": {"enum": ["array", "boolean", "integer", "null", "number", "object", "string"]},
           "stringArray": {"type": "array", "items": {"type": "string"}, "uniqueItems": true, "default": []}}}
        """#,
        base + "meta/meta-data": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/meta-data",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/meta-data": true},
         "$dynamicAnchor": "meta",
         "title": "Meta-data vocabulary meta-schema",
         "type": ["object", "boolean"],
         "properties": {
           "title": {"type": "string"},
           "description": {"type": "string"},
           "default": true,
           "deprecated": {"type": "boolean", "default": false},
           "readOnly": {"type": "boolean", "default": false},
           "writeOnly": {"type": "boolean", "default": false},
           "examples": {"type": "array", "items": true}}}
        """#,
        base + "meta/format-annotation": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/format-annotation",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/format-annotation": true},
         "$dynamicAnchor": "meta",
         "title": "Format vocabulary meta-schema for annotation results",
         "type": ["object", "boolean"],
         "properties": {"format": {"type": "string"}}}
        """#,
        base + "meta/format-assertion": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/format-assertion",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/format-assertion": true},
         "$dynamicAnchor": "meta",
         "title": "Format vocabulary meta-schema for assertion results",
         "type": ["object", "boolean"],
         "properties": {"format": {"type": "string"}}}
        """#,
        base + "meta/content": #"""
        {"$schema": "https://json-schema.org/draft/2020-12/schema",
         "$id": "https://json-schema.org/draft/2020-12/meta/content",
         "$vocabulary": {"https://json-schema.org/draft/2020-12/vocab/content": true},
         "$dynamicAnchor": "meta",
         "title": "Content vocabulary meta-schema",
         "type": ["object", "boolean"],
         "properties": {
           "contentEncoding": {"type": "string"},
           "contentMediaType": {"type": "string"},
           "contentSchema": {"$dynamicRef": "#meta"}}}
        """#,
    ]
}
