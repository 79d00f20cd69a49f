/// A schema as a form reads it: the schema object and, when it has a `$ref`, the
/// schemas the reference leads to, whose keywords apply beside its own (the
/// nearer schema's win where both have one).
struct SchemaView {
    struct Layer {
        let object: JSONObject
        /// The JSON pointer of the schema object in the document.
        let pointer: String
    }

    var layers: [Layer]

    /// The keyword's value and the pointer of the keyword, from the nearest layer
    /// that has it.
    func keyword(_ name: String) -> (value: JSON, pointer: String)? {
        for layer in layers {
            if let value = layer.object[name] { return (value, layer.pointer + "/" + SchemaView.escaped(name)) }
        }
        return nil
    }

    func has(_ name: String) -> Bool { keyword(name) != nil }

    func string(_ name: String) -> String? { keyword(name)?.value.string }

    func number(_ name: String) -> JSONNumber? { keyword(name)?.value.number }

    /// The JSON types the schema allows, from `type`, or else from its `const` or
    /// `enum`; nil when it says nothing.
    var types: [String]? {
        if let type = keyword("type")?.value {
            if let name = type.string { return [name] }
            if let names = type.array?.compactMap(\.string), !names.isEmpty { return names }
        }
        let values = constants
        if let values, !values.isEmpty {
            var names: [String] = []
            for value in values {
                let name = value.typeName == "integer" ? "number" : value.typeName
                if !names.contains(name) { names.append(name) }
            }
            // Whole numbers only: an integer row.
            if names == ["number"], values.allSatisfy({ $0.number?.isInteger == true }) { return ["integer"] }
            return names
        }
        if has("properties") { return ["object"] }
        if has("items") { return ["array"] }
        return nil
    }

    /// The values `const` or `enum` allow.
    var constants: [JSON]? {
        if let value = keyword("const")?.value { return [value] }
        return keyword("enum")?.value.array
    }

    static func escaped(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }
}
