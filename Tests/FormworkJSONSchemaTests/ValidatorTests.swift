import Foundation
import FormworkJSONSchema
import Testing

/// The validator beyond the official suite: its output, its bounds, and what it
/// refuses to do.
@Suite("JSON Schema: the validator")
struct ValidatorTests {
    static func schema(_ text: String, _ configure: (inout JSONSchemaOptions) -> Void = { _ in }) throws -> JSONSchema {
        var options = JSONSchemaOptions()
        configure(&options)
        return try JSONSchema(JSON(parsing: text), options: options)
    }

    @Test func errorsSayWhichKeywordFailedWhereThroughReferences() throws {
        let schema = try Self.schema(##"""
            {"properties": {"age": {"$ref": "#/$defs/age"}, "name": {"type": "string"}},
             "required": ["name"], "$defs": {"age": {"type": "integer", "minimum": 0}}}
            """##)
        let output = schema.validate(try JSON(parsing: ##"{"age": -1.5}"##))
        #expect(!output.valid)
        let units = Set(output.errors.map { [$0.keywordLocation, $0.absoluteKeywordLocation, $0.instanceLocation] })
        #expect(units.contains(["/properties/age/$ref/type", "urn:formwork:schema#/$defs/age/type", "/age"]))
        #expect(units.contains(["/properties/age/$ref/minimum", "urn:formwork:schema#/$defs/age/minimum", "/age"]))
        #expect(units.contains(["/required", "urn:formwork:schema#/required", ""]))
        #expect(output.errors.count == 3)
        #expect(schema.validate(try JSON(parsing: ##"{"age": 3, "name": "Ada"}"##)) == JSONSchemaOutput(valid: true, errors: []))
    }

    /// The example of the README and of the catalogue's first page.
    @Test func theExampleSaysWhatItShows() throws {
        let schema = try JSONSchema(JSON(parsing: """
            {"type": "object", "required": ["email"],
             "properties": {"email": {"type": "string", "format": "email"},
                            "age": {"type": "integer", "minimum": 18}}}
            """))
        let output = schema.validate(try JSON(parsing: ##"{"age": 12}"##))
        #expect(output.errors.map { [$0.instanceLocation, $0.keywordLocation, $0.message] } == [
            ["/age", "/properties/age/minimum", "12 is below the minimum of 18"],
            ["", "/required", "required: email"],
        ])
    }

    @Test func aBranchThatHoldsLeavesNoErrorsBehind() throws {
        let schema = try Self.schema(##"{"anyOf": [{"type": "string"}, {"type": "integer"}], "not": {"const": 7}}"##)
        #expect(schema.validate(try JSON(parsing: "3")).errors.isEmpty)
        let seven = schema.validate(try JSON(parsing: "7"))
        #expect(seven.errors.map(\.keywordLocation) == ["/not"], "only the failing keyword, not the branches that held")
        let neither = schema.validate(try JSON(parsing: "true"))
        #expect(neither.errors.map(\.keywordLocation).sorted() == ["/anyOf", "/anyOf/0/type", "/anyOf/1/type"])
    }

    @Test(arguments: [
        ##"{"$ref": "#"}"##,
        ##"{"$defs": {"a": {"$ref": "#/$defs/b"}, "b": {"$ref": "#/$defs/a"}}, "$ref": "#/$defs/a"}"##,
        ##"{"$ref": "#/$defs/a", "$defs": {"a": {"anyOf": [{"$ref": "#"}, {"$ref": "#/$defs/b"}]}, "b": {"$ref": "#"}}}"##,
        ##"{"$defs": {"a": {"not": {"if": {"$ref": "#/$defs/a"}}}}, "properties": {"x": {"$ref": "#/$defs/a"}}}"##,
        ##"{"dependentSchemas": {"x": {"allOf": [{"$ref": "#"}]}}}"##,
    ])
    func aSchemaThatComesBackToItselfInPlaceIsRefused(_ text: String) throws {
        // Checked, each would go round without end, the anyOf's twice at every turn.
        let error = try #require(throws: JSONSchemaError.self) { try Self.schema(text) }
        #expect(error.reason.contains("without moving into the value"))
    }

    @Test func recursionThatMovesIntoTheValueIsNotACycle() throws {
        let tree = try Self.schema(##"{"properties": {"child": {"$ref": "#"}, "name": {"type": "string"}}, "allOf": [{"$ref": "#/$defs/named"}], "$defs": {"named": {"required": ["name"]}}}"##)
        #expect(tree.isValid(try JSON(parsing: #"{"name": "a", "child": {"name": "b"}}"#)))
        #expect(!tree.isValid(try JSON(parsing: #"{"name": "a", "child": {}}"#)))
    }

    @Test func goingTooDeepFailsTheWholeCheckAtOnce() throws {
        var deep = JSON.array([])
        for _ in 0..<1_000 { deep = .array([deep]) }
        // Two branches per level would be tried 2^500 times if a failure deep down
        // were only that branch's.
        let branching = try Self.schema(##"{"anyOf": [{"items": {"$ref": "#"}}, {"items": {"$ref": "#"}, "minItems": 0}]}"##)
        #expect(!branching.isValid(deep))
        #expect(!branching.validate(deep).valid)
        // And `not` does not turn "too deep" into a success.
        let negated = try Self.schema(##"{"not": {"$ref": "#/$defs/nested"}, "$defs": {"nested": {"type": "array", "items": {"$ref": "#/$defs/nested"}}}}"##)
        #expect(!negated.isValid(deep))
        let output = negated.validate(deep)
        #expect(!output.valid && output.errors.contains { $0.message.contains("more than 512 schemas deep") })
        // A $dynamicRef cycle is not refused when compiled (where it goes depends on
        // the value's path), and is bounded when checked.
        let dynamic = try Self.schema(##"{"$dynamicAnchor": "node", "anyOf": [{"$dynamicRef": "#node"}, {"$dynamicRef": "#node"}]}"##)
        #expect(!dynamic.isValid(.null))
        #expect(!dynamic.validate(.null).valid)
    }

    @Test func countsPastAnyThatCanBeMetAreTheLargest() throws {
        let schema = try Self.schema(##"{"maxProperties": 18446744073709551615, "minLength": 99999999999999999999999}"##)
        #expect(schema.isValid(try JSON(parsing: #"{"a": 1}"#)))
        #expect(!schema.isValid(.string("short")))
        #expect(throws: JSONSchemaError.self) { try Self.schema(##"{"maxItems": -1}"##) }
        #expect(throws: JSONSchemaError.self) { try Self.schema(##"{"maxItems": 1.5}"##) }
    }

    @Test func earlierDraftsDependenciesStillHold() throws {
        let schema = try Self.schema(##"{"dependencies": {"card": ["expiry"], "vat": {"required": ["country"]}}}"##)
        #expect(schema.isValid(try JSON(parsing: #"{"card": 1, "expiry": 2}"#)))
        #expect(!schema.isValid(try JSON(parsing: #"{"card": 1}"#)))
        #expect(!schema.isValid(try JSON(parsing: #"{"vat": 1}"#)))
        #expect(schema.validate(try JSON(parsing: #"{"vat": 1}"#)).errors.map(\.keywordLocation) == ["/dependencies/vat/required"])
    }

    @Test func aDeepInstanceIsCheckedWithinBoundsOrRefused() throws {
        let nested = try Self.schema(##"{"type": "array", "items": {"$ref": "#"}}"##)
        var deep = JSON.array([])
        for _ in 0..<200 { deep = .array([deep]) }
        #expect(nested.isValid(deep), "200 levels are checked")
        #expect(nested.validate(deep).valid)
        for _ in 0..<1_000 { deep = .array([deep]) }
        #expect(!nested.isValid(deep), "past the bound, a failure, not a crash")
        let text = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONParseError.self) { try JSON(parsing: text) }
    }

    @Test func aPatternThatBacktracksElsewhereTakesLinearTime() throws {
        let schema = try Self.schema(##"{"pattern": "^(a+)+$"}"##)
        let text = String(repeating: "a", count: 5_000) + "!"
        let started = ContinuousClock.now
        #expect(!schema.isValid(.string(text)))
        #expect(ContinuousClock.now - started < .seconds(5), "no exponential backtracking")
        #expect(try Self.schema(##"{"pattern": "b"}"##).isValid(.string("abc")), "a pattern is searched, not anchored")
    }

    @Test func lengthsCountCodePoints() throws {
        let schema = try Self.schema(##"{"maxLength": 2, "minLength": 2}"##)
        #expect(schema.isValid(.string("💩💩")))
        #expect(!schema.isValid(.string("💩")))
        #expect(schema.isValid(.string("e\u{301}")), "two code points, one character")
    }

    @Test func remoteReferencesGoOnlyThroughWhatTheCallerGives() throws {
        #expect(throws: JSONSchemaError.self) { try Self.schema(##"{"$ref": "https://example.com/person.json"}"##) }
        let person = try JSON(parsing: ##"{"type": "object", "required": ["name"]}"##)
        let given = try Self.schema(##"{"$ref": "https://example.com/person.json"}"##) { $0.documents["https://example.com/person.json"] = person }
        #expect(!given.isValid(try JSON(parsing: "{}")))
        let resolved = try Self.schema(##"{"$ref": "https://example.com/person.json"}"##) { options in
            options.resolver = { uri in uri == "https://example.com/person.json" ? person : nil }
        }
        #expect(resolved.isValid(try JSON(parsing: ##"{"name": "Ada"}"##)))
        let meta = try Self.schema(##"{"$ref": "https://json-schema.org/draft/2020-12/schema"}"##)
        let one = try JSON(parsing: ##"{"minLength": 1}"##), negative = try JSON(parsing: ##"{"minLength": -1}"##)
        #expect(meta.isValid(one) && !meta.isValid(negative), "the metaschemas are bundled")
    }

    @Test func formatIsAnAnnotationUnlessAsserted() throws {
        let annotation = try Self.schema(##"{"format": "email"}"##)
        #expect(annotation.isValid(.string("not an address")))
        let assertion = try Self.schema(##"{"format": "email"}"##) { $0.assertsFormat = true }
        #expect(!assertion.isValid(.string("not an address")))
        #expect(assertion.isValid(.string("ada@example.com")))
        let date = try Self.schema(##"{"format": "date-time"}"##) { $0.assertsFormat = true }
        #expect(date.isValid(.string("1998-12-31T23:59:60Z")) && !date.isValid(.string("1998-12-31T23:58:60Z")), "a leap second only at its minute")
        #expect(!date.isValid(.string("2023-02-29T00:00:00Z")))
        let host = try Self.schema(##"{"format": "idn-hostname"}"##) { $0.assertsFormat = true }
        #expect(host.isValid(.string("\u{628}\u{200C}\u{628}")), "a non-joiner between two Arabic letters that join")
        #expect(host.isValid(.string("\u{628}\u{64B}\u{200C}\u{64B}\u{628}")), "with transparent marks between")
        #expect(!host.isValid(.string("a\u{200C}b")), "not between Latin letters, which do not join")
        #expect(host.isValid(.string("\u{915}\u{94D}\u{200C}\u{937}")), "after a virama")
        let pattern = try Self.schema(##"{"pattern": "^\\p{Letter}+$"}"##)
        #expect(pattern.isValid(.string("École")) && !pattern.isValid(.string("École1")))
    }

    @Test func aSchemaThatCannotBeUsedSaysWhereAndWhy() throws {
        #expect {
            try Self.schema(##"{"properties": {"a": {"minLength": "two"}}}"##)
        } throws: { error in
            (error as? JSONSchemaError)?.location == "urn:formwork:schema#/properties/a/minLength"
        }
        #expect(throws: JSONSchemaError.self) { try Self.schema(##"{"pattern": "(?<=a)b"}"##) }
        #expect(throws: JSONSchemaError.self) { try Self.schema(##"{"$ref": "#/$defs/missing"}"##) }
        #expect(throws: JSONSchemaError.self) { try Self.schema("3") }
    }
}

/// JSON as the validator reads it.
@Suite("JSON Schema: JSON values")
struct JSONValueTests {
    @Test func objectsKeepTheirOrderAndCompareWithoutIt() throws {
        let value = try JSON(parsing: ##"{"b": 1, "a": [1.0, "x"], "c": null}"##)
        #expect(value.object?.keys == ["b", "a", "c"])
        #expect(value == (try JSON(parsing: ##"{"c": null, "a": [1, "x"], "b": 1e0}"##)))
        #expect(Set([value, try JSON(parsing: ##"{"a": [1, "x"], "c": null, "b": 10e-1}"##)]).count == 1, "equal values hash alike")
        #expect(value.description == ##"{"b":1,"a":[1,"x"],"c":null}"##)
        #expect((try JSON(parsing: ##"{"a": 1, "a": 2}"##))["a"] == .number(JSONNumber(2)), "a name written twice keeps its last value")
    }

    @Test func numbersKeepTheirExactValue() throws {
        let tiny = try #require(try JSON(parsing: "0.0075").number)
        #expect(tiny.isMultiple(of: try #require(try JSON(parsing: "0.0001").number)))
        #expect(!(try #require(try JSON(parsing: "0.00751").number)).isMultiple(of: try #require(try JSON(parsing: "0.0001").number)))
        #expect((try #require(try JSON(parsing: "1e308").number)).isMultiple(of: try #require(try JSON(parsing: "0.5").number)))
        let whole = try #require(try JSON(parsing: "1.0").number), half = try #require(try JSON(parsing: "1.5").number)
        #expect(whole.isInteger && !half.isInteger)
        let big = try #require(try JSON(parsing: "12345678901234567890123456789").number)
        #expect(big == (try #require(try JSON(parsing: "12345678901234567890123456789.0").number)))
        #expect(big != (try #require(try JSON(parsing: "12345678901234567890123456788").number)), "beyond a double's precision, still exact")
        for text in ["30", "3e1", "30.0", "300e-1"] {
            #expect(try JSON(parsing: text) == .number(JSONNumber(30)), "\(text) is the number made from the integer 30")
            #expect(try JSON(parsing: text).hashValue == JSON.number(JSONNumber(30)).hashValue)
        }
        #expect(try JSON(parsing: "30") != .number(JSONNumber(31)))
        #expect(try JSON(parsing: "12.50").description == "12.5" && JSON(parsing: "-0.05").description == "-0.05")
    }

    /// Text cut short, bytes flipped and characters inserted anywhere in a schema
    /// and an instance: each is refused or read, never a crash; what is read compiles
    /// or is refused, and checks.
    @Test func mangledTextIsRefusedOrReadNeverACrash() throws {
        let schemaText = ##"{"$defs": {"n": {"type": "integer", "minimum": 0}}, "properties": {"a": {"$ref": "#/$defs/n"}, "b": {"pattern": "^x+$"}}, "required": ["a"], "unevaluatedProperties": false}"##
        let instanceText = ##"{"a": 3, "b": "xxx", "c": [1, 2.5e3, null, true, "\u00e9"]}"##
        var generator = SystemRandomNumberGenerator()
        let inserts: [UInt8] = Array("{}[]\",:-0.eE\u{0}\u{7F}\u{FF}".utf8)
        var read = 0
        for round in 0..<2_000 {
            var schemaBytes = Array(schemaText.utf8), instanceBytes = Array(instanceText.utf8)
            for _ in 0..<(1 + round % 4) {
                var target = Bool.random(using: &generator) ? schemaBytes : instanceBytes
                let at = Int.random(in: 0..<target.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: target.removeSubrange(at...)
                case 1: target[at] = UInt8.random(in: 0...255, using: &generator)
                default: target.insert(inserts.randomElement(using: &generator)!, at: at)
                }
                if target.isEmpty { target = [UInt8(ascii: "0")] }
                if Bool.random(using: &generator) { schemaBytes = target } else { instanceBytes = target }
            }
            guard let schemaJSON = try? JSON(parsing: schemaBytes), let instance = try? JSON(parsing: instanceBytes) else { continue }
            read += 1
            guard let schema = try? JSONSchema(schemaJSON) else { continue }
            #expect(schema.isValid(instance) == schema.validate(instance).valid)
        }
        #expect(read > 0, "some mangled texts are still JSON")
    }

    @Test func badTextIsRefusedWithWhere() {
        for (text, offset) in [("{\"a\" 1}", 5), ("[1,]", 3), ("01", 1), ("\"\u{1}\"", 1), ("[1] x", 4), ("tru", 0), ("\"\\x\"", 2)] {
            #expect {
                try JSON(parsing: text)
            } throws: { error in
                (error as? JSONParseError)?.offset == offset
            }
        }
        #expect((try? JSON(parsing: ##""\ud83d\udca9""##)) == .string("💩"), "a pair is one character")
        #expect(throws: JSONParseError.self, "a lone half is none") { try JSON(parsing: ##""\ud800""##) }
    }
}
