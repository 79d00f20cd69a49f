import Foundation

/// How a setting's value reads and writes as JSON in a schema, and what values it
/// takes: `.text`, `.wholeNumber(in: 1...30)`, `.strings`, `.choice` for an enum.
public struct SettingCoding<Value>: Sendable {
    /// What a value looks like, in words, for messages (`a whole number from 1 to 30`).
    public let expected: String
    let encode: @Sendable (Value) -> JSONValue?
    let decode: @Sendable (JSONValue) -> Value?
    let check: @Sendable (Value) -> String?

    /// A coding of its own.
    ///
    /// - Parameters:
    ///   - expected: what a value looks like, in words.
    ///   - encode: the value's JSON form; nil to leave it out.
    ///   - decode: the value of a JSON form; nil when it is not one.
    ///   - check: what is wrong with a value read, or nil.
    public init(expected: String, encode: @escaping @Sendable (Value) -> JSONValue?,
                decode: @escaping @Sendable (JSONValue) -> Value?,
                check: @escaping @Sendable (Value) -> String? = { _ in nil }) {
        self.expected = expected
        self.encode = encode
        self.decode = decode
        self.check = check
    }

    /// The same coding for an optional value: nil is left out.
    public static func optional<Wrapped>(_ wrapped: SettingCoding<Wrapped>) -> SettingCoding<Wrapped?> where Value == Wrapped? {
        SettingCoding<Wrapped?>(expected: wrapped.expected,
                                encode: { $0.flatMap(wrapped.encode) },
                                decode: { json in wrapped.decode(json).map { .some($0) } },
                                check: { $0.flatMap(wrapped.check) })
    }
}

extension SettingCoding where Value == String {
    /// Text.
    public static var text: Self {
        Self(expected: "a string", encode: { .string($0) }, decode: { if case .string(let s) = $0 { return s }; return nil })
    }
}

extension SettingCoding where Value == String? {
    /// Text, or nothing.
    public static var text: Self { .optional(SettingCoding<String>.text) }
}

extension SettingCoding where Value == Bool {
    /// True or false.
    public static var bool: Self {
        Self(expected: "true or false", encode: { .bool($0) }, decode: { if case .bool(let b) = $0 { return b }; return nil })
    }
}

extension SettingCoding where Value == Int {
    /// A whole number within `range`.
    public static func wholeNumber(in range: ClosedRange<Int> = Int.min...Int.max) -> Self {
        let expected = range == Int.min...Int.max ? "a whole number"
            : range.upperBound == Int.max ? "a whole number of at least \(range.lowerBound)"
            : "a whole number from \(range.lowerBound) to \(range.upperBound)"
        return Self(expected: expected, encode: { .integer($0) }, decode: { $0.intValue },
                    check: { range.contains($0) ? nil : "must be \(expected)" })
    }
}

extension SettingCoding where Value == Int? {
    /// A whole number within `range`, or nothing.
    public static func wholeNumber(in range: ClosedRange<Int> = Int.min...Int.max) -> Self {
        .optional(SettingCoding<Int>.wholeNumber(in: range))
    }
}

extension SettingCoding where Value == UInt {
    /// A whole number of zero or more.
    public static var count: Self {
        Self(expected: "a whole number", encode: { .integer(Int(clamping: $0)) },
             // A negative number reads as the largest count, which the check refuses.
             decode: { json in json.intValue.map { $0 < 0 ? UInt.max : UInt($0) } },
             check: { $0 == UInt.max ? "must be zero or more" : nil })
    }
}

extension SettingCoding where Value == Double {
    /// A number a row can hold (not infinite).
    public static var number: Self {
        Self(expected: "a number", encode: { JSONValue(any: $0) }, decode: { $0.doubleValue },
             check: { $0.isFinite ? nil : "is beyond what the row can hold" })
    }
}

