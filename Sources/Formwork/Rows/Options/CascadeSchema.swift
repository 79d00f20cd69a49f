/// Cascading options as schemas write them: `{"France": ["Paris", "Lyon"]}` for two
/// lists, one more level of objects for three. Keys are the options' text.
enum CascadeSchema {
    /// The top level of the `cascade` setting, keys in order; nil (reported) when
    /// it is missing or not an object.
    static func tree(_ settings: inout SchemaRowSettings) -> [(key: String, value: JSONValue)]? {
        guard case .object(let tree)? = settings.json("cascade"), !tree.isEmpty else {
            settings.report("cascade", "missing; a \(settings.typeName) row needs its options as an object of lists")
            return nil
        }
        return tree.sorted { $0.key < $1.key }
    }

    /// A level of objects below the top, keys in order.
    static func level(_ value: JSONValue, path: String, _ settings: inout SchemaRowSettings) -> [(key: String, value: JSONValue)]? {
        guard case .object(let level) = value else {
            settings.report(path, "expected an object of lists")
            return nil
        }
        return level.sorted { $0.key < $1.key }
    }

    /// A key as an option of type `T`.
    static func option<T>(_ key: String, _ type: T.Type, path: String, _ settings: inout SchemaRowSettings) -> T? {
        guard let option = ValueConversion.convert(key, to: T.self) else {
            settings.report(path, "\"\(key)\" is not an option of type \(T.self)")
            return nil
        }
        return option
    }

    /// A list of strings as options of type `T`.
    static func list<T>(_ value: JSONValue, _ type: T.Type, path: String, _ settings: inout SchemaRowSettings) -> [T]? {
        guard case .array(let items) = value, let strings = JSONValue.strings(items),
              let options = convertOptions(strings, to: T.self) else {
            settings.report(path, "expected a list of strings")
            return nil
        }
        return options
    }

    /// The options of the lists as the schema writes them.
    static func json<T>(_ options: [T]) -> JSONValue {
        .array(options.map { .string("\($0)") })
    }

    /// The choices of a cascading row's value, read from a list of strings.
    static func choices(_ json: JSONValue, count: Int) -> [String]? {
        guard case .array(let items) = json, let strings = JSONValue.strings(items), strings.count == count else { return nil }
        return strings
    }

    static func choicesMessage(_ count: Int) -> String {
        "expected a list of \(count) strings, one choice per list"
    }
}
