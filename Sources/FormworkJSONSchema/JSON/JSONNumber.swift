/// A JSON number with its exact value where it can be kept: an integer within
/// 128 bits, or a decimal whose digits fit in 128 bits (`0.0075` is 75 × 10⁻⁴), and
/// always its nearest `Double`.
///
/// Numbers are equal by value: `1`, `1.0` and `10e-1` are one number.
public struct JSONNumber: Sendable, Hashable, CustomStringConvertible {
    /// The nearest `Double`.
    public let double: Double
    /// The value as `significand × 10^exponent`, exactly, when the digits fit.
    let decimal: (significand: Int128, exponent: Int)?

    /// An integer.
    public init(_ integer: Int) {
        double = Double(integer)
        decimal = (Int128(integer), 0)
    }

    /// A number known only as a `Double`: exact when it is an integer within 2⁵³.
    public init(_ double: Double) {
        self.double = double
        if double.isFinite, double.rounded() == double, abs(double) <= 9_007_199_254_740_992 {
            decimal = (Int128(double), 0)
        } else {
            decimal = nil
        }
    }

    /// A number from the digits of its JSON text: `negative`, the digits of the
    /// integer and fraction parts, and the exponent written after `e`.
    init(text: Substring) {
        double = Double(text) ?? .nan
        decimal = Self.exact(text)
    }

    private static func exact(_ text: Substring) -> (significand: Int128, exponent: Int)? {
        var significand: Int128 = 0
        var exponent = 0
        var negative = false
        var inFraction = false
        var index = text.startIndex
        if text[index] == "-" {
            negative = true
            index = text.index(after: index)
        }
        while index < text.endIndex {
            let character = text[index]
            if character == "." {
                inFraction = true
            } else if character == "e" || character == "E" {
                guard let written = Int(text[text.index(after: index)...]) else { return nil }
                exponent += written
                break
            } else if let digit = character.wholeNumberValue {
                let (times, overflow) = significand.multipliedReportingOverflow(by: 10)
                guard !overflow else { return nil }
                let (plus, overflowed) = times.addingReportingOverflow(Int128(digit))
                guard !overflowed else { return nil }
                significand = plus
                if inFraction { exponent -= 1 }
            }
            index = text.index(after: index)
        }
        if significand == 0 { return (0, 0) }
        // Trailing zeros move to the exponent, so each value has one form.
        while significand % 10 == 0 {
            significand /= 10
            exponent += 1
        }
        return (negative ? -significand : significand, exponent)
    }

    /// The value as an integer of 128 bits, when it is one.
    var integer: Int128? {
        guard let (significand, exponent) = decimal, exponent >= 0 else { return nil }
        return Self.scaled(significand, by: exponent)
    }

    /// Whether the number has no fraction: JSON Schema's `integer` (`1.0` is one).
    public var isInteger: Bool {
        if let (_, exponent) = decimal { return exponent >= 0 }
        return double.isFinite && double.rounded() == double
    }

    /// Whether the number is a whole multiple of `divisor` (which is positive).
    public func isMultiple(of divisor: JSONNumber) -> Bool {
        if let (a, ea) = decimal, let (b, eb) = divisor.decimal, b != 0 {
            // Both exact: brought to one exponent, the remainder says.
            let exponent = Swift.min(ea, eb)
            if let y = Self.scaled(b, by: eb - exponent) {
                if let x = Self.scaled(a, by: ea - exponent) { return x % y == 0 }
                // Too large to scale: a × 10^k mod y, a power of ten at a time.
                var remainder = a % y
                for _ in 0..<(ea - exponent) {
                    let (times, overflow) = remainder.multipliedReportingOverflow(by: 10)
                    guard !overflow else { break }
                    remainder = times % y
                }
                return remainder == 0
            }
        }
        let quotient = double / divisor.double
        guard quotient.isFinite else { return false }
        return quotient.rounded() == quotient
    }

    private static func scaled(_ value: Int128, by digits: Int) -> Int128? {
        guard digits < 39 else { return nil }
        var result = value
        for _ in 0..<digits {
            let (times, overflow) = result.multipliedReportingOverflow(by: 10)
            guard !overflow else { return nil }
            result = times
        }
        return result
    }

    /// Orders two numbers by value.
    public static func < (a: JSONNumber, b: JSONNumber) -> Bool {
        // Rounding to the nearest double keeps order: doubles that differ say which is less.
        if a.double < b.double { return true }
        if a.double > b.double { return false }
        if let (x, ex) = a.decimal, let (y, ey) = b.decimal {
            let exponent = Swift.min(ex, ey)
            if let p = scaled(x, by: ex - exponent), let q = scaled(y, by: ey - exponent) { return p < q }
        }
        return a.double < b.double
    }

    /// Whether two numbers have the same value, however they were written.
    public static func == (a: JSONNumber, b: JSONNumber) -> Bool {
        // Equal values have one nearest double.
        if a.double != b.double, !a.double.isNaN, !b.double.isNaN { return false }
        if let (x, ex) = a.decimal, let (y, ey) = b.decimal {
            if ex == ey { return x == y }
            // `30` may be kept as 3 × 10¹ or as 30 × 10⁰: compared at one scale.
            let exponent = Swift.min(ex, ey)
            if let p = scaled(x, by: ex - exponent), let q = scaled(y, by: ey - exponent) { return p == q }
        }
        return a.double == b.double
    }

    /// Hashes the value: equal numbers hash alike.
    public func hash(into hasher: inout Hasher) {
        // Equal numbers have one nearest double, however they were written.
        hasher.combine(double)
    }

    /// The number as JSON writes it.
    public var description: String {
        if let integer, abs(integer) < Int128(Int64.max) { return String(Int64(integer)) }
        if let (significand, exponent) = decimal {
            // A fraction of a few places as people write it (`12.5`); others in E notation.
            if exponent < 0, exponent >= -20 {
                let digits = String(significand.magnitude)
                let padded = String(repeating: "0", count: max(0, -exponent + 1 - digits.count)) + digits
                let point = padded.index(padded.endIndex, offsetBy: exponent)
                return (significand < 0 ? "-" : "") + padded[..<point] + "." + padded[point...]
            }
            return "\(significand)e\(exponent)"
        }
        return double.description
    }
}