extension SettingCoding where Value == Double {
    /// A number greater than `lower`.
    public static func number(above lower: Double) -> Self {
        let bound = lower == 0 ? "zero" : "\(lower)"
        return Self(expected: "a number greater than \(bound)", encode: { JSONValue(any: $0) }, decode: { $0.doubleValue },
                    check: { $0.isFinite && $0 > lower ? nil : "must be greater than \(bound)" })
    }
}

extension SettingCoding where Value == Float {
    /// A number a row can hold (not infinite as a `Float`).
    public static var number: Self {
        Self(expected: "a number", encode: { JSONValue(any: $0) }, decode: { $0.doubleValue.map { Float($0) } },
             check: { $0.isFinite ? nil : "is beyond what the row can hold" })
    }
}

extension SettingCoding where Value == TimeZone? {
    /// A time zone by its identifier (`Europe/Paris`, `UTC`), or nothing.
    public static var timeZone: Self {
        .optional(SettingCoding<TimeZone>(expected: "a time zone identifier such as \"Europe/Paris\"",
                                          encode: { .string($0.identifier) },
                                          decode: { json in if case .string(let s) = json { return TimeZone(identifier: s) }; return nil }))
    }
}

extension SettingCoding where Value == [String] {
    /// A list of strings.
    public static var strings: Self {
        Self(expected: "an array of strings", encode: { .array($0.map(JSONValue.string)) },
             decode: { json in
                 guard case .array(let items) = json else { return nil }
                 return JSONValue.strings(items)
             })
    }
}

extension SettingCoding where Value == Set<String> {
    /// A set of strings, written in order.
    public static var strings: Self {
        Self(expected: "an array of strings", encode: { .array($0.sorted().map(JSONValue.string)) },
             decode: { json in
                 guard case .array(let items) = json else { return nil }
                 return JSONValue.strings(items).map(Set.init)
             })
    }
}

extension SettingCoding where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the type's cases, by its raw value.
    public static var choice: Self {
        let names = Value.allCases.map(\.rawValue)
        return Self(expected: "one of \(names.map { "\"\($0)\"" }.joinedAsChoices)", encode: { .string($0.rawValue) },
                    decode: { json in if case .string(let s) = json { return Value(rawValue: s) }; return nil })
    }
}

extension SettingCoding {
    /// A value of the row's own type (an option, a selectable row's value), in the
    /// JSON form of its kind (a string, a number, true or false), or nothing.
    public static func value<Wrapped>() -> SettingCoding<Wrapped?> where Value == Wrapped? {
        .optional(SettingCoding<Wrapped>(expected: "a value of the row's type",
                                         encode: { JSONValue(any: $0) },
                                         decode: { json in json.anyValue.flatMap { ValueConversion.convert($0, to: Wrapped.self) } }))
    }

    /// Values of a type that wraps a string (`TextContentType`), by that string.
    public static func rawText<Wrapped: RawRepresentable & Sendable>(_ type: Wrapped.Type) -> SettingCoding<Wrapped?>
        where Wrapped.RawValue == String, Value == Wrapped? {
        .optional(SettingCoding<Wrapped>(expected: "a string", encode: { .string($0.rawValue) },
                                         decode: { json in if case .string(let s) = json { return Wrapped(rawValue: s) }; return nil }))
    }

    /// Options of a set, by the names given (`["validatesOnChange", "validatesOnBlur"]`).
    public static func optionSet(_ named: KeyValuePairs<String, Value>) -> Self where Value: OptionSet & Sendable, Value.Element == Value {
        let pairs = Array(named)
        let names = pairs.map(\.key)
        return Self(expected: "an array of \(names.map { "\"\($0)\"" }.joinedAsChoices)",
                    encode: { value in .array(pairs.filter { value.contains($0.value) }.map { .string($0.key) }) },
                    decode: { json in
                        guard case .array(let items) = json, let strings = JSONValue.strings(items) else { return nil }
                        var value = Value()
                        for name in strings {
                            guard let option = pairs.first(where: { $0.key == name })?.value else { return nil }
                            value.formUnion(option)
                        }
                        return value
                    })
    }
}
