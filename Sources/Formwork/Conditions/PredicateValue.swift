import Foundation

/// A value as conditions see it.
///
/// Row values are converted to this small set of types before a condition compares
/// them, so that a condition means the same thing in Swift and in the browser:
/// numbers compare as `Double`, strings after Unicode normalisation, enums by raw
/// value, sets and arrays as lists.
public enum PredicateValue: Sendable, Hashable {
    /// No value: an empty row, a missing tag, or a hidden row.
    case null
    /// A Boolean.
    case bool(Bool)
    /// Any number.
    case number(Double)
    /// A string, kept in Unicode Normalisation Form C.
    case string(String)
    /// A point in time.
    case date(Date)
    /// A list: a set or array value, or a `{a, b}` literal.
    case list([PredicateValue])

    /// Converts any row value to a predicate value.
    ///
    /// Optionals are unwrapped, `RawRepresentable` values become their raw value,
    /// collections become lists and anything unknown becomes its description.
    public init(_ value: Any?) {
        guard var value = unwrapOptional(value) else {
            self = .null
            return
        }
        if let native = nativeNumber(value) { value = native }
        switch value {
        case let v as PredicateValueConvertible: self = v.predicateValue
        case let v as Bool: self = .bool(v)
        case let v as String: self = .string(normalizedNFC(v))
        case let v as Substring: self = .string(normalizedNFC(String(v)))
        case let v as Date: self = .date(v)
        case let v as URL: self = .string(v.absoluteString)
        case let v as any BinaryInteger: self = .number(Double(v))
        case let v as any BinaryFloatingPoint: self = .number(Double(v))
        case let v as Decimal: self = .number(ValueConversion.exactDouble(v))
        case let v as any RawRepresentable: self = PredicateValue(v.rawValue as Any)
        case let v as any SetAlgebra & Sequence:
            // Sets have no order; a canonical one keeps results independent of hashing.
            self = .list(v.map { PredicateValue($0 as Any) }.sorted { String(describing: $0) < String(describing: $1) })
        case let v as any Sequence: self = .list(v.map { PredicateValue($0 as Any) })
        default: self = .string(normalizedNFC(String(describing: value)))
        }
    }

    /// The value of a typed `value`: the common types without boxing it in `Any`.
    static func of<T>(_ value: T) -> PredicateValue {
        if T.self == String.self { return .string(normalizedNFC(unsafeBitCast(value, to: String.self))) }
        if T.self == Int.self { return .number(Double(unsafeBitCast(value, to: Int.self))) }
        if T.self == Double.self { return .number(unsafeBitCast(value, to: Double.self)) }
        if T.self == Bool.self { return .bool(unsafeBitCast(value, to: Bool.self)) }
        return PredicateValue(value)
    }

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }
}

/// A type that chooses how conditions see its values.
///
/// Conform a custom value type to control what `$tag == …` compares against.
public protocol PredicateValueConvertible {
    /// The value conditions compare.
    var predicateValue: PredicateValue { get }
}

private protocol OptionalBox {
    var wrappedAny: Any? { get }
}

extension Optional: OptionalBox {
    fileprivate var wrappedAny: Any? {
        switch self {
        case .some(let wrapped): return wrapped
        case .none: return nil
        }
    }
}

/// Unwraps any depth of optional hidden inside an `Any`; `NSNull` (what
/// `JSONSerialization` gives for `null`) is nil too.
package func unwrapOptional(_ value: Any?) -> Any? {
    var current: Any? = value
    while let some = current {
        guard let box = some as? OptionalBox else { return some is NSNull ? nil : some }
        current = box.wrappedAny
    }
    return nil
}

/// Normalises to NFC, skipping the work for ASCII text, which is already normalised.
func normalizedNFC(_ string: String) -> String {
    if string.utf8.allSatisfy({ $0 < 0x80 }) { return string }
    return string.precomposedStringWithCanonicalMapping
}

/// A Foundation `NSNumber` (as `JSONSerialization` and Objective-C style APIs hand
/// out) as the Swift `Bool`, whole number, `Decimal` or `Double` it stands for; nil
/// for anything else. Casting order alone cannot tell them apart: an `NSNumber` 1
/// also casts to `Bool`. A whole number stays whole: through a `Double`,
/// 9007199254740993 would become 9007199254740992.
func nativeNumber(_ value: Any) -> Any? {
    guard type(of: value) is NSNumber.Type, let number = value as? NSNumber else { return nil }
    if String(describing: type(of: number)) == "__NSCFBoolean" { return number.boolValue }
    if let decimal = number as? NSDecimalNumber { return decimal.decimalValue }
    switch String(cString: number.objCType) {
    case "c", "s", "i", "l", "q": return Int(number.int64Value)
    case "C", "S", "I", "L", "Q": return number.uint64Value
    default: return number.doubleValue
    }
}
