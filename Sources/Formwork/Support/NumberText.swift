/// Numbers written as code writes them: `12` rather than `12.0`, `2.5`, a `Float` as
/// its shortest text (`0.1`, not `0.10000000149011612`).
///
/// One way for every place a number is written: a field's text, the bounds and step
/// a page's control is given, a rule's bound in its message, a condition, JSON.
/// ``FormMessages/number(_:)`` writes one for people, with the catalogue's decimal
/// separator.
public enum NumberText {
    /// `value` in code style: a whole number (below 10¹⁵ in size, where every whole
    /// `Double` is exact) without a fraction, any other as Swift writes it.
    // Inlinable, so that each caller's type is known where it is written: a call
    // from another module would otherwise cast at run time to ask whether it is a `Float`.
    @inlinable
    public static func plain<F: BinaryFloatingPoint>(_ value: F) -> String {
        let d = Double(value)
        if d.rounded() == d && abs(d) < 1e15 { return String(Int(d)) }
        if let f = value as? Float { return String(f) }
        return String(d)
    }
}
