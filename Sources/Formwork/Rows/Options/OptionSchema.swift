/// Options as schemas write them, shared by the rows that choose among options.
enum OptionSchema {
    /// Takes the `options` setting as options of type `T`; a list that does not fit
    /// is reported.
    static func options<T>(_ type: T.Type, _ settings: inout SchemaRowSettings) -> [T]? {
        guard let json = settings.json("options") else { return nil }
        guard case .array(let items) = json else {
            settings.report("options", "expected an array, found \(json.typeName)")
            return nil
        }
        guard let converted = convertOptions(items.compactMap(\.anyValue), to: T.self), converted.count == items.count else {
            settings.report("options", "the options do not fit a \(settings.typeName) row")
            return nil
        }
        return converted
    }

    /// Options as a JSON list; nil when there are none, or one has no JSON form.
    static func json<T>(_ options: [T]?) -> JSONValue? {
        guard let options else { return nil }
        var items: [JSONValue] = []
        for option in options {
            guard let item = JSONValue(any: option) else { return nil }
            items.append(item)
        }
        return .array(items)
    }
}
