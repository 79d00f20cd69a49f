extension RowKind {
    /// A colour as `#rrggbb` (``ColorRow``).
    public static let color: RowKind = "color"
}

extension RowTypeName {
    /// ``ColorRow``.
    public static let color: RowTypeName = "color"
}

/// A colour, held as `#rrggbb` in lowercase: a colour input on the web, a hex field
/// with a swatch of the colour in the terminal.
///
/// Typed text may be `#rgb` or `#rrggbb` in either case, with or without the `#`;
/// it is kept as `#rrggbb`. Anything else is kept as typed and refused with "Enter
/// this in the format #rrggbb". A browser's colour input always holds a colour (black
/// until one is chosen), so on the web a colour row always sends one: give it a start
/// value the person is likely to keep.
///
/// ```swift
/// form +++ Section("Theme")
///     <<< ColorRow("accent") { $0.title = "Accent colour"; $0.value = "#3366cc" }
/// ```
public final class ColorRow: StringFieldRow {
    /// Always ``RowKind/color``.
    public override var kind: RowKind { .color }
    /// Always true: surrounding spaces are removed before parsing.
    public override var trimsWhitespace: Bool { true }

    override var invalidInputKey: MessageKey? { .format("#rrggbb") }

    /// `#rrggbb` for `#rgb` or `#rrggbb` in either case, with or without the `#`;
    /// nil for anything else.
    public static func normalized(_ text: String) -> String? {
        let digits = text.hasPrefix("#") ? text.utf8.dropFirst() : text.utf8[...]
        guard digits.count == 3 || digits.count == 6, digits.allSatisfy(\.isHexDigit) else { return nil }
        let lower = digits.map { $0 | 0x20 }  // ASCII hex digits to lowercase
        let full = lower.count == 3 ? lower.flatMap { [$0, $0] } : lower
        return "#" + String(decoding: full, as: UTF8.self)
    }

    /// The colour as `#rrggbb`; nil for text that is not a colour.
    public override func parse(text: String) -> String? { Self.normalized(text) }

    /// A value set in code that is not a colour is an error next to the field, so a
    /// page never draws a colour input that would send black in its place.
    public override func inputErrors() -> [ValidationError] {
        let errors = super.inputErrors()
        guard errors.isEmpty, let value, Self.normalized(value) != value else { return errors }
        return [ValidationError(.format("#rrggbb"), ruleID: "input")]
    }

    /// Takes a colour as text, kept as `#rrggbb`.
    public override func setSchemaValue(_ json: JSONValue) -> String? {
        guard case .string(let text) = json, let colour = Self.normalized(text) else { return "expected a colour as #rrggbb" }
        value = colour
        return nil
    }
}

extension UInt8 {
    fileprivate var isHexDigit: Bool {
        (0x30...0x39).contains(self) || (0x41...0x46).contains(self) || (0x61...0x66).contains(self)
    }
}
