import Foundation

extension Form {
    /// The form's values (``values(includeHidden:)``) as JSON, to store or print:
    /// dates as ISO 8601 text in UTC (`2024-05-01T13:30:00Z`), sets as sorted
    /// arrays, enumerations by raw value (by name when they have none, as sets of
    /// them are lists of names), and anything else without a JSON form
    /// as its description.
    ///
    /// - Complexity: O(*n*) in the rows of the form.
    public func jsonValues(includeHidden: Bool = false) -> [String: JSONValue] {
        values(includeHidden: includeHidden).mapValues(Self.json)
    }

    private static func json(_ value: Any?) -> JSONValue {
        if let json = JSONValue(any: value) { return json }
        switch unwrapOptional(value) {
        case let date as Date:
            return .string(ISO8601DateFormatter.string(from: date, timeZone: TimeZone(secondsFromGMT: 0)!,
                                                       formatOptions: [.withInternetDateTime]))
        case let items as [Any?]:
            return .array(items.map(json))
        case let object as [String: Any?]:
            return .object(object.mapValues(json))
        case let other?:
            // A case of a type that lists them, or a set of them: its key, or the keys.
            if let choices = CaseChoices.of(type(of: other)) { return choices.json(of: other) }
            return .string(String(describing: other))
        case nil:
            return .null
        }
    }
}
