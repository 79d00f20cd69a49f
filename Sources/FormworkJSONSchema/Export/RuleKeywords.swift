import Formwork

/// The rules of a row that JSON Schema keywords say, both ways: a form written
/// as a JSON Schema states its rules as keywords, so that any validator checks
/// them, and reading the schema back gives the rules again.
enum RuleKeywords {
    /// The order the rules a schema's keywords say are read in, after `required`.
    static let order = ["email", "url", "minLength", "maxLength", "exactLength", "regex", "min", "max", "greaterThan", "smallerThan"]

    /// Writes `rule` into `schema` as keywords; false when no keyword says it,
    /// or one that says another rule is there already.
    static func write(_ rule: RuleSchema, into schema: inout JSONObject) -> Bool {
        func put(_ keyword: String, _ value: JSON) -> Bool {
            guard schema[keyword] == nil else { return false }
            schema[keyword] = value
            return true
        }
        func count() -> JSON? { rule.value?.intValue.map { .number(JSONNumber($0)) } }
        func bound() -> JSON? { rule.value?.doubleValue.map { JSON(.number($0)) } }
        switch rule.rule {
        case "email": return put("format", .string("email"))
        case "url": return put("format", .string("uri"))
        case "minLength": return count().map { put("minLength", $0) } ?? false
        case "maxLength": return count().map { put("maxLength", $0) } ?? false
        case "exactLength":
            guard let n = count(), schema["minLength"] == nil, schema["maxLength"] == nil else { return false }
            return put("minLength", n) && put("maxLength", n)
        case "regex":
            guard case .string(let pattern)? = rule.value else { return false }
            // A rule's pattern matches the whole text; a schema's anywhere in it.
            return put("pattern", .string("^(?:" + pattern + ")$"))
        case "min": return bound().map { put("minimum", $0) } ?? false
        case "max": return bound().map { put("maximum", $0) } ?? false
        case "greaterThan": return bound().map { put("exclusiveMinimum", $0) } ?? false
        case "smallerThan": return bound().map { put("exclusiveMaximum", $0) } ?? false
        default: return false
        }
    }

    /// The rules `schema`'s keywords say, in ``order``, each with the keywords it
    /// was read from.
    static func read(_ schema: JSONObject) -> [(rule: RuleSchema, keywords: [String])] {
        var rules: [(RuleSchema, [String])] = []
        func whole(_ keyword: String) -> Int? {
            guard let n = schema[keyword]?.number, n.isInteger, n.double >= 0, n.double <= 1e9 else { return nil }
            return Int(n.double)
        }
        func bound(_ keyword: String) -> JSONValue? { schema[keyword]?.number.map { .number($0.double) } }
        switch schema["format"]?.string {
        case "email": rules.append((RuleSchema(rule: "email"), ["format"]))
        case "uri": rules.append((RuleSchema(rule: "url"), ["format"]))
        default: break
        }
        let least = whole("minLength"), most = whole("maxLength")
        if let least, let most, least == most {
            rules.append((RuleSchema(rule: "exactLength", value: .integer(least)), ["minLength", "maxLength"]))
        } else {
            if let least { rules.append((RuleSchema(rule: "minLength", value: .integer(least)), ["minLength"])) }
            if let most { rules.append((RuleSchema(rule: "maxLength", value: .integer(most)), ["maxLength"])) }
        }
        if let pattern = schema["pattern"]?.string {
            let whole = pattern.hasPrefix("^(?:") && pattern.hasSuffix(")$") && pattern.count >= 6
            let inner = whole ? String(pattern.dropFirst(4).dropLast(2)) : "[\\s\\S]*(?:" + pattern + ")[\\s\\S]*"
            rules.append((RuleSchema(rule: "regex", value: .string(inner)), ["pattern"]))
        }
        for (keyword, name) in [("minimum", "min"), ("maximum", "max"), ("exclusiveMinimum", "greaterThan"), ("exclusiveMaximum", "smallerThan")] {
            if let value = bound(keyword) { rules.append((RuleSchema(rule: name, value: value), [keyword])) }
        }
        return rules
    }
}
