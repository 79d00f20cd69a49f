/// The type of the options of a row family generic over them, as a schema's JSON
/// decides it: strings, whole numbers, or numbers.
enum SchemaOptionType {
    case string, int, double

    /// The type of a list of values; nil when they are mixed or not strings or numbers.
    static func of(_ values: [JSONValue]) -> SchemaOptionType? {
        if values.allSatisfy({ if case .string = $0 { return true }; return false }) { return .string }
        // Whole numbers are Int options; with any other number they are Double ones,
        // when a Double holds every one of them.
        if values.allSatisfy({ if case .integer = $0 { return true }; return false }) { return .int }
        return values.allSatisfy({ $0.doubleValue != nil }) ? .double : nil
    }

    /// A row of the family for options of this type.
    func makeRow(_ entry: RowTypeEntry) -> BaseRow {
        switch self {
        case .string: return entry.makeRow(holding: String.self) ?? entry.makeRow()
        case .int: return entry.makeRow(holding: Int.self) ?? entry.makeRow()
        case .double: return entry.makeRow(holding: Double.self) ?? entry.makeRow()
        }
    }
}
