/// The common value types read out of a value of a generic type: what `$tag`
/// reads of every row a condition names, and how a text row shows its value.
///
/// In code generic over the value type (every method of `Row<Value>`), `value as?
/// String` goes through the runtime's dynamic cast. Comparing the type first and
/// reinterpreting the bits when it matches costs a comparison of two pointers, on
/// paths every row of every request takes (reading a text row's value, parsing
/// its text).
enum KnownValueType {
    @inline(__always)
    static func string<V>(_ value: V) -> String? {
        V.self == String.self ? unsafeBitCast(value, to: String.self) : nil
    }

    /// `text` as a `V`, when `V` is `String`.
    @inline(__always)
    static func value<V>(fromString text: String, as type: V.Type) -> V? {
        V.self == String.self ? unsafeBitCast(text, to: V.self) : nil
    }

    @inline(__always)
    static func bool<V>(_ value: V) -> Bool? {
        V.self == Bool.self ? unsafeBitCast(value, to: Bool.self) : nil
    }

    @inline(__always)
    static func int<V>(_ value: V) -> Int? {
        V.self == Int.self ? unsafeBitCast(value, to: Int.self) : nil
    }

    @inline(__always)
    static func double<V>(_ value: V) -> Double? {
        V.self == Double.self ? unsafeBitCast(value, to: Double.self) : nil
    }
}
