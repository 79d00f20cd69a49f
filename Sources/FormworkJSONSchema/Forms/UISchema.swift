/// A UI schema in react-jsonschema-form's `ui:` vocabulary: an object shaped like
/// the data, whose `ui:` members say how each value is shown.
///
/// ```json
/// {"ui:order": ["name", "*"],
///  "bio": {"ui:widget": "textarea", "ui:help": "A line or two."},
///  "address": {"city": {"ui:placeholder": "Paris"}},
///  "tags": {"ui:options": {"orderable": false}, "items": {"ui:widget": "email"}}}
/// ```
///
/// Each `ui:` setting may also be written inside `ui:options` without its prefix
/// (`"ui:options": {"widget": "textarea"}`), as rjsf allows.
struct UISchema: Sendable {
    let root: JSON

    init(_ json: JSON) {
        root = json
    }

    /// The UI schema's node for the value at `path` (property names; `items` for an
    /// array's items).
    func node(_ path: [String]) -> JSONObject? {
        var current = root
        for name in path {
            guard let next = current.object?[name] else { return nil }
            current = next
        }
        return current.object
    }

    /// A setting of the node at `path`: `ui:name`, or `name` in its `ui:options`.
    func setting(_ name: String, at path: [String]) -> JSON? {
        guard let node = node(path) else { return nil }
        if let value = node["ui:" + name] { return value }
        return node["ui:options"]?.object?[name]
    }

    func string(_ name: String, at path: [String]) -> String? {
        setting(name, at: path)?.string
    }

    func bool(_ name: String, at path: [String]) -> Bool {
        setting(name, at: path)?.bool ?? false
    }

    /// `names` in the order `ui:order` gives, `*` standing for those it does not
    /// name, in their own order.
    func ordered(_ names: [String], at path: [String]) -> [String] {
        guard let order = setting("order", at: path)?.array?.compactMap(\.string), !order.isEmpty else { return names }
        let named = Set(order)
        let rest = names.filter { !named.contains($0) }
        var result: [String] = []
        var restPlaced = false
        for entry in order {
            if entry == "*" {
                result += rest
                restPlaced = true
            } else if names.contains(entry), !result.contains(entry) {
                result.append(entry)
            }
        }
        // Without `*`, what the order leaves out still shows, last: nothing is lost.
        if !restPlaced { result += rest }
        return result
    }
}
