import Foundation

/// The JSON a row's value is written as in a schema. Values are taken in their own
/// JSON type only: "12" is not a number and "yes" is not true, so a schema means one
/// thing.
struct SchemaValueType: Sendable {
    let name: String
    let accepts: @Sendable (JSONValue) -> Bool

    static let string = SchemaValueType(name: "a string") { if case .string = $0 { return true }; return false }
    static let number = SchemaValueType(name: "a number") { $0.doubleValue != nil }
    static let wholeNumber = SchemaValueType(name: "a whole number") { $0.intValue != nil }
    static let bool = SchemaValueType(name: "true or false") { if case .bool = $0 { return true }; return false }

    /// The JSON of values of type `T`; nil for types without one plain JSON form.
    static func of<T>(_ type: T.Type) -> SchemaValueType? {
        switch type {
        case is String.Type, is URL.Type: return .string
        case is Int.Type: return .wholeNumber
        case is Double.Type, is Float.Type: return .number
        case is Bool.Type: return .bool
        default: return nil
        }
    }

    /// A list of values of type `T`.
    static func list<T>(of type: T.Type) -> SchemaValueType? {
        guard let element = of(type) else { return nil }
        let plural = element.name == "a string" ? "strings" : "numbers"
        return SchemaValueType(name: "a list of \(plural)") { value in
            guard case .array(let items) = value else { return false }
            return items.allSatisfy(element.accepts)
        }
    }
}
